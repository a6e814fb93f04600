import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { beatLine, type BeatLine } from '../../api/beat-share.ts';
import { GAME_CYCLE } from '../../api/game-cycle.ts';
import { localeByCode } from '../../api/locales.ts';
import type { PublicUser } from '../../api/users.ts';
import { ApiRequestError } from '../api/api-request-error.ts';
import { siteApi } from '../api/site-api.ts';
import { GAME_NAMES } from '../content/brand.ts';
import { Link } from '../routing/link.tsx';
import { useSite } from '../site/site-context.tsx';
import { GameIcon, TrophyIcon } from '../ui/game-icon.tsx';
import { ShareModal } from '../ui/share/share-modal.tsx';
import '../styles/share.css';
import { numberFormat } from '../../api/locale-format.ts';

type Player = z.infer<typeof PublicUser>;

/** The shared total's comparison with the other players, as the server's share page and image say it. */
function playerBeat(player: Player): BeatLine | null {
  return player.beat_percent === null || player.challengers === null
    ? null
    : beatLine(player.beat_percent, player.challengers);
}
export type SharedResult =
  | { status: 'loading' }
  | { status: 'found'; player: Player }
  /** The slug names nobody (the server answered this page with 404 too). */
  | { status: 'unknown' }
  /** The API could not be reached: the invitation still stands. */
  | { status: 'failed' };

/** Reads the shared player's result (GET users/{slug}); a null slug reads nothing. */
export function useSharedResult(slug: string | null): SharedResult | null {
  const [result, setResult] = useState<SharedResult | null>(slug ? { status: 'loading' } : null);
  useEffect(() => {
    if (!slug) {
      setResult(null);
      return;
    }
    let live = true;
    setResult({ status: 'loading' });
    siteApi()
      .then((api) => api.publicUser(slug))
      .then(
        (player) => live && setResult({ status: 'found', player }),
        (error: unknown) => {
          if (!live) return;
          const unknown = error instanceof ApiRequestError && error.status === 404;
          setResult({ status: unknown ? 'unknown' : 'failed' });
        },
      );
    return () => {
      live = false;
    };
  }, [slug]);
  return result;
}

/**
 * A shared result's page (/{locale}/share/{slug}): the player's name, the three games' scores, the total and the
 * share of players beaten, then the invitation to play. Without a slug, or for one that names nobody, only the
 * invitation. A visitor may pass the challenge on from here.
 */
export function ShareScreen() {
  const { t } = useLingui();
  const route = useSite((s) => s.context.route);
  const locale = route.locale;
  const slug = route.name === 'share' ? route.slug : null;
  const result = useSharedResult(slug);
  const [passing, setPassing] = useState(false);
  const player = result?.status === 'found' && result.player.scores.total !== null ? result.player : null;
  const iso = localeByCode(locale).iso;
  const format = (n: number) => numberFormat(iso).format(n);

  return (
    <main className="screen screen--share" data-screen="share" data-status={result?.status ?? 'invitation'}>
      {player ? (
        <SharedScores player={player} format={format} iso={iso} />
      ) : (
        <h1>{t`Can you beat this score?`}</h1>
      )}
      {result?.status === 'loading' && (
        <p role="status" className="shared-result__loading">{t`Loading the result…`}</p>
      )}
      {result?.status === 'unknown' && (
        <p data-testid="share-unknown">{t`This challenge link does not lead to a player any more, but the games are still open.`}</p>
      )}
      <p>{t`A friend challenged you. Play the three games and compare your scores.`}</p>
      <div className="shared-result__actions">
        <Link to={{ name: 'product', locale, game: 'mouse' }} className="button button--primary">
          {t`Accept the challenge`}
        </Link>
        {player && slug && (
          <button
            type="button"
            className="button button--ghost"
            data-testid="share-pass-on"
            onClick={() => setPassing(true)}
          >
            {t`Challenge your friends too`}
          </button>
        )}
      </div>
      {player && slug && (
        <ShareModal
          open={passing}
          onClose={() => setPassing(false)}
          score={player.scores.total ?? 0}
          beat={playerBeat(player)}
          slug={slug}
          sharer={player.name}
        />
      )}
    </main>
  );
}

function SharedScores({
  player,
  format,
  iso,
}: {
  player: Player;
  format: (n: number) => string;
  iso: string;
}) {
  const { t } = useLingui();
  const name = player.name;
  const beat = playerBeat(player);
  const beaten =
    beat?.kind === 'beat'
      ? numberFormat(iso, { style: 'percent', maximumFractionDigits: 0 }).format(beat.percent / 100)
      : null;
  return (
    <section className="shared-result" data-testid="shared-result" aria-labelledby="shared-result-title">
      <h1 id="shared-result-title">{t`${name} challenges you`}</h1>
      <ul className="score-list" role="list">
        {GAME_CYCLE.map((game) => {
          const score = player.scores[game];
          return (
            <li
              key={game}
              className="score-list__row"
              data-game={game}
              data-played={score !== null || undefined}
            >
              <TrophyIcon gold={score !== null} />
              <GameIcon game={game} size={22} />
              <span className="score-list__name" lang="en">
                {GAME_NAMES[game]}
              </span>
              <span className="score-list__value">{score === null ? '—' : format(score)}</span>
            </li>
          );
        })}
      </ul>
      <p className="score-total" data-testid="shared-total">
        <span>{t`Total`}</span> <strong>{format(player.scores.total ?? 0)}</strong>
      </p>
      {beat && (
        <p
          className="shared-result__beat"
          data-testid="shared-beat"
          data-value={beat.kind === 'first' ? 'first' : beat.percent}
        >
          {beaten ? t`Beat ${beaten} of the challengers` : t`First on the leaderboard`}
        </p>
      )}
    </section>
  );
}
