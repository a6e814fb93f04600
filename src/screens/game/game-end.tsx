import { useLingui } from '@lingui/react/macro';
import { GAME_IDS, type GameId } from '../../../api/site-routes.ts';
import { allPlayed } from '../../../machines/game-progress.ts';
import { useDrawOpen } from '../../competition/competition-context.tsx';
import { GAME_NAMES } from '../../content/brand.ts';
import { WORLDS } from '../../content/worlds.ts';
import { Link } from '../../routing/link.tsx';
import { useSite, useSiteActor } from '../../site/site-context.tsx';
import { GameIcon } from '../../ui/game-icon.tsx';

/** The end of a run: score title, subtitle, description, the server-verified score, what comes next. */
export function GameEnd({ game }: { game: GameId }) {
  const { t, i18n } = useLingui();
  const site = useSiteActor();
  const locale = useSite((s) => s.context.route.locale);
  const games = useSite((s) => s.context.games);
  const { score, held } = games[game];
  const others = GAME_IDS.filter((g) => g !== game);
  const finished = allPlayed(games);
  const drawOpen = useDrawOpen();
  return (
    <main className="screen screen--game" data-screen="game-end" data-game={game}>
      <section className="game-end">
        <GameIcon game={game} size={56} className="game-intro__icon" />
        <p className="eyebrow" lang="en">
          {GAME_NAMES[game]}
        </p>
        <h1>{t`Your score`}</h1>
        <p className="game-end__score" data-testid="verified-score">
          {i18n.number(score)}
        </p>
        <p className="game-end__subtitle" data-testid="score-status" data-held={held || undefined}>
          {held
            ? t`Held for review: this score counts once we have checked the run.`
            : t`Verified by our server from your run.`}
        </p>
        <p data-testid="next-step" data-draw-open={drawOpen || undefined}>
          {finished
            ? t`All three worlds played: see your total and save it to the leaderboard.`
            : drawOpen
              ? t`Play the other two worlds to add to your total and reach a prize tier.`
              : t`Play the other two worlds to add to your total and climb the leaderboard.`}
        </p>
        <div className="game-end__actions">
          <button
            type="button"
            className="button button--primary"
            data-testid="next-world"
            onClick={() => site.send({ type: 'ui.next' })}
          >
            {finished ? t`See my total` : t`Next world`}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => site.send({ type: 'ui.play' })}
          >
            {t`Play again`}
          </button>
        </div>
        <nav className="game-end__more" aria-label={t`More products`}>
          <h2>{t`More products`}</h2>
          <ul role="list">
            {others.map((other) => (
              <li key={other}>
                <Link to={{ name: 'product', locale, game: other }}>{i18n._(WORLDS[other].product)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </main>
  );
}
