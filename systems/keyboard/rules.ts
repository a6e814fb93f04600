/**
 * Every number of Jungle Board's rules. The spec fixes the tempo, the beats, the misses, the tiles, the pending
 * delay, the lanes, the camera's start and the duck (§4, §5, §9); the rest is ours (docs/decisions.md, "Jungle
 * Board: timing, judgement and score"). Changing any of them changes what a recorded run replays to, so it needs
 * a new RULES_VERSION (and new golden replays).
 */

/**
 * The version a new run is recorded under, written into every replay. The server replays a run under the version
 * its replay names, among RULES_VERSIONS, and refuses any other (docs/decisions.md, "Jungle Board's rules
 * versions").
 */
export const RULES_VERSION = 2;

/** Every version the server still replays: a run recorded under version 1 keeps the score it had. */
export const RULES_VERSIONS = [1, 2] as const;
export type KeyboardRulesVersion = (typeof RULES_VERSIONS)[number];

/**
 * What differs between the rules versions; every other number of this file is the same in all of them. A world is
 * made with one of these (world.ts) and its systems read it there, so one build plays and replays every version.
 */
export interface KeyboardRules {
  readonly version: KeyboardRulesVersion;
  /**
   * The warm-up: a key row in the first this many bars from the first key row (beats firstKey …
   * firstKey + 16 × bars − 1) that is left unhit or hit with a wrong key is rated Missed as ever (no points, the
   * combo broken) but does not count towards the three misses that end the run. The chart is the same, so the
   * same presses score the same under either version until version 1 would have ended the run.
   */
  readonly warmUpBars: number;
}

export const RULES_OF_VERSION: Readonly<Record<KeyboardRulesVersion, KeyboardRules>> = {
  1: { version: 1, warmUpBars: 0 },
  // Two bars (32 beats, 10.2 s from the first key row, about 16 rows): a newcomer learns the keys there.
  2: { version: 2, warmUpBars: 2 },
};

/** The rules a new run is played under. */
export const CURRENT_RULES: KeyboardRules = RULES_OF_VERSION[RULES_VERSION];

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

// ---- Ours from here on (docs/decisions.md, "Jungle Board: timing, judgement and score"). ----

/** The pending delay in steps: 3000 ms is exactly 180 steps of 1/60 s. */
export const PENDING_STEPS = (PENDING_MS * STEPS_PER_SECOND) / 1000;

/** Rows are placed this many beats before the camera reaches them (16 units at the start: beyond the fog). */
export const LOOKAHEAD_BEATS = 8;
/** The warm-up path: one plain row (no key) per beat, so it reads as a continuous path during pending. */
export const WARMUP_ROW_OFFSET = 1;
/** The run ends when this many music loops have completed: beat 8 + 4 × 128 = 520, about 166 s. */
export const LOOPS_TO_END = 4;
export const END_BEAT = INTRO_BEATS + LOOPS_TO_END * LOOP_BEATS;

/**
 * The speed schedule, world units per beat, by music loop (the loop a beat belongs to: beats 8 + 128k … 8 + 128(k+1),
 * the intro's beats counting as loop 0). Each loop-complete steps to the next; the last holds. At 2 units a beat,
 * rows a beat apart touch (tiles are 2 deep); later loops open gaps that make the run feel faster.
 */
export const UNITS_PER_BEAT_BY_LOOP = [2, 2.5, 3, 3.5] as const;
export const INITIAL_UNITS_PER_BEAT = UNITS_PER_BEAT_BY_LOOP[0];
/** The chance that a key row comes one beat after the previous (else two), by loop: denser as the run goes on. */
export const ONE_BEAT_CHANCE_BY_LOOP = [0, 0.1, 0.2, 0.3] as const;

// Judgement windows: |Δ| of the judged press time (press − calibration) from the beat, in µs, edges inclusive.
export const PERFECT_US = 45_000;
export const GOOD_US = 90_000;
export const BAD_US = 135_000;
export const BATCH_US = BATCH_MS * 1000;
/**
 * A key row left unhit is declared Missed this long after its last window closes. A press is judged by its own
 * time stamp, but it reaches the game only once the browser dispatches it, and after a long task (a busy main
 * thread) the browser may draw a frame, which runs the steps that are due, before it dispatches the key events
 * queued behind that task. The grace keeps a row open until such a press has come in, so a late frame cannot
 * turn a hit into a miss; it only shows the Missed callout a quarter second later.
 */
export const MISS_GRACE_US = 250_000;

/** The calibration's range, whole ms (the device's audio-to-input offset). */
export const CALIBRATION_LIMIT_MS = 250;
/** A press handed to the game this long after its step began is dropped (the replay refuses it): no honest lag. */
export const LATE_PRESS_LIMIT_MS = 500;
/** At most this many presses within any 60 steps (a second): more is a program, not a hand. */
export const MAX_PRESSES_PER_SECOND = 30;

// Score: points per rating times the combo multiplier, rounded down per hit. The multiplier grows by an eighth
// every COMBO_STEP hits in a row, up to 1.5 (MAX_COMBO_LEVEL eighths more): a streak pays, but a run's points come
// mostly from how long it lasts, so a short first run still scores a few hundred.
export const PERFECT_POINTS = 8;
export const GOOD_POINTS = 5;
export const BAD_POINTS = 2;
export const COMBO_STEP = 20;
export const MAX_COMBO_LEVEL = 4;

// Tiles (ours): a closed key is raised to TILE_RAISED_Y; it opens within OPEN_DISTANCE units of the camera and
// lowers within LOWER_DISTANCE; rows, tiles and obstacles are removed once REMOVE_BEHIND units behind it.
export const TILE_RAISED_Y = 0.6;
export const OPEN_DISTANCE = 8;
export const LOWER_DISTANCE = 3;
export const REMOVE_BEHIND = 4;

// The runner's moves (ours): a strafe crosses a lane in STRAFE_STEPS; a jump (JUMP_HEIGHT up) and a duck last
// ACTION_STEPS on a parabola; a hurt shows for HURT_STEPS.
export const STRAFE_STEPS = 9;
export const STRAFE_STEP_UNITS = TILE_SIZE / STRAFE_STEPS;
export const JUMP_HEIGHT = 1;
export const ACTION_STEPS = 24;
export const HURT_STEPS = 30;
