import {
  createKeyboardGame,
  type KeyboardEvent,
  type KeyboardGame,
  type KeyboardInput,
} from '../../../systems/keyboard/index.ts';
import { KEY_NONE, RATING_NONE } from '../../../components/keyboard/index.ts';
import { KEY_NAMES } from '../../../systems/keyboard/commands.ts';
import { beatMs } from '../../../systems/keyboard/beat-time.ts';
import type { GameAdapter } from '../../engine/game-runtime.ts';
import { howlerOutput } from '../../audio/howler-output.ts';
import { createKeyboardInput } from './keyboard-input.ts';
import { createMusicClock } from './music-clock.ts';

export type Rating = 'perfect' | 'good' | 'bad' | 'missed';

/** What Jungle Board's HUD shows (spec §2, §4): the countdown, the last rating and the combo, score and misses. */
export interface KeyboardHud {
  phase: 'waiting' | 'pending' | 'intro' | 'playing' | 'over';
  /** Whole seconds of the 3 s pending left, rounded up. */
  countdown: number;
  score: number;
  combo: number;
  misses: number;
  rating: Rating | null;
  /** When the last rating was given (music ms): a new one restarts its pop even when it is the same word. */
  ratingAtMs: number;
  /** What the last rating scored (0 for a miss) and the combo multiplier it was counted with (1 … 1.5). */
  points: number;
  multiplier: number;
  /** The last rating was a miss that the warm-up forgave (it does not count towards the three). */
  forgiven: boolean;
  /** The run is in its warm-up: its misses do not count (systems/keyboard/rules.ts). */
  warmUp: boolean;
}

export const EMPTY_KEYBOARD_HUD: KeyboardHud = {
  phase: 'waiting',
  countdown: 3,
  score: 0,
  combo: 0,
  misses: 0,
  rating: null,
  ratingAtMs: -1,
  points: 0,
  multiplier: 1,
  forgiven: false,
  warmUp: false,
};

const RATINGS = new Set<string>(['perfect', 'good', 'bad', 'missed']);
/** How many judged rows the test build keeps, newest last (a whole run has about 350). */
const RATINGS_KEPT = 512;

/** Jungle Board for the game runtime: its rules on the music's clock, its view on the keyboard world, its keys. */
export const keyboardAdapter: GameAdapter<KeyboardGame, KeyboardInput, KeyboardEvent, KeyboardHud> = {
  id: 'keyboard',
  createGame: (seed, options) => createKeyboardGame(seed, { calibrationMs: options.calibrationMs }),
  createClock: () => createMusicClock(howlerOutput()),
  // On the music's clock the loop never drops time; a long frame's backlog runs over the next frames.
  keepBacklog: true,
  // Presses are judged by their time stamps: no step runs before the presses stamped up to its time are in.
  waitForInput: true,
  async createView(world, game, options) {
    const { createKeyboardGameView } = await import('../../scenes/keyboard/keyboard-game-view.ts');
    const view = createKeyboardGameView(world, game, options);
    // The ratings as the player got them, with their offsets: the e2e tests compare two runs by them.
    const ratings: { rating: Rating; deltaMs: number; beat: number }[] = [];
    return {
      draw: (g, alpha, timeS) => view.draw(g, alpha, timeS),
      onEvent(event) {
        view.onEvent?.(event);
        if (!RATINGS.has(event)) return;
        const v = game.view;
        ratings.push({ rating: event as Rating, deltaMs: v.lastDeltaMs, beat: v.lastRatingBeat });
        if (ratings.length > RATINGS_KEPT) ratings.shift();
      },
      testState: () => ({ ...view.testState?.(), ratings: ratings.slice() }),
      dispose: () => view.dispose(),
    };
  },
  createInput(_target, { clock }) {
    const keys = createKeyboardInput(clock);
    return {
      take: () => keys.take(),
      activate() {
        keys.active = true;
      },
      deactivate() {
        keys.active = false;
      },
      dispose: () => keys.dispose(),
    };
  },
  sounds: {
    onEvent: { perfect: 'sound/keyboard-perfect', hurt: 'sound/failure', over: 'sound/game-over' },
  },
  hudEvents: ['perfect', 'good', 'bad', 'missed', 'ready'],
  hud(game) {
    const v = game.view;
    return {
      phase: v.phase,
      countdown: Math.ceil(v.pendingMsLeft / 1000),
      score: v.score,
      combo: v.combo,
      misses: v.misses,
      rating: v.lastRating,
      ratingAtMs: v.lastRatingMs,
      points: v.lastPoints,
      multiplier: v.lastMultiplier,
      forgiven: v.lastForgiven,
      warmUp: v.warmUp,
    };
  },
  testState(game) {
    const v = game.view;
    const next = v.nextRow;
    // The key rows laid ahead and not judged yet, earliest first: a test presses them on their beats without
    // waiting for each judgement (which comes a frame or more later).
    const { BeatRow } = game.world.c;
    const upcoming = [...game.world.queries.rows]
      .filter((eid) => BeatRow.key[eid] !== KEY_NONE && BeatRow.result[eid] === RATING_NONE)
      .map((eid) => ({
        beat: BeatRow.beat[eid]!,
        beatMs: beatMs(BeatRow.beat[eid]!),
        key: KEY_NAMES[BeatRow.key[eid]! - 1],
      }))
      .sort((a, b) => a.beat - b.beat);
    return {
      tick: game.tick,
      score: game.score,
      over: game.over,
      phase: v.phase,
      simMs: v.musicMs,
      beat: v.beat,
      lane: v.lane,
      combo: v.combo,
      misses: v.misses,
      perfects: v.perfects,
      goods: v.goods,
      bads: v.bads,
      missed: v.missed,
      calibrationMs: game.calibrationMs,
      nextRow: next ? { beat: next.beat, beatMs: next.beatMs, key: next.key } : null,
      upcoming,
    };
  },
};
