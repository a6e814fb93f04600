import { CALIBRATION_LIMIT_MS } from '../../systems/keyboard/rules.ts';
import type { RunOptions } from '../engine/game-runtime.ts';

/**
 * The player's choices for a run, remembered on this device: Headspace's visual mode (spec §4: a run may start
 * muted; visual mode shows where the sound comes from) and Jungle Board's calibration (this device's offset
 * between the music heard and a key pressed on its beat). A run that starts muted is always in visual mode, since
 * the player could not hear the sources.
 */
const VISUAL_KEY = 'gear-visual-mode';
const CALIBRATION_KEY = 'gear-keyboard-calibration';
/** Where storage is refused (private mode), the calibration lasts for this page. */
let sessionCalibration: number | null = null;

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
    return Number.isInteger(ms) && Math.abs(ms) <= CALIBRATION_LIMIT_MS ? ms : null;
  } catch {
    return null;
  }
}

export function storeCalibration(ms: number): void {
  const clamped = Math.max(-CALIBRATION_LIMIT_MS, Math.min(CALIBRATION_LIMIT_MS, Math.round(ms)));
  try {
    localStorage.setItem(CALIBRATION_KEY, String(clamped));
  } catch {
    // As above: without storage the calibration lasts for this page only.
    sessionCalibration = clamped;
  }
}

/** The options a run starts with: the stored choices, and visual mode whenever the sound is muted. */
export function runOptions(muted: boolean): RunOptions {
  return {
    visual: muted || storedVisualMode(),
    calibrationMs: storedCalibration() ?? sessionCalibration ?? 0,
  };
}
