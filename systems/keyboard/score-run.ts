import { RATING_BAD, RATING_GOOD, RATING_PERFECT } from '../../components/keyboard/index.ts';
import { runnerOf } from './queries.ts';
import {
  BAD_POINTS,
  BEATS_PER_BAR,
  COMBO_STEP,
  GOOD_POINTS,
  MAX_COMBO_LEVEL,
  PERFECT_POINTS,
} from './rules.ts';
import type { KeyboardWorld } from './world.ts';

/** A hit's score: its points and the combo multiplier they were counted with, in eighths (8 = ×1). */
export interface HitScore {
  points: number;
  eighths: number;
}

const POINTS_OF_RATING: Readonly<Record<number, number>> = {
  [RATING_PERFECT]: PERFECT_POINTS,
  [RATING_GOOD]: GOOD_POINTS,
  [RATING_BAD]: BAD_POINTS,
};

/**
 * What a hit rated `rating` scores after `comboBefore` hits in a row: the rating's points times the multiplier,
 * which grows by an eighth every COMBO_STEP hits up to MAX_COMBO_LEVEL eighths more, rounded down. The rules
 * (judge-keys.ts) count with it and the HUD shows it, so what a rating shows is what it scored. A miss scores 0.
 */
export function hitScore(rating: number, comboBefore: number): HitScore {
  const level = Math.floor(comboBefore / COMBO_STEP);
  const eighths = 8 + (level < MAX_COMBO_LEVEL ? level : MAX_COMBO_LEVEL);
  return { points: Math.floor(((POINTS_OF_RATING[rating] ?? 0) * eighths) / 8), eighths };
}

/**
 * Whether a key row on `beat` lies in the warm-up of the world's rules (rules.ts KeyboardRules.warmUpBars): from
 * the first key row (chosen at the ready) for that many bars. Before the ready nothing is in it.
 */
export function inWarmUp(world: KeyboardWorld, firstKeyBeat: number, beat: number): boolean {
  return firstKeyBeat >= 0 && beat < firstKeyBeat + world.rules.warmUpBars * BEATS_PER_BAR;
}

/** The run's score: the runner's points. */
export function scoreOf(world: KeyboardWorld): number {
  return world.c.Judgement.points[runnerOf(world)]!;
}

/** How many rows got each rating, and the misses that count towards the end. */
/** A run's ratings, as its replay and a bot report them. */
export type RatingTally = ReturnType<typeof ratingsOf>;

export function ratingsOf(world: KeyboardWorld) {
  const { Judgement } = world.c;
  const r = runnerOf(world);
  return {
    perfects: Judgement.perfects[r]!,
    goods: Judgement.goods[r]!,
    bads: Judgement.bads[r]!,
    missed: Judgement.missed[r]!,
    misses: Judgement.misses[r]!,
    maxCombo: Judgement.maxCombo[r]!,
  };
}
