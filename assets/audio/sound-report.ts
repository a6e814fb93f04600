import type { GeneratedAsset } from '../generated-asset.ts';
import { clickDb, loudness, truePeakDb } from './analysis.ts';
import { decodeMp3 } from './decode-mp3.ts';
import { decodeOggOpus } from './opus.ts';
import type { SoundSpec } from './index.ts';
import { CLICK_LIMIT_DB, LOUDNESS_TARGETS, LOUDNESS_TOLERANCE_LU, SERVED_CEILING_DB } from './mastering.ts';

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
 * Where a decoded sound can click, in seconds into the sound: a loop's seam (the jump from its end back to its
 * start, as the player makes it) and the joins its generator names inside it. A one-shot's first and last
 * samples are checked on its PCM instead (loops.test.ts: it starts and ends at zero), as its start is an onset
 * after silence by design, which this measure cannot tell from a click.
 */
export function joinsOf(spec: Pick<SoundSpec, 'loop' | 'joins'>): number[] {
  return [...(spec.loop ? [0] : []), ...(spec.joins ?? [])];
}

export async function measureAsset(spec: SoundSpec, asset: GeneratedAsset): Promise<SoundFigures> {
  const { pcm, rate } = await decodeAsset(asset);
  const at = (ms: number) => Math.round((ms * rate) / 1000);
  const start = at(num(asset, 'startMs'));
  const length = at(num(asset, 'durationMs'));
  // A loop is heard as its seamless region played round and round; a one-shot as the file from its start.
  const sound = spec.loop ? pcm.slice(start, start + length) : pcm.slice(start);
  const joins = joinsOf(spec);
  const clicks = clickDb(
    sound,
    joins.map((s) => Math.round(s * rate)),
    { rate, circular: spec.loop },
  );
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
    clickAt: joins[worst] ?? NaN,
  };
}

/** What is wrong with one served file: each broken limit, in words; none for a well-mastered sound. */
export function faultsOf(spec: Pick<SoundSpec, 'mix'>, figures: SoundFigures): string[] {
  const label = `${figures.name} (${figures.codec})`;
  const faults: string[] = [];
  if (figures.truePeakDb > SERVED_CEILING_DB)
    faults.push(`${label}: true peak ${figures.truePeakDb.toFixed(2)} dBTP, over ${SERVED_CEILING_DB}`);
  if (figures.clickDb > CLICK_LIMIT_DB)
    faults.push(`${label}: click of ${figures.clickDb.toFixed(1)} dB at ${figures.clickAt.toFixed(3)} s`);
  const target = LOUDNESS_TARGETS[spec.mix];
  if (!(Math.abs(figures.lufs - target) <= LOUDNESS_TOLERANCE_LU))
    faults.push(
      `${label}: ${figures.lufs.toFixed(2)} LUFS, ${spec.mix} target ${target} ± ${LOUDNESS_TOLERANCE_LU}`,
    );
  return faults;
}

/** Sounds a game compares by ear: each group's loudest and quietest file of a codec within the tolerance. */
export function spreadFaults(groups: string[][], figures: SoundFigures[]): string[] {
  const faults: string[] = [];
  for (const group of groups)
    for (const codec of ['mp3', 'opus'] as const) {
      const levels = figures.filter((f) => f.codec === codec && group.includes(f.name)).map((f) => f.lufs);
      const spread = Math.max(...levels) - Math.min(...levels);
      if (levels.length !== group.length || !(spread <= LOUDNESS_TOLERANCE_LU))
        faults.push(`${group.join(', ')} (${codec}): loudness spread ${spread.toFixed(2)} LU`);
    }
  return faults;
}
