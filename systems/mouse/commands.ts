/**
 * What reaches the systems each step: at most one command, already sampled and quantised by the game facade
 * (game.ts), so the browser and the server's replay feed the systems exactly the same values.
 *
 * - steer: the pointer's offset (clamped to ±320 px) as a steering target, in quanta of 4 px.
 * - keys: which steering keys (arrows, A/D) are held; while held they move the target at a fixed rate.
 */
export type MouseCommand =
  | { readonly kind: 'steer'; readonly quanta: number }
  | { readonly kind: 'keys'; readonly left: boolean; readonly right: boolean };

/** What the browser (or a bot) hands the facade: raw input, any number per step. */
export type MouseInput =
  | { readonly kind: 'steer'; readonly targetPx: number }
  | { readonly kind: 'keys'; readonly left: boolean; readonly right: boolean };

/** What a step can announce, for sounds and the HUD. */
export type MouseEvent = 'will-hit' | 'hit-cancelled' | 'hit' | 'recovered' | 'safe-ended' | 'dead';
