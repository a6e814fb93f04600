import type { RunOptions } from '../engine/game-runtime.ts';

/**
 * The player's choices for a run, remembered on this device: Headspace's visual mode (spec §4: a run may start
 * muted; visual mode shows where the sound comes from). A run that starts muted is always in visual mode, since
 * the player could not hear the sources.
 */
const VISUAL_KEY = 'gear-visual-mode';

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

/** The options a run starts with: the stored choice, and visual mode whenever the sound is muted. */
export function runOptions(muted: boolean): RunOptions {
  return { visual: muted || storedVisualMode() };
}
