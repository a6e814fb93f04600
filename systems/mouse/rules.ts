/**
 * Every number of Circuit Shutdown's rules. The spec fixes the health, scroller and input numbers (§4, §5, §9);
 * the path, steering and score numbers are ours (see the comments). Changing any of them changes what a
 * recorded run replays to, so it needs a new RULES_VERSION (and new golden replays).
 */

/** Written into every replay; the server refuses a replay recorded under other rules. */
export const RULES_VERSION = 1;

export const STEPS_PER_SECOND = 60;
export const STEP_SECONDS = 1 / STEPS_PER_SECOND;

// Health (spec §4, §9): 3 points; a pending hit lands after 0.25 s; hits allowed again 2.5 s after one lands;
// a reset gives a 2 s safe period.
export const HEALTH_POINTS = 3;
export const HIT_DELAY_STEPS = 15;
export const INVULNERABLE_STEPS = 150;
export const SAFE_MODE_STEPS = 120;

// Scroller (spec §3, §9): 12 pooled tiles, 4 visible ahead, 3 tutorial tiles, tile size 1.
export const TILE_COUNT = 12;
export const TILE_VISIBLE_COUNT = 4;
export const TUTORIAL_TILE_COUNT = 3;
export const TILE_SIZE = 1;
/** Tiles kept behind the player (the camera looks over the sphere's shoulder); the rest of the pool is ahead. */
export const TILES_BEHIND = 2;
/** Beyond this distance ahead of the player the scene clips the tiles (spec: clippingPlaneConstant). */
export const CLIPPING_PLANE_CONSTANT = TILE_VISIBLE_COUNT * TILE_SIZE;

// Speed (spec §4, §9): from 0.1, +0.005 per second, cap 1 in game mode; 0.4 is the state's default cap.
export const SPEED_START = 0.1;
export const SPEED_STEP_PER_SECOND = 0.005;
export const SPEED_MAX_GAME = 1;
export const SPEED_MAX_DEFAULT = 0.4;
export const SPEED_IDLE = 0.1;
/**
 * Tiles travelled per second at speed 1 (ours). The spec's speed has no unit; with 8, a run starts at 0.8 tiles
 * a second (the tutorial lasts about 3.5 s) and reaches 8 tiles a second at the cap, 3 minutes in, when the 4
 * visible tiles give half a second of warning.
 */
export const TILES_PER_SECOND_AT_SPEED_1 = 8;

// Path (ours): five lanes 0.3 apart; a lane change crosses one lane at 45° in the middle of its tile, the way the
// PCB traces of the tile texture bend.
export const LANE_MIN = -2;
export const LANE_MAX = 2;
export const LANE_SPACING = 0.3;
export const SHIFT_START = 0.35;
export const SHIFT_END = SHIFT_START + LANE_SPACING / TILE_SIZE;
/**
 * Half the lane's width, rail edge to rail edge (assets' CIRCUIT_LANE_WIDTH is 0.35): the sphere's centre
 * within it is on the circuit lines. Measured across the path, so a lane change (a sheared lane) is as wide.
 */
export const PATH_HALF_WIDTH = 0.175;
/**
 * Chance that a tile after the tutorial changes lane: it starts low and grows with the distance, so the path
 * gets busier as it gets faster.
 */
export const SHIFT_CHANCE_START = 0.3;
export const SHIFT_CHANCE_PER_TILE = 0.0006;
export const SHIFT_CHANCE_MAX = 0.6;

// Steering (spec §5: the pointer offset is clamped to ±320 px).
export const POINTER_LIMIT_PX = 320;
/** Pointer pixels per steering quantum: 4 px, a hundredth of a world unit. */
export const PX_PER_QUANTUM = 4;
export const QUANTA_LIMIT = POINTER_LIMIT_PX / PX_PER_QUANTUM;
export const WORLD_PER_QUANTUM = 0.01;
/** ±320 px reaches ±0.8 world units: the outer lanes (±0.6) with room to leave them. */
export const PLAYER_X_LIMIT = QUANTA_LIMIT * WORLD_PER_QUANTUM;
/** Held arrow keys move the target 3 quanta a step: 1.8 units a second, a lane change in a sixth of a second. */
export const KEY_QUANTA_PER_STEP = 3;
/**
 * The sphere closes this fraction of the gap to its target each step: it glides instead of jumping between
 * the 20 Hz input samples (a time constant of about 40 ms).
 */
export const FOLLOW_PER_STEP = 1 / 3;
/**
 * Input is sampled every 3 steps (50 ms, the spec's key batching window), and at most one command is recorded
 * per sample: at most 20 commands a second, under the server's limit of 30.
 */
export const INPUT_SAMPLE_STEPS = 3;

// Score (ours; see docs/decisions.md). Only steps on the circuit lines score. Staying on them matters most (a
// first run of 40 s makes a few hundred points, a strong run of 3 to 4 minutes 2000 to 3000); the distance term
// rewards coping with the speed, the precision term staying centred.
/** Points per second on the lines. */
export const POINTS_PER_SECOND_ON_PATH = 6;
/** Points per second on the lane's centre line, falling linearly to 0 at its edges. */
export const PRECISION_POINTS_PER_SECOND = 6;
/** Points per tile travelled on the lines. */
export const POINTS_PER_TILE = 0.4;
