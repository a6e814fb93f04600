import { describe, expect, it } from 'vitest';
import { expectSameWorldAtDisplayRates } from '../../test/display-rates.ts';
import { BOT_PROFILES, createBot, playBotRun } from './bots.ts';
import { hashMouseWorld } from './checkpoints.ts';
import { createMouseGame, type MouseGame } from './game.ts';
import { replayMouseRun } from './replay.ts';
import { createMouseWorld } from './world.ts';

/** Every number a step leaves behind, as exact bits. */
function trace(game: MouseGame, steps: number, botSeed: number): string[] {
  const bot = createBot(BOT_PROFILES.average, botSeed);
  const out: string[] = [];
  for (let i = 0; i < steps && !game.over; i++) {
    const events = game.step(bot.act(game.view));
    const v = game.view;
    out.push([v.x, v.previousX, v.distance, v.speed, v.score, v.points, v.heat, events.join('+')].join(' '));
  }
  return out;
}

describe('Circuit Shutdown determinism', () => {
  it('plays the same seed and input to bit-identical states', () => {
    expect(trace(createMouseGame(99), 6000, 1)).toEqual(trace(createMouseGame(99), 6000, 1));
  });

  it('builds different paths from different seeds', () => {
    const path = (seed: number) => {
      const game = createMouseGame(seed);
      return game.view.tiles.map((t) => `${t.index}:${t.kind}:${t.entryLane}`).join(' ');
    };
    expect(path(1)).not.toBe(path(2));
    expect(path(1)).toBe(path(1));
  });

  it('keeps worlds independent: two games interleaved step by step play as they do alone', () => {
    const alone = [trace(createMouseGame(5), 4000, 50), trace(createMouseGame(6), 4000, 60)];
    const games = [createMouseGame(5), createMouseGame(6)];
    const bots = [createBot(BOT_PROFILES.average, 50), createBot(BOT_PROFILES.average, 60)];
    const traces: string[][] = [[], []];
    for (let i = 0; i < 4000; i++) {
      for (const k of [1, 0]) {
        const game = games[k]!;
        if (game.over) continue;
        const events = game.step(bots[k]!.act(game.view));
        const v = game.view;
        traces[k]!.push(
          [v.x, v.previousX, v.distance, v.speed, v.score, v.points, v.heat, events.join('+')].join(' '),
        );
      }
      // A server replay in the middle of both runs changes neither.
      if (i === 1234) replayMouseRun(playBotRun('novice', 3, 30).recording, 3);
    }
    expect(traces).toEqual(alone);
  });

  it('reaches the same world, hash for hash, at 30, 60 and 144 Hz display rates', () => {
    expectSameWorldAtDisplayRates({
      create: () => createMouseGame(21),
      step: (game, tick) => game.step([{ kind: 'steer', targetPx: ((tick * 7) % 500) - 250 }]),
      hash: (game) => hashMouseWorld(game.world),
    });
  });

  it('allocates every component store per world', () => {
    const a = createMouseWorld(1, 'game');
    const b = createMouseWorld(1, 'game');
    for (const key of Object.keys(a.c) as (keyof typeof a.c)[]) expect(a.c[key]).not.toBe(b.c[key]);
    expect(a.c.Health.points).not.toBe(b.c.Health.points);
  });
});
