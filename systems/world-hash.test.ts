import { addComponent, addEntity, createWorld, removeComponent } from 'bitecs';
import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';
import type { GameWorld, StepContext } from './system.ts';
import { firstCheckpointMismatch, hashWorld } from './world-hash.ts';

/** A small world of its own stores: two movers (one tagged) and a counter. */
function smallWorld(yFirst = false) {
  const Position = yFirst
    ? { y: new Float64Array(8), x: new Float64Array(8) }
    : { x: new Float64Array(8), y: new Float64Array(8) };
  const c = yFirst
    ? { IsHero: {}, Position, Count: { n: new Int32Array(8) } }
    : { Position, Count: { n: new Int32Array(8) }, IsHero: {} };
  const ctx: StepContext<never, string> = {
    dtMs: 1000 / 60,
    tick: 0,
    commands: [],
    rng: createRandom(7),
    events: [],
  };
  const world = createWorld({ ctx }) as GameWorld<never, string>;
  const a = addEntity(world);
  const b = addEntity(world);
  addComponent(world, a, c.Position);
  addComponent(world, a, c.IsHero);
  addComponent(world, b, c.Position);
  addComponent(world, b, c.Count);
  c.Position.x[a] = 1.5;
  c.Position.y[a] = -2;
  c.Position.x[b] = 0.1;
  c.Count.n[b] = 42;
  ctx.tick = 3;
  ctx.events.push('hit');
  return { world, c, ctx, a, b };
}

function hashOf(w: ReturnType<typeof smallWorld>): string {
  return hashWorld(w.world, w.c);
}

/** The byte stream world-hash.ts documents, written out independently with a little-endian DataView. */
function referenceHash(w: ReturnType<typeof smallWorld>): string {
  const bytes: number[] = [];
  const view = new DataView(new ArrayBuffer(8));
  const u32 = (v: number) => {
    view.setUint32(0, v >>> 0, true);
    for (let i = 0; i < 4; i++) bytes.push(view.getUint8(i));
  };
  const str = (s: string) => {
    u32(s.length);
    for (let i = 0; i < s.length; i++) {
      view.setUint16(0, s.charCodeAt(i), true);
      bytes.push(view.getUint8(0), view.getUint8(1));
    }
  };
  const f64 = (v: number) => {
    view.setFloat64(0, v, true);
    for (let i = 0; i < 8; i++) bytes.push(view.getUint8(i));
  };
  const i32 = (v: number) => {
    view.setInt32(0, v, true);
    for (let i = 0; i < 4; i++) bytes.push(view.getUint8(i));
  };
  u32(w.ctx.tick);
  for (const word of w.ctx.rng.getState()) u32(word);
  u32(w.ctx.events.length);
  for (const e of w.ctx.events) str(e);
  // Entities 1 and 2 live; components in name order: Count (bit 0), IsHero (bit 1), Position (bit 2).
  u32(3);
  u32(w.a);
  u32(0b110);
  u32(w.b);
  u32(0b101);
  str('Count');
  str('n');
  for (let eid = 0; eid < 3; eid++) i32(w.c.Count.n[eid]!);
  str('IsHero');
  str('Position');
  str('x');
  for (let eid = 0; eid < 3; eid++) f64(w.c.Position.x[eid]!);
  str('y');
  for (let eid = 0; eid < 3; eid++) f64(w.c.Position.y[eid]!);
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** The next float away from zero: the smallest change a Float64Array can hold. */
function oneUlpMore(x: number): number {
  const f = new Float64Array([x]);
  const bits = new BigInt64Array(f.buffer);
  bits[0] = bits[0]! + 1n;
  return f[0]!;
}

describe('hashWorld', () => {
  it('is FNV-1a 32 over the documented little-endian byte stream', () => {
    const w = smallWorld();
    expect(w.a).toBe(1);
    expect(w.b).toBe(2);
    expect(hashWorld(w.world, w.c)).toBe(referenceHash(w));
    // Pinned, so a change of the stream or of the algorithm cannot pass unnoticed (it would void every
    // golden checkpoint).
    expect(hashWorld(w.world, w.c)).toBe('91a117a9');
  });

  it('gives the same hash for the same state, whatever the order fields were declared in', () => {
    expect(hashOf(smallWorld(true))).toBe(hashOf(smallWorld()));
    expect(hashOf(smallWorld())).toBe(hashOf(smallWorld()));
  });

  it('changes with one ulp of one float, one integer, a tag, the PRNG, the tick or the events', () => {
    const base = hashOf(smallWorld());
    const changed = (mutate: (w: ReturnType<typeof smallWorld>) => void) => {
      const w = smallWorld();
      mutate(w);
      return hashWorld(w.world, w.c);
    };
    expect(changed((w) => (w.c.Position.x[w.b] = oneUlpMore(w.c.Position.x[w.b]!)))).not.toBe(base);
    expect(changed((w) => (w.c.Position.y[w.a] = 0 * -1))).not.toBe(
      changed((w) => (w.c.Position.y[w.a] = 0)),
    );
    expect(changed((w) => (w.c.Count.n[w.b] = 43))).not.toBe(base);
    expect(changed((w) => removeComponent(w.world, w.a, w.c.IsHero))).not.toBe(base);
    expect(changed((w) => addComponent(w.world, w.b, w.c.IsHero))).not.toBe(base);
    expect(changed((w) => w.ctx.rng.next())).not.toBe(base);
    expect(changed((w) => (w.ctx.tick = 4))).not.toBe(base);
    expect(changed((w) => (w.ctx.events.length = 0))).not.toBe(base);
    expect(changed((w) => (w.ctx.events[0] = 'hot'))).not.toBe(base);
    expect(changed((w) => addEntity(w.world))).not.toBe(base);
  });

  it('covers the live entity range only: slots past the highest live entity do not count', () => {
    const base = hashOf(smallWorld());
    const w = smallWorld();
    w.c.Position.x[5] = 99;
    expect(hashWorld(w.world, w.c)).toBe(base);
  });

  it('refuses a component field that is not a typed array, so no state escapes it', () => {
    const w = smallWorld();
    expect(() => hashWorld(w.world, { ...w.c, Names: { list: ['a'] } })).toThrow(/Names\.list/);
  });
});

describe('firstCheckpointMismatch', () => {
  const run = [
    { tick: 500, hash: 'aaaaaaaa' },
    { tick: 1000, hash: 'bbbbbbbb' },
    { tick: 1234, hash: 'cccccccc' },
  ];

  it('finds none in equal lists', () => {
    expect(
      firstCheckpointMismatch(
        run,
        run.map((c) => ({ ...c })),
      ),
    ).toBeNull();
  });

  it('names the first step whose hash differs', () => {
    const drifted = [run[0]!, { tick: 1000, hash: 'dddddddd' }, { tick: 1234, hash: 'eeeeeeee' }];
    expect(firstCheckpointMismatch(run, drifted)).toEqual({
      tick: 1000,
      expected: 'bbbbbbbb',
      actual: 'dddddddd',
    });
  });

  it('names a missing or an extra checkpoint', () => {
    expect(firstCheckpointMismatch(run, run.slice(0, 2))).toEqual({
      tick: 1234,
      expected: 'cccccccc',
      actual: undefined,
    });
    expect(firstCheckpointMismatch(run.slice(0, 2), run)).toEqual({
      tick: 1234,
      expected: undefined,
      actual: 'cccccccc',
    });
    expect(firstCheckpointMismatch(run, [run[0]!, { tick: 1100, hash: 'bbbbbbbb' }, run[2]!])).toEqual({
      tick: 1000,
      expected: 'bbbbbbbb',
      actual: undefined,
    });
  });
});
