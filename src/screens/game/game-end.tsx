import { useLingui } from '@lingui/react/macro';
import { GAME_IDS, type GameId } from '../../../api/site-routes.ts';
import { allPlayed } from '../../../machines/game-progress.ts';
import { useDrawOpen } from '../../competition/competition-context.tsx';
import { GAME_NAMES } from '../../content/brand.ts';
import { WORLDS } from '../../content/worlds.ts';
import { deviceBest } from '../../play/personal-best.ts';
import { Link } from '../../routing/link.tsx';
import { useSignedIn } from '../../session/session-context.tsx';
import { useSite, useSiteActor } from '../../site/site-context.tsx';
import { GameIcon } from '../../ui/game-icon.tsx';
import { END_CAUSES } from './end-causes.ts';
import { useRunStanding, type RunStanding } from './run-standing.ts';

/**
 * The end of a run: why it ended, the server-verified score, the personal best and the score's place on the game's
 * board, what comes next. "Play again" goes back to the how-to: the next run starts with the player's own press.
 */
export function GameEnd({ game }: { game: GameId }) {
  const { t, i18n } = useLingui();
  const site = useSiteActor();
  const locale = useSite((s) => s.context.route.locale);
  const games = useSite((s) => s.context.games);
  const { score, held, stats, uuid, played } = games[game];
  const others = GAME_IDS.filter((g) => g !== game);
  const finished = allPlayed(games);
  const drawOpen = useDrawOpen();
  const cause = stats?.ended_by;
  return (
    <main className="screen screen--game" data-screen="game-end" data-game={game}>
      <section className="game-end">
        <GameIcon game={game} size={56} className="game-intro__icon" />
        <p className="eyebrow" lang="en">
          {GAME_NAMES[game]}
        </p>
        {cause && (
          <p className="game-end__cause" data-testid="end-cause" data-cause={cause}>
            {i18n._(END_CAUSES[cause])}
          </p>
        )}
        <h1>{t`Your score`}</h1>
        <p className="game-end__score" data-testid="verified-score">
          {i18n.number(score)}
        </p>
        <p className="game-end__subtitle" data-testid="score-status" data-held={held || undefined}>
          {held
            ? t`Held for review: this score counts once we have checked the run.`
            : t`Verified by our server from your run.`}
        </p>
        {/* A held run counts nowhere yet: no best, no place on the board. */}
        {played && !held && <Standing game={game} score={score} uuid={uuid} />}
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
            data-testid="play-again"
            onClick={() => site.send({ type: 'ui.toIntro' })}
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

/**
 * The personal best and the place on the game's board. The best is the server's for a signed-in player (their
 * entry on the game's board, which this run's end has updated), else this device's best verified run
 * (src/play/personal-best.ts). The place is among the other players on the board.
 */
function Standing({ game, score, uuid }: { game: GameId; score: number; uuid: string | null }) {
  const { t, i18n } = useLingui();
  const signedIn = useSignedIn();
  const standing = useRunStanding(game, score, false);
  const local = deviceBest(game);
  const best = signedIn
    ? standing.status === 'ready' && standing.ownBest !== null
      ? { score: standing.ownBest, thisRun: standing.ownBest <= score }
      : null
    : local && { score: local.score, thisRun: local.uuid !== null && local.uuid === uuid };
  const bestText = best ? i18n.number(best.score) : '';
  return (
    <div className="game-end__standing" data-testid="standing" aria-live="polite">
      {best && (
        <p
          className="game-end__best"
          data-testid="personal-best"
          data-best={best.score}
          data-this-run={best.thisRun || undefined}
        >
          {best.thisRun ? t`Your personal best so far!` : t`Your personal best: ${bestText}`}
        </p>
      )}
      <Place standing={standing} signedIn={signedIn} />
    </div>
  );
}

function Place({ standing, signedIn }: { standing: RunStanding; signedIn: boolean }) {
  const { t, i18n } = useLingui();
  if (standing.status !== 'ready') return null;
  if (standing.challengers === 0)
    return (
      <p className="game-end__rank" data-testid="board-rank" data-position={1}>
        {t`You're the first on this game's leaderboard.`}
      </p>
    );
  const place = i18n.number(standing.position);
  const count = i18n.number(standing.challengers + 1);
  return (
    <p className="game-end__rank" data-testid="board-rank" data-position={standing.position}>
      {signedIn
        ? t`Place ${place} of ${count} on this game's leaderboard.`
        : t`Save your score to take place ${place} of ${count} on this game's leaderboard.`}
    </p>
  );
}
