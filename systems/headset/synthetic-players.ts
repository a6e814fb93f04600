import { fatan2, fcos, PI, TAU } from '../fixed-math.ts';
import { createRandom, type Random } from '../random.ts';
import type { HeadsetInput } from './commands.ts';
import { createHeadsetGame, type HeadsetGame } from './game.ts';
import { headsetReplayStepper } from './replay.ts';
import type { HeadsetGameData } from './replay-format.ts';
import { HEADING_QUANTA, MAX_TURN_QUANTA, PX_PER_HEADING_QUANTUM, STEPS_PER_SECOND } from './rules.ts';
import { createHeadsetView, type HeadsetView } from './view.ts';
import { gaussian, log2, lognormal } from '../noise.ts';

/**
 * Players for calibrating Headspace's input measures (input-measures.ts), beside the score bots of bots.ts:
 *
 * - seed-aware perfect players, the cheat of issue 39: games/start hands out the seed, so a program knows where
 *   every source stands. The reactive one turns the exact angle to a source the moment it is shown (half a turn at
 *   most a sample, as the rules allow) and walks straight to it; the pre-aiming one also knows where the next
 *   source will appear (it plays the run ahead from the seed) and faces it before it sounds.
 * - human-like players: SYNTHETIC, a model of a person turning by ear with a mouse, not recordings (the project has
 *   none). Each run draws a person: a lognormal reaction to a new sound (median 0.25–0.4 s), a drifting hearing
 *   error (4–20°) and front/back confusions, aimed drags that follow the minimum-jerk profile with a Fitts's-law
 *   duration, an overshoot and a corrective drag, tremor of the hand, a walking cone, and attention lapses.
 *   Textbook orders of magnitude, not fitted to data.
 *
 * All randomness comes from seeded sources, so the benchmark's runs are the same on every machine.
 */
export interface SyntheticHeadsetRun {
  score: number;
  durationMs: number;
  finds: number;
  recording: HeadsetGameData;
}

const QUANTUM_RADIANS = TAU / HEADING_QUANTA;

function wrapAngle(a: number): number {
  return a - TAU * Math.floor((a + PI) / TAU);
}

function runOf(game: HeadsetGame): SyntheticHeadsetRun {
  return {
    score: game.score,
    durationMs: game.durationMs,
    finds: game.view.finds,
    recording: game.recording(),
  };
}

/** The signed whole quanta from the character's heading to the direction of (x, z). */
function quantaTowards(view: HeadsetView, x: number, z: number): number {
  const bearing = fatan2(x - view.x, z - view.z);
  return Math.round(wrapAngle(bearing - view.heading) / QUANTUM_RADIANS);
}

/**
 * Where the next source will appear, found by playing the run so far from the seed and on, without input, until a
 * source is shown: what a program that holds the seed can always compute.
 */
function nextSourceAhead(game: HeadsetGame): { x: number; z: number } | null {
  const recording = game.recording();
  const stepper = headsetReplayStepper({ ...recording, ticks: recording.ticks + 200 }, game.seed);
  const view = createHeadsetView(() => stepper.world);
  while (stepper.tick < recording.ticks) stepper.step();
  while (!stepper.done && view.target === null && !view.over) stepper.step();
  return view.target ? { x: view.target.x, z: view.target.z } : null;
}

/**
 * A perfect run from the seed: every sample turns straight at the shown source (MAX_TURN_QUANTA at most) and
 * walks once it faces it. With `preAim`, during the wait after each find it already turns to where the next
 * source will appear.
 */
export function playPerfectHeadsetRun(seed: number, preAim = false, maxSeconds = 600): SyntheticHeadsetRun {
  const game = createHeadsetGame(seed);
  const view = game.view;
  const inputs: HeadsetInput[] = [];
  let held = false;
  let owed = 0;
  let ahead: { x: number; z: number } | null = null;
  let lastFinds = -1;
  const maxTicks = maxSeconds * STEPS_PER_SECOND;
  while (!game.over && game.tick < maxTicks) {
    inputs.length = 0;
    const target = view.target;
    if (target === null && preAim && lastFinds !== view.finds) {
      lastFinds = view.finds;
      ahead = nextSourceAhead(game);
    }
    const goal = target ?? (preAim ? ahead : null);
    // The sampler turns once every 3 steps: hand it the whole angle once, then wait for it to be taken.
    if (goal !== null && owed === 0 && game.tick % 3 === 0) {
      const quanta = quantaTowards(view, goal.x, goal.z);
      const turn =
        quanta > MAX_TURN_QUANTA ? MAX_TURN_QUANTA : quanta < -MAX_TURN_QUANTA ? -MAX_TURN_QUANTA : quanta;
      if (turn !== 0) {
        inputs.push({ kind: 'turn', dxPx: turn * PX_PER_HEADING_QUANTUM });
        owed = 3;
      }
    }
    if (owed > 0) owed--;
    const walk = target !== null && Math.abs(quantaTowards(view, target.x, target.z)) <= 2;
    if (walk !== held) {
      held = walk;
      inputs.push({ kind: 'walk', held });
    }
    game.step(inputs);
  }
  return runOf(game);
}

/** One synthetic person, drawn per run. Times in seconds, angles in radians. */
export interface HeadsetPerson {
  reactionMedian: number;
  reactionSigma: number;
  bearingNoise: number;
  noiseSeconds: number;
  frontBackChance: number;
  /** How far the heard direction must lie from the hand's aim before the person drags again. */
  tolerance: number;
  /** Standard deviation of where a drag ends, besides the overshoot. */
  aimNoise: number;
  overshootMean: number;
  overshootSd: number;
  /** Fitts's law for a drag: duration = a + b × log2(1 + amplitude / 0.2 rad). */
  fittsA: number;
  fittsB: number;
  /** Hand tremor while dragging or at rest, px per step (standard deviation). */
  tremorPx: number;
  walkCone: number;
  /** Seconds of the sound growing quieter while walking before a confused person turns round. */
  noticeSeconds: number;
  lapsesPerMinute: number;
}

const DEGREE = PI / 180;

export function drawHeadsetPerson(rng: Random): HeadsetPerson {
  return {
    reactionMedian: rng.range(0.25, 0.4),
    reactionSigma: rng.range(0.2, 0.35),
    bearingNoise: rng.range(4, 20) * DEGREE,
    noiseSeconds: rng.range(0.5, 1),
    frontBackChance: rng.range(0.05, 0.35),
    tolerance: rng.range(6, 15) * DEGREE,
    aimNoise: rng.range(2, 6) * DEGREE,
    overshootMean: rng.range(0.04, 0.14),
    overshootSd: rng.range(0.04, 0.08),
    fittsA: rng.range(0.08, 0.15),
    fittsB: rng.range(0.06, 0.12),
    tremorPx: rng.range(0.1, 0.5),
    walkCone: rng.range(15, 40) * DEGREE,
    noticeSeconds: rng.range(0.5, 1.2),
    lapsesPerMinute: rng.range(1, 5),
  };
}

interface Drag {
  startStep: number;
  steps: number;
  from: number;
  to: number;
  goal: number;
  corrective: boolean;
}

/** A human-like run (SYNTHETIC: see above) of the person drawn from `personSeed`, on the game of `seed`. */
export function playHumanLikeHeadsetRun(
  seed: number,
  personSeed: number,
  maxSeconds = 600,
): SyntheticHeadsetRun {
  const rng = createRandom(personSeed);
  const p = drawHeadsetPerson(rng);
  const game = createHeadsetGame(seed);
  const view = game.view;
  const inputs: HeadsetInput[] = [];
  const maxTicks = maxSeconds * STEPS_PER_SECOND;
  const keep = 1 - 1 / (p.noiseSeconds * STEPS_PER_SECOND);
  const fresh = Math.sqrt(1 - keep * keep);
  const lapseChance = p.lapsesPerMinute / (60 * STEPS_PER_SECOND);
  const noticeSteps = Math.round(p.noticeSeconds * STEPS_PER_SECOND);
  // Hand tremor: a damped oscillator near 9 Hz driven by noise (as the mouse's players).
  const omega = (TAU * 9) / STEPS_PER_SECOND;
  const damping = 0.9;
  let tremor = 0;
  let tremorPrev = 0;

  let step = 0;
  let error = 0;
  let source = -1;
  let confusion = 0;
  let quieter = 0;
  let lastDistance = 0;
  let lapseLeft = 0;
  /** The hand's drag so far, as the heading it has turned to (radians, unwrapped). */
  let hand = Number.NaN;
  let handPx = 0;
  let aim = 0;
  let drag: Drag | null = null;
  let decisionAt = -1;
  let correctionAt = -1;
  let correctionGoal = 0;
  let walkAt = -1;
  let held = false;

  const startDrag = (to: number, goal: number, corrective: boolean) => {
    const amplitude = Math.abs(to - hand);
    const seconds = (p.fittsA + p.fittsB * log2(1 + amplitude / 0.2)) * lognormal(rng, 1, 0.15);
    drag = {
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
    inputs.length = 0;
    if (Number.isNaN(hand)) hand = aim = view.heading;
    error = error * keep + fresh * p.bearingNoise * gaussian(rng);
    if (lapseLeft > 0) lapseLeft--;
    else if (rng.next() < lapseChance) lapseLeft = Math.round(rng.range(0.4, 1.2) * STEPS_PER_SECOND);

    const target = view.target;
    let heard = Number.NaN;
    if (target === null) {
      source = -1;
      decisionAt = -1;
      walkAt = -1;
    } else {
      const dx = target.x - view.x;
      const dz = target.z - view.z;
      const distance = Math.sqrt(dx * dx + dz * dz);
      const bearing = fatan2(dx, dz);
      if (target.eid !== source) {
        source = target.eid;
        const relative = wrapAngle(bearing - view.heading);
        confusion = rng.next() < p.frontBackChance ? wrapAngle(PI - 2 * relative) : 0;
        quieter = 0;
        lastDistance = distance;
        // A new sound: the person answers it after a reaction time.
        decisionAt = step + Math.round(lognormal(rng, p.reactionMedian, p.reactionSigma) * STEPS_PER_SECOND);
      }
      if (held) {
        quieter = distance < lastDistance ? 0 : quieter + 1;
        if (quieter >= noticeSteps && confusion !== 0) {
          confusion = 0;
          decisionAt = step + Math.round(lognormal(rng, 0.3, 0.25) * STEPS_PER_SECOND);
        }
      }
      lastDistance = distance;
      // The heard direction, unwrapped near the hand's heading.
      heard = hand + wrapAngle(bearing + confusion + error - hand);
    }

    if (lapseLeft === 0 && !Number.isNaN(heard)) {
      if (drag === null && correctionAt >= 0 && step >= correctionAt) {
        correctionAt = -1;
        startDrag(correctionGoal + p.aimNoise * 0.3 * gaussian(rng), correctionGoal, true);
      } else if (drag === null && decisionAt >= 0 && step >= decisionAt) {
        decisionAt = -1;
        const goal = heard + p.aimNoise * gaussian(rng);
        const overshoot = p.overshootMean + p.overshootSd * gaussian(rng);
        startDrag(goal + (goal - hand) * overshoot, goal, false);
      } else if (drag === null && decisionAt < 0 && correctionAt < 0 && Math.abs(heard - aim) > p.tolerance) {
        decisionAt =
          step + Math.round(lognormal(rng, p.reactionMedian * 0.8, p.reactionSigma) * STEPS_PER_SECOND);
      }
    }

    const current = drag as Drag | null;
    if (current) {
      const s = Math.min(1, (step - current.startStep) / current.steps);
      hand = current.from + (current.to - current.from) * (s * s * s * (10 - 15 * s + 6 * s * s));
      if (s >= 1) {
        drag = null;
        if (!current.corrective && Math.abs(hand - current.goal) > 4 * DEGREE) {
          correctionAt = step + Math.round(lognormal(rng, 0.18, 0.25) * STEPS_PER_SECOND);
          correctionGoal = current.goal;
        }
      }
    }
    const next =
      2 * damping * fcos(omega) * tremor - damping * damping * tremorPrev + p.tremorPx * gaussian(rng);
    tremorPrev = tremor;
    tremor = next;
    const wantPx = (hand / QUANTUM_RADIANS) * PX_PER_HEADING_QUANTUM + (held || drag ? tremor : 0);
    if (wantPx !== handPx) {
      inputs.push({ kind: 'turn', dxPx: wantPx - handPx });
      handPx = wantPx;
    }

    // Walk while the sound seems ahead, pressing a moment after deciding so; let go when it does not.
    const ahead =
      !Number.isNaN(heard) && lapseLeft === 0 && Math.abs(heard - hand) < p.walkCone && drag === null;
    if (ahead && !held && walkAt < 0)
      walkAt = step + Math.round(lognormal(rng, 0.15, 0.3) * STEPS_PER_SECOND);
    if (!ahead) walkAt = -1;
    const walk: boolean = held ? ahead || (drag !== null && target !== null) : walkAt >= 0 && step >= walkAt;
    if (walk !== held) {
      held = walk;
      inputs.push({ kind: 'walk', held });
    }
    game.step(inputs);
    step++;
  }
  return runOf(game);
}

/** The person seed of the i-th human-like run (its game seed is bots.ts's calibrationSeed(i)). */
export function humanLikeHeadsetSeed(i: number): number {
  return (Math.imul(i + 11, 0x9e3779b1) >>> 0) & 0x7fffffff;
}
