import { createRandom } from '../random.ts';
import type { MouseInput } from './commands.ts';
import { createMouseGame, type MouseGame } from './game.ts';
import type { MouseGameData } from './replay-format.ts';
import {
  PX_PER_QUANTUM,
  STEPS_PER_SECOND,
  TILE_SIZE,
  TILES_PER_SECOND_AT_SPEED_1,
  WORLD_PER_QUANTUM,
} from './rules.ts';
import { laneCentreAt } from './tile-geometry.ts';
import type { MouseView } from './view.ts';
import type { ScoreSummary } from '../score-figures.ts';
import { gaussian } from '../noise.ts';

export { calibrationSeed, quantile, summarize, type ScoreSummary } from '../score-figures.ts';

/**
 * Simulated players for calibrating the score and for golden replays. A bot sees what a player sees (the sphere,
 * the visible tiles, how fast they come) and acts like a hand on a mouse: it perceives late (reaction delay),
 * aims some time ahead (anticipation, whose timing wanders), aims imprecisely (a slowly drifting error), moves
 * its hand at a bounded speed, and now and then stops paying attention (a lapse). Its randomness comes from its
 * own seeded source, never the game's.
 */
export type BotLevel = 'novice' | 'average' | 'strong';
export const BOT_LEVELS = ['novice', 'average', 'strong'] as const satisfies readonly BotLevel[];

export interface BotProfile {
  /** Steps between seeing the path and acting on it. */
  reactionSteps: number;
  /** How far ahead, in seconds of travel, the bot aims when it looks. */
  anticipationSeconds: number;
  /** Standard deviation of the drift of that anticipation (misjudged timing), in seconds. */
  timingNoiseSeconds: number;
  /** Standard deviation of the drifting aim error across the path, in world units. */
  aimNoise: number;
  /** How many steps the aim and timing errors take to change (their correlation time). */
  noiseSteps: number;
  /** Fastest hand movement, world units per second. */
  handSpeed: number;
  lapsesPerMinute: number;
  lapseSeconds: readonly [number, number];
}

/**
 * Three players, tuned by hand so their run lengths look like people's: a first-timer lasts well under a minute,
 * a regular about two, a strong player three to four minutes. Reaction times from the usual 170 to 330 ms of a
 * visual choice task; lapses (looking away, losing the sphere) grow rarer and shorter with skill.
 */
export const BOT_PROFILES: Record<BotLevel, BotProfile> = {
  novice: {
    reactionSteps: 20,
    anticipationSeconds: 0.3,
    timingNoiseSeconds: 0.12,
    aimNoise: 0.07,
    noiseSteps: 30,
    handSpeed: 1.5,
    lapsesPerMinute: 6,
    lapseSeconds: [0.4, 1.0],
  },
  average: {
    reactionSteps: 15,
    anticipationSeconds: 0.25,
    timingNoiseSeconds: 0.07,
    aimNoise: 0.045,
    noiseSteps: 30,
    handSpeed: 2.5,
    lapsesPerMinute: 3,
    lapseSeconds: [0.3, 0.8],
  },
  strong: {
    reactionSteps: 11,
    anticipationSeconds: 0.2,
    timingNoiseSeconds: 0.04,
    aimNoise: 0.03,
    noiseSteps: 30,
    handSpeed: 4,
    lapsesPerMinute: 2,
    lapseSeconds: [0.3, 0.6],
  },
};

export interface Bot {
  /** This step's input, from what the view shows now. */
  act(view: MouseView): readonly MouseInput[];
}

/** Where the lane's centre is `ahead` world units ahead of the sphere, from the visible tiles only. */
function laneAhead(view: MouseView, ahead: number): number | null {
  for (const tile of view.tiles) {
    if (!tile.visible) continue;
    const near = tile.z - TILE_SIZE / 2;
    if (ahead >= near && ahead < near + TILE_SIZE)
      return laneCentreAt(tile.kind, tile.entryLane, (ahead - near) / TILE_SIZE);
  }
  return null;
}

export function createBot(profile: BotProfile, seed: number): Bot {
  const rng = createRandom(seed);
  const seen = new Float64Array(profile.reactionSteps + 1);
  const keep = 1 - 1 / profile.noiseSteps;
  const fresh = Math.sqrt(1 - keep * keep);
  let steps = 0;
  let hand = 0;
  let aimError = 0;
  let timingError = 0;
  let lapseStepsLeft = 0;
  const input: { kind: 'steer'; targetPx: number }[] = [{ kind: 'steer', targetPx: 0 }];
  const lapseChance = profile.lapsesPerMinute / (60 * STEPS_PER_SECOND);
  const maxHandStep = profile.handSpeed / STEPS_PER_SECOND;

  return {
    act(view) {
      aimError = aimError * keep + fresh * profile.aimNoise * gaussian(rng);
      timingError = timingError * keep + fresh * profile.timingNoiseSeconds * gaussian(rng);
      const lookAhead = profile.anticipationSeconds + timingError;
      const ahead = view.speed * TILES_PER_SECOND_AT_SPEED_1 * TILE_SIZE * (lookAhead > 0 ? lookAhead : 0);
      const slot = steps % seen.length;
      seen[slot] = laneAhead(view, ahead) ?? seen[(slot + seen.length - 1) % seen.length]!;
      steps++;

      if (lapseStepsLeft > 0) lapseStepsLeft--;
      else if (rng.next() < lapseChance) {
        const [min, max] = profile.lapseSeconds;
        lapseStepsLeft = Math.round((min + (max - min) * rng.next()) * STEPS_PER_SECOND);
      }
      if (lapseStepsLeft === 0 && steps > profile.reactionSteps) {
        // The oldest remembered look is the one this hand acts on now.
        const goal = seen[steps % seen.length]! + aimError;
        const move = goal - hand;
        hand += move > maxHandStep ? maxHandStep : move < -maxHandStep ? -maxHandStep : move;
      }
      input[0]!.targetPx = (hand / WORLD_PER_QUANTUM) * PX_PER_QUANTUM;
      return input;
    },
  };
}

export interface BotRun {
  score: number;
  durationMs: number;
  ticks: number;
  /** Whether the gauge ended the run (false: it reached the time cap). */
  died: boolean;
  recording: MouseGameData;
}

/**
 * A whole run of a bot, to its end or `maxSeconds`. The bot's seed is derived from the game's. `afterStep`, if
 * given, sees the game after every step (the golden replays' checkpoints are taken there).
 */
export function playBotRun(
  level: BotLevel,
  seed: number,
  maxSeconds = 600,
  afterStep?: (game: MouseGame) => void,
): BotRun {
  const game = createMouseGame(seed);
  const bot = createBot(BOT_PROFILES[level], (seed ^ 0x5bd1e995) >>> 0);
  const maxTicks = maxSeconds * STEPS_PER_SECOND;
  while (!game.over && game.tick < maxTicks) {
    game.step(bot.act(game.view));
    if (afterStep) afterStep(game);
  }
  return {
    score: game.score,
    durationMs: game.durationMs,
    ticks: game.tick,
    died: game.over,
    recording: game.recording(),
  };
}

/**
 * Where each level's scores must stay over the calibration runs (200 runs, calibrationSeed(0…199), capped at
 * 6 minutes): a first-timer makes a few hundred points, a regular about 1200, a strong player 2000 to 3000, so
 * the prize tiers over three games (1200, 3600, 7000) sit at a beginner's, a regular's and a strong player's
 * totals. Measured at rules version 1: novice 235 / 368 / 523, average 775 / 1189 / 1424, strong 1582 / 2075 /
 * 2908 (p10 / median / p90).
 */
export const CALIBRATION_BANDS: Record<BotLevel, Record<keyof ScoreSummary, readonly [number, number]>> = {
  novice: { p10: [150, 350], median: [250, 550], p90: [400, 900] },
  average: { p10: [500, 1000], median: [900, 1500], p90: [1200, 1900] },
  strong: { p10: [1200, 2000], median: [1800, 2800], p90: [2400, 3600] },
};
export const CALIBRATION_RUNS = 200;
export const CALIBRATION_MAX_SECONDS = 360;
