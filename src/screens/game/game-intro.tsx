import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { GameId } from '../../../api/site-routes.ts';
import { GAME_NAMES } from '../../content/brand.ts';
import { WORLDS } from '../../content/worlds.ts';
import { Link } from '../../routing/link.tsx';
import { useSite, useSiteActor } from '../../site/site-context.tsx';
import { useSoundActor } from '../../audio/sound-context.tsx';
import { useDrawOpen } from '../../competition/competition-context.tsx';
import { storedVisualMode, storeVisualMode } from '../../play/run-options.ts';
import { GameIcon } from '../../ui/game-icon.tsx';
import { isPlayable } from './playable-games.ts';
import { KeyboardCalibration } from './keyboard-calibration.tsx';

/** How-to title, description, gifts line and the play button (spec §2). */
export function GameIntro({ game }: { game: GameId }) {
  const { t, i18n } = useLingui();
  const actor = useSiteActor();
  const locale = useSite((s) => s.context.route.locale);
  const world = WORLDS[game];
  const playable = isPlayable(game);
  const drawOpen = useDrawOpen();
  return (
    <main className="screen screen--game" data-screen="game-intro" data-game={game}>
      <section className="game-intro">
        <GameIcon game={game} size={56} className="game-intro__icon" />
        <p className="eyebrow" lang="en">
          {GAME_NAMES[game]}
        </p>
        <h1>{t`How to play`}</h1>
        <p>{i18n._(world.howTo)}</p>
        {playable && world.controls && <p className="game-intro__controls">{i18n._(world.controls)}</p>}
        {playable && game === 'headset' && <HeadsetOptions />}
        {playable && game === 'keyboard' && <KeyboardCalibration />}
        <p className="game-intro__gifts" data-testid="gifts" data-draw-open={drawOpen || undefined}>
          {i18n._(drawOpen ? world.gifts.prize : world.gifts.leaderboard)}
        </p>
        <div className="game-intro__actions">
          {playable && (
            <button
              type="button"
              className="button button--primary"
              data-testid="play"
              onClick={() => actor.send({ type: 'ui.play' })}
            >
              {t`Play`}
            </button>
          )}
          <Link to={{ name: 'product', locale, game }} className="button button--ghost">
            {t`Back to the product`}
          </Link>
        </div>
      </section>
    </main>
  );
}

/**
 * Headspace is played by ear: headphones are recommended, and visual mode (a ripple towards the source) is
 * there for players who cannot hear it. It is on, and cannot be turned off, while the sound is muted.
 */
function HeadsetOptions() {
  const { t } = useLingui();
  const muted = useSelector(useSoundActor(), (s) => s.context.muted);
  const [visual, setVisual] = useState(storedVisualMode);
  return (
    <>
      <p className="game-intro__headphones" data-testid="headphones">
        {t`Headphones recommended`}
      </p>
      <label className="game-intro__option">
        <input
          type="checkbox"
          data-testid="visual-mode"
          checked={visual || muted}
          disabled={muted}
          onChange={(e) => {
            setVisual(e.target.checked);
            storeVisualMode(e.target.checked);
          }}
        />
        <span>
          {t`Visual mode: show where the sound comes from`}
          {muted && (
            <>
              <br />
              <span className="game-intro__option-note">{t`On while the sound is muted.`}</span>
            </>
          )}
        </span>
      </label>
    </>
  );
}
