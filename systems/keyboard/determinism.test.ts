import { describe, expect, it } from 'vitest';
import { expectSameWorldAtDisplayRates } from '../../test/display-rates.ts';
import { BOT_PROFILES, createBot, playBotRun } from './bots.ts';
import { hashKeyboardWorld } from './checkpoints.ts';
import { KEY_NAMES } from './commands.ts';
import { createKeyboardGame, type KeyboardGame } from './game.ts';
import { replayKeyboardRun } from './replay.ts';
import { createKeyboardWorld } from './world.ts';

/** Every number a step leaves behind, as exact bits. */
function trace(game: KeyboardGame, steps: number, botSeed: number, into: string[] = []): string[] {
  const bot = createBot(BOT_PROFILES.sloppy, botSeed);
  for (let i = 0; i < steps && !game.over; i++) into.push(line(game, game.step(bot.act(game.view))));
  return into;
}

function line(game: KeyboardGame, events: readonly string[]): string {
  const v = game.view;
  return [
    v.x,
    v.y,
    v.z,
    v.lane,
    v.score,
    v.combo,
    v.lastDeltaMs,
    v.nextRow?.beat,
    v.nextRow?.key,
    events.join('+'),
  ].join(' ');
}

describe('Jungle Board determinism', () => {
  it('plays the same seed and presses to bit-identical states', () => {
    expect(trace(createKeyboardGame(99), 5000, 1)).toEqual(trace(createKeyboardGame(99), 5000, 1));
  });

  it('draws the rows from the seed', () => {
    const keys = (seed: number) =>
      playBotRun('perfect', seed, 30)
        .recording.commands.map((c) => c[1])
        .join('');
    expect(keys(1)).not.toBe(keys(2));
    expect(keys(1)).toBe(keys(1));
  });

  it('keeps worlds independent: two games interleaved step by step play as they do alone', () => {
    const alone = [trace(createKeyboardGame(5), 3000, 50), trace(createKeyboardGame(6), 3000, 60)];
    const games = [createKeyboardGame(5), createKeyboardGame(6)];
    const bots = [createBot(BOT_PROFILES.sloppy, 50), createBot(BOT_PROFILES.sloppy, 60)];
    const traces: string[][] = [[], []];
    for (let i = 0; i < 3000; i++) {
      for (const k of [1, 0]) {
        const game = games[k]!;
        if (!game.over) traces[k]!.push(line(game, game.step(bots[k]!.act(game.view))));
      }
      // A server replay in the middle of both runs changes neither.
      if (i === 1234) replayKeyboardRun(playBotRun('sloppy', 3, 30).recording, 3);
    }
    expect(traces).toEqual(alone);
  });

  it('reaches the same world, hash for hash, at 30, 60 and 144 Hz display rates', () => {
    expectSameWorldAtDisplayRates({
      create: () => createKeyboardGame(21, { calibrationMs: 17 }),
      // A press every 19 steps, 3.25 ms into the step, a key that cycles: hits, misses and ignored presses.
      step: (game, tick) =>
        game.step(
          tick % 19 === 0
            ? [{ kind: 'press', key: KEY_NAMES[(tick / 19) % 4]!, timeMs: (tick * 1000) / 60 + 3.25 }]
            : [],
        ),
      hash: (game) => hashKeyboardWorld(game.world),
      finalState: (game) => ({ score: game.score, misses: game.view.misses }),
    });
  });

  it('allocates every component store per world', () => {
    const a = createKeyboardWorld(1);
    const b = createKeyboardWorld(1);
    for (const key of Object.keys(a.c) as (keyof typeof a.c)[]) expect(a.c[key]).not.toBe(b.c[key]);
  });
});
