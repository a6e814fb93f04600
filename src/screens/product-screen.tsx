import { useLingui } from '@lingui/react/macro';
import type { GameId } from '../../api/site-routes.ts';
import { GAME_NAMES } from '../content/brand.ts';
import { WORLDS } from '../content/worlds.ts';
import { useSiteActor } from '../site/site-context.tsx';
import { GameIcon } from '../ui/game-icon.tsx';

/** A product world: header title and subtitle, intro, three selling points, the prompt to play. */
export function ProductScreen({ game }: { game: GameId }) {
  const { t, i18n } = useLingui();
  const actor = useSiteActor();
  const world = WORLDS[game];
  return (
    <main className="screen screen--product" data-screen="product" data-game={game}>
      <header className="world-header">
        <GameIcon game={game} size={48} className="world-header__icon" />
        <p className="eyebrow">{i18n._(world.product)}</p>
        <h1>{i18n._(world.title)}</h1>
        <p className="world-header__subtitle">{i18n._(world.subtitle)}</p>
      </header>
      <p className="world-intro">{i18n._(world.intro)}</p>
      <ul className="claims" role="list" aria-label={t`Key features`}>
        {world.claims.map((claim, i) => (
          <li key={i} className="claim">
            {i18n._(claim)}
          </li>
        ))}
      </ul>
      <section className="play-prompt" aria-label={GAME_NAMES[game]}>
        <p>{t`Ready to test it? Play ${GAME_NAMES[game]}.`}</p>
        <button
          type="button"
          className="button button--primary"
          data-testid="play-prompt"
          onClick={() => actor.send({ type: 'ui.toIntro' })}
        >
          {t`Scroll or tap to play`}
        </button>
      </section>
    </main>
  );
}
