import { gzipSync } from 'node:zlib';
import {
  BOT_LEVELS,
  BOT_OF_LEVEL,
  calibrationSeed,
  playBotRun,
  quantile,
  summarize,
  type BotLevel,
} from '../systems/keyboard/bots.ts';
import { CHECKPOINT_STEPS, recordCheckpoint } from '../systems/keyboard/checkpoints.ts';
import { replayKeyboardRun } from '../systems/keyboard/replay.ts';
import {
  RULES_VERSION,
  RULES_VERSIONS,
  STEPS_PER_SECOND,
  type KeyboardRulesVersion,
} from '../systems/keyboard/rules.ts';
import { line, runsOption, timeReplay, writeGolden } from './bench-game.ts';

/**
 * npm run bench:keyboard [-- --runs N] [-- --write-golden] — Jungle Board's figures: the score, rating and run-length
 * distribution of the bots (the three calibration levels and the perfect bot) over N seeded runs each (default 1000),
 * the median µs per simulation step, and the longest run the rules allow (the perfect bot's: the whole music, about
 * 166 s): its replay's time and size. Prints figures; asserts nothing.
 *
 * It also plays the newcomer bot (a player's very first run: bots.ts) under every rules version the server plays, and
 * prints how long those runs last: the first seconds are what a new player sees of the game.
 *
 * --write-golden records one run per level into the current version's golden folder (GOLDEN_DIRS; after a change
 * of rules, with a new RULES_VERSION and a new folder, the older versions' goldens kept): its score, duration and replay, and the world's hash every CHECKPOINT_STEPS steps and after the
 * last, taken from the game as the browser plays it and checked against the server's replay. The average golden is
 * played with a calibration of 40 ms, so the calibration's round trip is covered too.
 */
const args = process.argv.slice(2);
const RUNS = runsOption(args, 1000);
const MAX_RUN_SECONDS = 600;
/** Each rules version's goldens: version 1's where they always were. */
const GOLDEN_DIRS: Record<KeyboardRulesVersion, URL> = {
  1: new URL('../test/fixtures/keyboard-golden/', import.meta.url),
  2: new URL('../test/fixtures/keyboard-golden-v2/', import.meta.url),
};
const GOLDEN_DIR = GOLDEN_DIRS[RULES_VERSION];
const GOLDEN_SEEDS: Record<BotLevel, number> = { novice: 20220707, average: 20220717, strong: 20220712 };
const GOLDEN_CALIBRATION: Record<BotLevel, number> = { novice: 0, average: 40, strong: -15 };

if (args.includes('--write-golden')) {
  for (const level of BOT_LEVELS) {
    const seed = GOLDEN_SEEDS[level];
    const run = writeGolden(GOLDEN_DIR, level, seed, {
      rulesVersion: RULES_VERSION,
      checkpointSteps: CHECKPOINT_STEPS,
      play: (afterStep) => playBotRun(level, seed, MAX_RUN_SECONDS, afterStep, GOLDEN_CALIBRATION[level]),
      recordCheckpoint,
      replay: replayKeyboardRun,
      figures: (played) => ({
        perfects: played.perfects,
        goods: played.goods,
        bads: played.bads,
        missed: played.missed,
      }),
    });
    console.log(
      `golden ${level}: seed ${seed}, score ${run.score}, ${run.perfects} perfect, ${run.durationMs} ms`,
    );
  }
}

console.log(
  `Jungle Board, rules version ${RULES_VERSION}: ${RUNS} runs per bot (cap ${MAX_RUN_SECONDS} s)\n`,
);
console.log(
  line([
    'bot',
    'p10',
    'median',
    'p90',
    'mean',
    'perfect %',
    'rows p50',
    'p10 s',
    'median s',
    'p90 s',
    'complete',
  ]),
);
const stepMicros: number[] = [];
for (const level of [...BOT_LEVELS, 'perfect'] as const) {
  const scores: number[] = [];
  const seconds: number[] = [];
  const rows: number[] = [];
  let perfects = 0;
  let judged = 0;
  let completed = 0;
  for (let i = 0; i < RUNS; i++) {
    const seed = calibrationSeed(i);
    const run = playBotRun(level, seed, MAX_RUN_SECONDS);
    scores.push(run.score);
    seconds.push(run.ticks / STEPS_PER_SECOND);
    const n = run.perfects + run.goods + run.bads + run.missed;
    rows.push(n);
    perfects += run.perfects;
    judged += n;
    if (run.completed) completed++;
    // The simulation alone (no bot): replaying the run, timed per step.
    if (i % 10 === 0) {
      const start = performance.now();
      replayKeyboardRun(run.recording, seed);
      stepMicros.push(((performance.now() - start) * 1000) / run.ticks);
    }
  }
  const s = summarize(scores);
  const t = summarize(seconds);
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  const name = level === 'perfect' ? 'perfect' : `${level}`;
  console.log(
    line([
      name,
      s.p10,
      s.median,
      s.p90,
      mean.toFixed(0),
      ((perfects / judged) * 100).toFixed(1),
      summarize(rows).median,
      t.p10.toFixed(0),
      t.median.toFixed(0),
      t.p90.toFixed(0),
      completed,
    ]),
  );
}
console.log(
  `(novice: the ${BOT_OF_LEVEL.novice} bot; average: ${BOT_OF_LEVEL.average}; strong: ${BOT_OF_LEVEL.strong})`,
);

// A new player's first run, under each rules version: how long it lasts (from the start, the 3 s countdown
// included) and how many rows it reaches.
console.log(`\nnewcomer (a first run: bots.ts), ${RUNS} runs per rules version`);
console.log(line(['rules', 'p10 s', 'median s', 'p90 s', '< 10 s', '< 15 s', 'rows p50', 'score p50']));
for (const version of RULES_VERSIONS) {
  const seconds: number[] = [];
  const rows: number[] = [];
  const scores: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = playBotRun('newcomer', calibrationSeed(i), MAX_RUN_SECONDS, undefined, 0, version);
    seconds.push(run.ticks / STEPS_PER_SECOND);
    rows.push(run.perfects + run.goods + run.bads + run.missed);
    scores.push(run.score);
  }
  const t = summarize(seconds);
  const share = (limit: number) => `${((seconds.filter((s) => s < limit).length / RUNS) * 100).toFixed(0)} %`;
  console.log(
    line([
      `v${version}`,
      t.p10.toFixed(1),
      t.median.toFixed(1),
      t.p90.toFixed(1),
      share(10),
      share(15),
      summarize(rows).median,
      summarize(scores).median,
    ]),
  );
}

stepMicros.sort((a, b) => a - b);
console.log(
  `\nsimulation: median ${quantile(stepMicros, 0.5).toFixed(3)} µs per step (p90 ${quantile(stepMicros, 0.9).toFixed(3)})`,
);

// The longest run the rules allow: the whole music (four loops), the perfect bot's; its replay is timed.
const perfect = playBotRun('perfect', calibrationSeed(0), MAX_RUN_SECONDS);
const data = perfect.recording;
const seconds = data.ticks / STEPS_PER_SECOND;
console.log(
  `perfect run: ${perfect.perfects} perfect rows, score ${perfect.score} in ${seconds.toFixed(0)} s ` +
    `(${(perfect.score / seconds).toFixed(1)} points a second)`,
);
const { cold, median } = timeReplay(() => replayKeyboardRun(data, data.seed));
const json = JSON.stringify(data);
console.log(
  `its replay: ${median.toFixed(2)} ms median of 50 (first, cold: ${cold.toFixed(2)} ms); ${data.commands.length} ` +
    `presses, ${json.length} bytes of JSON, ${gzipSync(json).length} bytes gzipped`,
);
