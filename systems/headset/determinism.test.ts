import { describe, expect, it } from 'vitest';
import { expectSameWorldAtDisplayRates } from '../../test/display-rates.ts';
import { BOT_PROFILES, createBot, playBotRun } from './bots.ts';
import { hashHeadsetWorld } from './checkpoints.ts';
import { createHeadsetGame, type HeadsetGame } from './game.ts';
import { replayHeadsetRun } from './replay.ts';
import { createHeadsetWorld } from './world.ts';

/** Every number a step leaves behind, as exact bits. */
function trace(game: HeadsetGame, steps: number, botSeed: number): string[] {
  const bot = createBot(BOT_PROFILES.average, botSeed);
  const out: string[] = [];
  for (let i = 0; i < steps && !game.over; i++) {
    const events = game.step(bot.act(game.view));
    const v = game.view;
    const t = v.target;
    out.push(
      [
        v.x,
        v.z,
        v.headingQuanta,
        t?.x,
        t?.z,
        v.timeLeftMs,
        v.score,
        v.indicatorOpacity,
        events.join('+'),
      ].join(' '),
    );
  }
  return out;
}

describe('Headspace determinism', () => {
  it('plays the same seed and input to bit-identical states', () => {
    expect(trace(createHeadsetGame(99), 5000, 1)).toEqual(trace(createHeadsetGame(99), 5000, 1));
  });

  it('places the sources from the seed', () => {
    const first = (seed: number) => {
      const game = createHeadsetGame(seed);
      game.step();
      return `${game.view.target!.x} ${game.view.target!.z}`;
    };
    expect(first(1)).not.toBe(first(2));
    expect(first(1)).toBe(first(1));
  });

  it('keeps worlds independent: two games interleaved step by step play as they do alone', () => {
    const alone = [trace(createHeadsetGame(5), 3000, 50), trace(createHeadsetGame(6), 3000, 60)];
    const games = [createHeadsetGame(5), createHeadsetGame(6)];
    const bots = [createBot(BOT_PROFILES.average, 50), createBot(BOT_PROFILES.average, 60)];
    const traces: string[][] = [[], []];
    for (let i = 0; i < 3000; i++) {
      for (const k of [1, 0]) {
        const game = games[k]!;
        if (game.over) continue;
        const events = game.step(bots[k]!.act(game.view));
        const v = game.view;
        const t = v.target;
        traces[k]!.push(
          [
            v.x,
            v.z,
            v.headingQuanta,
            t?.x,
            t?.z,
            v.timeLeftMs,
            v.score,
            v.indicatorOpacity,
            events.join('+'),
          ].join(' '),
        );
      }
      // A server replay in the middle of both runs changes neither.
      if (i === 1234) replayHeadsetRun(playBotRun('novice', 3, 30).recording, 3);
    }
    expect(traces).toEqual(alone);
  });

  it('reaches the same world, hash for hash, at 30, 60 and 144 Hz display rates', () => {
    expectSameWorldAtDisplayRates({
      create: () => createHeadsetGame(21),
      step: (game, tick) =>
        game.step([
          { kind: 'turn', dxPx: ((tick * 7) % 13) - 5.5 },
          { kind: 'walk', held: tick % 400 < 300 },
        ]),
      hash: (game) => hashHeadsetWorld(game.world),
      finalState: (game) => ({ score: game.score }),
    });
  });

  it('allocates every component store per world', () => {
    const a = createHeadsetWorld(1);
    const b = createHeadsetWorld(1);
    for (const key of Object.keys(a.c) as (keyof typeof a.c)[]) expect(a.c[key]).not.toBe(b.c[key]);
  });
});
