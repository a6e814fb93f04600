import { createHmac } from 'node:crypto';

/**
 * The draw's randomness, recomputable by anyone who holds the revealed seed: block i of a stream is
 * HMAC-SHA256(seed, label ‖ ":" ‖ i), read as eight 32-bit words. HMAC-SHA256 keyed with a secret 32-byte seed is a
 * pseudorandom function, so until the seed is revealed nobody can predict a word, and once it is the words are
 * fixed. Each label is its own stream, so one tier's picks do not depend on how many another tier drew.
 */
export class DrawRandom {
  private readonly seed: Uint8Array;
  private readonly label: string;
  private counter = 0;
  private words = new Uint32Array(0);
  private next = 0;

  constructor(seed: Uint8Array, label: string) {
    if (seed.length !== SEED_BYTES) throw new Error(`A draw seed is ${SEED_BYTES} bytes, got ${seed.length}`);
    this.seed = seed;
    this.label = label;
  }

  /** The next uniform 32-bit word of the stream. */
  uint32(): number {
    if (this.next === this.words.length) {
      const block = createHmac('sha256', this.seed).update(`${this.label}:${this.counter}`).digest();
      this.counter += 1;
      this.words = new Uint32Array(8);
      for (let i = 0; i < 8; i += 1) this.words[i] = block.readUInt32BE(i * 4);
      this.next = 0;
    }
    return this.words[this.next++]!;
  }

  /**
   * A uniform integer in [0, n), by rejection: words at or above the largest multiple of n below 2^32 are
   * drawn again, so no value is favoured (a plain `word % n` favours the low values whenever n does not divide 2^32).
   */
  below(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new Error(`Cannot draw below ${n}`);
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const word = this.uint32();
      if (word < limit) return word % n;
    }
  }
}

export const SEED_BYTES = 32;

/** `k` distinct indexes of [0, n) in draw order (a partial Fisher–Yates shuffle kept sparse: O(k) whatever n). */
export function sampleIndexes(random: DrawRandom, n: number, k: number): number[] {
  const count = Math.min(k, n);
  const swapped = new Map<number, number>();
  const picked: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const j = i + random.below(n - i);
    const atJ = swapped.get(j) ?? j;
    swapped.set(j, swapped.get(i) ?? i);
    picked.push(atJ);
  }
  return picked;
}
