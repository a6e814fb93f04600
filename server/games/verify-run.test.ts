import { afterEach, describe, expect, it } from 'vitest';
import {
  registerReplay,
  verifyRun,
  MAX_INPUTS_PER_SECOND,
  CLOCK_SLACK_MS,
  RUN_EXPIRY_MS,
} from './verify-run.ts';

describe('run verification', () => {
  afterEach(() => registerReplay('headset', undefined));

  it('accepts a plausible run by its limits when the game has no replay yet, and says so', () => {
    expect(verifyRun('mouse', { score: 900, durationMs: 60_000, gameData: {} }, 1, 61_000)).toEqual({
      ok: true,
      score: 900,
      durationMs: 60_000,
      verification: 'plausibility',
    });
  });

  it('refuses inhuman input rates, impossible scores and durations, and expired runs', () => {
    const commands = Array.from({ length: 10 * MAX_INPUTS_PER_SECOND + 50 }, (_, i) => ({ t: i }));
    expect(
      verifyRun('keyboard', { score: 100, durationMs: 10_000, gameData: { commands } }, 1, 11_000),
    ).toMatchObject({ ok: false, reason: expect.stringMatching(/input rate/) });
    expect(verifyRun('mouse', { score: 5000, durationMs: 10_000, gameData: {} }, 1, 11_000)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not possible/),
    });
    expect(verifyRun('mouse', { score: 10, durationMs: 1_000, gameData: {} }, 1, 2_000)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/too short/),
    });
    expect(
      verifyRun('mouse', { score: 10, durationMs: 60_000, gameData: {} }, 1, 60_000 - CLOCK_SLACK_MS - 1),
    ).toMatchObject({ ok: false, reason: expect.stringMatching(/longer than the time/) });
    expect(
      verifyRun('mouse', { score: 10, durationMs: 60_000, gameData: {} }, 1, RUN_EXPIRY_MS + 1),
    ).toMatchObject({ ok: false, reason: expect.stringMatching(/too old/) });
  });

  it('stores the score the replay yields and refuses a claim that differs from it', () => {
    registerReplay('headset', (data, seed) => ({
      score: (data.finds as number) * 100 + seed,
      durationMs: 45_000,
    }));
    expect(
      verifyRun('headset', { score: 507, durationMs: 44_000, gameData: { finds: 5 } }, 7, 50_000),
    ).toEqual({ ok: true, score: 507, durationMs: 45_000, verification: 'replay' });
    expect(
      verifyRun('headset', { score: 900, durationMs: 44_000, gameData: { finds: 5 } }, 7, 50_000),
    ).toMatchObject({ ok: false, reason: 'the replay scores 507, not 900' });
    registerReplay('headset', () => {
      throw new Error('unknown rules version 9');
    });
    expect(verifyRun('headset', { score: 1, durationMs: 44_000, gameData: {} }, 7, 50_000)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/rules version 9/),
    });
  });
});
