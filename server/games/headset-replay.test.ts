import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import './replays.ts';
import { PLAUSIBILITY, replayFor, verifyRun } from './verify-run.ts';
import { playBotRun } from '../../systems/headset/bots.ts';
import { driveHeadset } from '../../systems/headset/driver.ts';
import { replayHeadsetRun } from '../../systems/headset/replay.ts';
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
    readFileSync(new URL(`../../test/fixtures/headset-golden/${level}.json`, import.meta.url), 'utf8'),
  );
const LEVELS = ['novice', 'average', 'strong'];

describe('the server verifies Headspace runs by replaying them', () => {
  it('registers the headset replay, which yields the golden runs’ exact score and duration', () => {
    const replay = replayFor('headset');
    expect(replay).toBeDefined();
    for (const level of LEVELS) {
      const g = golden(level);
      expect(replay!(g.gameData, g.seed)).toEqual({ score: g.score, durationMs: g.durationMs });
    }
  });

  it('reaches, in this server process, the same world state as the golden runs at every checkpoint', () => {
    for (const level of LEVELS) {
      const g = golden(level);
      const { checkpoints } = replayHeadsetRun(g.gameData, g.seed, { checkpoints: g.checkpointSteps });
      const mismatch = firstCheckpointMismatch(g.checkpoints, checkpoints);
      expect(mismatch, `${level}: first differing checkpoint at step ${mismatch?.tick}`).toBeNull();
    }
  });

  it('accepts every golden run as replayed, within the headset’s plausibility limits', () => {
    for (const level of LEVELS) {
      const g = golden(level);
      expect(
        verifyRun(
          'headset',
          { score: g.score, durationMs: g.durationMs, gameData: g.gameData },
          g.seed,
          g.durationMs + 2000,
        ),
      ).toEqual({ ok: true, score: g.score, durationMs: g.durationMs, verification: 'replay', inputs: null });
    }
    // Perfect play (the autopilot knows where every source is) is the most a run can do: it still ends within
    // the limits' longest run and below their points per second.
    const perfect = driveHeadset(7).stepUntil(() => false, 20 * 60 * 60, true);
    expect(perfect.game.over).toBe(true);
    const limits = PLAUSIBILITY.headset;
    expect(perfect.game.durationMs).toBeLessThan(limits.maxDurationMs);
    expect(perfect.game.score / (perfect.game.durationMs / 1000)).toBeLessThan(limits.maxPointsPerSecond);
    expect(
      verifyRun(
        'headset',
        {
          score: perfect.game.score,
          durationMs: perfect.game.durationMs,
          gameData: { ...perfect.game.recording() },
        },
        7,
        perfect.game.durationMs + 1000,
      ),
    ).toMatchObject({ ok: true, score: perfect.game.score });
  });

  it('refuses an inflated claim by one point, another seed, a tampered replay, with a clear reason', () => {
    const g = golden('average');
    const elapsed = g.durationMs + 2000;
    const claim = (gameData: Record<string, unknown>, score = g.score) =>
      verifyRun('headset', { score, durationMs: g.durationMs, gameData }, g.seed, elapsed);
    expect(claim(g.gameData, g.score + 1)).toEqual({
      ok: false,
      reason: `the replay scores ${g.score}, not ${g.score + 1}`,
    });
    expect(
      verifyRun(
        'headset',
        { score: g.score, durationMs: g.durationMs, gameData: g.gameData },
        g.seed + 1,
        elapsed,
      ),
    ).toEqual({
      ok: false,
      reason: `the replay is not valid: recorded with seed ${g.seed}, not this run's seed`,
    });

    // Turns forged halfway through: the character walks elsewhere, the run scores otherwise or ends elsewhere.
    const commands = g.gameData.commands.map((c) => [...c]);
    const half = Math.floor(commands.length / 2);
    for (let i = half; i < commands.length; i++) if (commands[i]!.length === 2) commands[i]![1] = 200;
    const forged = claim({ ...g.gameData, commands });
    expect(forged.ok).toBe(false);
    expect(!forged.ok && forged.reason).toMatch(
      /^the replay (scores \d+, not \d+|is not valid: the run ended at step \d+)/,
    );
    expect(claim({ ...g.gameData, commands: [[0, 'walk', 7]] })).toEqual({
      ok: false,
      reason: expect.stringMatching(/^the replay is not valid: commands\.0: /),
    });
    expect(claim({ ...g.gameData, rulesVersion: 99 })).toEqual({
      ok: false,
      reason: 'the replay is not valid: recorded under rules version 99, but this server plays version 1',
    });
    expect(
      verifyRun('headset', { score: 10, durationMs: 60_000, gameData: { commands: [] } }, 1, 61_000),
    ).toMatchObject({ ok: false, reason: expect.stringMatching(/^the replay is not valid: rulesVersion: /) });
  });
});

describe('POST games/end for the headset game', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    harness = await createTestApp('pglite');
    api = apiClient(harness.app, harness.database.db);
  });
  afterAll(async () => harness?.close());

  /** Starts a run, plays it with a bot from the server's seed, and backdates the start by its duration. */
  async function playedRun() {
    const start = (await api.post('games/start', { game_type: 'headset' })).json() as {
      uuid: string;
      seed: number;
    };
    const run = playBotRun('novice', start.seed);
    await harness.database.db.query(
      `UPDATE games SET started_at = now() - make_interval(secs => $2) WHERE uuid = $1`,
      [start.uuid, run.durationMs / 1000 + 1],
    );
    return { uuid: start.uuid, run };
  }

  it('stores the replayed score of an honest run, visual flag and all', async () => {
    const { uuid, run } = await playedRun();
    const end = await api.post('games/end', {
      uuid,
      score: run.score,
      duration: run.durationMs,
      game_data: run.recording,
    });
    expect(end.statusCode, end.body).toBe(200);
    expect(end.json()).toMatchObject({ success: true, score: run.score, verification: 'replay' });
    expect((await api.get(`games/${uuid}`)).json()).toMatchObject({
      score: run.score,
      game_data: { visual: false },
    });
  });

  it('answers 422 with the reason for a claim one point above the replay, or a tampered replay', async () => {
    const claimed = await playedRun();
    const inflated = await api.post('games/end', {
      uuid: claimed.uuid,
      score: claimed.run.score + 1,
      duration: claimed.run.durationMs,
      game_data: claimed.run.recording,
    });
    expect(expectJsonError(inflated, 422, 'rejected_run').message).toBe(
      `The run was refused: the replay scores ${claimed.run.score}, not ${claimed.run.score + 1}`,
    );
    const tampered = await playedRun();
    const answer = await api.post('games/end', {
      uuid: tampered.uuid,
      score: tampered.run.score,
      duration: tampered.run.durationMs,
      game_data: { ...tampered.run.recording, commands: [[0, 'warp', 9]] },
    });
    expect(expectJsonError(answer, 422, 'rejected_run').message).toMatch(
      /^The run was refused: the replay is not valid: commands\.0/,
    );
  });
});
