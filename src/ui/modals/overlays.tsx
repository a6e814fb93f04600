import { MainMenu } from '../menu/main-menu.tsx';
import { useMenu } from '../menu/menu-context.tsx';
import { CreditsModal } from './credits-modal.tsx';
import { PrizesModal } from './prizes-modal.tsx';
import { ScoreboardModal } from './scoreboard-modal.tsx';

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
  return (
    <>
      {menuOpen && <MainMenu />}
      {modal === 'scoreboard' && <ScoreboardModal />}
      {modal === 'prizes' && <PrizesModal />}
      {credits && <CreditsModal />}
    </>
  );
}
