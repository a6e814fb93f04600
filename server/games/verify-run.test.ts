import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  registerReplay,
  verifyRun,
  MAX_INPUTS_PER_SECOND,
  CLOCK_SLACK_MS,
  RUN_EXPIRY_MS,
} from './verify-run.ts';

describe('run verification', () => {
  /** A replay that takes the claim at its word, so the checks around it are what is tested. */
  const trusting = (data: Record<string, unknown>) => ({
    score: data.score as number,
    durationMs: data.duration as number,
  });
  beforeEach(() => {
    for (const game of ['mouse', 'keyboard'] as const) registerReplay(game, trusting);
  });
  afterEach(() => {
    for (const game of ['mouse', 'keyboard', 'headset'] as const) registerReplay(game, undefined);
  });

  it('refuses every run of a game that has no replay, whatever it claims', () => {
    expect(verifyRun('headset', { score: 700, durationMs: 60_000, gameData: {} }, 1, 61_000)).toEqual({
      ok: false,
      reason: 'game_unverifiable',
      detail: 'scores of this game cannot be verified yet',
    });
  });

  it('checks the replay’s own duration and score too, not only the claim', () => {
    registerReplay('mouse', () => ({ score: 10, durationMs: 600_000 }));
    expect(verifyRun('mouse', { score: 10, durationMs: 60_000, gameData: {} }, 1, 61_000)).toMatchObject({
      ok: false,
      reason: 'longer_than_elapsed',
      detail: expect.stringMatching(/longer than the time/),
    });
  });

  it('refuses inhuman input rates, impossible scores and durations, and expired runs', () => {
    const commands = Array.from({ length: 10 * MAX_INPUTS_PER_SECOND + 50 }, (_, i) => ({ t: i }));
    expect(
      verifyRun(
        'keyboard',
        { score: 100, durationMs: 10_000, gameData: { commands, score: 100, duration: 10_000 } },
        1,
        11_000,
      ),
    ).toMatchObject({
      ok: false,
      reason: 'input_rate_impossible',
      detail: expect.stringMatching(/input rate/),
    });
    expect(verifyRun('mouse', { score: 5000, durationMs: 10_000, gameData: {} }, 1, 11_000)).toMatchObject({
      ok: false,
      reason: 'score_impossible',
      detail: expect.stringMatching(/not possible/),
    });
    expect(verifyRun('mouse', { score: 10, durationMs: 1_000, gameData: {} }, 1, 2_000)).toMatchObject({
      ok: false,
      reason: 'run_too_short',
      detail: expect.stringMatching(/too short/),
    });
    expect(
      verifyRun('mouse', { score: 10, durationMs: 60_000, gameData: {} }, 1, 60_000 - CLOCK_SLACK_MS - 1),
    ).toMatchObject({
      ok: false,
      reason: 'longer_than_elapsed',
      detail: expect.stringMatching(/longer than the time/),
    });
    expect(
      verifyRun('mouse', { score: 10, durationMs: 60_000, gameData: {} }, 1, RUN_EXPIRY_MS + 1),
    ).toMatchObject({ ok: false, reason: 'run_expired', detail: expect.stringMatching(/too old/) });
  });

  it('stores the score the replay yields and refuses a claim that differs from it', () => {
    registerReplay('headset', (data, seed) => ({
      score: (data.finds as number) * 100 + seed,
      durationMs: 45_000,
      stats: { finds: data.finds as number },
    }));
    // The replay's stats come with its score: the skills are drawn from them.
    expect(
      verifyRun('headset', { score: 507, durationMs: 44_000, gameData: { finds: 5 } }, 7, 50_000),
    ).toEqual({
      ok: true,
      score: 507,
      durationMs: 45_000,
      verification: 'replay',
      stats: { finds: 5 },
      inputs: null,
    });
    expect(
      verifyRun('headset', { score: 900, durationMs: 44_000, gameData: { finds: 5 } }, 7, 50_000),
    ).toMatchObject({ ok: false, reason: 'score_mismatch', detail: 'the replay scores 507, not 900' });
    registerReplay('headset', () => {
      throw new Error('unknown rules version 9');
    });
    expect(verifyRun('headset', { score: 1, durationMs: 44_000, gameData: {} }, 7, 50_000)).toMatchObject({
      ok: false,
      reason: 'replay_invalid',
      detail: expect.stringMatching(/rules version 9/),
    });
  });
});
