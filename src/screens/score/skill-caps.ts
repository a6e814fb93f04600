import { skillCaps } from '../../../api/skills.ts';
import { BEAT_MS, END_BEAT } from '../../../systems/keyboard/rules.ts';

/** Jungle Board's longest run: the whole music (the intro and LOOPS_TO_END loops), as its rules set it. */
export const KEYBOARD_LONGEST_RUN_MS = Math.round(END_BEAT * BEAT_MS);

/** The skills' caps for the games as tuned (api/skills.ts), Jungle Board's stamina read from its rules. */
export const SKILL_CAPS = skillCaps(KEYBOARD_LONGEST_RUN_MS);
