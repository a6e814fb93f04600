import type { RunStats } from './games.ts';

/**
 * The five skills of the final score screen, each 0 to 1 (spec §3, §9). The spec fixes three formulas; the
 * inputs of `speed` and `reflexes` ("value") it leaves open, decided in docs/decisions.md ("Skills"): speed is
 * Headspace's sources found, out of 15; reflexes is Jungle Board's share of presses rated Perfect or Good.
 * Every input is a server-verified figure: a run's score, duration and replay stats as GET games/{id} answers.
 */
export const SKILLS = ['precision', 'stamina', 'reflexes', 'speed', 'performance'] as const;
export type Skill = (typeof SKILLS)[number];
export type Skills = Record<Skill, number>;

/** One game's verified run, or null while it has not been played. */
export interface SkillRun {
  score: number;
  durationMs: number;
  stats: RunStats | null;
}

export interface SkillRuns {
  mouse: SkillRun | null;
  headset: SkillRun | null;
  keyboard: SkillRun | null;
}

const capped = (value: number, cap: number) => Math.min(value, cap) / cap;

export const SPEED_FINDS = 15;
export const MOUSE_STAMINA_MS = 150_000;
export const KEYBOARD_STAMINA_MS = 180_000;
export const PERFORMANCE_TOTAL = 7000;
export const PRECISION_MOUSE_SCORE = 1000;

/** Jungle Board's presses rated Perfect or Good among all judged rows; 0 before any was judged. */
export function reflexesOf(stats: RunStats | null): number {
  const perfects = stats?.perfects ?? 0;
  const goods = stats?.goods ?? 0;
  const judged = perfects + goods + (stats?.bads ?? 0) + (stats?.missed ?? 0);
  return judged === 0 ? 0 : (perfects + goods) / judged;
}

export function skillsOf(runs: SkillRuns, total: number): Skills {
  const { mouse, headset, keyboard } = runs;
  return {
    precision: capped(mouse?.score ?? 0, PRECISION_MOUSE_SCORE),
    stamina:
      (capped(mouse?.durationMs ?? 0, MOUSE_STAMINA_MS) +
        capped(keyboard?.durationMs ?? 0, KEYBOARD_STAMINA_MS)) /
      2,
    reflexes: reflexesOf(keyboard?.stats ?? null),
    speed: capped(headset?.stats?.finds ?? 0, SPEED_FINDS),
    performance: capped(total, PERFORMANCE_TOTAL),
  };
}
