import { expect } from 'vitest';
import { createFixedStepLoop, STEP_MS } from '../systems/loop.ts';

/**
 * What every game's determinism test checks the same way: the world a run reaches does not depend on the display
 * rate that drives the fixed-step loop. Each game's determinism.test.ts keeps its game, its input and its hash.
 */

/** A game as the display-rate check drives it. */
export interface SteppedGame<G> {
  /** A new game, the same each call. */
  create(): G;
  /** One step, with input that depends only on the step, as a replay's does. */
  step(game: G, tick: number): void;
  /** The world's hash. */
  hash(game: G): string;
  /** More of the game's state to compare at the end (its score, say). */
  finalState?(game: G): Record<string, unknown>;
}

/** Plays 2400 steps (40 s of game time) drawn at `hz`, hashing the world every 100 steps and at the end. */
function playAt<G>(game: SteppedGame<G>, hz: number) {
  const g = game.create();
  const hashes: string[] = [];
  const loop = createFixedStepLoop({
    step: (tick) => {
      game.step(g, tick);
      if (tick % 100 === 99) hashes.push(game.hash(g));
    },
  });
  let now = 500;
  loop.advance(now);
  while (loop.tick < 2400) loop.advance((now = Math.min(now + 1000 / hz, 500 + 2400 * STEP_MS)));
  return { tick: loop.tick, hashes, last: game.hash(g), ...game.finalState?.(g) };
}

/** The same world, hash for hash, at 30, 60 and 144 Hz. */
export function expectSameWorldAtDisplayRates<G>(game: SteppedGame<G>): void {
  const at60 = playAt(game, 60);
  expect(at60.tick).toBe(2400);
  expect(at60.hashes).toHaveLength(24);
  expect(playAt(game, 30)).toEqual(at60);
  expect(playAt(game, 144)).toEqual(at60);
}
