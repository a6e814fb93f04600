import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { playBotRun } from './bots.ts';
import { driveHeadset } from './driver.ts';
import { createHeadsetGame } from './game.ts';
import { replayHeadsetRun } from './replay.ts';
import { createInputSampler, keyBits } from './sample-input.ts';
import {
  INPUT_SAMPLE_STEPS,
  KEY_BACK,
  KEY_FORWARD,
  KEY_LEFT,
  KEY_RIGHT,
  RULES_VERSION,
  STEPS_PER_SECOND,
} from './rules.ts';

describe('Headspace input and recording', () => {
  it('samples input every 3 steps, one command per sample: keys, then the pointer held, then the turn', () => {
    const sampler = createInputSampler();
    sampler.offer([{ kind: 'turn', dxPx: 10.4 }]);
    expect(sampler.take(1, false, 0)).toBeNull();
    expect(sampler.take(3, false, 0)).toEqual({ kind: 'turn', quanta: 10 });
    expect(sampler.take(6, false, 0)).toBeNull();
    sampler.offer([
      { kind: 'turn', dxPx: 0.3 },
      { kind: 'walk', held: true },
      { kind: 'keys', forward: false, back: false, left: true, right: false },
    ]);
    expect(sampler.take(9, false, 0)).toEqual({ kind: 'keys', bits: KEY_LEFT });
    expect(sampler.take(12, false, KEY_LEFT)).toEqual({ kind: 'walk', held: true });
    // 10.7 px in all: the fraction left over from the first turn is not lost.
    expect(sampler.take(15, true, KEY_LEFT)).toEqual({ kind: 'turn', quanta: 1 });
    sampler.offer([{ kind: 'turn', dxPx: -450 }]);
    expect(sampler.take(18, true, KEY_LEFT)).toEqual({ kind: 'turn', quanta: -200 });
    expect(sampler.take(21, true, KEY_LEFT)).toEqual({ kind: 'turn', quanta: -200 });
    expect(sampler.take(24, true, KEY_LEFT)).toEqual({ kind: 'turn', quanta: -50 });
    sampler.offer([{ kind: 'turn', dxPx: Number.NaN }]);
    expect(sampler.take(27, true, KEY_LEFT)).toBeNull();
    expect([keyBits(true, false, false, false), keyBits(false, true, true, true)]).toEqual([
      KEY_FORWARD,
      KEY_BACK | KEY_LEFT | KEY_RIGHT,
    ]);
  });

  it('records only changes, at most 20 commands a second, gaps on the input samples', () => {
    const game = createHeadsetGame(11);
    for (let i = 0; i < 600 && !game.over; i++)
      game.step([{ kind: 'walk', held: Math.floor(i / 60) % 2 === 0 }]);
    const data = game.recording();
    expect(data).toMatchObject({ rulesVersion: RULES_VERSION, seed: 11, ticks: 600, visual: false });
    // Pressed on the first sample, then released and pressed every second: 10 changes.
    expect(data.commands).toHaveLength(10);
    expect(data.commands[0]).toEqual([0, 'walk', 1]);
    for (const [gap] of data.commands) expect(gap % INPUT_SAMPLE_STEPS).toBe(0);
    const busy = playBotRun('strong', 4).recording;
    expect(busy.commands.length / (busy.ticks / STEPS_PER_SECOND)).toBeLessThanOrEqual(20);
  });

  it('keeps the longest run’s replay (perfect play, about 3 minutes) small', () => {
    const d = driveHeadset(2022).stepUntil(() => false, 600 * STEPS_PER_SECOND, true);
    expect(d.game.over).toBe(true);
    const json = JSON.stringify(d.game.recording());
    expect(gzipSync(json).length).toBeLessThan(4 * 1024);
    expect(json.length).toBeLessThan(32 * 1024);
  });

  it('replays a recorded run to the score and duration the browser showed, in both modes', () => {
    for (const level of ['novice', 'average', 'strong'] as const) {
      const run = playBotRun(level, 77, 600, undefined, level === 'average');
      const replay = replayHeadsetRun(JSON.parse(JSON.stringify(run.recording)), 77);
      expect(replay).toMatchObject({
        score: run.score,
        durationMs: run.durationMs,
        ticks: run.ticks,
        finds: run.finds,
        timeUp: run.timeUp,
        visual: level === 'average',
      });
    }
  });

  it('replays a keyboard-played run too', () => {
    const game = createHeadsetGame(8);
    for (let i = 0; !game.over && i < 20_000; i++) {
      const v = game.view;
      const t = v.target;
      let turn = 0;
      if (t) {
        const want = Math.round((Math.atan2(t.x - v.x, t.z - v.z) / (2 * Math.PI)) * 400);
        turn = ((((want - v.headingQuanta) % 400) + 600) % 400) - 200;
      }
      game.step([
        {
          kind: 'keys',
          forward: t !== null && Math.abs(turn) < 20,
          back: false,
          left: turn < -2,
          right: turn > 2,
        },
      ]);
    }
    const data = game.recording();
    expect(data.commands.every((c) => c[1] === 'keys')).toBe(true);
    expect(game.view.finds).toBeGreaterThan(10);
    expect(replayHeadsetRun(data, 8)).toMatchObject({
      score: game.score,
      ticks: game.tick,
      finds: game.view.finds,
    });
  });

  it('reset starts the same run over from the seed, or another seed', () => {
    const d = driveHeadset(4).stepUntil((v) => v.finds === 3, 5000, true);
    const first = d.events.slice();
    d.game.reset();
    expect(d.game.tick).toBe(0);
    expect(d.game.recording().commands).toEqual([]);
    d.stepUntil((v) => v.finds === 3, 5000, true);
    expect(d.events.slice(first.length)).toEqual(first);
    d.game.reset(5);
    expect(d.game.seed).toBe(5);
  });
});
