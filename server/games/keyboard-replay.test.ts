import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import './replays.ts';
import { PLAUSIBILITY, verifyRun } from './verify-run.ts';
import { calibrationSeed, playBotRun } from '../../systems/keyboard/bots.ts';
import { replayKeyboardRun } from '../../systems/keyboard/replay.ts';
import {
  playHumanLikeKeyboardRun,
  playPerfectKeyboardRun,
} from '../../systems/keyboard/synthetic-players.ts';
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

const DIR = 'keyboard-golden';

describe('the server verifies Jungle Board runs by replaying them', () => {
  it('registers the keyboard replay: the goldens’ exact scores, states and durations, accepted', () => {
    expectGoldensVerified('keyboard', DIR, replayKeyboardRun);
  });

  it('verifies a rules version 1 run (recorded before version 2) to its version 1 score, and a version 2 run', () => {
    // The goldens of both versions: each replayed under the version it names, to its own score and states.
    expectGoldensVerified('keyboard', 'keyboard-golden-v2', replayKeyboardRun);
    const v1 = readServerGolden(DIR, 'average');
    const v2 = readServerGolden('keyboard-golden-v2', 'average');
    expect(v1.gameData.rulesVersion).toBe(1);
    expect(v2.gameData.rulesVersion).toBe(2);
    // The same bot on the same seed: version 1 ended its run on a third miss in the warm-up; version 2 did not.
    expect(v2.score).toBeGreaterThan(v1.score);
    const claim = (g: typeof v1, gameData: Record<string, unknown>, score = g.score) =>
      verifyRun('keyboard', { score, durationMs: g.durationMs, gameData }, g.seed, g.durationMs + 2000);
    expect(claim(v1, v1.gameData)).toMatchObject({ ok: true, score: v1.score });
    expect(claim(v2, v2.gameData)).toMatchObject({ ok: true, score: v2.score });
    // Named the other version: version 1 ends the version 2 run where the replay goes on, so it is refused; the
    // version 1 run named version 2 replays to the same presses' score (no more), its end then read as a stop.
    expect(claim(v2, { ...v2.gameData, rulesVersion: 1 })).toMatchObject({
      ok: false,
      reason: 'replay_invalid',
      detail: expect.stringMatching(
        /^the replay is not valid: the run ended at step \d+, but the replay goes on/,
      ),
    });
    expect(claim(v1, { ...v1.gameData, rulesVersion: 2 })).toMatchObject({ ok: true, score: v1.score });
    expect(claim(v1, { ...v1.gameData, rulesVersion: 3 })).toEqual({
      ok: false,
      reason: 'replay_invalid',
      detail:
        'the replay is not valid: recorded under rules version 3, but this server plays versions 1 and 2',
    });
  });

  it('accepts a perfect run (the most a run can score) within the keyboard’s plausibility limits', () => {
    const perfect = playBotRun('perfect', 7);
    const limits = PLAUSIBILITY.keyboard;
    expect(perfect.completed).toBe(true);
    expect(perfect.durationMs).toBeLessThan(limits.maxDurationMs);
    expect(perfect.score).toBeLessThan(limits.maxScore);
    expect(perfect.score / (perfect.durationMs / 1000)).toBeLessThan(limits.maxPointsPerSecond);
    expect(
      verifyRun(
        'keyboard',
        { score: perfect.score, durationMs: perfect.durationMs, gameData: { ...perfect.recording } },
        7,
        perfect.durationMs + 1000,
      ),
    ).toMatchObject({
      ok: true,
      score: perfect.score,
      // Accepted, but its inputs are judged programmed: the run is held for review (see below).
      inputs: { suspicions: expect.arrayContaining(['presses on the beat to the millisecond']) },
    });
  });

  it('refuses an inflated claim, another seed, shifted presses or a changed calibration, with a clear reason', () => {
    const g = readServerGolden(DIR, 'strong');
    const claim = (gameData: Record<string, unknown>, score = g.score, seed = g.seed) =>
      verifyRun('keyboard', { score, durationMs: g.durationMs, gameData }, seed, g.durationMs + 2000);
    expect(claim(g.gameData, g.score + 1)).toEqual({
      ok: false,
      reason: 'score_mismatch',
      detail: `the replay scores ${g.score}, not ${g.score + 1}`,
    });
    expect(claim(g.gameData, g.score, g.seed + 1)).toEqual({
      ok: false,
      reason: 'replay_invalid',
      detail: `the replay is not valid: recorded with seed ${g.seed}, not this run's seed`,
    });
    // Every press moved 60 ms later: the ratings change (or a press leaves its step).
    const commands = g.gameData.commands.map(([gap, key, ms]) => [
      gap,
      key,
      Math.round((Number(ms) + 60) * 1000) / 1000,
    ]);
    const shifted = claim({ ...g.gameData, commands });
    expect(shifted.ok).toBe(false);
    expect(!shifted.ok && shifted.detail).toMatch(
      /^the replay (scores \d+, not \d+|is not valid: commands\.\d+: pressed at)/,
    );
    const recalibrated = claim({ ...g.gameData, calibrationMs: 100 });
    expect(recalibrated.ok).toBe(false);
    expect(claim({ ...g.gameData, calibrationMs: 999 })).toEqual({
      ok: false,
      reason: 'replay_invalid',
      detail: expect.stringMatching(/^the replay is not valid: calibrationMs: /),
    });
  });
});

describe('POST games/end for the keyboard game', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    harness = await createTestApp('pglite');
    api = apiClient(harness.app, harness.database.db);
  });
  afterAll(async () => harness?.close());

  const play = (seed: number) => playBotRun('average', seed, 600, undefined, 25);

  it('stores the replayed score of an honest run, its calibration and all', async () => {
    const { uuid, run, end } = await endPlayedRun(harness, api, 'keyboard', play);
    expect(end.statusCode, end.body).toBe(200);
    expect(end.json()).toMatchObject({ success: true, score: run.score, verification: 'replay' });
    expect((await api.get(`games/${uuid}`)).json()).toMatchObject({
      score: run.score,
      game_data: { calibrationMs: 25 },
    });
    // The ratings the final score's reflexes are drawn from are the replay's, not the client's.
    const seed = Number(
      (await harness.database.db.query<{ seed: string }>(`SELECT seed FROM games WHERE uuid = $1`, [uuid]))
        .rows[0]!.seed,
    );
    const replayed = replayKeyboardRun(run.recording, seed);
    const stats = {
      perfects: replayed.perfects,
      goods: replayed.goods,
      bads: replayed.bads,
      missed: replayed.missed,
      ended_by: replayed.over ? (replayed.misses >= 3 ? 'misses' : 'music-ended') : 'left',
    };
    expect(stats.perfects + stats.goods + stats.bads + stats.missed).toBeGreaterThan(0);
    expect(stats.ended_by).not.toBe('left');
    expect(end.json().stats).toEqual(stats);
    expect((await api.get(`games/${uuid}`)).json().stats).toEqual(stats);
  });

  it('answers 422 with the reason for a claim one point above the replay, or a tampered replay', async () => {
    const inflated = await endPlayedRun(harness, api, 'keyboard', play, { score: (run) => run.score + 1 });
    expect(refusedMessage(inflated.end)).toBe(
      `The run was refused: the replay scores ${inflated.run.score}, not ${inflated.run.score + 1}`,
    );
    const tampered = await endPlayedRun(harness, api, 'keyboard', play, {
      gameData: (run) => ({ ...run.recording, commands: [[0, 'jump', 9]] }),
    });
    expect(refusedMessage(tampered.end)).toMatch(
      /^The run was refused: the replay is not valid: commands\.0/,
    );
  });

  it('holds a perfect run for review, off the boards; a calibration bot’s run and a human-like run count', async () => {
    const player = await api.register({ email: 'keyboard-perfect@example.com', first_name: 'Perfect' });
    // Within a millisecond of its declared 30 ms on every press: whatever seed the server picks, the median lands
    // inside the rule's 1 ms (with ±6 ms of noise it missed for 2 seeds in 300, and CI drew one).
    const perfect = await endSignedInRun(harness, api, 'keyboard', player.token, (seed) =>
      playPerfectKeyboardRun(seed, 30, 1),
    );
    expect(perfect.answer).toMatchObject({
      success: true,
      score: perfect.run.score,
      review: 'flagged',
      total: 0,
    });
    expect(perfect.run.score).toBeGreaterThan(2500);
    const flagged = await listFlaggedRuns(harness.database.db);
    expect(flagged.find((run) => run.uuid === perfect.uuid)).toMatchObject({
      score: perfect.run.score,
      review_measures: {
        suspicions: expect.arrayContaining(['plays exactly to its declared calibration']),
      },
    });
    expect(await boardScores(api, 'keyboard')).not.toContain(perfect.run.score);
    expect(await boardScores(api, 'total')).not.toContain(perfect.run.score);
    const exact = await endSignedInRun(harness, api, 'keyboard', player.token, (seed) =>
      playBotRun('perfect', seed),
    );
    expect(exact.answer).toMatchObject({ review: 'flagged' });

    const other = await api.register({ email: 'keyboard-bot@example.com', first_name: 'Steady' });
    const strong = await endSignedInRun(
      harness,
      api,
      'keyboard',
      other.token,
      (seed) => playBotRun('strong', seed),
      calibrationSeed(3),
    );
    expect(strong.answer).toMatchObject({ review: null, total: strong.run.score });
    expect(await boardScores(api, 'keyboard')).toContain(strong.run.score);
    const human = await endSignedInRun(
      harness,
      api,
      'keyboard',
      other.token,
      (seed) => playHumanLikeKeyboardRun(seed, 4242),
      calibrationSeed(1),
    );
    expect(human.answer).toMatchObject({ review: null });
  });
});
