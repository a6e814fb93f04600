import { gzipSync } from 'node:zlib';
import {
  BOT_LEVELS,
  calibrationSeed,
  playBotRun,
  quantile,
  summarize,
  type BotLevel,
  type BotRun,
} from '../systems/mouse/bots.ts';
import { CHECKPOINT_STEPS, recordCheckpoint } from '../systems/mouse/checkpoints.ts';
import { replayMouseRun } from '../systems/mouse/replay.ts';
import { RULES_VERSION } from '../systems/mouse/rules.ts';
import { line, runsOption, timeReplay, writeGolden } from './bench-game.ts';

/**
 * npm run bench:mouse [-- --runs N] [-- --write-golden] — Circuit Shutdown's figures: the score and run-length
 * distribution of the three bot levels over N seeded runs each (default 2000), the median µs per simulation
 * step, the time to replay a 3-minute run, and the replay's size. Prints figures; asserts nothing.
 *
 * --write-golden records one run per level into test/fixtures/mouse-golden/ (after a change of rules, with a
 * new RULES_VERSION): its score, duration and replay, and the world's hash every CHECKPOINT_STEPS steps and
 * after the last, taken from the game as the browser plays it and checked against the server's replay.
 */
const args = process.argv.slice(2);
const RUNS = runsOption(args, 2000);
/** A strong bot may last very long; runs stop here so the bench ends. */
const MAX_RUN_SECONDS = 600;
const GOLDEN_DIR = new URL('../test/fixtures/mouse-golden/', import.meta.url);
const GOLDEN_SEEDS: Record<BotLevel, number> = { novice: 20220707, average: 20220717, strong: 20220712 };

if (args.includes('--write-golden')) {
  for (const level of BOT_LEVELS) {
    const seed = GOLDEN_SEEDS[level];
    const run = writeGolden(GOLDEN_DIR, level, seed, {
      rulesVersion: RULES_VERSION,
      checkpointSteps: CHECKPOINT_STEPS,
      play: (afterStep) => playBotRun(level, seed, 300, afterStep),
      recordCheckpoint,
      replay: replayMouseRun,
    });
    console.log(`golden ${level}: seed ${seed}, score ${run.score}, ${run.durationMs} ms, died ${run.died}`);
  }
}

console.log(
  `Circuit Shutdown, rules version ${RULES_VERSION}: ${RUNS} runs per bot level (cap ${MAX_RUN_SECONDS} s)\n`,
);
console.log(line(['level', 'p10', 'median', 'p90', 'mean', 'p10 s', 'median s', 'p90 s', 'capped']));
const threeMinuteRuns: BotRun[] = [];
const stepMicros: number[] = [];
for (const level of BOT_LEVELS) {
  const scores: number[] = [];
  const seconds: number[] = [];
  let capped = 0;
  for (let i = 0; i < RUNS; i++) {
    const seed = calibrationSeed(i);
    const run = playBotRun(level, seed, MAX_RUN_SECONDS);
    scores.push(run.score);
    seconds.push(run.ticks / 60);
    if (!run.died) capped++;
    if (run.ticks >= 180 * 60 && threeMinuteRuns.length < 20) threeMinuteRuns.push(run);
    // The simulation alone (no bot): replaying the run, timed per step.
    if (i % 10 === 0) {
      const start = performance.now();
      replayMouseRun(run.recording, seed);
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

// A 3-minute run: the first strong run that lasted that long, cut to exactly 3 minutes of steps and commands.
const long = threeMinuteRuns[0];
if (long) {
  const ticks = 180 * 60;
  let at = 0;
  const commands = long.recording.commands.filter((entry) => (at += entry[0]) < ticks);
  const data = { ...long.recording, ticks, commands };
  const seed = long.recording.seed;
  const { cold, median } = timeReplay(() => replayMouseRun(data, seed));
  const json = JSON.stringify(data);
  console.log(
    `3-minute replay: ${median.toFixed(2)} ms median of 50 (first, cold: ${cold.toFixed(2)} ms); ` +
      `${data.commands.length} commands, ${json.length} bytes of JSON, ${gzipSync(json).length} bytes gzipped`,
  );
} else {
  console.log('3-minute replay: no run lasted 3 minutes');
}
