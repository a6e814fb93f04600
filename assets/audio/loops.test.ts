import { beforeAll, describe, expect, it } from 'vitest';
import { loudness, maxJump, rms, truePeakDb, wrapJump } from './analysis.ts';
import { ENCODER_HEADROOM_DB, LOUDNESS_TARGETS, SERVED_CEILING_DB } from './mastering.ts';
import { SOUNDS } from './index.ts';
import { LOOP_BEATS, beatStart } from './music.ts';

const WINDOW = 441; // 10 ms
const db = (x: number) => 20 * Math.log10(Math.max(x, 1e-9));

describe('rendered PCM', () => {
  const pcm = new Map<string, Float32Array>();
  beforeAll(() => {
    for (const spec of SOUNDS) pcm.set(spec.name, spec.render());
  }, 60_000);
  const loops = SOUNDS.filter((s) => s.loop).map((s) => s.name);

  it('never clips, holds no NaN, and sits at its class loudness under the encoders’ true-peak ceiling', () => {
    for (const [name, x] of pcm) {
      const spec = SOUNDS.find((s) => s.name === name)!;
      let max = 0;
      let finite = true;
      for (const v of x) {
        finite &&= Number.isFinite(v);
        max = Math.max(max, Math.abs(v));
      }
      expect(finite, name).toBe(true);
      expect(max, name).toBeLessThanOrEqual(1);
      const ceiling = spec.ceilingDb ?? SERVED_CEILING_DB - ENCODER_HEADROOM_DB;
      expect(truePeakDb(x, { circular: spec.loop }), name).toBeLessThanOrEqual(ceiling + 1e-6);
      expect(Math.abs(loudness(x, { circular: spec.loop }) - LOUDNESS_TARGETS[spec.mix]), name).toBeLessThan(
        0.15,
      );
    }
  });

  it('starts and ends a one-shot at zero, so it cannot click against the silence around it', () => {
    for (const spec of SOUNDS.filter((s) => !s.loop)) {
      const x = pcm.get(spec.name)!;
      expect(Math.abs(x[0]!), spec.name).toBeLessThan(1e-3);
      expect(Math.abs(x[x.length - 1]!), spec.name).toBeLessThan(1e-3);
    }
  });

  it('jumps no further at a loop’s seam than anywhere inside it', () => {
    expect(loops).toHaveLength(6);
    for (const name of loops) {
      const x = pcm.get(name)!;
      expect(wrapJump(x), name).toBeLessThanOrEqual(maxJump(x));
    }
  });

  it('is as loud just before and just after the seam (within 3 dB) for the beds and sources', () => {
    for (const name of loops.filter((n) => n !== 'sound/keyboard-loop')) {
      const x = pcm.get(name)!;
      const head = db(rms(x, 0, WINDOW));
      const tail = db(rms(x, x.length - WINDOW));
      expect(
        Math.abs(head - tail),
        `${name}: ${head.toFixed(1)} vs ${tail.toFixed(1)} dB`,
      ).toBeLessThanOrEqual(3);
    }
  });

  it('makes the music’s seam look like any other beat boundary of the loop', () => {
    // The loop starts on a kick, so its head is louder than its tail by nature; what must hold is that the
    // seam's 10 ms on either side lie within the range of the same windows around the other 127 boundaries.
    const x = pcm.get('sound/keyboard-loop')!;
    const before: number[] = [];
    const after: number[] = [];
    for (let b = 1; b < LOOP_BEATS; b++) {
      before.push(db(rms(x, beatStart(b) - WINDOW, beatStart(b))));
      after.push(db(rms(x, beatStart(b), beatStart(b) + WINDOW)));
    }
    const tail = db(rms(x, x.length - WINDOW));
    const head = db(rms(x, 0, WINDOW));
    expect(tail).toBeGreaterThanOrEqual(Math.min(...before) - 1);
    expect(tail).toBeLessThanOrEqual(Math.max(...before) + 1);
    expect(head).toBeGreaterThanOrEqual(Math.min(...after) - 1);
    expect(head).toBeLessThanOrEqual(Math.max(...after) + 1);
  });
});
