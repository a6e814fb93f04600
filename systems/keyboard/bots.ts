import { createRandom } from '../random.ts';
import type { ScoreSummary } from '../score-figures.ts';
import { KEY_NAMES, type KeyboardInput, type KeyName } from './commands.ts';
import { createKeyboardGame, type KeyboardGame } from './game.ts';
import type { KeyboardGameData } from './replay-format.ts';
import { LOOPS_TO_END, STEPS_PER_SECOND, type KeyboardRulesVersion } from './rules.ts';
import { ratingsOf, type RatingTally } from './score-run.ts';
import type { KeyboardView } from './view.ts';
import { gaussian } from '../noise.ts';

export { calibrationSeed, quantile, summarize, type ScoreSummary } from '../score-figures.ts';

/**
 * Simulated players for calibrating the score and for golden replays. A bot sees the next key row (the view's
 * nextRow: its key and its beat, as a player sees the key come and hears the beat) and presses that key at the beat,
 * off by its timing error: a normal draw of its spread around its bias. Now and then it presses a wrong key, or lets
 * a row pass (a lapse). Its randomness comes from its own seeded source, never the game's.
 */
export type BotName = 'perfect' | 'good' | 'sloppy' | 'first-timer' | 'newcomer';
export const BOT_NAMES = [
  'perfect',
  'good',
  'sloppy',
  'first-timer',
  'newcomer',
] as const satisfies readonly BotName[];

/** The calibration's three levels, as every game's bands name them, and the bot that plays each. */
export type BotLevel = 'novice' | 'average' | 'strong';
export const BOT_LEVELS = ['novice', 'average', 'strong'] as const satisfies readonly BotLevel[];
export const BOT_OF_LEVEL: Record<BotLevel, BotName> = {
  novice: 'first-timer',
  average: 'sloppy',
  strong: 'good',
};

export interface BotProfile {
  /** The spread of the press time around the beat (standard deviation), ms. */
  sigmaMs: number;
  /** The press's mean offset from the beat, ms (a first-timer presses late, when the row is already there). */
  biasMs: number;
  /** The chance of pressing another key than the row's. */
  wrongKeyChance: number;
  /** The chance of letting a row pass without a press. */
  lapseChance: number;
  /**
   * A player who has never seen the game: at first they miss most rows (they look for the key, press another, or
   * press nothing), and learn: the extra chance of a lapse or a wrong key (`firstLapse`, `firstWrongKey`, on the
   * first key row) is kept `keepPerRow` of itself from one row to the next (0.85: halved every four rows or so).
   * Absent: no learning, the chances hold from the first row.
   */
  learning?: { firstLapse: number; firstWrongKey: number; keepPerRow: number };
}

/**
 * Four players, tuned by hand to the brief's timing noise: on the beat; σ 25 ms (a practised rhythm-game player); σ 60
 * ms with a wrong key now and then; a first-timer, σ 75 ms and 25 ms late, with wrong keys and lapses.
 */
export const BOT_PROFILES: Record<BotName, BotProfile> = {
  perfect: { sigmaMs: 0, biasMs: 0, wrongKeyChance: 0, lapseChance: 0 },
  good: { sigmaMs: 25, biasMs: 0, wrongKeyChance: 0.002, lapseChance: 0.001 },
  sloppy: { sigmaMs: 60, biasMs: 0, wrongKeyChance: 0.006, lapseChance: 0.002 },
  'first-timer': { sigmaMs: 70, biasMs: 15, wrongKeyChance: 0.015, lapseChance: 0.005 },
  // A first-timer on their very first run (the art director's "lost in about 9 s"): the first rows mostly missed,
  // about half as often every four rows. Not a calibration level: the bench reports how long its runs last.
  newcomer: {
    sigmaMs: 70,
    biasMs: 15,
    wrongKeyChance: 0.015,
    lapseChance: 0.005,
    learning: { firstLapse: 0.5, firstWrongKey: 0.3, keepPerRow: 0.85 },
  },
};

export interface Bot {
  /** This step's input, from what the player sees now: a press planned for the next row, handed ahead of time. */
  act(view: KeyboardView): readonly KeyboardInput[];
}

/**
 * A bot that plays with the game's calibration: its presses land `calibrationMs` after the beat on average, as a
 * device with that audio-to-input offset delivers them, and the game takes the offset off again.
 */
export function createBot(profile: BotProfile, seed: number, calibrationMs = 0): Bot {
  const rng = createRandom(seed);
  let plannedBeat = -1;
  /** How much of the learning's extra chances is left (1 on the first key row). */
  let unlearnt = 1;
  const inputs: KeyboardInput[] = [];
  const { learning } = profile;
  return {
    act(view) {
      inputs.length = 0;
      const row = view.nextRow;
      if (row === null || row.beat <= plannedBeat) return inputs;
      plannedBeat = row.beat;
      let lapse = profile.lapseChance;
      let wrongKey = profile.wrongKeyChance;
      if (learning) {
        lapse += learning.firstLapse * unlearnt;
        wrongKey += learning.firstWrongKey * unlearnt;
        unlearnt *= learning.keepPerRow;
      }
      if (rng.next() < lapse) return inputs;
      let key: KeyName = row.key;
      if (rng.next() < wrongKey) {
        const others = KEY_NAMES.filter((k) => k !== row.key);
        key = others[rng.int(others.length)]!;
      }
      const timeMs = row.beatMs + calibrationMs + profile.biasMs + profile.sigmaMs * gaussian(rng);
      inputs.push({ kind: 'press', key, timeMs: Math.round(timeMs * 1000) / 1000 });
      return inputs;
    },
  };
}

export interface BotRun extends RatingTally {
  score: number;
  durationMs: number;
  ticks: number;
  /** The run ended by itself (three misses or the last loop), not at the time cap. */
  over: boolean;
  /** It played all four loops of the music. */
  completed: boolean;
  recording: KeyboardGameData;
}

/**
 * A whole run of a bot (a calibration level or a named bot), to its end or `maxSeconds`. The bot's seed is derived
 * from the game's. `afterStep`, if given, sees the game after every step (the golden replays' checkpoints). The
 * run is played under the current rules unless `rulesVersion` names an older version.
 */
export function playBotRun(
  level: BotLevel | BotName,
  seed: number,
  maxSeconds = 600,
  afterStep?: (game: KeyboardGame) => void,
  calibrationMs = 0,
  rulesVersion?: KeyboardRulesVersion,
): BotRun {
  const name = level in BOT_OF_LEVEL ? BOT_OF_LEVEL[level as BotLevel] : (level as BotName);
  const game = createKeyboardGame(seed, { calibrationMs, ...(rulesVersion && { rulesVersion }) });
  const bot = createBot(BOT_PROFILES[name], (seed ^ 0x5bd1e995) >>> 0, game.calibrationMs);
  const maxTicks = maxSeconds * STEPS_PER_SECOND;
  while (!game.over && game.tick < maxTicks) {
    game.step(bot.act(game.view));
    if (afterStep) afterStep(game);
  }
  return {
    score: game.score,
    durationMs: game.durationMs,
    ticks: game.tick,
    ...ratingsOf(game.world),
    over: game.over,
    completed: game.view.loopsDone >= LOOPS_TO_END,
    recording: game.recording(),
  };
}

/**
 * Where each level's scores must stay over the calibration runs (200 runs, calibrationSeed(0…199); every run ends
 * by itself, by three misses or after the fourth loop, about 166 s): a first-timer makes a couple of hundred points
 * (its p90 about 500), a sloppy player a few hundred to about 1400, a strong player 2700 to 3000 (a perfect run makes
 * about 3040). Measured at rules version 1 (docs/decisions.md, "Jungle Board: timing, judgement and score") and
 * again at version 2, whose warm-up lifts the first-timer's p10 from about 70 to about 160 (a first-timer's
 * early misses no longer end its weakest runs); the other figures moved within their bands.
 */
export const CALIBRATION_BANDS: Record<BotLevel, Record<keyof ScoreSummary, readonly [number, number]>> = {
  novice: { p10: [60, 250], median: [130, 320], p90: [300, 600] },
  average: { p10: [120, 400], median: [400, 900], p90: [950, 1700] },
  strong: { p10: [2400, 2900], median: [2650, 3000], p90: [2800, 3150] },
};
export const CALIBRATION_RUNS = 200;
export const CALIBRATION_MAX_SECONDS = 600;
