import { describe, expect, it } from 'vitest';
import { skillsOf } from '../../../api/skills.ts';
import { playBotRun } from '../../../systems/keyboard/bots.ts';
import { calibrationSeed } from '../../../systems/score-figures.ts';
import { KEYBOARD_LONGEST_RUN_MS, SKILL_CAPS } from './skill-caps.ts';

describe('the skills’ caps as the site uses them', () => {
  it('read Jungle Board’s longest run from its rules: a run played to the end of the music has all its stamina', () => {
    const whole = playBotRun('perfect', calibrationSeed(0), 600);
    expect(whole.completed).toBe(true);
    expect(Math.abs(whole.durationMs - KEYBOARD_LONGEST_RUN_MS)).toBeLessThan(100);
    const { stamina } = skillsOf(
      {
        mouse: null,
        headset: null,
        keyboard: { score: whole.score, durationMs: whole.durationMs, stats: null },
      },
      0,
      SKILL_CAPS,
    );
    // Half the stamina is Jungle Board's (the other half, Circuit Shutdown's, is 0 here).
    expect(stamina).toBe(0.5);
  });
});
