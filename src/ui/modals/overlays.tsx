import { lazy, Suspense, useEffect } from 'react';
import { MainMenu } from '../menu/main-menu.tsx';
import { useMenu } from '../menu/menu-context.tsx';

/**
 * The modals come in chunks of their own: the first page paints without them. Opening the menu fetches them,
 * since that is where a visitor picks one, so each is there by the time it is asked for.
 */
const loadScoreboard = () => import('./scoreboard-modal.tsx');
const loadPrizes = () => import('./prizes-modal.tsx');
const loadCredits = () => import('./credits-modal.tsx');
const ScoreboardModal = lazy(() => loadScoreboard().then((m) => ({ default: m.ScoreboardModal })));
const PrizesModal = lazy(() => loadPrizes().then((m) => ({ default: m.PrizesModal })));
const CreditsModal = lazy(() => loadCredits().then((m) => ({ default: m.CreditsModal })));

/**
 * The overlays the menu machine keeps (spec §4), rendered in the order they stack: the menu, then the current
 * modal, then credits. Each is a modal <dialog>, so the last one opened is on top and takes focus.
 */
export function Overlays() {
  const menuOpen = useMenu((s) => s.matches({ menu: 'open' }));
  const modal = useMenu((s) =>
    s.matches({ modal: 'scoreboard' }) ? 'scoreboard' : s.matches({ modal: 'prizes' }) ? 'prizes' : null,
  );
  const credits = useMenu((s) => s.matches({ credits: 'shown' }));
  useEffect(() => {
    if (!menuOpen) return;
    void Promise.all([loadScoreboard(), loadPrizes(), loadCredits()]).catch(() => {
      // Offline: the modal asked for later tries again, and says so if it cannot come.
    });
  }, [menuOpen]);
  return (
    <>
      {menuOpen && <MainMenu />}
      <Suspense fallback={null}>
        {modal === 'scoreboard' && <ScoreboardModal />}
        {modal === 'prizes' && <PrizesModal />}
        {credits && <CreditsModal />}
      </Suspense>
    </>
  );
}
