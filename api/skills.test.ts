import { describe, expect, it } from 'vitest';
import { nextTierFor, tierFor } from './competition.ts';
import { reflexesOf, skillCaps, skillsOf as skillsWith, type SkillRuns } from './skills.ts';

/** Jungle Board's longest run at rules version 1 (the site reads it from the rules: src/screens/score/skill-caps.ts). */
const KEYBOARD_LONGEST_RUN_MS = 165_957;
const SKILL_CAPS = skillCaps(KEYBOARD_LONGEST_RUN_MS);
const skillsOf = (runs: SkillRuns, total: number) => skillsWith(runs, total, SKILL_CAPS);

const none: SkillRuns = { mouse: null, headset: null, keyboard: null };

describe('the five skills (spec §9)', () => {
  it('are all 0 before any game was played', () => {
    expect(skillsOf(none, 0)).toEqual({ precision: 0, stamina: 0, reflexes: 0, speed: 0, performance: 0 });
  });

  it('follow the spec’s formulas, each against its cap', () => {
    const skills = skillsOf(
      {
        mouse: { score: 1200, durationMs: 110_000, stats: { on_path_share: 0.8, distance: 40 } },
        headset: { score: 900, durationMs: 60_000, stats: { finds: 20 } },
        keyboard: { score: 1500, durationMs: 90_000, stats: { perfects: 30, goods: 10, bads: 6, missed: 4 } },
      },
      3100,
    );
    expect(skills.precision).toBe(1200 / SKILL_CAPS.precisionScore);
    // The average of the two games' run lengths, each against its cap.
    expect(skills.stamina).toBeCloseTo((110_000 / 220_000 + 90_000 / KEYBOARD_LONGEST_RUN_MS) / 2, 12);
    expect(skills.reflexes).toBe(0.8);
    expect(skills.speed).toBe(20 / SKILL_CAPS.speedFinds);
    expect(skills.performance).toBe(3100 / SKILL_CAPS.performanceTotal);
  });

  it('cap at 1: a long, high-scoring journey', () => {
    const skills = skillsOf(
      {
        mouse: { score: 4000, durationMs: 400_000, stats: null },
        headset: { score: 3000, durationMs: 300_000, stats: { finds: 90 } },
        keyboard: {
          score: 3000,
          durationMs: KEYBOARD_LONGEST_RUN_MS,
          stats: { perfects: 128, goods: 0, bads: 0, missed: 0 },
        },
      },
      10_000,
    );
    expect(skills).toEqual({ precision: 1, stamina: 1, reflexes: 1, speed: 1, performance: 1 });
  });

  it('place the median player about the middle and an excellent one at 1 (the tuned games’ figures)', () => {
    // npm run bench:skills, 200 runs a level: the average bot's medians and the strong bot's p90s.
    const median = skillsOf(
      {
        mouse: { score: 1189, durationMs: 110_150, stats: null },
        headset: { score: 1269, durationMs: 77_000, stats: { finds: 25 } },
        keyboard: { score: 641, durationMs: 67_100, stats: null },
      },
      3055,
    );
    for (const skill of ['precision', 'speed', 'performance'] as const)
      expect(median[skill], skill).toBeCloseTo(0.5, 1);
    expect(median.stamina).toBeGreaterThan(0.35);
    expect(median.stamina).toBeLessThan(0.6);
    const excellent = skillsOf(
      {
        mouse: { score: 2908, durationMs: 260_350, stats: null },
        headset: { score: 2516, durationMs: 106_000, stats: { finds: 47 } },
        keyboard: { score: 3088, durationMs: KEYBOARD_LONGEST_RUN_MS, stats: null },
      },
      8042,
    );
    expect(excellent.precision).toBe(1);
    expect(excellent.stamina).toBe(1);
    expect(excellent.performance).toBe(1);
    expect(excellent.speed).toBeGreaterThan(0.9);
    // The spec's caps were below what the games as tuned give: the median player's score was already past 1,000.
    expect(SKILL_CAPS.precisionScore).toBeGreaterThan(1189);
    expect(SKILL_CAPS.speedFinds).toBeGreaterThan(25);
  });

  it('reflexes: 0 when nothing was judged, misses count against', () => {
    expect(reflexesOf(null)).toBe(0);
    expect(reflexesOf({ perfects: 0, goods: 0, bads: 0, missed: 0 })).toBe(0);
    expect(reflexesOf({ perfects: 1, goods: 0, bads: 0, missed: 3 })).toBe(0.25);
  });
});

describe('the prize tiers (spec §9)', () => {
  it('reach tier 1 at 1200, 2 at 3600, 3 at 7000', () => {
    expect(tierFor(1199)).toBeNull();
    expect(tierFor(1200)?.tier).toBe(1);
    expect(tierFor(3599)?.tier).toBe(1);
    expect(tierFor(3600)?.tier).toBe(2);
    expect(tierFor(7000)?.tier).toBe(3);
  });

  it('tell how far the next tier is, and nothing above the top one', () => {
    expect(nextTierFor(0)).toMatchObject({ tier: { tier: 1 }, missing: 1200 });
    expect(nextTierFor(1199)).toMatchObject({ tier: { tier: 1 }, missing: 1 });
    expect(nextTierFor(1200)).toMatchObject({ tier: { tier: 2 }, missing: 2400 });
    expect(nextTierFor(6999)).toMatchObject({ tier: { tier: 3 }, missing: 1 });
    expect(nextTierFor(7000)).toBeNull();
  });
});
