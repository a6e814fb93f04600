import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import './replays.ts';
import { PLAUSIBILITY, verifyRun } from './verify-run.ts';
import { calibrationSeed, playBotRun } from '../../systems/headset/bots.ts';
import { driveHeadset } from '../../systems/headset/driver.ts';
import { replayHeadsetRun } from '../../systems/headset/replay.ts';
import {
  humanLikeHeadsetSeed,
  playHumanLikeHeadsetRun,
  playPerfectHeadsetRun,
} from '../../systems/headset/synthetic-players.ts';
import { boardScores, endSignedInRun } from '../../test/held-runs.ts';
import { listFlaggedRuns } from './review.ts';
import { createTestApp } from '../../test/server-harness.ts';
import { apiClient } from '../../test/api-client.ts';
import {
  endPlayedRun,
  expectGoldensVerified,
  readServerGolden,
  refusedMessage,
} from '../../test/replay-api.ts';

const golden = (level: string) => readServerGolden('headset-golden', level);

describe('the server verifies Headspace runs by replaying them', () => {
  it('registers the headset replay: the golden runs’ exact score, duration and state, accepted within the limits', () => {
    expectGoldensVerified('headset', 'headset-golden', replayHeadsetRun);
  });

  it('accepts perfect play (the autopilot knows where every source is) within the headset’s limits', () => {
    // The most a run can do: it still ends within the limits' longest run and below their points per second.
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
      reason: 'score_mismatch',
      detail: `the replay scores ${g.score}, not ${g.score + 1}`,
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
      reason: 'replay_invalid',
      detail: `the replay is not valid: recorded with seed ${g.seed}, not this run's seed`,
    });

    // Turns forged halfway through: the character walks elsewhere, the run scores otherwise or ends elsewhere.
    const commands = g.gameData.commands.map((c) => [...c]);
    const half = Math.floor(commands.length / 2);
    for (let i = half; i < commands.length; i++) if (commands[i]!.length === 2) commands[i]![1] = 200;
    const forged = claim({ ...g.gameData, commands });
    expect(forged.ok).toBe(false);
    expect(!forged.ok && forged.detail).toMatch(
      /^the replay (scores \d+, not \d+|is not valid: the run ended at step \d+)/,
    );
    expect(claim({ ...g.gameData, commands: [[0, 'walk', 7]] })).toEqual({
      ok: false,
      reason: 'replay_invalid',
      detail: expect.stringMatching(/^the replay is not valid: commands\.0: /),
    });
    expect(claim({ ...g.gameData, rulesVersion: 99 })).toEqual({
      ok: false,
      reason: 'replay_invalid',
      detail: 'the replay is not valid: recorded under rules version 99, but this server plays version 1',
    });
    expect(
      verifyRun('headset', { score: 10, durationMs: 60_000, gameData: { commands: [] } }, 1, 61_000),
    ).toMatchObject({
      ok: false,
      reason: 'replay_invalid',
      detail: expect.stringMatching(/^the replay is not valid: rulesVersion: /),
    });
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

  const play = (seed: number) => playBotRun('novice', seed);

  it('stores the replayed score of an honest run, visual flag and all', async () => {
    const { uuid, run, end } = await endPlayedRun(harness, api, 'headset', play);
    expect(end.statusCode, end.body).toBe(200);
    expect(end.json()).toMatchObject({ success: true, score: run.score, verification: 'replay' });
    expect((await api.get(`games/${uuid}`)).json()).toMatchObject({
      score: run.score,
      game_data: { visual: false },
    });
    const seed = Number(
      (await harness.database.db.query<{ seed: string }>(`SELECT seed FROM games WHERE uuid = $1`, [uuid]))
        .rows[0]!.seed,
    );
    const { finds, timeUp } = replayHeadsetRun(run.recording, seed);
    const stats = { finds, ended_by: timeUp ? 'time-up' : 'left' };
    // The bot plays on until the clock runs out.
    expect(stats.ended_by).toBe('time-up');
    expect(end.json().stats).toEqual(stats);
    expect((await api.get(`games/${uuid}`)).json().stats).toEqual(stats);
  });

  it('answers 422 with the reason for a claim one point above the replay, or a tampered replay', async () => {
    const inflated = await endPlayedRun(harness, api, 'headset', play, { score: (run) => run.score + 1 });
    expect(refusedMessage(inflated.end)).toBe(
      `The run was refused: the replay scores ${inflated.run.score}, not ${inflated.run.score + 1}`,
    );
    const tampered = await endPlayedRun(harness, api, 'headset', play, {
      gameData: (run) => ({ ...run.recording, commands: [[0, 'warp', 9]] }),
    });
    expect(refusedMessage(tampered.end)).toMatch(
      /^The run was refused: the replay is not valid: commands\.0/,
    );
  });

  it('holds a seed-aware perfect run for review, off the boards; a calibration bot’s run and a human-like run count', async () => {
    const player = await api.register({ email: 'headset-perfect@example.com', first_name: 'Perfect' });
    const perfect = await endSignedInRun(harness, api, 'headset', player.token, (seed) =>
      playPerfectHeadsetRun(seed, false, 120),
    );
    expect(perfect.answer).toMatchObject({
      success: true,
      score: perfect.run.score,
      review: 'flagged',
      total: 0,
    });
    expect(perfect.run.score).toBeGreaterThan(2000);
    const flagged = await listFlaggedRuns(harness.database.db);
    expect(flagged.find((run) => run.uuid === perfect.uuid)).toMatchObject({
      score: perfect.run.score,
      review_measures: {
        suspicions: expect.arrayContaining(['answers new sounds faster than a person hears']),
      },
    });
    expect(await boardScores(api, 'headset')).not.toContain(perfect.run.score);
    expect(await boardScores(api, 'total')).not.toContain(perfect.run.score);

    const other = await api.register({ email: 'headset-bot@example.com', first_name: 'Steady' });
    const strong = await endSignedInRun(
      harness,
      api,
      'headset',
      other.token,
      (seed) => playBotRun('strong', seed),
      calibrationSeed(3),
    );
    expect(strong.answer).toMatchObject({ review: null, total: strong.run.score });
    expect(await boardScores(api, 'headset')).toContain(strong.run.score);
    const human = await endSignedInRun(
      harness,
      api,
      'headset',
      other.token,
      (seed) => playHumanLikeHeadsetRun(seed, humanLikeHeadsetSeed(1)),
      calibrationSeed(1),
    );
    expect(human.answer).toMatchObject({ review: null });
  });
});
