import {
  ACTION_DUCK,
  ACTION_HURT,
  ACTION_JUMP,
  ACTION_STRAFE_LEFT,
  ACTION_STRAFE_RIGHT,
  KEY_NONE,
  PHASE_OVER,
  PHASE_PENDING,
  PHASE_PLAYING,
  RATING_BAD,
  RATING_GOOD,
  RATING_MISSED,
  RATING_NONE,
  RATING_PERFECT,
} from '../../components/keyboard/index.ts';
import { beatAtTick, beatMs, msAtTick } from './beat-time.ts';
import type { KeyName } from './commands.ts';
import { runnerOf, trackerOf } from './queries.ts';
import { BEATS_PER_BAR } from './rules.ts';
import { hitScore, inWarmUp } from './score-run.ts';
import type { KeyboardWorld } from './world.ts';

export type KeyboardPhase = 'waiting' | 'pending' | 'intro' | 'playing' | 'over';
export type RunnerAction = 'run' | 'strafe-left' | 'strafe-right' | 'jump' | 'duck' | 'hurt';
export type RatingName = 'perfect' | 'good' | 'bad' | 'missed';

/** A key row as bots and the end-to-end tests time their presses from it. */
export interface RowView {
  readonly eid: number;
  readonly beat: number;
  /** The row's beat time, ms of music time (the judged press should land here). */
  readonly beatMs: number;
  readonly key: KeyName;
  /** The tile (0, 1, 2) that shows the key. */
  readonly position: number;
  /** The lane (−1, 0, 1) of that tile. */
  readonly lane: number;
}

/** Read-only state for the scene, the HUD, sounds and bots: getters over the live stores, nothing copied per frame. */
export interface KeyboardView {
  readonly phase: KeyboardPhase;
  /** Music time the world shows: steps × 1000/60 ms. */
  readonly musicMs: number;
  /** The fractional beat at musicMs. */
  readonly beat: number;
  readonly pendingMsLeft: number;
  readonly lane: number;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly previousX: number;
  readonly previousY: number;
  readonly previousZ: number;
  readonly action: RunnerAction;
  /** When the action began, ms of music time (the clip plays from here). */
  readonly actionStartMs: number;
  /** When a failed key last shook the camera, ms of music time; null if never. */
  readonly shakeStartMs: number | null;
  readonly unitsPerBeat: number;
  readonly loopsDone: number;
  readonly score: number;
  readonly combo: number;
  readonly maxCombo: number;
  /** Misses towards the end (three end the run). */
  readonly misses: number;
  readonly perfects: number;
  readonly goods: number;
  readonly bads: number;
  readonly missed: number;
  readonly lastRating: RatingName | null;
  readonly lastRatingMs: number;
  /** The last judged press's offset from its beat (judged time − beat time), ms; 0 for a row left unhit. */
  readonly lastDeltaMs: number;
  /** The beat of the row the last rating was for. */
  readonly lastRatingBeat: number;
  /** The points the last rating scored (0 for a miss), as the rules counted them (score-run.ts hitScore). */
  readonly lastPoints: number;
  /** The combo multiplier the last hit's points were counted with (1, 1.125 … 1.5); 1 after a miss. */
  readonly lastMultiplier: number;
  /** The last rating was a miss the warm-up forgave: it did not count towards the three. */
  readonly lastForgiven: boolean;
  /**
   * The run is in its warm-up (rules.ts KeyboardRules.warmUpBars): from the start until the warm-up's last bar has
   * passed; never under rules without one.
   */
  readonly warmUp: boolean;
  /** The next unjudged row with a key, or null. */
  readonly nextRow: RowView | null;
  readonly over: boolean;
}

const ACTIONS: Record<number, RunnerAction> = {
  [ACTION_STRAFE_LEFT]: 'strafe-left',
  [ACTION_STRAFE_RIGHT]: 'strafe-right',
  [ACTION_JUMP]: 'jump',
  [ACTION_DUCK]: 'duck',
  [ACTION_HURT]: 'hurt',
};
const RATINGS: Record<number, RatingName> = {
  [RATING_PERFECT]: 'perfect',
  [RATING_GOOD]: 'good',
  [RATING_BAD]: 'bad',
  [RATING_MISSED]: 'missed',
};
/** The name of KEY_LEFT … KEY_DOWN (1 … 4); slot 0 (KEY_NONE) is never read: nextRow always has a key. */
const KEY_NAMES_BY_KEY: readonly KeyName[] = ['left', 'left', 'right', 'up', 'down'];

export function createKeyboardView(world: () => KeyboardWorld): KeyboardView {
  const rowViews = new Map<number, RowView>();
  const rowView = (eid: number): RowView => {
    let view = rowViews.get(eid);
    if (!view) {
      // Ids are reused once a row is removed: the view reads whatever row holds the id now.
      view = {
        eid,
        get beat() {
          return world().c.BeatRow.beat[eid]!;
        },
        get beatMs() {
          return beatMs(world().c.BeatRow.beat[eid]!);
        },
        get key() {
          return KEY_NAMES_BY_KEY[world().c.BeatRow.key[eid]!]!;
        },
        get position() {
          return world().c.BeatRow.position[eid]!;
        },
        get lane() {
          return world().c.BeatRow.position[eid]! - 1;
        },
      };
      rowViews.set(eid, view);
    }
    return view;
  };
  const runner = () => {
    const w = world();
    return { c: w.c, r: runnerOf(w) };
  };
  const tracker = () => {
    const w = world();
    return { c: w.c, t: trackerOf(w) };
  };
  const tickMs = (tick: number) => msAtTick(tick);
  /** The last rating's score: a hit's after the combo that preceded it (the combo now, less itself). */
  const lastHit = () => {
    const { c, r } = runner();
    const rating = c.Judgement.lastRating[r]!;
    if (rating === RATING_NONE || rating === RATING_MISSED) return { points: 0, eighths: 8 };
    return hitScore(rating, c.Judgement.combo[r]! - 1);
  };
  return {
    get phase(): KeyboardPhase {
      const { c, t } = tracker();
      const phase = c.BeatTracker.phase[t];
      if (phase === PHASE_PENDING) return 'pending';
      if (phase === PHASE_PLAYING) return c.BeatTracker.intro[t] === 1 ? 'intro' : 'playing';
      if (phase === PHASE_OVER) return 'over';
      return 'waiting';
    },
    get musicMs() {
      return msAtTick(world().ctx.tick);
    },
    get beat() {
      return beatAtTick(world().ctx.tick);
    },
    get pendingMsLeft() {
      const { c, t } = tracker();
      return msAtTick(c.BeatTracker.pendingStepsLeft[t]!);
    },
    get lane() {
      const { c, r } = runner();
      return c.Runner.lane[r]!;
    },
    get x() {
      const { c, r } = runner();
      return c.Runner.x[r]!;
    },
    get y() {
      const { c, r } = runner();
      return c.Runner.y[r]!;
    },
    get z() {
      const { c, r } = runner();
      return c.Runner.z[r]!;
    },
    get previousX() {
      const { c, r } = runner();
      return c.Runner.previousX[r]!;
    },
    get previousY() {
      const { c, r } = runner();
      return c.Runner.previousY[r]!;
    },
    get previousZ() {
      const { c, r } = runner();
      return c.Runner.previousZ[r]!;
    },
    get action() {
      const { c, r } = runner();
      return ACTIONS[c.Runner.action[r]!] ?? 'run';
    },
    get actionStartMs() {
      const { c, r } = runner();
      return tickMs(c.Runner.actionStartTick[r]!);
    },
    get shakeStartMs() {
      const { c, r } = runner();
      const tick = c.Runner.shakeStartTick[r]!;
      return tick < 0 ? null : tickMs(tick);
    },
    get unitsPerBeat() {
      const { c, t } = tracker();
      return c.BeatTracker.unitsPerBeat[t]!;
    },
    get loopsDone() {
      const { c, t } = tracker();
      return c.BeatTracker.loopsDone[t]!;
    },
    get score() {
      const { c, r } = runner();
      return c.Judgement.points[r]!;
    },
    get combo() {
      const { c, r } = runner();
      return c.Judgement.combo[r]!;
    },
    get maxCombo() {
      const { c, r } = runner();
      return c.Judgement.maxCombo[r]!;
    },
    get misses() {
      const { c, r } = runner();
      return c.Judgement.misses[r]!;
    },
    get perfects() {
      const { c, r } = runner();
      return c.Judgement.perfects[r]!;
    },
    get goods() {
      const { c, r } = runner();
      return c.Judgement.goods[r]!;
    },
    get bads() {
      const { c, r } = runner();
      return c.Judgement.bads[r]!;
    },
    get missed() {
      const { c, r } = runner();
      return c.Judgement.missed[r]!;
    },
    get lastRating() {
      const { c, r } = runner();
      return RATINGS[c.Judgement.lastRating[r]!] ?? null;
    },
    get lastRatingMs() {
      const { c, r } = runner();
      return tickMs(c.Judgement.lastRatingTick[r]!);
    },
    get lastDeltaMs() {
      const { c, r } = runner();
      return c.Judgement.lastDeltaUs[r]! / 1000;
    },
    get lastRatingBeat() {
      const { c, r } = runner();
      return c.Judgement.lastRatedBeat[r]!;
    },
    get lastPoints() {
      return lastHit().points;
    },
    get lastMultiplier() {
      return lastHit().eighths / 8;
    },
    get lastForgiven() {
      const w = world();
      const r = runnerOf(w);
      const { Judgement, BeatTracker } = w.c;
      return (
        Judgement.lastRating[r] === RATING_MISSED &&
        inWarmUp(w, BeatTracker.firstKeyBeat[trackerOf(w)]!, Judgement.lastRatedBeat[r]!)
      );
    },
    get warmUp() {
      const w = world();
      const t = trackerOf(w);
      const phase = w.c.BeatTracker.phase[t];
      if (w.rules.warmUpBars === 0 || (phase !== PHASE_PENDING && phase !== PHASE_PLAYING)) return false;
      const first = w.c.BeatTracker.firstKeyBeat[t]!;
      return first < 0 || beatAtTick(w.ctx.tick) < first + w.rules.warmUpBars * BEATS_PER_BAR;
    },
    get nextRow() {
      const w = world();
      const { BeatRow } = w.c;
      let next = -1;
      for (const eid of w.queries.rows) {
        if (BeatRow.key[eid] === KEY_NONE || BeatRow.result[eid] !== RATING_NONE) continue;
        if (next < 0 || BeatRow.beat[eid]! < BeatRow.beat[next]!) next = eid;
      }
      return next < 0 ? null : rowView(next);
    },
    get over() {
      const { c, t } = tracker();
      return c.BeatTracker.phase[t] === PHASE_OVER;
    },
  };
}
