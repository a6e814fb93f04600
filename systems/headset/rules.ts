/**
 * Every number of Headspace's rules. The spec fixes the floor, the sources' distances, the bonus, the idle
 * indicator and the touch drag basis (§4, §5, §9); the clock, speed-up, walking, turning and score numbers are
 * ours (see the comments and docs/decisions.md, "Headspace: units, input and score"). Changing any of them
 * changes what a recorded run replays to, so it needs a new RULES_VERSION (and new golden replays).
 */

/** Written into every replay; the server refuses a replay recorded under other rules. */
export const RULES_VERSION = 1;

export const STEPS_PER_SECOND = 60;
export const STEP_SECONDS = 1 / STEPS_PER_SECOND;

// Floor (spec §5, §9): 40 × 40; the character is clamped to 40 % of each half-dimension.
export const FLOOR_SIZE = 40;
export const CHARACTER_LIMIT_FRACTION = 0.4;
/** |x| and |z| of the character stay within 8. */
export const CHARACTER_LIMIT = (FLOOR_SIZE / 2) * CHARACTER_LIMIT_FRACTION;

// Sources (spec §3, §4, §9): three audio objects, one shown at a time, each next one at distance 4 from the
// character, found within 2, solid within 0.5, shown 1.2 s after a find.
export const SOURCE_COUNT = 3;
export const SOURCE_DISTANCE = 4;
export const INTERACTION_DISTANCE = 2;
export const COLLISION_DISTANCE = 0.5;
export const SHOW_DELAY_STEPS = 72;
/** Height of the sources above the floor (ours: about a standing person's ear). */
export const SOURCE_HEIGHT = 1;
/**
 * A new source's spot is drawn on the circle until it lies where the character can walk (|x|, |z| ≤ 8), at most
 * this many times; then it goes towards the floor's centre, which always lies there (ours).
 */
export const PLACEMENT_TRIES = 16;

// Clock (spec §4, §9: each find gives +5 s; the rest ours). Whole units of 1/6000 s: a step drains 100 at the
// start, so every figure is an integer and the end lands on an exact step in the browser and the replay.
export const TIME_UNITS_PER_SECOND = 6000;
export const INITIAL_SECONDS = 30;
export const INITIAL_TIME_UNITS = INITIAL_SECONDS * TIME_UNITS_PER_SECOND;
export const FIND_BONUS_SECONDS = 5;
export const FIND_BONUS_UNITS = FIND_BONUS_SECONDS * TIME_UNITS_PER_SECOND;
/**
 * The speed-up (ours): the clock drains 5 % faster per find, up to 3 times its starting rate (at 40 finds). At
 * the cap a find's +5 s lasts 1.67 s, less than the 1.87 s that even a perfect find takes (the 1.2 s wait and
 * 2 units of walking), so every run ends.
 */
export const DRAIN_UNITS_START = TIME_UNITS_PER_SECOND / STEPS_PER_SECOND;
export const DRAIN_UNITS_PER_FIND = 8;
export const DRAIN_UNITS_MAX = 300;

// Idle indicator (spec §4, §9): on after 3000 ms without progress towards the target; cooldown 1 s; fade 1.6 s.
export const IDLE_STEPS = 180;
/** Once on, the indicator stays on at least this long, so a step of progress does not make it flicker. */
export const INDICATOR_COOLDOWN_STEPS = 60;
/** Its opacity goes from 0 to 1 (or back) over this many steps. */
export const INDICATOR_FADE_STEPS = 96;

// Turning (spec §9: touch drag basis 400 px). 400 px of horizontal pointer movement (a touch drag or the mouse)
// turn the character once round: 1 px is one heading quantum, 0.9°.
export const TURN_DRAG_BASIS_PX = 400;
export const HEADING_QUANTA = 400;
export const PX_PER_HEADING_QUANTUM = TURN_DRAG_BASIS_PX / HEADING_QUANTA;
/** A command turns at most half a turn; more pointer movement within one sample goes into the next ones. */
export const MAX_TURN_QUANTA = HEADING_QUANTA / 2;
/** Held turn keys turn 3 quanta a step: 162° a second, half a turn in 1.1 s. */
export const KEY_TURN_QUANTA_PER_STEP = 3;

// Walking (ours): 3 world units a second, forward while the pointer or the forward key is held, backward with
// the back key.
export const WALK_SPEED = 3;
export const WALK_STEP = WALK_SPEED * STEP_SECONDS;

// Keys (spec §5: arrows and WASD): the bits of a keys command.
export const KEY_FORWARD = 1;
export const KEY_BACK = 2;
export const KEY_LEFT = 4;
export const KEY_RIGHT = 8;
export const KEY_BITS = KEY_FORWARD | KEY_BACK | KEY_LEFT | KEY_RIGHT;

/**
 * Input is sampled every 3 steps (50 ms, the spec's key batching window), and at most one command is recorded
 * per sample: at most 20 commands a second, under the server's limit of 30.
 */
export const INPUT_SAMPLE_STEPS = 3;

// Score (ours; see docs/decisions.md): points for each find and a bonus for a quick one. The speed-up needs no
// weight of its own: a better player makes more finds, each against a faster clock.
/** Points per find. */
export const FIND_POINTS = 40;
/** Up to this many more points for a find, falling linearly to 0 over QUICK_STEPS of searching. */
export const QUICK_POINTS = 20;
export const QUICK_STEPS = 4 * STEPS_PER_SECOND;
