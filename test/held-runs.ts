import { expect } from 'vitest';
import type { GameId } from '../api/site-routes.ts';
import type { apiClient } from './api-client.ts';
import type { PlayedRun } from './replay-api.ts';
import type { createTestApp } from './server-harness.ts';

/**
 * A run of `play` on a fresh run of a signed-in player's (`token`), from the seed the server drew, ended through
 * the API with its start backdated by the run's length: what the input judges see of a real submission. With
 * `seed`, the run is played on that seed instead (the judges are a statistic: a fixed seed keeps a test that
 * expects a run to pass from depending on the server's draw).
 */
export async function endSignedInRun(
  harness: Awaited<ReturnType<typeof createTestApp>>,
  api: ReturnType<typeof apiClient>,
  game: GameId,
  token: string,
  play: (seed: number) => PlayedRun,
  seed?: number,
) {
  const start = (await api.post('games/start', { game_type: game }, token)).json() as {
    uuid: string;
    seed: number;
  };
  const run = play(seed ?? start.seed);
  await harness.database.db.query(
    `UPDATE games SET started_at = now() - make_interval(secs => $2), seed = $3 WHERE uuid = $1`,
    [start.uuid, run.durationMs / 1000 + 1, seed ?? start.seed],
  );
  const end = await api.post(
    'games/end',
    { uuid: start.uuid, score: run.score, duration: run.durationMs, game_data: run.recording },
    token,
  );
  expect(end.statusCode, end.body).toBe(200);
  return { uuid: start.uuid, run, answer: end.json() as Record<string, unknown> };
}

/** The scores a board lists now. */
export async function boardScores(api: ReturnType<typeof apiClient>, board: string): Promise<number[]> {
  return ((await api.get(`scoreboards/${board}`)).json() as { items: { score: number }[] }).items.map(
    (i) => i.score,
  );
}
