import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { playBotRun } from './bots.ts';
import { createMouseGame } from './game.ts';
import { driveMouse } from './driver.ts';
import { replayMouseRun } from './replay.ts';
import { createInputSampler, quantizePointer } from './sample-input.ts';
import { INPUT_SAMPLE_STEPS, KEY_QUANTA_PER_STEP, RULES_VERSION, STEPS_PER_SECOND } from './rules.ts';

describe('Circuit Shutdown input and recording', () => {
  it('clamps the pointer offset to ±320 px (spec §5) and quantises it to 4 px', () => {
    expect([quantizePointer(0), quantizePointer(5), quantizePointer(-7), quantizePointer(321)]).toEqual([
      0, 1, -2, 80,
    ]);
    expect(quantizePointer(-10_000)).toBe(-80);
  });

  it('samples input every 3 steps, one command per sample, keys before the pointer', () => {
    const sampler = createInputSampler();
    sampler.offer([{ kind: 'steer', targetPx: 40 }]);
    expect(sampler.take(1, 0, false, false)).toBeNull();
    expect(sampler.take(3, 0, false, false)).toEqual({ kind: 'steer', quanta: 10 });
    expect(sampler.take(6, 10, false, false)).toBeNull();
    sampler.offer([
      { kind: 'steer', targetPx: 80 },
      { kind: 'keys', left: true, right: false },
    ]);
    expect(sampler.take(9, 10, false, false)).toEqual({ kind: 'keys', left: true, right: false });
    expect(sampler.take(12, 10, true, false)).toEqual({ kind: 'steer', quanta: 20 });
    // A pointer at rest does not undo what held keys did to the target.
    expect(sampler.take(15, 4, true, false)).toBeNull();
  });

  it('moves the target 3 quanta a step while a key is held, pointer and keys steering one target', () => {
    const d = driveMouse(3).keys(false, true).step(1);
    expect(d.view.targetPx).toBe(KEY_QUANTA_PER_STEP * 4);
    d.step(9);
    expect(d.view.targetPx).toBe(10 * KEY_QUANTA_PER_STEP * 4);
    d.step(100);
    expect(d.view.targetPx).toBe(320);
    expect(d.game.tick).toBe(110);
    // Both change at once: the keys go at the sample of step 111, the pointer waits for the next one (114).
    d.keys(false, false).steerPx(-100).step(4);
    expect(d.view.targetPx).toBe(320);
    d.step(2);
    expect(d.view.targetPx).toBe(-100);
    // Pressed before step 116, sampled at 117: held on steps 117, 118 and 119.
    d.keys(true, false).step(4);
    expect(d.view.targetPx).toBe(-100 - 3 * KEY_QUANTA_PER_STEP * 4);
  });

  it('records only changes, at most 20 commands a second, gaps on the input samples', () => {
    const game = createMouseGame(11);
    for (let i = 0; i < 600 && !game.over; i++)
      game.step([{ kind: 'steer', targetPx: Math.floor(i / 30) * 8 }]);
    const data = game.recording();
    expect(data).toMatchObject({ rulesVersion: RULES_VERSION, seed: 11, ticks: 600 });
    // The target changes 19 times (the first 30 steps keep it at 0, where it starts).
    expect(data.commands.length).toBe(19);
    for (const [gap] of data.commands) expect(gap % INPUT_SAMPLE_STEPS).toBe(0);
    const busy = playBotRun('strong', 4, 180).recording;
    expect(busy.commands.length / (busy.ticks / STEPS_PER_SECOND)).toBeLessThanOrEqual(20);
  });

  it('keeps a 3-minute run’s replay under 8 KB gzipped (and far under the server’s 64 KiB of JSON)', () => {
    const run = playBotRun('strong', 2022, 180);
    expect(run.ticks).toBeGreaterThanOrEqual(150 * STEPS_PER_SECOND);
    const json = JSON.stringify(run.recording);
    expect(gzipSync(json).length).toBeLessThan(8 * 1024);
    expect(json.length).toBeLessThan(32 * 1024);
  });

  it('replays a recorded run to the score and duration the browser showed', () => {
    for (const level of ['novice', 'average', 'strong'] as const) {
      const run = playBotRun(level, 77, 120);
      const replay = replayMouseRun(JSON.parse(JSON.stringify(run.recording)), 77);
      expect(replay).toMatchObject({ score: run.score, durationMs: run.durationMs, ticks: run.ticks });
      expect(replay.pointsLeft === 0).toBe(run.died);
    }
  });

  it('replays a keyboard-steered run too', () => {
    const game = createMouseGame(8);
    for (let i = 0; !game.over && i < 5000; i++) {
      const x = game.view.x;
      const centre = game.view.tiles.find((t) => t.z - 0.5 <= 0.2 && t.z + 0.5 > 0.2)?.x ?? 0;
      game.step([{ kind: 'keys', left: x > centre + 0.05, right: x < centre - 0.05 }]);
    }
    const data = game.recording();
    expect(data.commands.some((c) => c[1] === 'keys')).toBe(true);
    expect(replayMouseRun(data, 8)).toMatchObject({ score: game.score, ticks: game.tick });
  });
});
