import { describe, expect, it } from 'vitest';
import {
  expectCheckpointsEvery500,
  expectHeaderRefused,
  expectMalformedRefused,
  expectTimelineRefused,
  refusalOf,
} from '../../test/replay-refusals.ts';
import { playBotRun } from './bots.ts';
import { replayHeadsetRun } from './replay.ts';
import { RULES_VERSION } from './rules.ts';

const run = playBotRun('novice', 31, 120);
const data = () =>
  JSON.parse(JSON.stringify(run.recording)) as Record<string, unknown> & { commands: unknown[][] };

const refusal = refusalOf(replayHeadsetRun);

describe('replayHeadsetRun validation', () => {
  it('accepts what the game recorded, with or without the seed in it', () => {
    expect(run.timeUp).toBe(true);
    expect(replayHeadsetRun(data(), 31)).toMatchObject({ score: run.score, finds: run.finds, timeUp: true });
    const { seed: _seed, ...withoutSeed } = data();
    expect(replayHeadsetRun(withoutSeed, 31).score).toBe(run.score);
  });

  it('refuses malformed data with a reason that names the field', () => {
    expectMalformedRefused(refusal, data);
    expect(refusal({ ...data(), visual: 'yes' })).toMatch(/^visual:/);
    const { visual: _visual, ...withoutVisual } = data();
    expect(refusal(withoutVisual)).toMatch(/^visual:/);
    expect(refusal({ ...data(), commands: [[0, 0]] })).toMatch(/^commands\.0/);
    expect(refusal({ ...data(), commands: [[0, 'walk', 2]] })).toMatch(/^commands\.0/);
    expect(refusal({ ...data(), commands: [[0, 'keys', 16]] })).toMatch(/^commands\.0/);
  });

  it('refuses another rules version or another seed', () => {
    expectHeaderRefused(refusal, data, RULES_VERSION);
  });

  it('refuses commands off the input samples, after the last step, or steps after the clock ran out', () => {
    expectTimelineRefused(refusal, data, run.ticks);
  });

  it('hashes the world every n steps and after the last, the same hashes each time', () => {
    expectCheckpointsEvery500(replayHeadsetRun, data, run.ticks);
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
