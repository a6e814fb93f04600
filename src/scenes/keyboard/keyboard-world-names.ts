/** Names of the keyboard world's declared nodes that its game view looks up, and the scenery's repeat. */
export const KEYBOARD_CAMERA = 'keyboard-camera';
/** The jungle that travels with the runner: the ground strip and the plants on both sides. */
export const KEYBOARD_SCENERY = 'keyboard-scenery';
export const KEYBOARD_GROUND = 'keyboard-ground';
export const KEYBOARD_PLANTS = 'keyboard-plants';
/**
 * The scenery repeats every this many units along the run (a whole number of leaf-texture tiles and of plant
 * patterns), so the view moves it by whole periods to keep the runner inside it and the jump is never seen.
 */
export const KEYBOARD_SCENERY_PERIOD = 16;
