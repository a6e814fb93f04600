import type { z } from 'zod';
import type { GameRecord } from '../../api/games.ts';
import { GAME_IDS, type GameId } from '../../api/site-routes.ts';
import { freshProgress, UNPLAYED, type GamesProgress } from '../../machines/game-progress.ts';
import type { SiteContext } from '../../machines/site.ts';
import { JOURNEY_COOKIE, JOURNEY_COOKIE_MAX_AGE_DAYS } from '../content/cookies.ts';
import { ApiRequestError } from '../api/api-request-error.ts';
import { basePath } from '../routing/base-path.ts';
import { cookieValue } from '../../api/cookie-value.ts';
import { hasFields, isFiniteNumber, isObject, isUuid, orNull, parseCookieJson } from './json-shape.ts';

/**
 * The journey kept for a day (spec §9: the persisted `games` store, 1 day). The cookie holds only which runs
 * were played: their uuids, times and the chain. Scores are never read from it: a reload fetches each run back
 * from the server (GET games/{id}), so editing the cookie cannot raise a score.
 */
export const JOURNEY_COOKIE_MAX_AGE_S = JOURNEY_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

interface KeptRun {
  uuid: string;
  startedAt: number | null;
  endedAt: number | null;
}
export interface KeptJourney {
  games: Partial<Record<GameId, KeptRun>>;
  accumulatorUuid: string | null;
  savedGameId: string | null;
}
const isKeptRun = hasFields<KeptRun>({
  uuid: isUuid,
  startedAt: orNull(isFiniteNumber),
  endedAt: orNull(isFiniteNumber),
});
const isKeptGames = (value: unknown): value is KeptJourney['games'] =>
  isObject(value) &&
  Object.entries(value).every(([id, run]) => (GAME_IDS as readonly string[]).includes(id) && isKeptRun(run));
const isKeptJourney = hasFields<KeptJourney>({
  games: isKeptGames,
  accumulatorUuid: orNull(isUuid),
  savedGameId: orNull(isUuid),
});

type JourneyState = Pick<SiteContext, 'games' | 'accumulatorUuid' | 'savedGameId'>;

export function keptJourneyOf({ games, accumulatorUuid, savedGameId }: JourneyState): KeptJourney {
  const kept: KeptJourney['games'] = {};
  for (const id of GAME_IDS) {
    const game = games[id];
    if (game.played && game.uuid)
      kept[id] = { uuid: game.uuid, startedAt: game.startedAt, endedAt: game.endedAt };
  }
  return { games: kept, accumulatorUuid, savedGameId };
}

/** The kept journey, or null when there is none or it is not exactly what this site writes. */
export function readKeptJourney(cookieHeader: string | null | undefined): KeptJourney | null {
  const raw = cookieValue(cookieHeader, JOURNEY_COOKIE);
  if (!raw) return null;
  const value = parseCookieJson(raw);
  if (!isKeptJourney(value)) return null;
  // Only what this site writes goes on: any other field is dropped.
  const games: KeptJourney['games'] = {};
  for (const [id, run] of Object.entries(value.games) as [GameId, KeptRun][])
    games[id] = { uuid: run.uuid, startedAt: run.startedAt, endedAt: run.endedAt };
  return { games, accumulatorUuid: value.accumulatorUuid, savedGameId: value.savedGameId };
}

/** The `document.cookie` assignment that keeps the journey (or removes it when nothing was played). */
export function journeyCookie(journey: KeptJourney, path: string, secure: boolean): string {
  const empty = Object.keys(journey.games).length === 0 && !journey.accumulatorUuid;
  const value = empty ? '' : encodeURIComponent(JSON.stringify(journey));
  const maxAge = empty ? 0 : JOURNEY_COOKIE_MAX_AGE_S;
  return `${JOURNEY_COOKIE}=${value}; Max-Age=${maxAge}; Path=${path}; SameSite=Strict${secure ? '; Secure' : ''}`;
}

export function keepJourney(state: JourneyState): void {
  document.cookie = journeyCookie(keptJourneyOf(state), basePath(), location.protocol === 'https:');
}

type RunRecord = z.infer<typeof GameRecord>;

/**
 * The kept journey with each run's verified score, duration, review and stats from the server. A run the server
 * no longer has (404), or one that did not end with a score, counts as unplayed; a run rejected by an operator
 * too. Any other failure (no network) rejects: the kept journey is then left as it is for the next visit.
 */
export async function restoreJourney(
  kept: KeptJourney,
  readRun: (uuid: string) => Promise<RunRecord>,
): Promise<GamesProgress> {
  const games = freshProgress();
  await Promise.all(
    (Object.entries(kept.games) as [GameId, KeptRun][]).map(async ([id, run]) => {
      const record = await readRun(run.uuid).catch((error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      });
      if (!record || record.game_type !== id || !record.ended || record.score === null) return;
      if (record.review === 'rejected') return;
      games[id] = {
        ...UNPLAYED,
        played: true,
        score: record.score,
        durationMs: record.duration ?? 0,
        held: record.review === 'flagged',
        uuid: record.uuid,
        startedAt: run.startedAt,
        endedAt: run.endedAt,
        stats: record.stats,
      };
    }),
  );
  return games;
}
