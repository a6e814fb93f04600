import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import './replays.ts';
import { replayFor, verifyRun } from './verify-run.ts';
import { playBotRun } from '../../systems/mouse/bots.ts';
import { replayMouseRun } from '../../systems/mouse/replay.ts';
import { firstCheckpointMismatch, type WorldCheckpoint } from '../../systems/world-hash.ts';
import { createTestApp } from '../../test/server-harness.ts';
import { apiClient, expectJsonError } from '../../test/api-client.ts';

interface Golden {
  level: string;
  seed: number;
  score: number;
  durationMs: number;
  checkpointSteps: number;
  checkpoints: WorldCheckpoint[];
  gameData: Record<string, unknown> & { commands: unknown[][] };
}

const golden = (level: string): Golden =>
  JSON.parse(
    readFileSync(new URL(`../../test/fixtures/mouse-golden/${level}.json`, import.meta.url), 'utf8'),
  );

describe('the server verifies Circuit Shutdown runs by replaying them', () => {
  it('registers the mouse replay, which yields the golden runs’ exact score and duration', () => {
    const replay = replayFor('mouse');
    expect(replay).toBeDefined();
    for (const level of ['novice', 'average', 'strong']) {
      const g = golden(level);
      expect(replay!(g.gameData, g.seed)).toEqual({ score: g.score, durationMs: g.durationMs });
    }
  });

  it('reaches, in this server process, the same world state as the golden runs at every checkpoint', () => {
    for (const level of ['novice', 'average', 'strong']) {
      const g = golden(level);
      const { checkpoints } = replayMouseRun(g.gameData, g.seed, { checkpoints: g.checkpointSteps });
      const mismatch = firstCheckpointMismatch(g.checkpoints, checkpoints);
      expect(mismatch, `${level}: first differing checkpoint at step ${mismatch?.tick}`).toBeNull();
    }
  });

  it('accepts a golden run as replayed, and refuses a tampered score or replay with a clear reason', () => {
    const g = golden('average');
    const elapsed = g.durationMs + 2000;
    expect(
      verifyRun('mouse', { score: g.score, durationMs: g.durationMs, gameData: g.gameData }, g.seed, elapsed),
    ).toEqual({
      ok: true,
      score: g.score,
      durationMs: g.durationMs,
      verification: 'replay',
    });
    expect(
      verifyRun(
        'mouse',
        { score: g.score + 500, durationMs: g.durationMs, gameData: g.gameData },
        g.seed,
        elapsed,
      ),
    ).toEqual({ ok: false, reason: `the replay scores ${g.score}, not ${g.score + 500}` });

    // The same commands from another run's seed: another path, another score.
    expect(
      verifyRun(
        'mouse',
        { score: g.score, durationMs: g.durationMs, gameData: g.gameData },
        g.seed + 1,
        elapsed,
      ),
    ).toEqual({
      ok: false,
      reason: `the replay is not valid: recorded with seed ${g.seed}, not this run's seed`,
    });

    // A forged steering command halfway through changes what the run scores.
    const commands = g.gameData.commands.map((c) => [...c]);
    const half = Math.floor(commands.length / 2);
    for (let i = half; i < half + 40; i++) if (commands[i]!.length === 2) commands[i]![1] = 80;
    const forged = verifyRun(
      'mouse',
      { score: g.score, durationMs: g.durationMs, gameData: { ...g.gameData, commands } },
      g.seed,
      elapsed,
    );
    expect(forged.ok).toBe(false);
    expect(!forged.ok && forged.reason).toMatch(
      /^the replay (scores \d+, not \d+|is not valid: the run ended at step \d+)/,
    );

    expect(
      verifyRun(
        'mouse',
        { score: g.score, durationMs: g.durationMs, gameData: { ...g.gameData, rulesVersion: 99 } },
        g.seed,
        elapsed,
      ),
    ).toEqual({
      ok: false,
      reason: 'the replay is not valid: recorded under rules version 99, but this server plays version 1',
    });
    expect(
      verifyRun('mouse', { score: 10, durationMs: 60_000, gameData: { commands: [] } }, 1, 61_000),
    ).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^the replay is not valid: rulesVersion: /),
    });
  });
});

describe('POST games/end for the mouse game', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    harness = await createTestApp('pglite');
    api = apiClient(harness.app, harness.database.db);
  });
  afterAll(async () => harness?.close());

  /** Starts a run, plays it with a bot from the server's seed, and backdates the start by its duration. */
  async function playedRun() {
    const start = (await api.post('games/start', { game_type: 'mouse' })).json() as {
      uuid: string;
      seed: number;
    };
    const run = playBotRun('novice', start.seed, 60);
    await harness.database.db.query(
      `UPDATE games SET started_at = now() - make_interval(secs => $2) WHERE uuid = $1`,
      [start.uuid, run.durationMs / 1000 + 1],
    );
    return { uuid: start.uuid, run };
  }

  it('stores the replayed score of an honest run', async () => {
    const { uuid, run } = await playedRun();
    const end = await api.post('games/end', {
      uuid,
      score: run.score,
      duration: run.durationMs,
      game_data: run.recording,
    });
    expect(end.statusCode, end.body).toBe(200);
    expect(end.json()).toMatchObject({ success: true, score: run.score, verification: 'replay' });
  });

  it('answers 422 with the reason for a claimed score the replay does not reach, or malformed game data', async () => {
    const claimed = await playedRun();
    // One point more: a claim the cheap checks cannot refute (a run of any length could score it), only the replay.
    const inflated = await api.post('games/end', {
      uuid: claimed.uuid,
      score: claimed.run.score + 1,
      duration: claimed.run.durationMs,
      game_data: claimed.run.recording,
    });
    expect(expectJsonError(inflated, 422, 'rejected_run').message).toBe(
      `The run was refused: the replay scores ${claimed.run.score}, not ${claimed.run.score + 1}`,
    );
    const malformed = await playedRun();
    const answer = await api.post('games/end', {
      uuid: malformed.uuid,
      score: 100,
      duration: 30_000,
      game_data: { ...malformed.run.recording, commands: [[0, 'warp', 9]] },
    });
    expect(expectJsonError(answer, 422, 'rejected_run').message).toMatch(
      /^The run was refused: the replay is not valid: commands\.0/,
    );
  });
});
