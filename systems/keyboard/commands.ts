/** The four keys of Jungle Board (spec §5): left and right strafe, up jumps, down ducks. */
export type KeyName = 'left' | 'right' | 'up' | 'down';
export const KEY_NAMES: readonly KeyName[] = ['left', 'right', 'up', 'down'];

/**
 * What the browser (or a bot) hands the facade: one key press, stamped with the music's time when it happened
 * (ms since the music's start, the input event's own time mapped to the audio clock), never the frame's time.
 */
export interface KeyboardInput {
  readonly kind: 'press';
  readonly key: KeyName;
  readonly timeMs: number;
}

/**
 * What reaches the systems on a step: the presses the facade released to it (each on the step whose span holds
 * its time, so a late frame cannot change a rating), with their time in whole µs of music time.
 */
export interface KeyboardCommand {
  readonly key: KeyName;
  readonly timeUs: number;
}

/**
 * What a step can announce, for sounds, the HUD and the view:
 * - `ready`: the row waited for reached the camera; the game plays (the intro phase begins);
 * - `intro-end`: the first real beat row is placed;
 * - `perfect`, `good`, `bad`, `missed`: a row was judged;
 * - `moved`: a key moved the runner (strafe, jump or duck); `hurt`: a failed key (the camera shakes);
 * - `loop-complete`: the music looped (the speed changes unless in the intro);
 * - `over`: three misses, or the last loop finished.
 */
export type KeyboardEvent =
  'ready' | 'intro-end' | 'perfect' | 'good' | 'bad' | 'missed' | 'moved' | 'hurt' | 'loop-complete' | 'over';
