import { createRandom } from '../systems/random.ts';

/**
 * The generators' random source: the game's own seeded PRNG (systems/random.ts), so there is one algorithm in
 * the project and every generated file comes out byte-identical on each build.
 */
export function seededRandom(seed: number): () => number {
  const random = createRandom(seed);
  return () => random.next();
}
