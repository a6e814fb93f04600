import { calibrationSeed, quantile } from '../systems/score-figures.ts';
import { playBotRun as playHeadsetBot } from '../systems/headset/bots.ts';
import {
  createHeadsetInputTraceRecorder,
  MIN_JUDGED_SAMPLES as MIN_JUDGED_HEADSET_SAMPLES,
  measureHeadsetInputs,
  suspectHeadsetInputs,
} from '../systems/headset/input-measures.ts';
import { replayHeadsetRun } from '../systems/headset/replay.ts';
import {
  humanLikeHeadsetSeed,
  playHumanLikeHeadsetRun,
  playPerfectHeadsetRun,
} from '../systems/headset/synthetic-players.ts';
import { playBotRun as playKeyboardBot } from '../systems/keyboard/bots.ts';
import {
  MIN_JUDGED_PRESSES,
  measureKeyboardInputs,
  suspectKeyboardInputs,
} from '../systems/keyboard/input-measures.ts';
import { playHumanLikeKeyboardRun, playPerfectKeyboardRun } from '../systems/keyboard/synthetic-players.ts';
import { playBotRun as playMouseBot } from '../systems/mouse/bots.ts';
import {
  createInputTraceRecorder,
  MIN_JUDGED_SAMPLES,
  measureInputs,
  suspectInputs,
} from '../systems/mouse/input-measures.ts';
import { replayMouseRun } from '../systems/mouse/replay.ts';
import { humanLikeSeed, playHumanLikeRun, playPerfectRun } from '../systems/mouse/synthetic-players.ts';
import type { GameId } from '../api/site-routes.ts';
import { line, runsOption } from './bench-game.ts';

/**
 * npm run bench:judges [-- --runs N] — how well each game's input judge separates programs from people: for every
 * game and family of players (the calibration bots novice, average and strong; seed-aware perfect play; the
 * synthetic human-like players), N runs on fixed seeds (calibrationSeed(0 … N−1); default 100, about a minute), each judged as the
 * server judges it (the replay with its trace, the measures, the suspicions). Prints the share held for review, the
 * median score and the reason given most often; asserts nothing. The human-like players are models, not people:
 * see systems/<game>/synthetic-players.ts.
 */
const RUNS = runsOption(process.argv.slice(2), 100);
/** How many synthetic persons the selection attack tries per seed. */
const BEST_OF = 10;
/** Runs stop here so the bench ends (a strong mouse bot may last very long). */
const MAX_SECONDS = 300;

interface Judged {
  score: number;
  /** Long enough to be judged (a shorter run is never held). */
  judged: boolean;
  suspicions: string[];
}
type Family = [name: string, play: (i: number) => Judged];

function judgeMouse(run: { score: number; recording: { seed: number } }): Judged {
  const recorder = createInputTraceRecorder();
  replayMouseRun(run.recording, run.recording.seed, { afterStep: recorder.afterStep });
  const m = measureInputs(recorder.trace());
  return { score: run.score, judged: m.samples >= MIN_JUDGED_SAMPLES, suspicions: suspectInputs(m) };
}

function judgeHeadset(run: { score: number; recording: { seed: number } }): Judged {
  const recorder = createHeadsetInputTraceRecorder();
  replayHeadsetRun(run.recording, run.recording.seed, { afterStep: recorder.afterStep });
  const m = measureHeadsetInputs(recorder.trace());
  return {
    score: run.score,
    judged: m.samples >= MIN_JUDGED_HEADSET_SAMPLES,
    suspicions: suspectHeadsetInputs(m),
  };
}

function judgeKeyboard(run: {
  score: number;
  recording: Parameters<typeof measureKeyboardInputs>[0];
}): Judged {
  const m = measureKeyboardInputs(run.recording);
  return { score: run.score, judged: m.presses >= MIN_JUDGED_PRESSES, suspicions: suspectKeyboardInputs(m) };
}

const seed = calibrationSeed;
const FAMILIES: Record<GameId, Family[]> = {
  mouse: [
    ['novice', (i) => judgeMouse(playMouseBot('novice', seed(i), MAX_SECONDS))],
    ['average', (i) => judgeMouse(playMouseBot('average', seed(i), MAX_SECONDS))],
    ['strong', (i) => judgeMouse(playMouseBot('strong', seed(i), MAX_SECONDS))],
    ['perfect', (i) => judgeMouse(playPerfectRun(seed(i), MAX_SECONDS))],
    ['human-like', (i) => judgeMouse(playHumanLikeRun(seed(i), humanLikeSeed(i), MAX_SECONDS))],
    // Issue 39's attack: on the seed games/start hands out, the best of many synthetic persons, chosen offline.
    [
      `human-like, best of ${BEST_OF}`,
      (i) => {
        let best: ReturnType<typeof playHumanLikeRun> | null = null;
        for (let v = 0; v < BEST_OF; v++) {
          const run = playHumanLikeRun(seed(i), humanLikeSeed(1000 + BEST_OF * i + v), MAX_SECONDS);
          if (!best || run.score > best.score) best = run;
        }
        return judgeMouse(best!);
      },
    ],
  ],
  headset: [
    ['novice', (i) => judgeHeadset(playHeadsetBot('novice', seed(i), MAX_SECONDS))],
    ['average', (i) => judgeHeadset(playHeadsetBot('average', seed(i), MAX_SECONDS))],
    ['strong', (i) => judgeHeadset(playHeadsetBot('strong', seed(i), MAX_SECONDS))],
    ['perfect', (i) => judgeHeadset(playPerfectHeadsetRun(seed(i), false, MAX_SECONDS))],
    ['perfect, pre-aiming', (i) => judgeHeadset(playPerfectHeadsetRun(seed(i), true, MAX_SECONDS))],
    [
      'human-like',
      (i) => judgeHeadset(playHumanLikeHeadsetRun(seed(i), humanLikeHeadsetSeed(i), MAX_SECONDS)),
    ],
  ],
  keyboard: [
    ['novice', (i) => judgeKeyboard(playKeyboardBot('novice', seed(i), MAX_SECONDS))],
    ['average', (i) => judgeKeyboard(playKeyboardBot('average', seed(i), MAX_SECONDS))],
    ['strong', (i) => judgeKeyboard(playKeyboardBot('strong', seed(i), MAX_SECONDS))],
    ['perfect', (i) => judgeKeyboard(playPerfectKeyboardRun(seed(i), 0, 0, MAX_SECONDS))],
    ['perfect, calibrated ±8 ms', (i) => judgeKeyboard(playPerfectKeyboardRun(seed(i), 37, 8, MAX_SECONDS))],
    [
      'human-like',
      (i) => judgeKeyboard(playHumanLikeKeyboardRun(seed(i), humanLikeSeed(i) ^ 0x1f3d5b79, MAX_SECONDS)),
    ],
  ],
};

const percent = (count: number) => `${((100 * count) / RUNS).toFixed(0)} %`;
console.log(`Input judges: ${RUNS} runs per game and family (seeds calibrationSeed(0 … ${RUNS - 1}))\n`);
console.log(
  `${'game'.padEnd(10)}${'family'.padEnd(28)}${line(['judged', 'held', 'median'])}  most given reason`,
);
for (const [game, families] of Object.entries(FAMILIES)) {
  for (const [name, play] of families) {
    let held = 0;
    let judged = 0;
    const scores: number[] = [];
    const reasons = new Map<string, number>();
    for (let i = 0; i < RUNS; i++) {
      const run = play(i);
      scores.push(run.score);
      if (run.judged) judged++;
      if (run.suspicions.length > 0) held++;
      for (const reason of run.suspicions) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    scores.sort((a, b) => a - b);
    const top = [...reasons].sort((a, b) => b[1] - a[1])[0];
    console.log(
      `${game.padEnd(10)}${name.padEnd(28)}${line([percent(judged), percent(held), quantile(scores, 0.5)])}  ${
        top ? `${top[0]} (${top[1]})` : ''
      }`,
    );
  }
}
