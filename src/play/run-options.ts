import type { RunOptions } from '../engine/game-runtime.ts';

/**
 * The player's choices for a run, remembered on this device: Headspace's visual mode (spec §4: a run may start
 * muted; visual mode shows where the sound comes from) and Jungle Board's calibration (this device's offset
 * between the music heard and a key pressed on its beat). A run that starts muted is always in visual mode, since
 * the player could not hear the sources.
 */
const VISUAL_KEY = 'gear-visual-mode';
const CALIBRATION_KEY = 'gear-keyboard-calibration';
/** The offsets a calibration may store (ms); the rules clamp to the same range. */
export const MAX_CALIBRATION_MS = 250;

export function storedVisualMode(): boolean {
  try {
    return localStorage.getItem(VISUAL_KEY) === '1';
  } catch {
    return false;
  }
}

export function storeVisualMode(on: boolean): void {
  try {
    localStorage.setItem(VISUAL_KEY, on ? '1' : '0');
  } catch {
    // Private mode may refuse storage; the choice then lasts for this page only.
  }
}

/** The measured offset (ms, whole), or null when this device was never calibrated. */
export function storedCalibration(): number | null {
  try {
    const raw = localStorage.getItem(CALIBRATION_KEY);
    if (raw === null) return null;
    const ms = Number(raw);
    return Number.isInteger(ms) && Math.abs(ms) <= MAX_CALIBRATION_MS ? ms : null;
  } catch {
    return null;
  }
}

export function storeCalibration(ms: number): void {
  const clamped = Math.max(-MAX_CALIBRATION_MS, Math.min(MAX_CALIBRATION_MS, Math.round(ms)));
  try {
    localStorage.setItem(CALIBRATION_KEY, String(clamped));
  } catch {
    // As above: without storage the calibration lasts for this page only.
    sessionCalibration = clamped;
  }
}
let sessionCalibration: number | null = null;

/** The options a run starts with: the stored choices, and visual mode whenever the sound is muted. */
export function runOptions(muted: boolean): RunOptions {
  return { visual: muted || storedVisualMode(), calibrationMs: storedCalibration() ?? sessionCalibration ?? 0 };
}
