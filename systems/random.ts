/**
 * Seeded pseudo-random source for game rules: sfc32 (Small Fast Counter) on 32-bit integers.
 * Only integer ops and one division, so every JS engine and the server produce the same sequence.
 */
export interface Random {
  /** A float in [0, 1) with 32 bits of randomness. */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  /** The four 32-bit words of the state, to snapshot a run. */
  getState(): readonly [number, number, number, number];
  setState(state: readonly [number, number, number, number]): void;
}

const TWO_POW_32 = 4294967296;

/** Spreads a 32-bit seed into four well-mixed words (splitmix32), so nearby seeds give unrelated streams. */
function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function createRandom(seed: number): Random {
  if (!Number.isInteger(seed)) throw new TypeError(`seed must be an integer, got ${seed}`);
  const mix = splitmix32(seed);
  let a = mix();
  let b = mix();
  let c = mix();
  let d = mix();
  // The first outputs of sfc32 still show the seed's structure; discard a few as its authors advise.
  const nextWord = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) nextWord();

  return {
    next: () => nextWord() / TWO_POW_32,
    int: (n) => {
      if (!Number.isInteger(n) || n <= 0) throw new RangeError(`int(n) needs a positive integer, got ${n}`);
      return Math.floor((nextWord() / TWO_POW_32) * n);
    },
    range: (min, max) => min + (nextWord() / TWO_POW_32) * (max - min),
    getState: () => [a, b, c, d] as const,
    setState: (state) => {
      [a, b, c, d] = state.map((w) => w >>> 0) as [number, number, number, number];
    },
  };
}
