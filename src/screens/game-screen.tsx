import { useLingui } from '@lingui/react/macro';
import type { GameId } from '../../api/site-routes.ts';
import { GAME_NAMES } from '../content/brand.ts';
import { WORLDS } from '../content/worlds.ts';
import { Link } from '../routing/link.tsx';
import { useSite } from '../site/site-context.tsx';
import { GameIcon } from '../ui/game-icon.tsx';

/**
 * A game's route. The intro (how-to title, description, gifts line) is shown first; the play button
 * appears once the game itself is part of the build (see the note in docs/decisions.md).
 */
export function GameScreen({ game }: { game: GameId }) {
  const { t, i18n } = useLingui();
  const locale = useSite((s) => s.context.route.locale);
  const world = WORLDS[game];
  return (
    <main className="screen screen--game" data-screen="game-intro" data-game={game}>
      <section className="game-intro">
        <GameIcon game={game} size={56} className="game-intro__icon" />
        <p className="eyebrow">{GAME_NAMES[game]}</p>
        <h1>{t`How to play`}</h1>
        <p>{i18n._(world.howTo)}</p>
        <p className="game-intro__gifts">{i18n._(world.gifts)}</p>
        <Link to={{ name: 'product', locale, game }} className="button button--ghost">
          {t`Back to the product`}
        </Link>
      </section>
    </main>
  );
}
