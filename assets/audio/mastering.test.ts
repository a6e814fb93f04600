import { describe, expect, it } from 'vitest';
import { loudness, truePeakDb } from './analysis.ts';
import { SAMPLE_RATE, oscillator } from './dsp.ts';
import { encodeSound, type SoundSpec } from './index.ts';
import { SERVED_CEILING_DB, limit, masterLoudness } from './mastering.ts';
import { faultsOf, measureAsset, spreadFaults, type SoundFigures } from './sound-report.ts';

/** A made-up sound run through the real encoders and measures, to show each check fails what it should. */
async function figuresOf(spec: Partial<SoundSpec>, pcm: Float32Array): Promise<SoundFigures[]> {
  const full: SoundSpec = {
    name: 'sound/test',
    file: 'audio/test.mp3',
    kbps: 96,
    loop: false,
    mix: 'cue',
    render: () => pcm,
    ...spec,
  };
  return Promise.all(encodeSound(full, pcm).map((asset) => measureAsset(full, asset)));
}

describe('the mastering checks', () => {
  it('fail a clipped sound: its decoded true peak is over the ceiling, in mp3 and Opus', async () => {
    const clipped = oscillator(SAMPLE_RATE, 997).map((v) => Math.max(-1, Math.min(1, 3 * v)));
    const figures = await figuresOf({}, clipped);
    for (const f of figures) {
      expect(f.truePeakDb, f.codec).toBeGreaterThan(SERVED_CEILING_DB);
      expect(faultsOf({ mix: 'cue' }, f).join('\n')).toMatch(/true peak .* over -1/);
    }
  });

  it('fail a loop that clicks at its seam, and a sound off its class loudness', async () => {
    // 441.5 Hz does not fit a whole number of cycles in one second: the seam jumps half a cycle.
    const tone = oscillator(SAMPLE_RATE, 441.5).map((v) => 0.3 * v);
    const figures = await figuresOf({ loop: true }, tone);
    for (const f of figures) expect(faultsOf({ mix: 'cue' }, f).join('\n')).toMatch(/click of/);
    // The same tone, at about -13.5 LUFS, is far over the interface target.
    for (const f of figures) expect(faultsOf({ mix: 'interface' }, f).join('\n')).toMatch(/interface target/);
  });

  it('fail sources that differ by more than the tolerance', () => {
    const at = (name: string, lufs: number): SoundFigures => ({
      name,
      codec: 'mp3',
      truePeakDb: -3,
      samplePeakDb: -3,
      lufs,
      clickDb: 0,
      clickAt: 0,
    });
    const even = [at('a', -14), at('b', -14.6), at('c', -13.8)];
    expect(spreadFaults([['a', 'b', 'c']], even).filter((f) => f.includes('mp3'))).toEqual([]);
    const uneven = [at('a', -14), at('b', -21.5), at('c', -13.8)];
    expect(spreadFaults([['a', 'b', 'c']], uneven).join('\n')).toMatch(
      /a, b, c \(mp3\): loudness spread 7.70/,
    );
  });
});

describe('the limiter and the loudness stage', () => {
  it('brings a peaky sound to its loudness under the true-peak ceiling, as a one-shot and as a loop', () => {
    for (const loop of [false, true]) {
      // Sparse clicks over a quiet tone: a crest factor of about 25 dB, far more than -14 LUFS under -2.5 allows.
      const x = oscillator(2 * SAMPLE_RATE, 220).map((v, i) => 0.05 * v + (i % 11025 < 40 ? 0.9 : 0));
      const report = masterLoudness(x, { lufs: -14, ceilingDb: -2.5, loop });
      expect(report.limitDb, `loop ${loop}`).toBeGreaterThan(3);
      expect(loudness(x, { circular: loop })).toBeCloseTo(-14, 0);
      expect(Math.abs(loudness(x, { circular: loop }) + 14)).toBeLessThan(0.15);
      expect(truePeakDb(x, { circular: loop })).toBeLessThanOrEqual(-2.5 + 1e-6);
    }
  });

  it('leaves a sound already under the ceiling alone', () => {
    const x = oscillator(SAMPLE_RATE, 440).map((v) => 0.5 * v);
    const before = Float32Array.from(x);
    expect(limit(x, 0.9)).toBe(0);
    expect(x).toEqual(before);
  });
});
