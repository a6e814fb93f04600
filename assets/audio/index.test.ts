import { digests } from '../../test/generated-assets.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedAsset } from '../generated-asset.ts';
import {
  LOOP_POSTROLL,
  LOOP_PREROLL,
  MP3_ONE_SHOT_LEAD,
  OPUS_KBPS,
  SOUNDS,
  encoderInput,
  generateSounds,
} from './index.ts';
import { DECODED_OFFSET, FRAME_SAMPLES, expectedFrames, parseMp3 } from './mp3.ts';
import { parseOggOpus } from './ogg.ts';
import { OPUS_LOOKAHEAD, OPUS_TYPE, decodeOggOpus } from './opus.ts';
import { beatStart } from './music.ts';
import { resampleTo48k, resampledLength } from './resample.ts';
import { clickDb } from './analysis.ts';
import { CLICK_LIMIT_DB } from './mastering.ts';
import { WORLD_SOUNDS } from '../manifest.ts';
import { decodeAsset, faultsOf, measureAsset, spreadFaults, type SoundFigures } from './sound-report.ts';

const HEADSPACE_SOURCES = WORLD_SOUNDS.headset.filter((name) => name.startsWith('sound/headset-source-'));

/** The brief's lengths, in ms, and which sounds loop. */
const INTENDED: Record<string, { ms: number; loop: boolean; file: string }> = {
  'sound/game-over': { ms: 1500, loop: false, file: 'audio/game-over.mp3' },
  'sound/click': { ms: 50, loop: false, file: 'audio/click.mp3' },
  'sound/hover': { ms: 70, loop: false, file: 'audio/hover.mp3' },
  'sound/failure': { ms: 500, loop: false, file: 'audio/failure.mp3' },
  'sound/mouse-fail': { ms: 400, loop: false, file: 'audio/mouse-fail.mp3' },
  'sound/headset-found': { ms: 800, loop: false, file: 'audio/headset-found.mp3' },
  'sound/keyboard-perfect': { ms: 300, loop: false, file: 'audio/keyboard-perfect.mp3' },
  'sound/overheating': { ms: 2000, loop: true, file: 'audio/overheating.mp3' },
  'sound/find-source': { ms: 5000, loop: false, file: 'audio/find-source.mp3' },
  'sound/mouse-cue': { ms: 1000, loop: false, file: 'audio/mouse-cue.mp3' },
  'sound/ambiance': { ms: 20000, loop: true, file: 'audio/ambiance.mp3' },
  'sound/keyboard-intro': { ms: (8 * 60000) / 188, loop: false, file: 'audio/keyboard-intro.mp3' },
  'sound/keyboard-loop': { ms: (128 * 60000) / 188, loop: true, file: 'audio/keyboard-loop.mp3' },
  'sound/headset-source-1': { ms: 3000, loop: true, file: 'audio/headset-source-1.mp3' },
  'sound/headset-source-2': { ms: 2000, loop: true, file: 'audio/headset-source-2.mp3' },
  'sound/headset-source-3': { ms: 4000, loop: true, file: 'audio/headset-source-3.mp3' },
};

const ms = (samples: number) => (samples * 1000) / 44100;
/** The silence before a one-shot's sound in its mp3 (index.ts, MP3_ONE_SHOT_LEAD): none for loops and music. */
const mp3Lead = (name: string) => {
  const spec = SOUNDS.find((s) => s.name === name)!;
  return spec.loop || spec.mix === 'music' ? 0 : MP3_ONE_SHOT_LEAD;
};
/** An Opus loop's pre-roll, in 44.1 kHz samples: LOOP_PREROLL or one of the later tries, 10 ms apart. */
const opusPreroll = (asset: GeneratedAsset) => Math.round((num(asset, 'loopStartMs') * 44100) / 1000);
const num = (asset: GeneratedAsset, key: string): number => {
  const value = asset.meta?.[key];
  if (typeof value !== 'number') throw new Error(`${asset.name}: meta.${key} is not a number`);
  return value;
};

describe('generateSounds', () => {
  let all: GeneratedAsset[];
  /** The mp3 files, the main file of each sound. */
  let first: GeneratedAsset[];
  let opus: GeneratedAsset[];
  let second: GeneratedAsset[];
  const byName = (name: string, list = first) => {
    const asset = list.find((a) => a.name === name);
    if (!asset) throw new Error(`missing ${name}`);
    return asset;
  };

  beforeAll(async () => {
    all = await generateSounds();
    first = all.filter((a) => !a.type);
    opus = all.filter((a) => a.type);
    second = await generateSounds();
    // Two full generations, mastering and the Opus loops' seam search included: about two minutes.
  }, 400_000);

  it('gives byte-identical files on every run', () => {
    expect(digests(second)).toEqual(digests(all));
    expect(second.map((a) => a.meta)).toEqual(all.map((a) => a.meta));
  });

  it('makes every sound of the set, once as mp3 and once as Opus, at its path', () => {
    expect(first.map((a) => a.name).sort()).toEqual(Object.keys(INTENDED).sort());
    for (const asset of first) expect(asset.file).toBe(INTENDED[asset.name]?.file);
    expect(opus.map((a) => a.name).sort()).toEqual(Object.keys(INTENDED).sort());
    for (const asset of opus) {
      expect(asset.file).toBe(INTENDED[asset.name]?.file.replace(/\.mp3$/, '.opus'));
      expect(asset.type).toBe(OPUS_TYPE);
    }
  });

  // Each sound is rendered again here, mastering included: tens of seconds for the sixteen.
  it(
    'writes Ogg Opus files that decode to exactly what went into the encoder, at OPUS_KBPS',
    { timeout: 120_000 },
    () => {
      for (const asset of opus) {
        const spec = SOUNDS.find((s) => s.name === asset.name)!;
        const pcm = spec.render();
        const info = parseOggOpus(asset.bytes);
        expect(info.channels, asset.name).toBe(1);
        expect(info.preSkip, asset.name).toBe(OPUS_LOOKAHEAD);
        const preroll = asset.meta?.loop ? opusPreroll(asset) : 0;
        expect(info.samples, asset.name).toBe(resampledLength(encoderInput(spec, pcm, preroll).length));
        const seconds = info.samples / 48000;
        // VBR around the target for anything long enough that the headers do not count.
        if (seconds > 1)
          expect(asset.bytes.length / ((OPUS_KBPS * 1000 * seconds) / 8), asset.name).toBeLessThan(1.15);
        // Same facts as the mp3's, shifted to where the Opus decoder puts the sound: no lead-in at all.
        const mp3 = byName(asset.name);
        if (asset.meta?.loop) expect(num(asset, 'startMs'), asset.name).toBeCloseTo(ms(preroll), 9);
        else
          expect(num(asset, 'startMs'), asset.name).toBeCloseTo(
            num(mp3, 'startMs') - ms(DECODED_OFFSET + mp3Lead(asset.name)),
            9,
          );
        expect(num(asset, 'durationMs'), asset.name).toBe(num(mp3, 'durationMs'));
        if (asset.meta?.loop) {
          // LOOP_PREROLL, or a later try whose decoded seam clicked less (index.ts, encodeOpusLoop).
          expect(num(asset, 'loopStartMs'), asset.name).toBeCloseTo(ms(preroll), 9);
          expect((preroll - LOOP_PREROLL) % 441, asset.name).toBe(0);
          expect(preroll, asset.name).toBeGreaterThanOrEqual(LOOP_PREROLL);
          expect(preroll, asset.name).toBeLessThan(LOOP_PREROLL + 12 * 441);
          expect(num(asset, 'loopEndMs') - num(asset, 'loopStartMs'), asset.name).toBeCloseTo(
            num(asset, 'durationMs'),
            9,
          );
          // The post-roll is decoded audio after the loop's end.
          expect(info.samples / 48 - num(asset, 'loopEndMs')).toBeGreaterThanOrEqual(ms(LOOP_POSTROLL) - 0.1);
        }
      }
    },
  );

  it(
    'keeps the beat in the Opus music: every kick of the loop decodes on its sample, at its level',
    { timeout: 120_000 },
    () => {
      const asset = byName('sound/keyboard-loop', opus);
      const spec = SOUNDS.find((s) => s.name === asset.name)!;
      const preroll = opusPreroll(asset);
      const reference = resampleTo48k(encoderInput(spec, spec.render(), preroll));
      const decoded = decodeOggOpus(asset.bytes);
      const at48 = (sample44: number) => Math.round((sample44 * 48000) / 44100);
      const lags: number[] = [];
      const levelsDb: number[] = [];
      for (let beat = 0; beat < 128; beat++) {
        // 30 ms from the kick's start: the attack the ear places the beat by.
        const start = at48(preroll + beatStart(beat));
        const length = 1440;
        let bestLag = 0;
        let best = -Infinity;
        for (let lag = -48; lag <= 48; lag++) {
          let c = 0;
          for (let i = start; i < start + length; i++) c += reference[i]! * decoded[i + lag]!;
          if (c > best) [best, bestLag] = [c, lag];
        }
        lags.push(bestLag);
        let er = 0;
        let ed = 0;
        for (let i = start; i < start + length; i++) {
          er += reference[i]! ** 2;
          ed += decoded[i]! ** 2;
        }
        levelsDb.push(10 * Math.log10(ed / er));
      }
      // Kicks share their 30 ms with noisy snares and shakers, which the codec rebuilds rather than copies, so a
      // few windows correlate best a sample or three off (3 samples = 0.06 ms); none further, most exactly.
      expect(Math.max(...lags.map(Math.abs))).toBeLessThanOrEqual(3);
      expect(lags.filter((lag) => lag === 0).length).toBeGreaterThanOrEqual(120);
      expect(Math.max(...levelsDb.map(Math.abs))).toBeLessThan(1);
    },
  );

  it('gives each sound its intended length (within 5 %) and loop flag', () => {
    for (const asset of first) {
      const intended = INTENDED[asset.name]!;
      expect(Math.abs(num(asset, 'durationMs') - intended.ms) / intended.ms, asset.name).toBeLessThanOrEqual(
        0.05,
      );
      expect(asset.meta?.loop, asset.name).toBe(intended.loop);
    }
    expect(num(byName('sound/click'), 'durationMs')).toBeLessThan(100);
    expect(num(byName('sound/hover'), 'durationMs')).toBeLessThan(100);
    expect(Math.abs(num(byName('sound/find-source'), 'durationMs') - 5000)).toBeLessThanOrEqual(10);
    expect(Math.abs(num(byName('sound/keyboard-loop'), 'durationMs') - 40851)).toBeLessThanOrEqual(1);
    const ambiance = num(byName('sound/ambiance'), 'durationMs');
    expect(ambiance).toBeGreaterThanOrEqual(16000);
    expect(ambiance).toBeLessThanOrEqual(24000);
  });

  it('writes clean 44.1 kHz mono mp3 streams at 96–128 kbps of a plausible size', () => {
    for (const asset of first) {
      const { bytes } = asset;
      const frameSync = bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
      const id3 = bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33;
      expect(frameSync || id3, asset.name).toBe(true);
      const info = parseMp3(bytes);
      expect(info.sampleRate).toBe(44100);
      expect(info.channels).toBe(1);
      expect(info.bitrates).toHaveLength(1);
      const kbps = info.bitrates[0]!;
      expect(kbps).toBeGreaterThanOrEqual(96);
      expect(kbps).toBeLessThanOrEqual(128);

      // Size ≈ kbps × seconds / 8 over what the file holds: the sound, plus for a loop its pre- and post-roll,
      // plus the encoder delay and the final frame's padding.
      const encodedSamples =
        (num(asset, 'durationMs') / 1000) * 44100 +
        (asset.meta?.loop ? LOOP_PREROLL + LOOP_POSTROLL : mp3Lead(asset.name));
      // Whole frames: lamejs pads the stream to them (a 70 ms hover is 5 frames, 130 ms of them).
      const expectedBytes = (expectedFrames(encodedSamples) * FRAME_SAMPLES * kbps * 1000) / 8 / 44100;
      expect(Math.abs(bytes.length / expectedBytes - 1), asset.name).toBeLessThanOrEqual(0.2);
      // The plain rule (kbps × duration / 8) holds for everything long enough that one frame is small beside it.
      if (num(asset, 'durationMs') >= 250) {
        const plain = (kbps * num(asset, 'durationMs')) / 8;
        expect(Math.abs(bytes.length / plain - 1), asset.name).toBeLessThanOrEqual(0.2);
      }
      // The decoded stream holds the whole sound after the delays, and at most a frame and a half of padding.
      expect(info.decodedSamples).toBeGreaterThanOrEqual(encodedSamples + DECODED_OFFSET);
      expect(info.decodedSamples).toBeLessThan(encodedSamples + DECODED_OFFSET + FRAME_SAMPLES + 576);
    }
  });

  it('places every loop in the decoded file after the decoder delay and pre-roll, one period long', () => {
    for (const asset of first) {
      expect(num(asset, 'startMs')).toBeCloseTo(
        ms(DECODED_OFFSET + (asset.meta?.loop ? LOOP_PREROLL : mp3Lead(asset.name))),
        6,
      );
      if (!asset.meta?.loop) continue;
      expect(num(asset, 'loopStartMs'), asset.name).toBeCloseTo(100, 6);
      expect(num(asset, 'loopEndMs') - num(asset, 'loopStartMs'), asset.name).toBeCloseTo(
        num(asset, 'durationMs'),
        6,
      );
      // The post-roll keeps real audio, not padding, after the loop end.
      const decodedMs = ms(parseMp3(asset.bytes).decodedSamples);
      expect(decodedMs - num(asset, 'loopEndMs')).toBeGreaterThanOrEqual(ms(LOOP_POSTROLL));
    }
  });

  it('tells the music’s tempo and where its beats are', () => {
    const loop = byName('sound/keyboard-loop');
    expect(loop.meta).toMatchObject({ bpm: 188, beats: 128 });
    expect(num(loop, 'beatMs')).toBeCloseTo(60000 / 188, 9);
    expect(num(loop, 'firstBeatMs')).toBe(num(loop, 'loopStartMs'));
    expect(num(loop, 'beats') * num(loop, 'beatMs')).toBeCloseTo(
      num(loop, 'loopEndMs') - num(loop, 'loopStartMs'),
      1,
    );
    const intro = byName('sound/keyboard-intro');
    expect(intro.meta).toMatchObject({ bpm: 188, beats: 8, loop: false });
    expect(num(intro, 'firstBeatMs')).toBeCloseTo(ms(DECODED_OFFSET), 9);
    expect(num(intro, 'endMs') - num(intro, 'firstBeatMs')).toBeCloseTo(num(intro, 'durationMs'), 9);
  });
  // The served files' sound, measured on the generation above (one generation less for the test run).
  describe('the served sound files', () => {
    let figures: SoundFigures[];
    const specOf = (name: string) => SOUNDS.find((s) => s.name === name)!;

    beforeAll(async () => {
      figures = [];
      for (const asset of all) figures.push(await measureAsset(specOf(asset.name), asset));
    }, 300_000);

    it('measures every sound in both codecs', () => {
      expect(figures).toHaveLength(2 * SOUNDS.length);
    });

    it('decode under the true-peak ceiling, click at no join, at their class loudness', () => {
      expect(figures.flatMap((f) => faultsOf(specOf(f.name), f))).toEqual([]);
    });

    it('give the three Headspace sources the same loudness', () => {
      expect(HEADSPACE_SOURCES).toHaveLength(3);
      expect(spreadFaults([HEADSPACE_SOURCES], figures)).toEqual([]);
    });

    it('join the keyboard intro to its loop without a click, as the music schedule plays them', async () => {
      // The schedule starts the loop's region at the intro's end (src/audio/music-schedule.ts): the splice is a
      // join like any other.
      for (const codec of ['mp3', 'opus']) {
        const pick = (name: string) => all.find((a) => a.name === name && (codec === 'opus') === !!a.type)!;
        const intro = pick('sound/keyboard-intro');
        const loop = pick('sound/keyboard-loop');
        const a = await decodeAsset(intro);
        const b = await decodeAsset(loop);
        const at = (ms: unknown) => Math.round(((ms as number) * a.rate) / 1000);
        const head = a.pcm.slice(0, at(intro.meta!.endMs));
        const tail = b.pcm.slice(at(loop.meta!.loopStartMs), at(loop.meta!.loopStartMs) + a.rate);
        const spliced = new Float32Array(head.length + tail.length);
        spliced.set(head);
        spliced.set(tail, head.length);
        const [click] = clickDb(spliced, [head.length], { rate: a.rate });
        expect(click, codec).toBeLessThanOrEqual(CLICK_LIMIT_DB);
      }
    });
  });
});
