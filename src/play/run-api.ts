import type { GameId } from '../../api/site-routes.ts';
import type { RunResult, StartedRun, VerifiedRun } from '../../machines/game-run.ts';
import { ApiRequestError } from '../api/api-request-error.ts';
import { siteApi as api } from '../api/site-api.ts';
import { dropPending, keepPending, pendingRuns } from './pending-runs.ts';
import { chainSecretField, chainSecretOf, keepChainSecret } from './chain-secrets.ts';

/**
 * The game-run machine's server calls. A run's end that cannot reach the server (no network) is kept on this
 * device and sent again when the connection returns, even if the player has moved on; runs chain through
 * `previous_game` (the journey's latest run, machines/game-progress.ts chainTip), so a visitor's three games add
 * up to one total.
 */
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
      ...(previous && previous !== uuid ? { previous_game: previous, ...chainSecretField(previous) } : {}),
    });
    dropPending(uuid);
    // A new anonymous chain's secret, or the one this run continued with, now also opens this run's chain.
    const secret = answer.chain_secret ?? (previous ? chainSecretOf(previous) : undefined);
    if (secret) keepChainSecret(secret, [uuid, answer.accumulator_uuid]);
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
