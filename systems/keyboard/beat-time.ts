import {
  BEAT_US_TIMES_47,
  INTRO_BEATS,
  LOOP_BEATS,
  STEPS_PER_SECOND,
  UNITS_PER_BEAT_BY_LOOP,
} from './rules.ts';

/**
 * The music's clock in the rules' own units. A step lasts 1/60 s = 50000/3 µs and a beat 15,000,000/47 µs, so
 * neither is a whole number of µs: every comparison of a time with a step or a beat is made on integers scaled by
 * 3 (steps) or 47 (beats), or 141 (both), which stay far below 2^53 for any run. Floats appear only where the view
 * and the z of things need a fractional beat.
 */

/** µs × 3 per step: step t spans [t × 50000, (t + 1) × 50000) in units of µs × 3. */
export const STEP_US_TIMES_3 = 3_000_000 / STEPS_PER_SECOND;

/** A beat's time in ms (float; for the view and bots: the rules compare integers). */
export function beatMs(beat: number): number {
  return (beat * BEAT_US_TIMES_47) / 47_000;
}

/** The fractional beat at `ms` of music time. */
export function beatAtMs(ms: number): number {
  return (ms * 47_000) / BEAT_US_TIMES_47;
}

/** The step whose span holds `timeUs` (whole µs of music time). */
export function stepOfUs(timeUs: number): number {
  return Math.floor((3 * timeUs) / STEP_US_TIMES_3);
}

/** Whether music time has reached beat `beat` by the end of step `tick` (the time the world shows after it). */
export function beatReachedAfterStep(tick: number, beat: number): boolean {
  return 47 * STEP_US_TIMES_3 * (tick + 1) >= 3 * BEAT_US_TIMES_47 * beat;
}

/** Whether music time has reached `timeUs` (whole µs) by the end of step `tick`. */
export function timeReachedAfterStep(tick: number, timeUs: number): boolean {
  return STEP_US_TIMES_3 * (tick + 1) >= 3 * timeUs;
}

/**
 * Whether music time is past beat `beat` + `marginUs` by the end of step `tick` (strictly: a press at exactly that
 * time still lands in the next step, and counts).
 */
export function beatPassedAfterStep(tick: number, beat: number, marginUs: number): boolean {
  return 47 * STEP_US_TIMES_3 * (tick + 1) > 3 * (BEAT_US_TIMES_47 * beat + 47 * marginUs);
}

/** Judged time minus beat time, in µs × 47 (exact for a whole-µs time). */
export function deltaTimes47(judgedUs: number, beat: number): number {
  return 47 * judgedUs - BEAT_US_TIMES_47 * beat;
}

/** The music loop beat `beat` lies in: 0 until beat 136 (the intro's beats count as loop 0), then 1, … */
export function loopOfBeat(beat: number): number {
  return beat < INTRO_BEATS ? 0 : Math.floor((beat - INTRO_BEATS) / LOOP_BEATS);
}

/** The speed of loop `loop` (the schedule's last speed holds beyond it). */
export function unitsPerBeatOfLoop(loop: number): number {
  const last = UNITS_PER_BEAT_BY_LOOP.length - 1;
  return UNITS_PER_BEAT_BY_LOOP[loop < last ? loop : last]!;
}

/**
 * How far along the run beat `beat` lies (from beat 0), in world units: the integral of the speed schedule. It is a
 * pure function of the beat, so a row placed before a loop-complete still meets the camera on its beat after the
 * speed has changed.
 */
export function distanceAtBeat(beat: number): number {
  let z = 0;
  let from = 0;
  for (let loop = 0; ; loop++) {
    const to = INTRO_BEATS + (loop + 1) * LOOP_BEATS;
    const speed = unitsPerBeatOfLoop(loop);
    if (beat <= to || loop >= UNITS_PER_BEAT_BY_LOOP.length - 1) return z + (beat - from) * speed;
    z += (to - from) * speed;
    from = to;
  }
}

/** The fractional beat the world shows after `tick` steps: tick × (1000/60 ms) / (15000/47 ms). */
export function beatAtTick(tick: number): number {
  return (tick * 47) / 900;
}

/** The music time the world shows after `tick` steps, ms. */
export function msAtTick(tick: number): number {
  return (tick * 1000) / STEPS_PER_SECOND;
}
