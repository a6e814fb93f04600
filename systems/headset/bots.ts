import { fatan2, PI, TAU } from '../fixed-math.ts';
import { createRandom } from '../random.ts';
import type { HeadsetInput } from './commands.ts';
import { createHeadsetGame, type HeadsetGame } from './game.ts';
import type { HeadsetGameData } from './replay-format.ts';
import { HEADING_QUANTA, PX_PER_HEADING_QUANTUM, STEPS_PER_SECOND } from './rules.ts';
import type { HeadsetView } from './view.ts';
import type { ScoreSummary } from '../score-figures.ts';
import { gaussian } from '../noise.ts';

export { calibrationSeed, quantile, summarize, type ScoreSummary } from '../score-figures.ts';

/**
 * Simulated players for calibrating the score and for golden replays. A bot hears what a player hears: the shown
 * source's direction relative to where the character faces (with a drifting error, and now and then front and
 * back confused, as stereo hearing does) and whether it grows louder. It acts like a hand on a mouse: it hears
 * late (reaction delay), turns the character by dragging at a bounded speed, knowing how far its own hand has
 * turned since it heard (so it does not turn twice for one sound), holds the button to walk once the sound seems
 * ahead, and now and then stops paying attention (a lapse). Its randomness comes from its own seeded source, never
 * the game's.
 */
export type BotLevel = 'novice' | 'average' | 'strong';
export const BOT_LEVELS = ['novice', 'average', 'strong'] as const satisfies readonly BotLevel[];

export interface BotProfile {
  /** Steps between hearing and acting on it. */
  reactionSteps: number;
  /** Standard deviation of the drifting error of the heard direction, radians. */
  bearingNoise: number;
  /** How many steps that error takes to change (its correlation time). */
  noiseSteps: number;
  /** Chance that a new source is first heard front-to-back mirrored. */
  frontBackChance: number;
  /** Steps of the sound growing quieter while walking before a confused bot turns round. */
  noticeSteps: number;
  /** Fastest drag, px per second (400 px turn the character once round). */
  dragSpeedPx: number;
  /** The bot walks while the sound seems within this angle of straight ahead, radians. */
  walkCone: number;
  lapsesPerMinute: number;
  lapseSeconds: readonly [number, number];
}

const DEGREE = PI / 180;

/**
 * Three players, tuned by hand: reaction times from the usual 200 to 450 ms of an auditory choice task; hearing
 * errors from a sharp listener's few degrees to a newcomer's 20 degrees and frequent front/back confusions; lapses
 * grow rarer and shorter with skill.
 */
export const BOT_PROFILES: Record<BotLevel, BotProfile> = {
  novice: {
    reactionSteps: 27,
    bearingNoise: 27 * DEGREE,
    noiseSteps: 40,
    frontBackChance: 0.45,
    noticeSteps: 60,
    dragSpeedPx: 300,
    walkCone: 15 * DEGREE,
    lapsesPerMinute: 10,
    lapseSeconds: [0.8, 2.0],
  },
  average: {
    reactionSteps: 20,
    bearingNoise: 18 * DEGREE,
    noiseSteps: 40,
    frontBackChance: 0.3,
    noticeSteps: 50,
    dragSpeedPx: 550,
    walkCone: 30 * DEGREE,
    lapsesPerMinute: 4,
    lapseSeconds: [0.4, 1.0],
  },
  strong: {
    reactionSteps: 14,
    bearingNoise: 8 * DEGREE,
    noiseSteps: 40,
    frontBackChance: 0.08,
    noticeSteps: 25,
    dragSpeedPx: 800,
    walkCone: 40 * DEGREE,
    lapsesPerMinute: 2,
    lapseSeconds: [0.3, 0.6],
  },
};

export interface Bot {
  /** This step's input, from what the player hears now. */
  act(view: HeadsetView): readonly HeadsetInput[];
}

const RADIANS_PER_QUANTUM = TAU / HEADING_QUANTA;

/** An angle brought into −π … π. */
function wrapAngle(a: number): number {
  return a - TAU * Math.floor((a + PI) / TAU);
}

export function createBot(profile: BotProfile, seed: number): Bot {
  const rng = createRandom(seed);
  const length = profile.reactionSteps + 1;
  /** What was heard each step: the absolute direction the sound seemed to come from (NaN: nothing to hear). */
  const heard = new Float64Array(length).fill(Number.NaN);
  const louder = new Uint8Array(length);
  const keep = 1 - 1 / profile.noiseSteps;
  const fresh = Math.sqrt(1 - keep * keep);
  const lapseChance = profile.lapsesPerMinute / (60 * STEPS_PER_SECOND);
  const maxDragPx = profile.dragSpeedPx / STEPS_PER_SECOND;
  let steps = 0;
  let error = 0;
  let target = -1;
  /** While confused, the heard direction is off by this much: the front-to-back mirror of the first hearing. */
  let confusion = 0;
  let quieterSteps = 0;
  let lastDistance = 0;
  let lapseStepsLeft = 0;
  /** Where the hand has dragged the heading to (radians): the game turns there within a few steps. */
  let hand = Number.NaN;
  let held = false;
  const inputs: HeadsetInput[] = [];

  return {
    act(view) {
      inputs.length = 0;
      if (Number.isNaN(hand)) hand = view.heading;
      error = error * keep + fresh * profile.bearingNoise * gaussian(rng);
      const source = view.target;
      const slot = steps % length;
      steps++;
      if (source === null) {
        heard[slot] = Number.NaN;
        target = -1;
      } else {
        const dx = source.x - view.x;
        const dz = source.z - view.z;
        const distance = Math.sqrt(dx * dx + dz * dz);
        const bearing = fatan2(dx, dz);
        if (source.eid !== target) {
          target = source.eid;
          // Mirrored front to back relative to where the face points when the sound starts; it stays where it
          // was heard (in the room) until the bot notices the sound growing quieter as it walks.
          const relative = wrapAngle(bearing - view.heading);
          confusion = rng.next() < profile.frontBackChance ? wrapAngle(PI - 2 * relative) : 0;
          quieterSteps = 0;
          lastDistance = distance;
        }
        louder[slot] = distance < lastDistance ? 1 : 0;
        lastDistance = distance;
        heard[slot] = bearing + confusion + error;
      }

      if (lapseStepsLeft > 0) lapseStepsLeft--;
      else if (rng.next() < lapseChance) {
        const [min, max] = profile.lapseSeconds;
        lapseStepsLeft = Math.round((min + (max - min) * rng.next()) * STEPS_PER_SECOND);
      }
      // The oldest remembered sound is the one this hand acts on now.
      const acting = steps % length;
      const direction = steps > profile.reactionSteps ? heard[acting]! : Number.NaN;
      let walk = false;
      if (lapseStepsLeft === 0 && !Number.isNaN(direction)) {
        const remaining = wrapAngle(direction - hand);
        const wantPx = remaining / RADIANS_PER_QUANTUM / PX_PER_HEADING_QUANTUM;
        const dragPx = wantPx > maxDragPx ? maxDragPx : wantPx < -maxDragPx ? -maxDragPx : wantPx;
        if (dragPx !== 0) {
          inputs.push({ kind: 'turn', dxPx: dragPx });
          hand += dragPx * PX_PER_HEADING_QUANTUM * RADIANS_PER_QUANTUM;
        }
        walk = remaining < profile.walkCone && remaining > -profile.walkCone;
        if (walk && louder[acting] === 0) {
          quieterSteps++;
          if (quieterSteps >= profile.noticeSteps) confusion = 0;
        } else quieterSteps = 0;
      }
      if (walk !== held) {
        held = walk;
        inputs.push({ kind: 'walk', held });
      }
      return inputs;
    },
  };
}

export interface BotRun {
  score: number;
  durationMs: number;
  ticks: number;
  finds: number;
  /** Whether the clock ended the run (false: it reached the time cap). */
  timeUp: boolean;
  recording: HeadsetGameData;
}

/**
 * A whole run of a bot, to its end or `maxSeconds`. The bot's seed is derived from the game's. `afterStep`, if
 * given, sees the game after every step (the golden replays' checkpoints are taken there).
 */
export function playBotRun(
  level: BotLevel,
  seed: number,
  maxSeconds = 600,
  afterStep?: (game: HeadsetGame) => void,
  visual = false,
): BotRun {
  const game = createHeadsetGame(seed, { visual });
  const bot = createBot(BOT_PROFILES[level], (seed ^ 0x5bd1e995) >>> 0);
  const maxTicks = maxSeconds * STEPS_PER_SECOND;
  while (!game.over && game.tick < maxTicks) {
    game.step(bot.act(game.view));
    if (afterStep) afterStep(game);
  }
  return {
    score: game.score,
    durationMs: game.durationMs,
    ticks: game.tick,
    finds: game.view.finds,
    timeUp: game.over,
    recording: game.recording(),
  };
}

/**
 * Where each level's scores must stay over the calibration runs (200 runs, calibrationSeed(0…199), capped at
 * 10 minutes; no run reaches the cap): a first-timer makes a few hundred points, a regular about 1250, a strong
 * player 2000 to 2600, as in Circuit Shutdown, so the prize tiers over three games (1200, 3600, 7000) sit at a
 * beginner's, a regular's and a strong player's totals. Measured at rules version 1 (docs/decisions.md,
 * "Headspace: units, input and score").
 */
export const CALIBRATION_BANDS: Record<BotLevel, Record<keyof ScoreSummary, readonly [number, number]>> = {
  novice: { p10: [100, 350], median: [300, 600], p90: [500, 900] },
  average: { p10: [800, 1200], median: [1050, 1450], p90: [1300, 1750] },
  strong: { p10: [1800, 2300], median: [2100, 2600], p90: [2300, 2900] },
};
export const CALIBRATION_RUNS = 200;
export const CALIBRATION_MAX_SECONDS = 600;
