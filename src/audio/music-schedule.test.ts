import { describe, expect, it } from 'vitest';
import { firstOnsetS, layoutFromDecoded, scheduleMusic } from './music-schedule.ts';

// The keyboard music's metadata (assets/audio/index.ts): an 8-beat intro whose first beat the encoder put at
// 25.06 ms, a 128-beat loop whose region starts at 100 ms; Chromium's decoder keeps 3.8 ms of the lead-in.
const BEAT = 60000 / 188;
const meta = {
  introFirstBeatMs: 25.0567,
  introEndMs: 25.0567 + 8 * BEAT,
  loopStartMs: 100,
  loopEndMs: 100 + 128 * BEAT,
};

describe('the music layout', () => {
  it('moves every position by where the decoder put the first beat', () => {
    const layout = layoutFromDecoded({ ...meta, measuredIntroOnsetS: 0.0038 });
    expect(layout.introFirstBeatS).toBeCloseTo(0.0038, 9);
    expect(layout.loopStartS).toBeCloseTo(0.1 - (0.0250567 - 0.0038), 9);
    expect(layout.loopEndS - layout.loopStartS).toBeCloseTo((128 * BEAT) / 1000, 9);
    expect(layout.introMs).toBeCloseTo(8 * BEAT, 9);
    // Silent intro (nothing measured): the metadata as it is.
    expect(layoutFromDecoded({ ...meta, measuredIntroOnsetS: null }).loopStartS).toBe(0.1);
  });

  it('starts the intro and queues the loop on its beat 0, or starts inside the loop after a pause', () => {
    const layout = layoutFromDecoded({ ...meta, measuredIntroOnsetS: 0.0038 });
    const fresh = scheduleMusic(layout, 0, 10);
    expect(fresh.intro).toEqual({ whenS: 10, offsetS: layout.introFirstBeatS });
    expect(fresh.loop.whenS).toBeCloseTo(10 + (8 * BEAT) / 1000, 9);
    expect(fresh.loop.offsetS).toBe(layout.loopStartS);
    const inIntro = scheduleMusic(layout, 1000, 20);
    expect(inIntro.intro!.offsetS).toBeCloseTo(layout.introFirstBeatS + 1, 9);
    expect(inIntro.loop.whenS).toBeCloseTo(20 + (8 * BEAT - 1000) / 1000, 9);
    // Beat 8 + 128 + 3: the second time round the loop, three beats in.
    const later = scheduleMusic(layout, (8 + 128 + 3) * BEAT, 30);
    expect(later.intro).toBeNull();
    expect(later.loop.whenS).toBe(30);
    expect(later.loop.offsetS).toBeCloseTo(layout.loopStartS + (3 * BEAT) / 1000, 6);
  });
});

describe('firstOnsetS', () => {
  it('finds the first sample of the opening hit, past quiet codec noise', () => {
    const rate = 48000;
    const samples = new Float32Array(rate / 2);
    for (let i = 0; i < 100; i++) samples[i] = 0.001 * ((i % 3) - 1);
    samples[182] = 0.6;
    samples[183] = 0.9;
    expect(firstOnsetS(samples, rate)).toBeCloseTo(182 / rate, 12);
    expect(firstOnsetS(new Float32Array(1000), rate)).toBeNull();
  });
});
