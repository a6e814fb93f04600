import type { GeneratedAsset } from '../generated-asset.ts';
import { clickDb, loudness, truePeakDb } from './analysis.ts';
import { decodeMp3 } from './decode-mp3.ts';
import { decodeOggOpus } from './opus.ts';
import type { SoundSpec } from './index.ts';

/**
 * The figures of one served sound file, measured on what a player decodes (the encoders overshoot, so the
 * rendered PCM is not enough): true peak, integrated loudness, and how far the loudest join stands out as a
 * click. The tests hold them to the mastering targets; `npm run bench:sound` prints them.
 */
export interface SoundFigures {
  name: string;
  codec: 'mp3' | 'opus';
  truePeakDb: number;
  /** Largest decoded sample magnitude, dBFS: 0 or more is a clipped sample once a player converts to 16 bits. */
  samplePeakDb: number;
  lufs: number;
  /** The loudest join's click figure (analysis.ts clickDb) and where it is, in seconds into the sound. */
  clickDb: number;
  clickAt: number;
}

const num = (asset: GeneratedAsset, key: string): number => {
  const value = asset.meta?.[key];
  if (typeof value !== 'number') throw new Error(`${asset.name}: meta.${key} is not a number`);
  return value;
};

/** The decoded PCM of a served file and its rate. */
export async function decodeAsset(asset: GeneratedAsset): Promise<{ pcm: Float32Array; rate: number }> {
  if (asset.type) return { pcm: decodeOggOpus(asset.bytes), rate: 48000 };
  const { pcm, sampleRate } = await decodeMp3(asset.bytes);
  return { pcm, rate: sampleRate };
}

/**
 * Where a sound can click, in seconds into the sound: a one-shot's first and last sample, a loop's seam (the
 * jump from its end back to its start, as the player makes it), and the joins its generator names inside it.
 */
export function joinsOf(spec: Pick<SoundSpec, 'loop' | 'joins'>, seconds: number): number[] {
  return [...(spec.loop ? [0] : [0, seconds]), ...(spec.joins ?? [])];
}

export async function measureAsset(spec: SoundSpec, asset: GeneratedAsset): Promise<SoundFigures> {
  const { pcm, rate } = await decodeAsset(asset);
  const at = (ms: number) => Math.round((ms * rate) / 1000);
  const start = at(num(asset, 'startMs'));
  const length = at(num(asset, 'durationMs'));
  // A loop is heard as its seamless region played round and round; a one-shot as the file from its start.
  const sound = spec.loop ? pcm.slice(start, start + length) : pcm.slice(start);
  const joins = joinsOf(spec, length / rate);
  const clicks = clickDb(sound, joins.map((s) => Math.round(s * rate)), { rate, circular: spec.loop });
  let worst = 0;
  clicks.forEach((c, i) => {
    if (c > (clicks[worst] ?? -Infinity)) worst = i;
  });
  let samplePeak = 0;
  for (const v of pcm) samplePeak = Math.max(samplePeak, Math.abs(v));
  return {
    name: spec.name,
    codec: asset.type ? 'opus' : 'mp3',
    // The whole file: the encoder's pre-roll and padding are decoded too.
    truePeakDb: truePeakDb(pcm),
    samplePeakDb: 20 * Math.log10(samplePeak),
    lufs: spec.loop
      ? loudness(sound, { rate, circular: true })
      : loudness(sound.subarray(0, length), { rate }),
    clickDb: clicks[worst] ?? -Infinity,
    clickAt: joins[worst] ?? 0,
  };
}
