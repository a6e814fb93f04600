import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../../test/server-harness.ts';
import { takeSlidingSlot, type SlidingRule } from './sliding-limit.ts';

const MINUTE = 60_000;
/** A fixed-window edge on the clock (a whole minute), where fixed windows let a second burst through. */
const EDGE = Date.UTC(2026, 10, 29, 14, 0, 0);

/** A small deterministic generator, so a failure shows the same attempts again. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe.each(DATABASE_KINDS)('sliding-log limits (%s)', (kind) => {
  let database: TestDatabase;
  let keys = 0;
  /** A key no other test has touched. */
  const freshKey = () => `test-sliding:${kind}:${++keys}`;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const take = (key: string, rule: SlidingRule, at: number) => takeSlidingSlot(database.db, key, rule, at);

  it('lets no second burst through at a fixed window’s edge: the limit holds over any span of the window', async () => {
    const key = freshKey();
    const rule = { limit: 5, windowMs: MINUTE };
    const before = [];
    for (let i = 0; i < 5; i++) before.push(await take(key, rule, EDGE - 100 + i));
    expect(before.map((v) => v.allowed)).toEqual([true, true, true, true, true]);
    const after = [];
    for (let i = 0; i < 5; i++) after.push(await take(key, rule, EDGE + 100 + i));
    expect(after.map((v) => v.allowed)).toEqual([false, false, false, false, false]);
    // A slot frees when the first attempt of the burst is a window old, and Retry-After says exactly when.
    expect(after[0]!.retryAfterMs).toBe(EDGE - 100 + MINUTE - (EDGE + 100));
    const waited = EDGE + 100 + after[0]!.retryAfterMs;
    expect((await take(key, rule, waited - 1)).allowed).toBe(false);
    expect((await take(key, rule, waited)).allowed).toBe(true);
    // The next slot is the burst's second attempt's, a millisecond later.
    expect((await take(key, rule, waited)).allowed).toBe(false);
    expect((await take(key, rule, waited + 1)).allowed).toBe(true);
  });

  it('admits an attempt exactly when fewer than the limit were admitted in the window before it', async () => {
    const rule = { limit: 4, windowMs: 10_000 };
    for (const seed of [1, 2, 3]) {
      const key = freshKey();
      const next = random(seed);
      // 60 attempts over five windows, bunched at random, some at the same millisecond.
      const times = Array.from({ length: 60 }, () => EDGE + Math.floor(next() * 50_000)).sort(
        (a, b) => a - b,
      );
      const admitted: number[] = [];
      for (const at of times) {
        const inWindow = admitted.filter((t) => t > at - rule.windowMs).length;
        const verdict = await take(key, rule, at);
        expect(verdict.allowed, `attempt at +${at - EDGE} ms, ${inWindow} in its window`).toBe(
          inWindow < rule.limit,
        );
        if (verdict.allowed) admitted.push(at);
        else {
          // Retry-After names the moment the oldest attempt that matters leaves the window.
          const window = admitted.filter((t) => t > at - rule.windowMs);
          expect(verdict.retryAfterMs).toBe(window[window.length - rule.limit]! + rule.windowMs - at);
        }
      }
      for (const t of admitted)
        expect(admitted.filter((u) => u > t - rule.windowMs && u <= t).length).toBeLessThanOrEqual(
          rule.limit,
        );
      // Refused attempts are not logged: the key's rows are the admitted attempts of its last window.
      const { rows } = await database.db.query<{ hits: number }>(
        `SELECT sum(hits)::int AS hits FROM rate_limits WHERE key = $1`,
        [key],
      );
      expect(rows[0]!.hits).toBeLessThanOrEqual(rule.limit);
    }
  });

  it('keeps keys apart', async () => {
    const rule = { limit: 1, windowMs: MINUTE };
    const [a, b] = [freshKey(), freshKey()];
    expect((await take(a, rule, EDGE)).allowed).toBe(true);
    expect((await take(b, rule, EDGE)).allowed).toBe(true);
    expect((await take(a, rule, EDGE + 1)).allowed).toBe(false);
  });

  it('gives the last slot to one of several attempts racing for it', async () => {
    const key = freshKey();
    const rule = { limit: 5, windowMs: MINUTE };
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => take(key, rule, EDGE)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
  });

  it('refuses a rule it cannot keep', async () => {
    await expect(take(freshKey(), { limit: 0, windowMs: MINUTE }, EDGE)).rejects.toThrow(RangeError);
    await expect(take(freshKey(), { limit: 1, windowMs: 2 * 24 * 3600_000 }, EDGE)).rejects.toThrow(
      RangeError,
    );
  });
});
