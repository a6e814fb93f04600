import { describe, expect, it } from 'vitest';
import { nextTierFor, tierFor } from './competition.ts';
import { reflexesOf, skillsOf, type SkillRuns } from './skills.ts';

const none: SkillRuns = { mouse: null, headset: null, keyboard: null };

describe('the five skills (spec §9)', () => {
  it('are all 0 before any game was played', () => {
    expect(skillsOf(none, 0)).toEqual({ precision: 0, stamina: 0, reflexes: 0, speed: 0, performance: 0 });
  });

  it('follow the spec’s formulas, each capped at 1', () => {
    const skills = skillsOf(
      {
        mouse: { score: 500, durationMs: 75_000, stats: { on_path_share: 0.8, distance: 40 } },
        headset: { score: 900, durationMs: 60_000, stats: { finds: 6 } },
        keyboard: { score: 1500, durationMs: 90_000, stats: { perfects: 30, goods: 10, bads: 6, missed: 4 } },
      },
      2900,
    );
    expect(skills.precision).toBe(0.5);
    // Average of 75 000 / 150 000 and 90 000 / 180 000.
    expect(skills.stamina).toBe(0.5);
    expect(skills.reflexes).toBe(0.8);
    expect(skills.speed).toBe(0.4);
    expect(skills.performance).toBeCloseTo(2900 / 7000, 12);
  });

  it('cap at 1: a long, high-scoring journey', () => {
    const skills = skillsOf(
      {
        mouse: { score: 4000, durationMs: 400_000, stats: null },
        headset: { score: 3000, durationMs: 300_000, stats: { finds: 40 } },
        keyboard: {
          score: 3000,
          durationMs: 166_000,
          stats: { perfects: 128, goods: 0, bads: 0, missed: 0 },
        },
      },
      10_000,
    );
    expect(skills.precision).toBe(1);
    expect(skills.stamina).toBeCloseTo((1 + 166_000 / 180_000) / 2, 12);
    expect(skills.speed).toBe(1);
    expect(skills.reflexes).toBe(1);
    expect(skills.performance).toBe(1);
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
