import { describe, expect, it } from 'vitest';
import { playBotRun } from './bots.ts';
import { InvalidReplayError, replayHeadsetRun } from './replay.ts';
import { RULES_VERSION } from './rules.ts';

const run = playBotRun('novice', 31, 120);
const data = () =>
  JSON.parse(JSON.stringify(run.recording)) as Record<string, unknown> & { commands: unknown[][] };

function refusal(gameData: unknown, seed = 31): string {
  try {
    replayHeadsetRun(gameData, seed);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidReplayError);
    return (error as Error).message;
  }
  throw new Error('the replay was accepted');
}

describe('replayHeadsetRun validation', () => {
  it('accepts what the game recorded, with or without the seed in it', () => {
    expect(run.timeUp).toBe(true);
    expect(replayHeadsetRun(data(), 31)).toMatchObject({ score: run.score, finds: run.finds, timeUp: true });
    const { seed: _seed, ...withoutSeed } = data();
    expect(replayHeadsetRun(withoutSeed, 31).score).toBe(run.score);
  });

  it('refuses malformed data with a reason that names the field', () => {
    expect(refusal(null)).toMatch(/game data/);
    expect(refusal({})).toMatch(/rulesVersion/);
    expect(refusal({ ...data(), ticks: -5 })).toMatch(/^ticks:/);
    expect(refusal({ ...data(), ticks: 10 ** 9 })).toMatch(/^ticks:/);
    expect(refusal({ ...data(), visual: 'yes' })).toMatch(/^visual:/);
    const { visual: _visual, ...withoutVisual } = data();
    expect(refusal(withoutVisual)).toMatch(/^visual:/);
    expect(refusal({ ...data(), commands: 'no' })).toMatch(/^commands:/);
    expect(refusal({ ...data(), commands: [[0, 500]] })).toMatch(/^commands\.0/);
    expect(refusal({ ...data(), commands: [[0, 0]] })).toMatch(/^commands\.0/);
    expect(refusal({ ...data(), commands: [[0, 'walk', 2]] })).toMatch(/^commands\.0/);
    expect(refusal({ ...data(), commands: [[0, 'keys', 16]] })).toMatch(/^commands\.0/);
    expect(refusal({ ...data(), commands: [[0, 'jump', 1]] })).toMatch(/^commands\.0/);
    expect(refusal({ ...data(), commands: [[0.5, 3]] })).toMatch(/^commands\.0/);
  });

  it('refuses another rules version or another seed', () => {
    expect(refusal({ ...data(), rulesVersion: RULES_VERSION + 1 })).toMatch(
      new RegExp(`rules version ${RULES_VERSION + 1}.*version ${RULES_VERSION}`),
    );
    expect(refusal(data(), 32)).toMatch(/seed 31, not this run's seed/);
  });

  it('refuses commands off the input samples, after the last step, or steps after the clock ran out', () => {
    expect(refusal({ ...data(), commands: [[4, 10]] })).toMatch(/not on an input sample/);
    expect(
      refusal({
        ...data(),
        commands: [
          [0, 10],
          [0, 12],
        ],
      }),
    ).toMatch(/commands\.1: not on an input sample/);
    expect(refusal({ ...data(), commands: [[Math.ceil(run.ticks / 3) * 3, 10]] })).toMatch(
      /after the run's last step/,
    );
    expect(refusal({ ...data(), ticks: run.ticks + 60 })).toMatch(
      new RegExp(`ended at step ${run.ticks}, but the replay goes on`),
    );
  });

  it('hashes the world every n steps and after the last, the same hashes each time', () => {
    const { checkpoints } = replayHeadsetRun(data(), 31, { checkpoints: 500 });
    const ticks = checkpoints.map((c) => c.tick);
    expect(ticks[ticks.length - 1]).toBe(run.ticks);
    expect(ticks.slice(0, -1)).toEqual(ticks.slice(0, -1).map((_, i) => (i + 1) * 500));
    for (const c of checkpoints) expect(c.hash).toMatch(/^[0-9a-f]{8}$/);
    expect(replayHeadsetRun(data(), 31, { checkpoints: 500 }).checkpoints).toEqual(checkpoints);
    expect(replayHeadsetRun(data(), 31).checkpoints).toEqual([]);
    expect(() => replayHeadsetRun(data(), 31, { checkpoints: 2.5 })).toThrow(RangeError);
  });

  it('scores a run stopped early (the player left) up to where it stopped', () => {
    const stopped = replayHeadsetRun({ ...data(), ticks: 600, commands: [] }, 31);
    expect(stopped).toMatchObject({ ticks: 600, durationMs: 10_000, timeUp: false, score: 0 });
  });

  it('scores visual mode exactly as sound: the flag is recorded, the rules and the score do not change', () => {
    const heard = replayHeadsetRun(data(), 31, { checkpoints: 500 });
    const seen = replayHeadsetRun({ ...data(), visual: true }, 31, { checkpoints: 500 });
    expect(seen).toEqual({ ...heard, visual: true });
    expect(playBotRun('novice', 31, 120, undefined, true).recording).toEqual({
      ...run.recording,
      visual: true,
    });
  });
});
