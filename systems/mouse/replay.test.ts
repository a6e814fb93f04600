import { describe, expect, it } from 'vitest';
import {
  expectCheckpointsEvery500,
  expectHeaderRefused,
  expectMalformedRefused,
  expectTimelineRefused,
  refusalOf,
} from '../../test/replay-refusals.ts';
import { playBotRun } from './bots.ts';
import { replayMouseRun } from './replay.ts';
import { RULES_VERSION } from './rules.ts';

const run = playBotRun('novice', 31, 60);
const data = () =>
  JSON.parse(JSON.stringify(run.recording)) as Record<string, unknown> & { commands: unknown[][] };

const refusal = refusalOf(replayMouseRun);

describe('replayMouseRun validation', () => {
  it('accepts what the game recorded, with or without the seed in it', () => {
    expect(replayMouseRun(data(), 31).score).toBe(run.score);
    const { seed: _seed, ...withoutSeed } = data();
    expect(replayMouseRun(withoutSeed, 31).score).toBe(run.score);
  });

  it('refuses malformed data with a reason that names the field', () => {
    expectMalformedRefused(refusal, data);
  });

  it('refuses another rules version or another seed', () => {
    expectHeaderRefused(refusal, data, RULES_VERSION);
  });

  it('refuses commands off the input samples, after the last step, or steps after the run ended', () => {
    expect(run.died).toBe(true);
    expectTimelineRefused(refusal, data, run.ticks);
  });

  it('hashes the world every n steps and after the last, the same hashes each time', () => {
    expectCheckpointsEvery500(replayMouseRun, data, run.ticks);
  });

  it('scores a run stopped early (the player left) up to where it stopped', () => {
    const stopped = replayMouseRun({ ...data(), ticks: 600, commands: [] }, 31);
    expect(stopped).toMatchObject({ ticks: 600, durationMs: 10_000 });
    expect(stopped.pointsLeft).toBeGreaterThan(0);
  });
});
