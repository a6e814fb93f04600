import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { GameId } from '../api/site-routes.ts';
import { PLAUSIBILITY, replayFor, verifyRun } from '../server/games/verify-run.ts';
import { firstCheckpointMismatch, type WorldCheckpoint } from '../systems/world-hash.ts';
import { apiClient, expectJsonError } from './api-client.ts';
import type { createTestApp } from './server-harness.ts';

/**
 * What every game's server replay test shares: reading its golden fixtures, checking that the registered replay
 * yields their scores and state, and playing a run through the real HTTP API (POST games/start with the server's
 * seed, POST games/end with the replay). Each game's <game>-replay.test.ts keeps its own forgeries.
 */
export interface ServerGolden {
  level: string;
  seed: number;
  score: number;
  durationMs: number;
  checkpointSteps: number;
  checkpoints: WorldCheckpoint[];
  gameData: Record<string, unknown> & { commands: unknown[][] };
}

export const GOLDEN_LEVELS = ['novice', 'average', 'strong'] as const;

/** The golden of `level` in test/fixtures/<dir>/. */
export function readServerGolden(dir: string, level: string): ServerGolden {
  return JSON.parse(readFileSync(new URL(`./fixtures/${dir}/${level}.json`, import.meta.url), 'utf8'));
}

/**
 * The registered replay yields every golden's exact score and duration, reaches its checkpoints in this process,
 * and verifyRun accepts it within the game's plausibility limits.
 */
export function expectGoldensVerified(
  game: GameId,
  dir: string,
  replayWithCheckpoints: (
    gameData: unknown,
    seed: number,
    options: { checkpoints: number },
  ) => {
    checkpoints: WorldCheckpoint[];
  },
): void {
  const replay = replayFor(game);
  expect(replay).toBeDefined();
  for (const level of GOLDEN_LEVELS) {
    const g = readServerGolden(dir, level);
    expect(replay!(g.gameData, g.seed)).toMatchObject({ score: g.score, durationMs: g.durationMs });
    const { checkpoints } = replayWithCheckpoints(g.gameData, g.seed, { checkpoints: g.checkpointSteps });
    const mismatch = firstCheckpointMismatch(g.checkpoints, checkpoints);
    expect(mismatch, `${level}: first differing checkpoint at step ${mismatch?.tick}`).toBeNull();
    expect(g.durationMs).toBeLessThanOrEqual(PLAUSIBILITY[game].maxDurationMs);
    expect(
      verifyRun(
        game,
        { score: g.score, durationMs: g.durationMs, gameData: g.gameData },
        g.seed,
        g.durationMs + 2000,
      ),
    ).toMatchObject({ ok: true, score: g.score, durationMs: g.durationMs, verification: 'replay' });
  }
}

/** A run as a game's bot plays it from a seed. */
export interface PlayedRun {
  score: number;
  durationMs: number;
  recording: object;
}

/**
 * Plays a run through the HTTP API: starts it (the server picks the seed), plays it with `play` from that seed,
 * backdates its start by its duration (so the server's clock agrees it lasted that long), and returns what
 * POST games/end answers for `gameData` (the recording, or a change of it) claiming `score`.
 */
export async function endPlayedRun(
  harness: Awaited<ReturnType<typeof createTestApp>>,
  api: ReturnType<typeof apiClient>,
  game: GameId,
  play: (seed: number) => PlayedRun,
  change: { score?: (run: PlayedRun) => number; gameData?: (run: PlayedRun) => object } = {},
) {
  const start = (await api.post('games/start', { game_type: game })).json() as { uuid: string; seed: number };
  const run = play(start.seed);
  await harness.database.db.query(
    `UPDATE games SET started_at = now() - make_interval(secs => $2) WHERE uuid = $1`,
    [start.uuid, run.durationMs / 1000 + 1],
  );
  const end = await api.post('games/end', {
    uuid: start.uuid,
    score: change.score ? change.score(run) : run.score,
    duration: run.durationMs,
    game_data: change.gameData ? change.gameData(run) : run.recording,
  });
  return { uuid: start.uuid, run, end };
}

/** The 422 answer's message for a refused run. */
export function refusedMessage(end: Awaited<ReturnType<typeof endPlayedRun>>['end']): string {
  return expectJsonError(end, 422, 'rejected_run').message;
}
