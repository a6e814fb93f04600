import { fatan2, fhypot, PI, TAU } from '../fixed-math.ts';
import {
  HEADING_QUANTA,
  INPUT_SAMPLE_STEPS,
  INTERACTION_DISTANCE,
  KEY_FORWARD,
  STEPS_PER_SECOND,
} from './rules.ts';
import { createHeadsetView, type HeadsetView } from './view.ts';
import type { HeadsetWorld } from './world.ts';

/**
 * Measures of how a Headspace run was played, from its replay, that tell a person turning by ear from a program
 * that knows the seed. games/start hands out the seed, so a program can know where every source stands, turn
 * straight at it and walk a straight line, and its replay scores honestly; what it cannot cheaply fake is the
 * shape of a hand on a mouse answering a sound: a reaction time, a drag that speeds up and slows down, a path that
 * wanders. A run is judged at the input sampling rate (every 3 steps, 20 Hz). See docs/decisions.md, "Judging the
 * inputs".
 */
export interface HeadsetInputTrace {
  /** The character's heading at each input sample, in quanta (0 … 399). */
  readonly heading: readonly number[];
  readonly x: readonly number[];
  readonly z: readonly number[];
  /** Walking forward (pointer or forward key held), 1 or 0. */
  readonly held: readonly number[];
  /** The shown source's entity, −1 during the wait after a find. */
  readonly source: readonly number[];
  readonly sourceX: readonly number[];
  readonly sourceZ: readonly number[];
  readonly finds: readonly number[];
}

export interface HeadsetInputTraceRecorder {
  /** Pass as replayHeadsetRun's afterStep. */
  afterStep(world: HeadsetWorld): void;
  trace(): HeadsetInputTrace;
}

/** Records the trace during a replay (one entry every INPUT_SAMPLE_STEPS steps, after the sample's step). */
export function createHeadsetInputTraceRecorder(): HeadsetInputTraceRecorder {
  const t = { heading: [], x: [], z: [], held: [], source: [], sourceX: [], sourceZ: [], finds: [] } as {
    [K in keyof HeadsetInputTrace]: number[];
  };
  let current: HeadsetWorld | null = null;
  let view: HeadsetView | null = null;
  return {
    afterStep(world) {
      if ((world.ctx.tick - 1) % INPUT_SAMPLE_STEPS !== 0) return;
      if (world !== current) {
        current = world;
        view = createHeadsetView(() => world);
      }
      const v = view!;
      const { Controls } = world.c;
      t.heading.push(v.headingQuanta);
      t.x.push(v.x);
      t.z.push(v.z);
      t.held.push(v.pointerHeld ? 1 : 0);
      const target = v.target;
      t.source.push(target ? target.eid : -1);
      t.sourceX.push(target ? target.x : 0);
      t.sourceZ.push(target ? target.z : 0);
      t.finds.push(v.finds);
      // The forward key walks as the pointer does.
      for (const eid of world.queries.controlled)
        if ((Controls.keys[eid]! & KEY_FORWARD) !== 0) t.held[t.held.length - 1] = 1;
    },
    trace: () => t,
  };
}

export interface HeadsetInputMeasures {
  /** Input samples judged (20 a second). */
  samples: number;
  /** Sources shown in the run (each after the wait following a find, the first at the start). */
  sources: number;
  /** Sources shown while the hand was at rest, whose first answer (a turn or a walk) the reaction measures time. */
  reactions: number;
  /** Median and interquartile range of those reaction times, ms. People hear and answer in 200 ms or more. */
  reactionMedianMs: number | null;
  reactionIqrMs: number | null;
  /** Share of reactions within 100 ms of the sound starting: faster than a person hears and moves. */
  fastReactionShare: number | null;
  /**
   * Share of sources (after the first) that the character already faced, within 5 quanta (4.5°), the moment they
   * were shown, having turned during the wait: nobody can aim at a sound before it plays (chance: 1 in 40).
   */
  preAimedShare: number | null;
  /** Turn movements (a run of samples turning the same way) of 20 quanta or more. */
  turns: number;
  /**
   * Share of those done within a single sample (50 ms) from rest to rest: a program's clean step. A person's drag of
   * 18° or more takes 100 ms or longer, speeding up and slowing down.
   */
  cleanStepShare: number | null;
  /** Share of turns of 3 samples or more whose inner samples all turn by the same quanta (± 1): a capped speed. Reported. */
  constantTurnShare: number | null;
  /** Share of turns followed within 0.75 s by a smaller turn the other way (an overshoot corrected). Reported. */
  correctionShare: number | null;
  /**
   * Median over the found sources of the straight line (from where the character stood when the source was shown to
   * the find radius) over the distance it walked: 1 for a straight walk, less for a path that wanders.
   */
  pathEfficiency: number | null;
  /** Median number of separate holds (walk presses) per found source. Reported. */
  holdsPerFind: number | null;
}

/** Runs shorter than 15 s (300 samples) are not judged: too little input to tell, and worth little. */
export const MIN_JUDGED_SAMPLES = 300;
/** Sources (reactions, found sources) or turns needed before a measure over them says anything. */
export const MIN_EVENTS = 5;
const SAMPLE_MS = (INPUT_SAMPLE_STEPS * 1000) / STEPS_PER_SECOND;
const FAST_REACTION_MS = 100;
const BIG_TURN_QUANTA = 20;
const PRE_AIM_QUANTA = 5;
const CORRECTION_SAMPLES = 15;

const quantileOf = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** The heading's change from sample k − 1 to k, −200 … 200 quanta. */
function turnAt(heading: readonly number[], k: number): number {
  const d = heading[k]! - heading[k - 1]!;
  return d > HEADING_QUANTA / 2 ? d - HEADING_QUANTA : d < -HEADING_QUANTA / 2 ? d + HEADING_QUANTA : d;
}

function quantaOff(t: HeadsetInputTrace, k: number): number {
  const bearing = fatan2(t.sourceX[k]! - t.x[k]!, t.sourceZ[k]! - t.z[k]!);
  const heading = (t.heading[k]! * TAU) / HEADING_QUANTA;
  const off = bearing - heading;
  return (Math.abs(off - TAU * Math.floor((off + PI) / TAU)) * HEADING_QUANTA) / TAU;
}

export function measureHeadsetInputs(t: HeadsetInputTrace): HeadsetInputMeasures {
  const n = t.heading.length;
  const turn = (k: number) => (k > 0 ? turnAt(t.heading, k) : 0);

  // Sources: where each appears, and what the hand did then.
  const reactions: number[] = [];
  let sources = 0;
  let judgedAims = 0;
  let preAimed = 0;
  const efficiencies: number[] = [];
  const holds: number[] = [];
  for (let k = 0; k < n; k++) {
    if (t.source[k] === -1 || (k > 0 && t.source[k] === t.source[k - 1])) continue;
    sources++;
    let end = k;
    while (end + 1 < n && t.source[end + 1] === t.source[k]) end++;
    const found = end + 1 < n && t.finds[end + 1]! > t.finds[k]!;
    if (k > 0) {
      // A new source after a wait: did the hand turn during the wait, ending on it?
      let turnedInWait = false;
      for (let j = k - 1; j > 0 && t.source[j] === -1; j--) if (turn(j) !== 0) turnedInWait = true;
      judgedAims++;
      if (turnedInWait && quantaOff(t, k) <= PRE_AIM_QUANTA) preAimed++;
    }
    // The reaction, when the hand was at rest as the sound started (no turn in the two samples before).
    const atRest = k >= 2 && turn(k - 1) === 0 && turn(k - 2) === 0 && t.held[k - 1] === 0;
    if (atRest) {
      let answer = -1;
      for (let j = k; j <= end && answer < 0; j++) if (turn(j) !== 0 || t.held[j] === 1) answer = j;
      if (answer >= 0) reactions.push((answer - k) * SAMPLE_MS);
    }
    if (found) {
      let walked = 0;
      let presses = 0;
      for (let j = k + 1; j <= end + 1; j++) {
        walked += fhypot(t.x[j]! - t.x[j - 1]!, t.z[j]! - t.z[j - 1]!);
        if (t.held[j] === 1 && t.held[j - 1] !== 1) presses++;
      }
      const straight = fhypot(t.sourceX[k]! - t.x[k]!, t.sourceZ[k]! - t.z[k]!) - INTERACTION_DISTANCE;
      if (walked > 0 && straight > 0.5) efficiencies.push(Math.min(1, straight / walked));
      holds.push(presses);
    }
  }

  // Turn movements: maximal runs of samples turning the same way.
  let turns = 0;
  let clean = 0;
  let longTurns = 0;
  let constant = 0;
  let corrected = 0;
  for (let k = 1; k < n; k++) {
    const d = turn(k);
    if (d === 0 || (k > 1 && Math.sign(turn(k - 1)) === Math.sign(d))) continue;
    let end = k;
    let total = d;
    while (end + 1 < n && Math.sign(turn(end + 1)) === Math.sign(d)) total += turn(++end);
    if (Math.abs(total) < BIG_TURN_QUANTA) continue;
    turns++;
    const length = end - k + 1;
    if (length === 1 && (end + 1 >= n || turn(end + 1) === 0)) clean++;
    if (length >= 3) {
      longTurns++;
      let same = true;
      for (let j = k + 2; j < end; j++) if (Math.abs(turn(j) - turn(j - 1)) > 1) same = false;
      if (same) constant++;
    }
    let back = 0;
    for (let j = end + 1; j < n && j <= end + CORRECTION_SAMPLES; j++)
      if (Math.sign(turn(j)) === -Math.sign(d)) back += turn(j);
    if (back !== 0 && Math.abs(back) < Math.abs(total)) corrected++;
  }

  reactions.sort((a, b) => a - b);
  efficiencies.sort((a, b) => a - b);
  holds.sort((a, b) => a - b);
  const enoughReactions = reactions.length >= MIN_EVENTS;
  return {
    samples: n,
    sources,
    reactions: reactions.length,
    reactionMedianMs: enoughReactions ? quantileOf(reactions, 0.5) : null,
    reactionIqrMs: enoughReactions ? quantileOf(reactions, 0.75) - quantileOf(reactions, 0.25) : null,
    fastReactionShare: enoughReactions
      ? reactions.filter((r) => r < FAST_REACTION_MS).length / reactions.length
      : null,
    preAimedShare: judgedAims >= MIN_EVENTS ? preAimed / judgedAims : null,
    turns,
    cleanStepShare: turns >= MIN_EVENTS ? clean / turns : null,
    constantTurnShare: longTurns >= MIN_EVENTS ? constant / longTurns : null,
    correctionShare: turns >= MIN_EVENTS ? corrected / turns : null,
    pathEfficiency: efficiencies.length >= MIN_EVENTS ? quantileOf(efficiencies, 0.5) : null,
    holdsPerFind: holds.length >= MIN_EVENTS ? quantileOf(holds, 0.5) : null,
  };
}

/**
 * Where a measure turns a run from human to suspect (scripts/bench-judges.ts prints the separation over the
 * project's bots, seed-aware perfect play and the synthetic human-like players):
 * - half the reactions or more within 100 ms of the sound starting;
 * - a third of the sources or more faced before they sounded;
 * - half the turns of 18° or more done in a single 50 ms sample, from rest to rest.
 * The path efficiency is reported, not judged: walking only once the sound is ahead, people and bots alike walk
 * nearly straight (0.93–0.95 for every family), so it does not tell them apart.
 */
export const HEADSET_REVIEW_THRESHOLDS = {
  maxFastReactionShare: 0.5,
  maxPreAimedShare: 0.33,
  maxCleanStepShare: 0.5,
} as const;

/** Why a run's inputs look programmed (empty: they look human). A run too short to judge is not flagged. */
export function suspectHeadsetInputs(m: HeadsetInputMeasures): string[] {
  const reasons: string[] = [];
  if (m.samples < MIN_JUDGED_SAMPLES) return reasons;
  const t = HEADSET_REVIEW_THRESHOLDS;
  if (m.fastReactionShare !== null && m.fastReactionShare >= t.maxFastReactionShare)
    reasons.push('answers new sounds faster than a person hears');
  if (m.preAimedShare !== null && m.preAimedShare >= t.maxPreAimedShare)
    reasons.push('faces sources before they sound');
  if (m.cleanStepShare !== null && m.cleanStepShare >= t.maxCleanStepShare)
    reasons.push('turns in single clean steps');
  return reasons;
}
