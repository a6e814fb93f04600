/**
 * What reaches the systems each step: at most one command, already sampled and quantised by the game facade
 * (game.ts), so the browser and the server's replay feed the systems exactly the same values.
 *
 * - turn: the pointer's horizontal movement since the last turn, in heading quanta (1 px each), ±200 at most.
 * - walk: the pointer (mouse button or touch) is held or released: walk forward while held.
 * - keys: which walking keys (arrows, WASD) are held, as the rules' KEY_* bits; while held they act every step.
 */
export type HeadsetCommand =
  | { readonly kind: 'turn'; readonly quanta: number }
  | { readonly kind: 'walk'; readonly held: boolean }
  | { readonly kind: 'keys'; readonly bits: number };

/** What the browser (or a bot) hands the facade: raw input, any number per step. */
export type HeadsetInput =
  | { readonly kind: 'turn'; readonly dxPx: number }
  | { readonly kind: 'walk'; readonly held: boolean }
  | {
      readonly kind: 'keys';
      readonly forward: boolean;
      readonly back: boolean;
      readonly left: boolean;
      readonly right: boolean;
    };

/**
 * What a step can announce, for sounds and the HUD: a source shown (its sound starts), found (the "headset
 * found" sound; the bonus), the idle indicator turning on or off, and the clock reaching zero (the run is over:
 * the runtime sends run.ended).
 */
export type HeadsetEvent = 'shown' | 'found' | 'idle-on' | 'idle-off' | 'time-up';
