/**
 * Where a piece of music with an intro and a loop stands, as numbers only (no Web Audio), so the scheduling and
 * the clock can be tested exactly. Music time is ms since the intro's first beat: the intro covers
 * [0, introMs), the loop's beat 0 is at introMs and it repeats every loopMs.
 */
export interface MusicLayout {
  /** Length of the intro, up to the loop's beat 0 (ms). */
  introMs: number;
  /** One period of the loop (ms). */
  loopMs: number;
  /** Where the intro's first beat lies in its decoded buffer (s). */
  introFirstBeatS: number;
  /** The loop's seamless region in its decoded buffer (s): its beat 0 at loopStartS. */
  loopStartS: number;
  loopEndS: number;
}

/** What to start, and where, so that music time `positionMs` sounds at context time `atS`. */
export interface MusicStart {
  /** The intro source: started at `atS` from `offsetS` in its buffer; null once the intro is over. */
  intro: { whenS: number; offsetS: number } | null;
  /** The looping source: started at `whenS` from `offsetS` (inside the loop region), looping over it. */
  loop: { whenS: number; offsetS: number };
}

export function scheduleMusic(layout: MusicLayout, positionMs: number, atS: number): MusicStart {
  const p = Math.max(0, positionMs);
  if (p < layout.introMs) {
    return {
      intro: { whenS: atS, offsetS: layout.introFirstBeatS + p / 1000 },
      loop: { whenS: atS + (layout.introMs - p) / 1000, offsetS: layout.loopStartS },
    };
  }
  const intoLoop = (p - layout.introMs) % layout.loopMs;
  return { intro: null, loop: { whenS: atS, offsetS: layout.loopStartS + intoLoop / 1000 } };
}

/**
 * Where the decoder put the music's first beat: the first sample of the intro's opening kick, the loudest
 * sound in its first beat. The generator's metadata says where the encoder put it (in the mp3, after lamejs'
 * lead-in; in the Opus file, at 0 since its decoder drops the pre-skip); decoders trim part of the mp3's lead-in,
 * each its own way (Chromium keeps 3.8 ms of a click's 25 ms), so the beat is found in the decoded samples. Returns seconds, or null when the buffer is silent.
 */
export function firstOnsetS(samples: Float32Array, sampleRate: number, threshold = 0.02): number | null {
  const searchEnd = Math.min(samples.length, Math.round(sampleRate * 0.5));
  for (let i = 0; i < searchEnd; i++) if (Math.abs(samples[i]!) >= threshold) return i / sampleRate;
  return null;
}

/**
 * The layout of decoded music: the intro's beat 0 where its onset was found; the loop's region where the
 * metadata says, moved by the same amount (both files come from one encoder at one bit rate, so the decoder
 * trims them alike; the music clock decodes both with one codec).
 */
export function layoutFromDecoded(meta: {
  introFirstBeatMs: number;
  introEndMs: number;
  loopStartMs: number;
  loopEndMs: number;
  measuredIntroOnsetS: number | null;
}): MusicLayout {
  const shiftS =
    meta.measuredIntroOnsetS === null ? 0 : meta.measuredIntroOnsetS - meta.introFirstBeatMs / 1000;
  return {
    introMs: meta.introEndMs - meta.introFirstBeatMs,
    loopMs: meta.loopEndMs - meta.loopStartMs,
    introFirstBeatS: meta.introFirstBeatMs / 1000 + shiftS,
    loopStartS: meta.loopStartMs / 1000 + shiftS,
    loopEndS: meta.loopEndMs / 1000 + shiftS,
  };
}
