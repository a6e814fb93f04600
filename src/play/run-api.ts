import type { GameId } from '../../api/site-routes.ts';
import type { RunResult, StartedRun, VerifiedRun } from '../../machines/game-run.ts';
import { ApiRequestError } from '../api/api-request-error.ts';
import { siteApi as api } from '../api/site-api.ts';

/**
 * The game-run machine's server calls. A run's end that cannot reach the server (no network) is kept on this
 * device and sent again when the connection returns, even if the player has moved on; runs chain through
 * `previous_game` (the journey's latest run, machines/game-progress.ts chainTip), so a visitor's three games add
 * up to one total.
 */
const PENDING_KEY = 'gear-pending-runs';

export interface PendingRun {
  uuid: string;
  result: RunResult;
  previous?: string | null;
}

const storage = {
  read<T>(key: string, fallback: T): T {
    try {
      const raw = localStorage.getItem(key);
      return raw ? (JSON.parse(raw) as T) : fallback;
    } catch {
      return fallback;
    }
  },
  write(key: string, value: unknown): void {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Private mode may refuse storage: the run then survives only while the page stays open.
    }
  },
};

export function pendingRuns(): PendingRun[] {
  return storage.read<PendingRun[]>(PENDING_KEY, []);
}

function keepPending(run: PendingRun): void {
  storage.write(PENDING_KEY, [...pendingRuns().filter((r) => r.uuid !== run.uuid), run]);
}

function dropPending(uuid: string): void {
  const left = pendingRuns().filter((r) => r.uuid !== uuid);
  storage.write(PENDING_KEY, left.length ? left : null);
}

/** A rejection the machine reads as "no network, keep the run". */
class OfflineError extends Error {
  readonly offline = true;
}

export async function startRun(game: GameId): Promise<StartedRun> {
  try {
    const started = await (await api()).startGame(game);
    return { uuid: started.uuid, seed: started.seed };
  } catch (error) {
    if (error instanceof ApiRequestError) throw error;
    throw new OfflineError('offline');
  }
}

export async function submitRun(
  uuid: string,
  result: RunResult,
  previous: string | null = null,
): Promise<VerifiedRun> {
  keepPending({ uuid, result, previous });
  try {
    const answer = await (
      await api()
    ).endGame({
      uuid,
      score: result.score,
      duration: result.durationMs,
      game_data: result.gameData,
      ...(previous && previous !== uuid ? { previous_game: previous } : {}),
    });
    dropPending(uuid);
    const endedAt = Date.now();
    return {
      score: answer.score,
      durationMs: result.durationMs,
      verification: answer.verification,
      held: answer.review === 'flagged',
      total: answer.total,
      accumulatorUuid: answer.accumulator_uuid,
      uuid,
      stats: answer.stats,
      startedAt: endedAt - result.durationMs,
      endedAt,
    };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      // The server answered: a refusal or a conflict is final, keeping the run would only repeat it.
      dropPending(uuid);
      throw error;
    }
    throw new OfflineError('offline');
  }
}

/** Sends runs kept from earlier visits (a run of this page retries through its own machine); called at start. */
export function flushPendingRuns(): void {
  for (const run of pendingRuns()) void submitRun(run.uuid, run.result, run.previous ?? null).catch(() => {});
}
