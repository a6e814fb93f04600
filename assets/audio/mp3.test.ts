import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE, oscillator } from './dsp.ts';
import { rms } from './analysis.ts';
import { decodeMp3 } from './decode-mp3.ts';
import {
  DECODED_OFFSET,
  FRAME_SAMPLES,
  LAME_PRESET_SCALE,
  encodeMp3,
  expectedFrames,
  parseMp3,
} from './mp3.ts';

describe('mp3 encoding', () => {
  it('writes bare CBR MPEG-1 Layer III frames: no ID3 tag, no info frame', () => {
    const bytes = encodeMp3([oscillator(SAMPLE_RATE, 440)], 96);
    expect([bytes[0], (bytes[1] ?? 0) & 0xfe]).toEqual([0xff, 0xfa]);
    const info = parseMp3(bytes);
    expect(info).toMatchObject({ bitrates: [96], sampleRate: SAMPLE_RATE, channels: 1 });
    // 96 kbit/s for the decoded length, give or take the frames' padding bytes.
    expect(bytes.length / ((96000 / 8) * (info.decodedSamples / SAMPLE_RATE))).toBeCloseTo(1, 2);
  });

  it('frames the input after the 576-sample encoder delay, padding ≥ 576 samples at the end', () => {
    // lamejs' flush pads 576 + n up to whole frames plus, when that leaves less than 576, one frame more:
    // the frame count pins the encoder delay the loop points rely on.
    for (const n of [1, 100, 576, 1152, 2000, 44100]) {
      const info = parseMp3(encodeMp3([oscillator(n, 440)], 128));
      expect(info.frames).toBe(expectedFrames(n));
      expect(info.decodedSamples - (576 + n)).toBeGreaterThanOrEqual(576);
      expect(info.decodedSamples - (576 + n)).toBeLessThan(576 + FRAME_SAMPLES);
    }
  });

  it('plays 0.45 dB quieter than its input, at 96 and at 128 kbps: LAME’s preset scale', async () => {
    const tone = oscillator(SAMPLE_RATE, 997).map((v) => 0.5 * v);
    for (const kbps of [96, 128]) {
      const { pcm } = await decodeMp3(encodeMp3([tone], kbps));
      const decoded = pcm.subarray(DECODED_OFFSET, DECODED_OFFSET + tone.length);
      const ratio = rms(decoded, 4410, 40000) / rms(tone, 4410, 40000);
      expect(ratio).toBeCloseTo(LAME_PRESET_SCALE, 3);
    }
  });

  it('encodes stereo', () => {
    const info = parseMp3(encodeMp3([oscillator(4410, 440), oscillator(4410, 660)], 128));
    expect(info.channels).toBe(2);
  });

  it('rejects a stream with garbage between frames', () => {
    const bytes = encodeMp3([oscillator(4410, 440)], 96);
    const broken = new Uint8Array(bytes.length + 1);
    broken.set(bytes.subarray(0, 300));
    broken.set(bytes.subarray(300), 301);
    expect(() => parseMp3(broken)).toThrow(/no frame header/);
  });
});
