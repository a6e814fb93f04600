/**
 * Every number of Jungle Board's rules. The spec fixes the tempo, the beats, the misses, the tiles, the pending
 * delay, the lanes, the camera's start and the duck (§4, §5, §9); the rest is ours (docs/decisions.md, "Jungle
 * Board: timing, judgement and score"). Changing any of them changes what a recorded run replays to, so it needs
 * a new RULES_VERSION (and new golden replays).
 */

/** Written into every replay; the server refuses a replay recorded under other rules. */
export const RULES_VERSION = 1;

export const STEPS_PER_SECOND = 60;

// Tempo (spec §9): 188 BPM, 16 beats a bar unit, 128 beats a music loop. A beat lasts 60000 / 188 = 15000 / 47
// ms: beat times are compared in whole µs multiplied by 47, so every judgement is exact integer arithmetic.
export const BPM = 188;
export const BEAT_MS = 60000 / BPM;
export const BEAT_US_TIMES_47 = 15_000_000;
export const BEATS_PER_BAR = 16;
export const LOOP_BEATS = 128;
/** The music's intro (sound/keyboard-intro): 8 beats of drums, then the loop's beat 0 is beat 8 of the run. */
export const INTRO_BEATS = 8;

// Flow (spec §4, §9).
export const PENDING_MS = 3000;
export const MISSES_TO_END = 3;

// Lanes and camera (spec §9): the camera's lanes −1 … 1 (a lane is one tile wide: the runner stands at x = lane ×
// TILE_SIZE), its start (0, 0.5, 1), the duck's dip 0.4.
export const LANE_MIN = -1;
export const LANE_MAX = 1;
export const CAMERA_START = { x: 0, y: 0.5, z: 1 } as const;
export const DUCK_DIP = 0.4;

// Tiles (spec §5, §9): three per row, size 2; they lower to 0.3 (halfway) or −0.1 when the camera is close and
// close when it is under 1 unit away.
export const TILES_PER_ROW = 3;
export const TILE_SIZE = 2;
export const LOWER_HALFWAY_Y = 0.3;
export const LOWER_FULL_Y = -0.1;
export const CLOSE_DISTANCE = 1;

// Input (spec §5): presses within 50 ms are one batch; repeats are ignored (the browser's key repeat).
export const BATCH_MS = 50;
