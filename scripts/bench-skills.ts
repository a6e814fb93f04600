import { skillsOf } from '../api/skills.ts';
import { SKILL_CAPS } from '../src/screens/score/skill-caps.ts';
import { calibrationSeed, quantile } from '../systems/score-figures.ts';
import { playBotRun as playMouse } from '../systems/mouse/bots.ts';
import { playBotRun as playHeadset } from '../systems/headset/bots.ts';
import { playBotRun as playKeyboard } from '../systems/keyboard/bots.ts';
import { runsOption } from './bench-game.ts';

/**
 * npm run bench:skills [-- --runs N] — what the final score's skills are drawn from, as the tuned games' bots play
 * them (N seeded runs per level, default 300): Circuit Shutdown's score and run length, Headspace's finds, Jungle
 * Board's run length and ratings, and the total; then the skills each level's median and p90 player gets with the
 * caps of api/skills.ts (docs/decisions.md, "Skills scaled to the games as tuned"). Prints figures; asserts nothing.
 */
const RUNS = runsOption(process.argv.slice(2), 300);
const LEVELS = ['novice', 'average', 'strong'] as const;
const q = (values: number[], p: number) =>
  quantile(
    [...values].sort((a, b) => a - b),
    p,
  );
const fmt = (values: number[]) =>
  [0.1, 0.5, 0.9].map((p) => String(Math.round(q(values, p) * 100) / 100).padStart(9)).join('');

console.log(
  `skills' inputs over ${RUNS} runs per level (p10 / median / p90); caps: ${JSON.stringify(SKILL_CAPS)}\n`,
);
for (const level of LEVELS) {
  const figures = {
    mouseScore: [] as number[],
    mouseS: [] as number[],
    finds: [] as number[],
    keyboardS: [] as number[],
    total: [] as number[],
    skills: [] as ReturnType<typeof skillsOf>[],
  };
  for (let i = 0; i < RUNS; i++) {
    const seed = calibrationSeed(i);
    const mouse = playMouse(level, seed, 600);
    const headset = playHeadset(level, seed, 600);
    const keyboard = playKeyboard(level, seed, 600);
    const total = mouse.score + headset.score + keyboard.score;
    figures.mouseScore.push(mouse.score);
    figures.mouseS.push(mouse.durationMs / 1000);
    figures.finds.push(headset.finds);
    figures.keyboardS.push(keyboard.durationMs / 1000);
    figures.total.push(total);
    figures.skills.push(
      skillsOf(
        {
          mouse: { score: mouse.score, durationMs: mouse.durationMs, stats: null },
          headset: { score: headset.score, durationMs: headset.durationMs, stats: { finds: headset.finds } },
          keyboard: { score: keyboard.score, durationMs: keyboard.durationMs, stats: keyboard },
        },
        total,
        SKILL_CAPS,
      ),
    );
  }
  console.log(`${level}`);
  console.log(`  mouse score      ${fmt(figures.mouseScore)}`);
  console.log(`  mouse s          ${fmt(figures.mouseS)}`);
  console.log(`  headset finds    ${fmt(figures.finds)}`);
  console.log(`  keyboard s       ${fmt(figures.keyboardS)}`);
  console.log(`  total            ${fmt(figures.total)}`);
  for (const skill of ['precision', 'stamina', 'reflexes', 'speed', 'performance'] as const)
    console.log(`  ${skill.padEnd(16)} ${fmt(figures.skills.map((s) => s[skill]))}`);
}
