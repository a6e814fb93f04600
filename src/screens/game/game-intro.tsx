import { useLingui } from '@lingui/react/macro';
import type { GameId } from '../../../api/site-routes.ts';
import { GAME_NAMES } from '../../content/brand.ts';
import { WORLDS } from '../../content/worlds.ts';
import { Link } from '../../routing/link.tsx';
import { useSite, useSiteActor } from '../../site/site-context.tsx';
import { GameIcon } from '../../ui/game-icon.tsx';

/** How-to title, description, gifts line and the play button (spec §2). */
export function GameIntro({ game }: { game: GameId }) {
  const { t, i18n } = useLingui();
  const actor = useSiteActor();
  const locale = useSite((s) => s.context.route.locale);
  const world = WORLDS[game];
  const playable = game === 'mouse';
  return (
    <main className="screen screen--game" data-screen="game-intro" data-game={game}>
      <section className="game-intro">
        <GameIcon game={game} size={56} className="game-intro__icon" />
        <p className="eyebrow">{GAME_NAMES[game]}</p>
        <h1>{t`How to play`}</h1>
        <p>{i18n._(world.howTo)}</p>
        {playable && world.controls && <p className="game-intro__controls">{i18n._(world.controls)}</p>}
        <p className="game-intro__gifts">{i18n._(world.gifts)}</p>
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
