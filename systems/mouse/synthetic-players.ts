import { createRandom, type Random } from '../random.ts';
import { fcos, TAU } from '../fixed-math.ts';
import { createMouseGame } from './game.ts';
import type { MouseGameData } from './replay-format.ts';
import {
  PX_PER_QUANTUM,
  STEPS_PER_SECOND,
  TILE_SIZE,
  TILES_PER_SECOND_AT_SPEED_1,
  WORLD_PER_QUANTUM,
} from './rules.ts';
import { laneCentreAt } from './tile-geometry.ts';
import type { MouseView } from './view.ts';
import { gaussian, log2, lognormal } from '../noise.ts';

/**
 * Players for calibrating the input measures (input-measures.ts), beside the score bots of bots.ts:
 *
 * - a perfect bot, the cheat finding 4 of issue 13 describes: it knows the seed, so it steers to the exact lane
 *   centre under the sphere, a few steps early to make up for the sphere's glide;
 * - human-like players: SYNTHETIC, a model of a hand on a mouse, not recordings of people (the project has none).
 *   Aimed movements follow the minimum-jerk profile (Flash & Hogan 1985) with a Fitts's-law duration, land with
 *   an overshoot or undershoot and are then corrected by a second, smaller movement; a movement starts after a
 *   lognormal reaction time from the moment the path ahead departs from where the hand aims; a still hand has
 *   physiological tremor (about 9 Hz, a pixel or two) and slow drift; attention lapses now and then. Each run
 *   draws its own person (reaction, precision, anticipation) from its seed. The parameters are textbook orders
 *   of magnitude, not fitted to data: the thresholds they calibrate must be checked on recorded human play.
 *
 * All randomness comes from seeded sources (no Math.random), so the fixture set is the same on every machine.
 */

export interface SyntheticRun {
  score: number;
  durationMs: number;
  died: boolean;
  recording: MouseGameData;
}

/** The lane centre `ahead` world units ahead of the sphere, from all tiles of the pool (a cheat sees them all). */
function laneAheadAny(view: MouseView, ahead: number, visibleOnly: boolean): number | null {
  for (const tile of view.tiles) {
    if (visibleOnly && !tile.visible) continue;
    const near = tile.z - TILE_SIZE / 2;
    if (ahead >= near && ahead < near + TILE_SIZE)
      return laneCentreAt(tile.kind, tile.entryLane, (ahead - near) / TILE_SIZE);
  }
  return null;
}

function worldPerStep(view: MouseView): number {
  return (view.speed * TILES_PER_SECOND_AT_SPEED_1 * TILE_SIZE) / STEPS_PER_SECOND;
}

function toPx(x: number): number {
  return (x / WORLD_PER_QUANTUM) * PX_PER_QUANTUM;
}

/** A perfect run: the target is always the lane's centre `leadSteps` ahead of the sphere (2 makes up its glide). */
export function playPerfectRun(seed: number, maxSeconds = 600, leadSteps = 2): SyntheticRun {
  const game = createMouseGame(seed);
  const input: { kind: 'steer'; targetPx: number }[] = [{ kind: 'steer', targetPx: 0 }];
  const maxTicks = maxSeconds * STEPS_PER_SECOND;
  while (!game.over && game.tick < maxTicks) {
    const x = laneAheadAny(game.view, worldPerStep(game.view) * leadSteps, false) ?? 0;
    input[0]!.targetPx = toPx(x);
    game.step(input);
  }
  return { score: game.score, durationMs: game.durationMs, died: game.over, recording: game.recording() };
}

/** One synthetic person, drawn per run. Times in seconds, distances in world units (a lane is 0.3). */
export interface HumanProfile {
  /** Median and log-standard deviation of the reaction time. */
  reactionMedian: number;
  reactionSigma: number;
  /** Median look-ahead (how far ahead in time the person reads the path), and its log-standard deviation. */
  lookAheadMedian: number;
  lookAheadSigma: number;
  /** How far the path ahead must depart from the hand's aim before the person moves. */
  tolerance: number;
  /** Standard deviation of where an aimed movement ends, besides the overshoot. */
  aimNoise: number;
  /** Mean and standard deviation of the overshoot, as a share of the movement's amplitude. */
  overshootMean: number;
  overshootSd: number;
  /** Fitts's law: duration = a + b × log2(1 + amplitude / 0.1). */
  fittsA: number;
  fittsB: number;
  /** Tremor amplitude (px, standard deviation) and drift (px per √s). */
  tremorPx: number;
  driftPx: number;
  lapsesPerMinute: number;
}

export function drawHumanProfile(rng: Random): HumanProfile {
  return {
    reactionMedian: rng.range(0.15, 0.25),
    reactionSigma: rng.range(0.2, 0.3),
    lookAheadMedian: rng.range(0.3, 0.5),
    lookAheadSigma: rng.range(0.15, 0.3),
    tolerance: rng.range(0.03, 0.06),
    aimNoise: rng.range(0.01, 0.03),
    overshootMean: rng.range(0.04, 0.14),
    overshootSd: rng.range(0.04, 0.08),
    fittsA: rng.range(0.05, 0.1),
    fittsB: rng.range(0.05, 0.1),
    tremorPx: rng.range(0.8, 2),
    driftPx: rng.range(1, 3),
    lapsesPerMinute: rng.range(1, 4),
  };
}

interface Movement {
  startStep: number;
  steps: number;
  from: number;
  to: number;
  /** Where the person meant to go: a correction aims here if the movement ends off it. */
  goal: number;
  corrective: boolean;
}

/** A human-like run (SYNTHETIC: see above) of the person drawn from `personSeed`, on the game of `seed`. */
export function playHumanLikeRun(seed: number, personSeed: number, maxSeconds = 360): SyntheticRun {
  const rng = createRandom(personSeed);
  const p = drawHumanProfile(rng);
  const game = createMouseGame(seed);
  const input: { kind: 'steer'; targetPx: number }[] = [{ kind: 'steer', targetPx: 0 }];
  const maxTicks = maxSeconds * STEPS_PER_SECOND;
  const lapseChance = p.lapsesPerMinute / (60 * STEPS_PER_SECOND);
  // Tremor: a damped oscillator near 9 Hz driven by noise, scaled to tremorPx.
  const omega = (TAU * 9) / STEPS_PER_SECOND;
  const damping = 0.9;
  let tremor = 0;
  let tremorPrev = 0;
  const tremorDrive = p.tremorPx * Math.sqrt(1 - damping * damping) * 0.5;
  let drift = 0;
  const driftStep = p.driftPx / Math.sqrt(STEPS_PER_SECOND);

  let step = 0;
  let hand = 0;
  let aim = 0;
  let movement: Movement | null = null;
  let decisionAt = -1;
  let correctionAt = -1;
  let correctionGoal = 0;
  let lapseLeft = 0;
  let lookAhead = lognormal(rng, p.lookAheadMedian, p.lookAheadSigma);

  const pathAhead = (view: MouseView) =>
    laneAheadAny(view, worldPerStep(view) * STEPS_PER_SECOND * lookAhead, true) ?? aim;
  const startMovement = (to: number, goal: number, corrective: boolean) => {
    const amplitude = Math.abs(to - hand);
    const seconds = (p.fittsA + p.fittsB * log2(1 + amplitude / 0.1)) * lognormal(rng, 1, 0.15);
    movement = {
      startStep: step,
      steps: Math.max(3, Math.round(seconds * STEPS_PER_SECOND)),
      from: hand,
      to,
      goal,
      corrective,
    };
    aim = goal;
  };

  while (!game.over && game.tick < maxTicks) {
    const view = game.view;
    if (lapseLeft > 0) lapseLeft--;
    else if (rng.next() < lapseChance) lapseLeft = Math.round(rng.range(0.4, 1.2) * STEPS_PER_SECOND);

    if (lapseLeft === 0) {
      if (movement === null && correctionAt >= 0 && step >= correctionAt) {
        correctionAt = -1;
        startMovement(correctionGoal + p.aimNoise * 0.3 * gaussian(rng), correctionGoal, true);
      } else if (decisionAt >= 0 && step >= decisionAt) {
        decisionAt = -1;
        lookAhead = lognormal(rng, p.lookAheadMedian, p.lookAheadSigma);
        const goal = pathAhead(view) + p.aimNoise * gaussian(rng);
        const overshoot = p.overshootMean + p.overshootSd * gaussian(rng);
        startMovement(goal + (goal - hand) * overshoot, goal, false);
      } else if (decisionAt < 0 && correctionAt < 0 && Math.abs(pathAhead(view) - aim) > p.tolerance) {
        decisionAt = step + Math.round(lognormal(rng, p.reactionMedian, p.reactionSigma) * STEPS_PER_SECOND);
      }
    }

    const current = movement as Movement | null;
    if (current) {
      const s = Math.min(1, (step - current.startStep) / current.steps);
      hand = current.from + (current.to - current.from) * (s * s * s * (10 - 15 * s + 6 * s * s));
      if (s >= 1) {
        movement = null;
        // A primary movement that ended visibly off its goal is corrected after a short visual reaction.
        if (!current.corrective && Math.abs(hand - current.goal) > 0.015) {
          correctionAt = step + Math.round(lognormal(rng, 0.16, 0.25) * STEPS_PER_SECOND);
          correctionGoal = current.goal;
        }
      }
    }

    const next =
      2 * damping * fcos(omega) * tremor - damping * damping * tremorPrev + tremorDrive * gaussian(rng);
    tremorPrev = tremor;
    tremor = next;
    drift = drift * 0.995 + driftStep * gaussian(rng);
    input[0]!.targetPx = toPx(hand) + tremor + drift;
    game.step(input);
    step++;
  }
  return { score: game.score, durationMs: game.durationMs, died: game.over, recording: game.recording() };
}

/** The person seed of the i-th human-like fixture run (its game seed is bots.ts's calibrationSeed(i)). */
export function humanLikeSeed(i: number): number {
  return (Math.imul(i + 7, 0x85ebca6b) >>> 0) & 0x7fffffff;
}
