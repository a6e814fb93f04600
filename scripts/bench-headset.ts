import { gzipSync } from 'node:zlib';
import {
  BOT_LEVELS,
  calibrationSeed,
  playBotRun,
  quantile,
  summarize,
  type BotLevel,
} from '../systems/headset/bots.ts';
import { CHECKPOINT_STEPS, recordCheckpoint } from '../systems/headset/checkpoints.ts';
import { driveHeadset } from '../systems/headset/driver.ts';
import { replayHeadsetRun } from '../systems/headset/replay.ts';
import { RULES_VERSION, STEPS_PER_SECOND } from '../systems/headset/rules.ts';
import { line, runsOption, timeReplay, writeGolden } from './bench-game.ts';

/**
 * npm run bench:headset [-- --runs N] [-- --write-golden] — Headspace's figures: the score, find and run-length
 * distribution of the three bot levels over N seeded runs each (default 1000), the median µs per simulation
 * step, and the longest run the rules allow (the autopilot's perfect play, about 3 minutes): its points per
 * second, its replay's time (and that time scaled to 5 minutes) and size. Prints figures; asserts nothing.
 *
 * --write-golden records one run per level into test/fixtures/headset-golden/ (after a change of rules, with a
 * new RULES_VERSION): its score, duration and replay, and the world's hash every CHECKPOINT_STEPS steps and after
 * the last, taken from the game as the browser plays it and checked against the server's replay.
 */
const args = process.argv.slice(2);
const RUNS = runsOption(args, 1000);
const MAX_RUN_SECONDS = 600;
const GOLDEN_DIR = new URL('../test/fixtures/headset-golden/', import.meta.url);
const GOLDEN_SEEDS: Record<BotLevel, number> = { novice: 20220707, average: 20220717, strong: 20220712 };

if (args.includes('--write-golden')) {
  for (const level of BOT_LEVELS) {
    const seed = GOLDEN_SEEDS[level];
    const run = writeGolden(GOLDEN_DIR, level, seed, {
      rulesVersion: RULES_VERSION,
      checkpointSteps: CHECKPOINT_STEPS,
      // The average golden is played in visual mode, so the flag's round trip is covered too.
      play: (afterStep) => playBotRun(level, seed, MAX_RUN_SECONDS, afterStep, level === 'average'),
      recordCheckpoint,
      replay: replayHeadsetRun,
      figures: (played) => ({ finds: played.finds }),
    });
    console.log(
      `golden ${level}: seed ${seed}, score ${run.score}, ${run.finds} finds, ${run.durationMs} ms`,
    );
  }
}

console.log(
  `Headspace, rules version ${RULES_VERSION}: ${RUNS} runs per bot level (cap ${MAX_RUN_SECONDS} s)\n`,
);
console.log(
  line(['level', 'p10', 'median', 'p90', 'mean', 'finds p50', 'p10 s', 'median s', 'p90 s', 'capped']),
);
const stepMicros: number[] = [];
for (const level of BOT_LEVELS) {
  const scores: number[] = [];
  const seconds: number[] = [];
  const finds: number[] = [];
  let capped = 0;
  for (let i = 0; i < RUNS; i++) {
    const seed = calibrationSeed(i);
    const run = playBotRun(level, seed, MAX_RUN_SECONDS);
    scores.push(run.score);
    seconds.push(run.ticks / STEPS_PER_SECOND);
    finds.push(run.finds);
    if (!run.timeUp) capped++;
    // The simulation alone (no bot): replaying the run, timed per step.
    if (i % 10 === 0) {
      const start = performance.now();
      replayHeadsetRun(run.recording, seed);
      stepMicros.push(((performance.now() - start) * 1000) / run.ticks);
    }
  }
  const s = summarize(scores);
  const t = summarize(seconds);
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  console.log(
    line([
      level,
      s.p10,
      s.median,
      s.p90,
      mean.toFixed(0),
      summarize(finds).median,
      t.p10.toFixed(0),
      t.median.toFixed(0),
      t.p90.toFixed(0),
      capped,
    ]),
  );
}

stepMicros.sort((a, b) => a - b);
console.log(
  `\nsimulation: median ${quantile(stepMicros, 0.5).toFixed(3)} µs per step (p90 ${quantile(stepMicros, 0.9).toFixed(3)})`,
);

// The longest run the rules allow: the autopilot's (perfect play). Even it runs out of time (the clock's cap
// outpaces the fastest find), in about 3 minutes; its replay is timed and its cost scaled to 5 minutes.
const perfect = driveHeadset(calibrationSeed(0)).stepUntil(
  () => false,
  MAX_RUN_SECONDS * STEPS_PER_SECOND,
  true,
);
const data = perfect.game.recording();
const seconds = data.ticks / STEPS_PER_SECOND;
console.log(
  `autopilot (perfect play): ${perfect.view.finds} finds, score ${perfect.game.score} in ${seconds.toFixed(0)} s ` +
    `(${(perfect.game.score / seconds).toFixed(1)} points a second)`,
);
const { cold, median } = timeReplay(() => replayHeadsetRun(data, data.seed));
const json = JSON.stringify(data);
const gzipped = gzipSync(json).length;
const fiveMinutes = 300 / seconds;
console.log(
  `its replay: ${median.toFixed(2)} ms median of 50 (first, cold: ${cold.toFixed(2)} ms), ≈ ${(median * fiveMinutes).toFixed(2)} ms ` +
    `for 5 minutes; ${data.commands.length} commands, ${json.length} bytes of JSON, ${gzipped} bytes gzipped ` +
    `(≈ ${((gzipped * fiveMinutes) / 1024).toFixed(1)} KB for 5 minutes)`,
);
