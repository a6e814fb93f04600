import { circuitOf, playerOf } from './queries.ts';
import { INPUT_SAMPLE_STEPS, LANE_SPACING, STEPS_PER_SECOND, TILE_SIZE, WORLD_PER_QUANTUM } from './rules.ts';
import { laneCentreAt } from './tile-geometry.ts';
import { tileSlot, type MouseWorld } from './world.ts';

/**
 * Measures of how a run was steered, from its replay, that tell a hand on a mouse from a program that knows the
 * seed. The client must know the seed to draw the track, so a program can play perfectly and its replay scores
 * honestly; what it cannot cheaply fake is the shape of human input. A run is judged at the input sampling rate
 * (20 Hz), on two series the replay yields: the steering target the commands set, and the lane's centre under
 * the sphere, both in quanta (4 px, 0.01 world units). See docs/decisions.md, "Judging the inputs".
 */
export interface InputTrace {
  /** The steering target at each input sample, in quanta. */
  readonly target: readonly number[];
  /** The lane's centre under the sphere at each input sample, in quanta. */
  readonly centre: readonly number[];
}

export interface InputTraceRecorder {
  /** Pass as replayMouseRun's afterStep. */
  afterStep(world: MouseWorld): void;
  trace(): InputTrace;
}

/** Records the two series during a replay (one entry every INPUT_SAMPLE_STEPS steps). */
export function createInputTraceRecorder(): InputTraceRecorder {
  const target: number[] = [];
  const centre: number[] = [];
  return {
    afterStep(world) {
      if ((world.ctx.tick - 1) % INPUT_SAMPLE_STEPS !== 0) return;
      const { CircuitTile, Scroller, Steering } = world.c;
      const along = Scroller.distance[circuitOf(world)]! / TILE_SIZE;
      const index = Math.floor(along);
      const tile = world.tileBySlot[tileSlot(index)]!;
      const x = laneCentreAt(CircuitTile.kind[tile]!, CircuitTile.entryLane[tile]!, along - index);
      target.push(Steering.targetQuanta[playerOf(world)]!);
      centre.push(x / WORLD_PER_QUANTUM);
    },
    trace: () => ({ target, centre }),
  };
}

export interface InputMeasures {
  /** Input samples judged (20 a second). */
  samples: number;
  /** Lane changes whose midpoint the target crossed in time, the ones the timing measures use. */
  turns: number;
  /** Share of samples whose target lies on the lane's centre to the quantum: a program's signature. */
  centreShare: number;
  /**
   * Spread (interquartile range, ms) of the delay between the lane's centre and the target crossing a lane
   * change's midpoint. People's reaction and anticipation vary by tens of ms; a program's lead is fixed.
   */
  timingSpreadMs: number | null;
  /** Median of that delay, ms (reported, not judged: people anticipate, so it is near 0 for both). */
  timingMedianMs: number | null;
  /**
   * Share of lane changes where the target went past the new lane by 3 quanta or more and came back: the
   * overshoot and correction of an aimed human movement. Programs move to the goal and stop.
   */
  correctionShare: number | null;
  /**
   * Share of moving samples whose speed equals the previous sample's within a quantum: a speed-capped or
   * ramp-tracking program moves at constant speed; a human movement speeds up and slows down (bell-shaped).
   */
  constantSpeedShare: number | null;
  /** Share of samples whose target did not change (a hand at rest). */
  stillShare: number;
  /**
   * Consistency of the noise across the run: the second half's median lane-change delay minus the first half's, ms.
   * People warm up, tire and anticipate more as the circuit speeds up; a model of a person keeps one timing from
   * the first turn to the last. Reported, not judged: no recorded human play to set a threshold on yet.
   */
  timingShiftMs: number | null;
  /** The second half's stillShare minus the first half's (the same consistency, for the hand at rest). Reported. */
  stillShift: number | null;
}

/** Runs shorter than 15 s (300 samples) are not judged: too little input to tell, and worth little. */
export const MIN_JUDGED_SAMPLES = 300;
/** Turns needed before the timing and correction measures say anything. */
export const MIN_TURNS = 8;
/** Moving sample pairs needed before the constant-speed share says anything. */
export const MIN_MOVING_PAIRS = 20;
const SAMPLE_MS = (INPUT_SAMPLE_STEPS * 1000) / STEPS_PER_SECOND;
const LANE_QUANTA = LANE_SPACING / WORLD_PER_QUANTUM;
/** How far from a lane change the target's crossing may lie to count as the answer to it (1 s). */
const TURN_WINDOW = 20;
/** How long after its crossing a correction may come (0.75 s), and how far past the lane it must go. */
const CORRECTION_WINDOW = 15;
const OVERSHOOT_QUANTA = 3;
const RETURN_QUANTA = 2;

function interquartileRange(sorted: readonly number[]): number {
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return at(0.75) - at(0.25);
}

/** Where (in samples, between k − 1 and k) a series crosses `level`, or null if it does not there. */
function crossing(series: readonly number[], k: number, level: number, direction: number): number | null {
  const a = (series[k - 1]! - level) * direction;
  const b = (series[k]! - level) * direction;
  if (!(a < 0 && b >= 0)) return null;
  return k - 1 + -a / (b - a);
}

export function measureInputs({ target, centre }: InputTrace): InputMeasures {
  const n = Math.min(target.length, centre.length);
  let onCentre = 0;
  let still = 0;
  for (let k = 0; k < n; k++) {
    const off = target[k]! - centre[k]!;
    if (off <= 0.5 && off >= -0.5) onCentre++;
    if (k > 0 && target[k] === target[k - 1]) still++;
  }

  const delays: number[] = [];
  /** The sample of each delay's lane change, for the halves. */
  const delayAt: number[] = [];
  let corrected = 0;
  let settledTurns = 0;
  for (let k = 1; k < n; k++) {
    if (centre[k] === centre[k - 1]) continue;
    const direction = centre[k]! > centre[k - 1]! ? 1 : -1;
    // The midpoint between the lanes the centre leaves and enters.
    const from = Math.round(centre[k - 1]! / LANE_QUANTA - direction * 1e-6) * LANE_QUANTA;
    const level = from + (direction * LANE_QUANTA) / 2;
    const centreCross = crossing(centre, k, level, direction);
    if (centreCross === null) continue;
    let best: number | null = null;
    const lo = Math.max(1, k - TURN_WINDOW);
    const hi = Math.min(n - 1, k + TURN_WINDOW);
    for (let j = lo; j <= hi; j++) {
      const t = crossing(target, j, level, direction);
      if (t !== null && (best === null || Math.abs(t - centreCross) < Math.abs(best - centreCross))) best = t;
    }
    if (best === null) continue;
    delays.push((best - centreCross) * SAMPLE_MS);
    delayAt.push(k);
    // Overshoot and correction, judged only where the lane then stays put through the whole window of samples
    const lane = from + direction * LANE_QUANTA;
    const start = Math.ceil(best);
    const end = Math.min(n - 1, start + CORRECTION_WINDOW);
    let settled = end - start === CORRECTION_WINDOW;
    for (let j = k + 1; settled && j <= end; j++) if (centre[j] !== centre[k]) settled = false;
    if (!settled || Math.abs(centre[k]! - lane) > 0.5) continue;
    settledTurns++;
    let peak = -Infinity;
    let returned = false;
    for (let j = start; j <= end; j++) {
      const past = (target[j]! - lane) * direction;
      if (past > peak) peak = past;
      else if (peak >= OVERSHOOT_QUANTA && peak - past >= RETURN_QUANTA) returned = true;
    }
    if (returned) corrected++;
  }

  let movingPairs = 0;
  let constant = 0;
  for (let k = 2; k < n; k++) {
    const v1 = target[k - 1]! - target[k - 2]!;
    const v2 = target[k]! - target[k - 1]!;
    if (v1 * v2 <= 0 || Math.abs(v1) < 2 || Math.abs(v2) < 2) continue;
    movingPairs++;
    if (Math.abs(v2 - v1) <= 1) constant++;
  }

  const half = n >> 1;
  const halfMedian = (first: boolean) => {
    const values = delays.filter((_, i) => delayAt[i]! < half === first).sort((a, b) => a - b);
    return values.length >= MIN_TURNS ? values[values.length >> 1]! : null;
  };
  const firstTiming = halfMedian(true);
  const secondTiming = halfMedian(false);
  let stillFirst = 0;
  let stillSecond = 0;
  for (let k = 1; k < n; k++)
    if (target[k] === target[k - 1]) {
      if (k < half) stillFirst++;
      else stillSecond++;
    }

  delays.sort((a, b) => a - b);
  const enough = delays.length >= MIN_TURNS;
  return {
    samples: n,
    turns: delays.length,
    centreShare: n > 0 ? onCentre / n : 0,
    timingSpreadMs: enough ? interquartileRange(delays) : null,
    timingMedianMs: enough ? delays[Math.floor(delays.length / 2)]! : null,
    correctionShare: settledTurns >= MIN_TURNS ? corrected / settledTurns : null,
    constantSpeedShare: movingPairs >= MIN_MOVING_PAIRS ? constant / movingPairs : null,
    stillShare: n > 1 ? still / (n - 1) : 0,
    timingShiftMs: firstTiming !== null && secondTiming !== null ? secondTiming - firstTiming : null,
    stillShift: n >= MIN_JUDGED_SAMPLES ? stillSecond / (n - half) - stillFirst / (half - 1) : null,
  };
}

/**
 * Where a measure turns a run from human to suspect, chosen with margin between the project's bots (all levels
 * and the perfect bot) and the synthetic human-like runs (input-measures.test.ts prints the separation):
 * - a target on the lane's centre to the quantum in 65 % of the samples or more (perfect bot ≥ 0.78, human-like
 *   ≤ 0.49);
 * - lane changes answered with a timing spread of 40 ms or less (perfect bot ≤ 22, score bots ≥ 49, human-like
 *   ≥ 88);
 * - a hand that is never at rest: the target unchanged in 40 % of the samples or fewer (the score bots, whose
 *   hand follows its drifting aim every step, ≤ 0.28; human-like ≥ 0.49).
 */
export const REVIEW_THRESHOLDS = {
  maxCentreShare: 0.65,
  minTimingSpreadMs: 40,
  minStillShare: 0.4,
} as const;

/** Why a run's inputs look programmed (empty: they look human). A run too short to judge is not flagged. */
export function suspectInputs(m: InputMeasures): string[] {
  const reasons: string[] = [];
  if (m.samples < MIN_JUDGED_SAMPLES) return reasons;
  if (m.centreShare >= REVIEW_THRESHOLDS.maxCentreShare) reasons.push('steers on the lane centre exactly');
  if (m.timingSpreadMs !== null && m.timingSpreadMs <= REVIEW_THRESHOLDS.minTimingSpreadMs)
    reasons.push('answers every lane change with the same timing');
  if (m.stillShare <= REVIEW_THRESHOLDS.minStillShare) reasons.push('the hand is never at rest');
  return reasons;
}
