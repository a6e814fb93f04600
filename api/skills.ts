import type { RunStats } from './games.ts';

/**
 * The five skills of the final score screen, each 0 to 1 (spec §3, §9). The spec fixes three formulas; the
 * inputs of `speed` and `reflexes` ("value") it leaves open, decided in docs/decisions.md ("Skills"): speed is
 * Headspace's sources found; reflexes is Jungle Board's share of presses rated Perfect or Good. The caps are
 * skillCaps's, scaled to the games as tuned.
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

/**
 * What gives a skill its full 1, from the tuned games' measured distributions (npm run bench:skills; the figures
 * and the reasoning in docs/decisions.md, "Skills scaled to the games as tuned"), not the spec's caps, which the
 * tuned games outgrew (an average player's Circuit Shutdown median, about 1,190, was past the spec's 1,000) or
 * could never reach (Jungle Board's stamina, 180 s against a run of at most about 166 s). Each cap is twice the
 * average bot's median, so a median player stands about the middle and a strong one near or at 1; Jungle Board's
 * stamina is its longest run, the whole music, which the caller reads from the game's rules (api/ imports no
 * game: src/screens/score/skill-caps.ts), so a new rules version moves it too.
 */
export function skillCaps(keyboardLongestRunMs: number) {
  return {
    /** Circuit Shutdown's score. */
    precisionScore: 2400,
    /** Circuit Shutdown's run length. */
    mouseStaminaMs: 220_000,
    /** Jungle Board's run length: no run lasts longer, so a run played to the end has all of its stamina. */
    keyboardStaminaMs: keyboardLongestRunMs,
    /** Headspace's sources found. */
    speedFinds: 50,
    /** The journey's total. */
    performanceTotal: 6200,
  } as const;
}
export type SkillCaps = ReturnType<typeof skillCaps>;

/** Jungle Board's presses rated Perfect or Good among all judged rows; 0 before any was judged. */
export function reflexesOf(stats: RunStats | null): number {
  const perfects = stats?.perfects ?? 0;
  const goods = stats?.goods ?? 0;
  const judged = perfects + goods + (stats?.bads ?? 0) + (stats?.missed ?? 0);
  return judged === 0 ? 0 : (perfects + goods) / judged;
}

export function skillsOf(runs: SkillRuns, total: number, caps: SkillCaps): Skills {
  const { mouse, headset, keyboard } = runs;
  return {
    precision: capped(mouse?.score ?? 0, caps.precisionScore),
    stamina:
      (capped(mouse?.durationMs ?? 0, caps.mouseStaminaMs) +
        capped(keyboard?.durationMs ?? 0, caps.keyboardStaminaMs)) /
      2,
    reflexes: reflexesOf(keyboard?.stats ?? null),
    speed: capped(headset?.stats?.finds ?? 0, caps.speedFinds),
    performance: capped(total, caps.performanceTotal),
  };
}
