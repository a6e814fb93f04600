import { describe, expect, it } from 'vitest';
import { calibrationSeed } from '../score-figures.ts';
import { stepOfUs } from './beat-time.ts';
import { BOT_PROFILES, createBot } from './bots.ts';
import type { KeyboardEvent, KeyboardInput } from './commands.ts';
import { clampCalibration, createKeyboardGame } from './game.ts';
import { replayKeyboardRun } from './replay.ts';
import { RULES_VERSION } from './rules.ts';

/**
 * Plays the good bot, handing each of its presses to the game on the step `deliver` picks for it (the bot plans a
 * press as soon as its row is next, well ahead of time), and returns the ratings in order and the replay.
 */
function playDelivered(seed: number, deliver: (pressStep: number) => number, profile = BOT_PROFILES.good) {
  const game = createKeyboardGame(seed);
  const bot = createBot(profile, seed + 1);
  const held: { at: number; input: KeyboardInput }[] = [];
  const ratings: KeyboardEvent[] = [];
  while (!game.over && game.tick < 60 * 60) {
    for (const input of bot.act(game.view)) {
      const step = stepOfUs(Math.round(input.timeMs * 1000));
      held.push({ at: Math.max(deliver(step), game.tick), input });
    }
    const now = held.filter((h) => h.at <= game.tick).map((h) => h.input);
    held.splice(0, held.length, ...held.filter((h) => h.at > game.tick));
    for (const e of game.step(now))
      if (e === 'perfect' || e === 'good' || e === 'bad' || e === 'missed') ratings.push(e);
  }
  return { ratings, score: game.score, recording: game.recording() };
}

describe('Jungle Board facade: presses queued by time, judged by their own time', () => {
  it('rates alike whether a press is handed early, on its own step or a few frames late', () => {
    for (const seed of [1, 2, 3]) {
      const onTime = playDelivered(seed, (step) => step);
      const early = playDelivered(seed, () => 0);
      const late = playDelivered(seed, (step) => step + 2);
      expect(onTime.ratings.length).toBeGreaterThan(50);
      expect(early.ratings).toEqual(onTime.ratings);
      expect(late.ratings).toEqual(onTime.ratings);
      expect(early.score).toBe(onTime.score);
      expect(late.score).toBe(onTime.score);
      // Early presses are recorded on their own step; late ones on the step that received them.
      expect(early.recording).toEqual(onTime.recording);
      expect(replayKeyboardRun(late.recording, seed).score).toBe(late.score);
    }
  });

  it('drops a press more than 500 ms late, or the 31st within a second; records calibration and presses', () => {
    const game = createKeyboardGame(5, { calibrationMs: 12.6 });
    expect(game.calibrationMs).toBe(13);
    for (let i = 0; i < 120; i++) game.step();
    game.step([
      { kind: 'press', key: 'up', timeMs: 1499.999 },
      { kind: 'press', key: 'up', timeMs: 1500 },
      { kind: 'press', key: 'left', timeMs: Number.NaN },
    ]);
    const mash = Array.from({ length: 40 }, (_, i) => ({
      kind: 'press' as const,
      key: 'down' as const,
      timeMs: 2010 + i,
    }));
    game.step(mash);
    for (let i = 0; i < 60; i++) game.step();
    const data = game.recording();
    expect(data).toMatchObject({ rulesVersion: RULES_VERSION, seed: 5, calibrationMs: 13, ticks: 182 });
    expect(data.commands[0]).toEqual([120, 'u', 1500]);
    expect(data.commands).toHaveLength(30);
    expect(replayKeyboardRun(data, 5).ticks).toBe(182);
  });

  it('clamps the calibration to a whole number of ms in −250 … 250', () => {
    expect([
      clampCalibration(undefined),
      clampCalibration(-0.2),
      clampCalibration(300),
      clampCalibration(-251.7),
    ]).toEqual([0, 0, 250, -250]);
    expect(clampCalibration(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('scores a calibrated player as an uncalibrated one who hits the same beats', () => {
    const plain = playDelivered(calibrationSeed(3), (s) => s);
    const game = createKeyboardGame(calibrationSeed(3), { calibrationMs: 80 });
    const bot = createBot(BOT_PROFILES.good, calibrationSeed(3) + 1, 80);
    while (!game.over && game.tick < 3600) game.step(bot.act(game.view));
    expect(game.score).toBe(plain.score);
    expect(replayKeyboardRun(game.recording(), calibrationSeed(3)).score).toBe(game.score);
  });

  it('reset re-arms the start: a fresh world waiting for start, the same run again from the seed', () => {
    const game = createKeyboardGame(6);
    const events = () => {
      const all: string[] = [];
      for (let i = 0; i < 400; i++) all.push(...game.step());
      return all;
    };
    const first = events();
    game.reset();
    expect(game.view.phase).toBe('waiting');
    expect(game.tick).toBe(0);
    expect(game.recording().commands).toEqual([]);
    expect(events()).toEqual(first);
    game.reset(7);
    expect(game.seed).toBe(7);
  });
});
