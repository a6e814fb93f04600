import { describe, expect, it } from 'vitest';
import {
  KEY_LEFT,
  KEY_NONE,
  TILE_CLOSED,
  TILE_LOWERED,
  TILE_OPENED,
} from '../../components/keyboard/index.ts';
import { beatMs, beatReachedAfterStep, distanceAtBeat, loopOfBeat, msAtTick, stepOfUs } from './beat-time.ts';
import type { KeyboardEvent, KeyName } from './commands.ts';
import { createKeyboardGame, type KeyboardGame } from './game.ts';
import { runnerOf, trackerOf } from './queries.ts';
import {
  BEAT_US_TIMES_47,
  BEATS_PER_BAR,
  CLOSE_DISTANCE,
  RULES_OF_VERSION,
  END_BEAT,
  INTRO_BEATS,
  LOOP_BEATS,
  LOWER_DISTANCE,
  LOWER_FULL_Y,
  LOWER_HALFWAY_Y,
  MAX_COMBO_LEVEL,
  MISS_GRACE_US,
  OPEN_DISTANCE,
  PENDING_STEPS,
  TILE_RAISED_Y,
  UNITS_PER_BEAT_BY_LOOP,
  type KeyboardRulesVersion,
} from './rules.ts';
import { playBotRun } from './bots.ts';

/** Version 2's warm-up in beats (rules.ts RULES_OF_VERSION). */
const WARM_UP_BEATS = RULES_OF_VERSION[2].warmUpBars * BEATS_PER_BAR;

/** Steps the game without input until `done` or `max` steps; returns the events with the tick after each step. */
function stepUntil(game: KeyboardGame, done: () => boolean, max = 20_000) {
  const log: { tick: number; event: KeyboardEvent }[] = [];
  for (let i = 0; i < max && !done() && !game.over; i++)
    for (const event of game.step()) log.push({ tick: game.tick, event });
  return log;
}

/** A game stepped to the step before its first key row's window opens (the intro has ended). */
function atFirstKeyRow(seed = 5, calibrationMs = 0, rulesVersion?: KeyboardRulesVersion) {
  const game = createKeyboardGame(seed, { calibrationMs, ...(rulesVersion && { rulesVersion }) });
  stepUntil(game, () => game.view.nextRow !== null);
  const row = game.view.nextRow!;
  return { game, row: { eid: row.eid, beat: row.beat, key: row.key } };
}

/** The floor and ceiling µs of a beat's time: 15,000,000 × n / 47 is a whole µs only for n a multiple of 47. */
function beatUs(beat: number) {
  return {
    floor: Math.floor((BEAT_US_TIMES_47 * beat) / 47),
    ceil: Math.ceil((BEAT_US_TIMES_47 * beat) / 47),
  };
}

/** Presses `key` at `timeUs` (handed to the game right away: it holds the press back) and steps until judged. */
function judge(game: KeyboardGame, key: KeyName, timeUs: number | readonly number[], keys?: KeyName[]) {
  const times = typeof timeUs === 'number' ? [timeUs] : timeUs;
  const inputs = times.map((t, i) => ({ kind: 'press' as const, key: keys?.[i] ?? key, timeMs: t / 1000 }));
  const before = game.view.perfects + game.view.goods + game.view.bads + game.view.missed;
  const events: KeyboardEvent[] = [...game.step(inputs)];
  for (
    let i = 0;
    i < 200 && game.view.perfects + game.view.goods + game.view.bads + game.view.missed === before;
    i++
  )
    events.push(...game.step());
  return { rating: game.view.lastRating, deltaMs: game.view.lastDeltaMs, events };
}

describe('Jungle Board beat clock (spec §9: 188 BPM, 128-beat loop after an 8-beat intro)', () => {
  it('places every beat of a loop on n × 60000/188 ms, to the millisecond, and the loops on beats 8 + 128k', () => {
    for (const loop of [0, 1, 3])
      for (let n = 0; n < LOOP_BEATS; n++) {
        const beat = INTRO_BEATS + loop * LOOP_BEATS + n;
        expect(Math.round(beatMs(beat))).toBe(Math.round((beat * 60000) / 188));
        expect(loopOfBeat(beat)).toBe(loop);
      }
    expect(beatMs(INTRO_BEATS + LOOP_BEATS) - beatMs(INTRO_BEATS)).toBeCloseTo(40851.06, 2);
    expect(Math.round(beatMs(END_BEAT))).toBe(165957);
  });

  it('reaches beat n on the first step whose end is at or after its time, in exact integers', () => {
    for (let beat = 0; beat < 2 * LOOP_BEATS; beat++) {
      const first = Math.ceil((beatMs(beat) * 60) / 1000) - 1;
      expect(beatReachedAfterStep(first, beat), `beat ${beat}`).toBe(true);
      expect(beatReachedAfterStep(first - 1, beat), `beat ${beat}`).toBe(false);
    }
    // Beat 47 lasts exactly 15 s: step 899 ends on it.
    expect(beatReachedAfterStep(899, 47)).toBe(true);
    expect(beatReachedAfterStep(898, 47)).toBe(false);
    expect([stepOfUs(0), stepOfUs(16_666), stepOfUs(16_667), stepOfUs(-1)]).toEqual([0, 0, 1, -1]);
  });

  it('lays the run out as the integral of the speed schedule, so z is a pure function of the beat', () => {
    expect(distanceAtBeat(136)).toBe(136 * UNITS_PER_BEAT_BY_LOOP[0]);
    expect(distanceAtBeat(140)).toBe(136 * 2 + 4 * UNITS_PER_BEAT_BY_LOOP[1]);
    expect(distanceAtBeat(600) - distanceAtBeat(599)).toBe(UNITS_PER_BEAT_BY_LOOP[3]);
  });
});

describe('Jungle Board flow (spec §4)', () => {
  it('waits for start; the first step starts: camera at (0, 0.5, 1), rows of the warm-up path, pending', () => {
    const game = createKeyboardGame(1);
    expect(game.view).toMatchObject({
      phase: 'waiting',
      x: 0,
      y: 0.5,
      z: 1,
      lane: 0,
      score: 0,
      nextRow: null,
    });
    expect(game.world.queries.rows.length).toBe(0);
    game.step();
    expect(game.view.phase).toBe('pending');
    const { BeatRow } = game.world.c;
    const rows = Array.from(game.world.queries.rows);
    expect(rows.map((r) => BeatRow.beat[r])).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(rows.every((r) => BeatRow.key[r] === KEY_NONE)).toBe(true);
    expect(game.world.queries.tiles.length).toBe(24);
  });

  it('stays pending exactly 3000 ms (180 steps), then waits for the row of beat 10 and is ready on its beat', () => {
    const game = createKeyboardGame(1);
    const tracker = trackerOf(game.world);
    const { BeatTracker } = game.world.c;
    for (let i = 0; i < PENDING_STEPS - 1; i++) game.step();
    expect(game.view.phase).toBe('pending');
    expect(game.view.pendingMsLeft).toBeCloseTo(1000 / 60, 10);
    expect(BeatTracker.waitRow[tracker]).toBe(-1);
    game.step();
    expect(msAtTick(game.tick)).toBe(3000);
    expect(game.view.pendingMsLeft).toBe(0);
    const wait = BeatTracker.waitRow[tracker]!;
    expect(game.world.c.BeatRow.beat[wait]).toBe(10);
    const log = stepUntil(game, () => game.view.phase !== 'pending');
    // Beat 10 is at 3191.49 ms: the step ending at 3200 ms (the 192nd) reaches it.
    expect(log).toEqual([{ tick: 192, event: 'ready' }]);
    expect(game.view.phase).toBe('intro');
    expect(BeatTracker.firstKeyBeat[tracker]).toBe(24);
  });

  it('ends the intro when the first key row (on the bar at beat 24) is laid, 8 beats ahead', () => {
    const game = createKeyboardGame(2);
    const log = stepUntil(game, () => game.view.phase === 'playing');
    const end = log.find((e) => e.event === 'intro-end')!;
    expect(end.tick).toBe(Math.ceil((beatMs(16) * 60) / 1000));
    expect(game.view.nextRow).toMatchObject({ beat: 24 });
  });

  it('ends the run on the third miss (rules version 1: from the first key row)', () => {
    const game = createKeyboardGame(3, { rulesVersion: 1 });
    const log = stepUntil(game, () => false);
    expect(game.over).toBe(true);
    expect(log.filter((e) => e.event === 'missed')).toHaveLength(3);
    expect(log.filter((e) => e.event === 'hurt')).toHaveLength(3);
    expect(log[log.length - 1]!.event).toBe('over');
    expect(game.view).toMatchObject({
      phase: 'over',
      misses: 3,
      missed: 3,
      combo: 0,
      score: 0,
      action: 'hurt',
    });
    expect(game.step([{ kind: 'press', key: 'up', timeMs: msAtTick(game.tick) }])).toEqual([]);
  });

  it('forgives the misses of the warm-up (version 2: two bars from the first key row), then ends on the third', () => {
    const game = createKeyboardGame(3);
    expect(game.view.warmUp).toBe(false);
    game.step();
    // From the start (the countdown) the HUD can say the warm-up is on.
    expect(game.view.warmUp).toBe(true);
    const warmUpEnd = 24 + WARM_UP_BEATS;
    const log = stepUntil(game, () => false);
    const missedBeats: number[] = [];
    const forgiven: boolean[] = [];
    // Replayed to read each miss's row: the view names the last rated beat.
    const again = createKeyboardGame(3);
    for (let i = 0; i < 20_000 && !again.over; i++)
      if (again.step().includes('missed')) {
        missedBeats.push(again.view.lastRatingBeat);
        forgiven.push(again.view.lastForgiven);
        expect(again.view.warmUp).toBe(again.view.beat < warmUpEnd);
      }
    // Every key row of the warm-up (beats 24, 26 … 54: loop 0 lays one every two beats), then three more.
    const warmUpRows = WARM_UP_BEATS / 2;
    expect(log.filter((e) => e.event === 'missed')).toHaveLength(warmUpRows + 3);
    expect(missedBeats.slice(0, warmUpRows)).toEqual(
      Array.from({ length: warmUpRows }, (_, i) => 24 + 2 * i),
    );
    expect(forgiven).toEqual([...Array<boolean>(warmUpRows).fill(true), false, false, false]);
    expect(game.view).toMatchObject({ phase: 'over', misses: 3, missed: warmUpRows + 3, warmUp: false });
    expect(missedBeats.at(-1)).toBeGreaterThanOrEqual(warmUpEnd);
  });

  it('ends the run when the fourth loop completes (beat 520, about 166 s), changing speed at each loop', () => {
    const speeds: number[] = [];
    const run = playBotRun('perfect', 4, 600, (game) => {
      if (game.world.ctx.events.includes('loop-complete')) speeds.push(game.view.unitsPerBeat);
    });
    expect(run).toMatchObject({ completed: true, over: true, misses: 0 });
    expect(run.ticks).toBe(Math.ceil((beatMs(END_BEAT) * 60) / 1000));
    expect(speeds).toEqual([2.5, 3, 3.5, 3.5]);
  });

  it('skips the speed change of a loop-complete during the intro', () => {
    const game = createKeyboardGame(1);
    stepUntil(game, () => game.view.phase === 'intro');
    const tracker = trackerOf(game.world);
    // A loop completing now (the previous loop's beat 8 already passed), while the intro runs.
    game.world.c.BeatTracker.loopsDone[tracker] = -1;
    expect(game.step()).toContain('loop-complete');
    expect(game.view).toMatchObject({
      phase: 'intro',
      loopsDone: 0,
      unitsPerBeat: UNITS_PER_BEAT_BY_LOOP[0],
    });
  });
});

describe('Jungle Board judgement windows, in exact µs, edges inclusive', () => {
  const cases = [
    ['perfect', 45_000],
    ['good', 90_000],
    ['bad', 135_000],
  ] as const;
  for (const calibrationMs of [0, 40, -120]) {
    it.each(cases)(`%s: ±%i µs from the beat, calibration ${calibrationMs} ms`, (rating, edge) => {
      const next = { perfect: 'good', good: 'bad', bad: 'missed' } as const;
      const cal = calibrationMs * 1000;
      // Late side: the last µs inside is floor(beat) + edge; early side: ceil(beat) − edge.
      for (const [inside, outside] of [
        [(b: number) => beatUs(b).floor + edge, (b: number) => beatUs(b).floor + edge + 1],
        [(b: number) => beatUs(b).ceil - edge, (b: number) => beatUs(b).ceil - edge - 1],
      ] as const) {
        const a = atFirstKeyRow(5, calibrationMs);
        expect(judge(a.game, a.row.key, inside(a.row.beat) + cal).rating).toBe(rating);
        const b = atFirstKeyRow(5, calibrationMs);
        const out = judge(b.game, b.row.key, outside(b.row.beat) + cal);
        // Beyond Bad's window the press is ignored; the row is then missed when its window closes.
        expect(out.rating).toBe(next[rating]);
      }
    });
  }

  it('records the offset from the beat and scores a hit', () => {
    const { game, row } = atFirstKeyRow();
    const r = judge(game, row.key, beatUs(row.beat).floor + 30_000);
    expect(r.rating).toBe('perfect');
    expect(r.deltaMs).toBeCloseTo(30, 0);
    expect(r.events).toContain('perfect');
    expect(game.view).toMatchObject({ perfects: 1, combo: 1, maxCombo: 1, score: 8 });
  });

  it('tells each rating’s points and multiplier as the score counted them (what the HUD shows)', () => {
    let score = 0;
    const multipliers = new Set<number>();
    let ratings = 0;
    playBotRun('sloppy', 8, 600, (game) => {
      const events = game.world.ctx.events;
      if (!events.some((e) => e === 'perfect' || e === 'good' || e === 'bad' || e === 'missed')) return;
      ratings++;
      const v = game.view;
      expect(v.score - score).toBe(v.lastPoints);
      score = v.score;
      multipliers.add(v.lastMultiplier);
      if (v.lastRating === 'missed') expect(v.lastMultiplier).toBe(1);
    });
    expect(ratings).toBeGreaterThan(20);
    const perfect = playBotRun('perfect', 8, 600, (game) => {
      if (game.world.ctx.events.includes('perfect')) multipliers.add(game.view.lastMultiplier);
    });
    expect(perfect.completed).toBe(true);
    // The multiplier grows by an eighth every COMBO_STEP hits up to MAX_COMBO_LEVEL eighths more.
    expect([...multipliers].sort()).toEqual(
      Array.from({ length: MAX_COMBO_LEVEL + 1 }, (_, level) => (8 + level) / 8),
    );
  });

  it.each([
    [1, 1],
    [2, 0],
  ] as const)(
    'rates a wrong key Missed on the beat: hurt, camera shake, no move (version %i: %i of three misses)',
    (version, misses) => {
      const { game, row } = atFirstKeyRow(5, 0, version);
      const wrong = (['left', 'right', 'up', 'down'] as const).find((k) => k !== row.key)!;
      const lane = game.view.lane;
      const r = judge(game, wrong, beatUs(row.beat).floor);
      expect(r.rating).toBe('missed');
      expect(r.events).toEqual(expect.arrayContaining(['missed', 'hurt']));
      expect(game.view).toMatchObject({ misses, missed: 1, action: 'hurt', lane, combo: 0 });
      expect(game.view).toMatchObject({ lastPoints: 0, lastMultiplier: 1, lastForgiven: misses === 0 });
      expect(game.view.shakeStartMs).toBe(game.view.lastRatingMs);
    },
  );

  it('batches presses within 50 ms: the same key twice is one press; two different keys are a wrong key', () => {
    const one = atFirstKeyRow();
    const t = beatUs(one.row.beat).floor;
    const r = judge(one.game, one.row.key, [t, t + 49_999]);
    expect(r.rating).toBe('perfect');
    expect(one.game.view).toMatchObject({ perfects: 1, missed: 0 });
    const mash = atFirstKeyRow();
    const other = (['left', 'right', 'up', 'down'] as const).find((k) => k !== mash.row.key)!;
    expect(judge(mash.game, mash.row.key, [t, t + 20_000], [mash.row.key, other]).rating).toBe('missed');
    // 50 ms after the first press a new batch starts: the row is judged already, so it is ignored.
    const two = atFirstKeyRow();
    judge(two.game, two.row.key, [t, t + 50_000], [two.row.key, 'down']);
    for (let i = 0; i < 10; i++) two.game.step();
    expect(two.game.view).toMatchObject({ perfects: 1, missed: 0, misses: 0 });
  });

  it('declares an unhit row Missed 250 ms after its window closes, and a press on its way until then still hits', () => {
    const { game, row } = atFirstKeyRow();
    const deadlineUs = beatUs(row.beat).ceil + 135_000 + MISS_GRACE_US;
    const unhit = stepUntil(game, () => game.view.missed > 0);
    expect(unhit.map((e) => e.event)).toContain('missed');
    // The step that declared it is the first whose end reaches the deadline.
    expect(msAtTick(game.tick) * 1000).toBeGreaterThanOrEqual(deadlineUs);
    expect(msAtTick(game.tick - 1) * 1000).toBeLessThan(deadlineUs);
    // The same row, with a press stamped on its beat that only arrives 300 ms after it (a long task held it back).
    const late = atFirstKeyRow();
    stepUntil(late.game, () => msAtTick(late.game.tick) * 1000 >= beatUs(late.row.beat).floor + 300_000);
    const r = judge(late.game, late.row.key, beatUs(late.row.beat).floor);
    expect(r.rating).toBe('perfect');
    expect(late.game.view.missed).toBe(0);
  });

  it('ignores a press outside every row’s window, without penalty', () => {
    const { game, row } = atFirstKeyRow();
    const r = judge(game, row.key, beatUs(row.beat).floor - 160_000);
    // No rating from the press: the row then passes unhit.
    expect(r.events.indexOf('missed')).toBeGreaterThan(-1);
    expect(game.view.lastDeltaMs).toBe(0);
  });
});

describe('Jungle Board runner and tiles', () => {
  it('moves on a hit: a strafe changes lane and slides x there; up jumps, down ducks by 0.4', () => {
    const { game, row } = atFirstKeyRow(6);
    const lane = game.view.lane;
    judge(game, row.key, beatUs(row.beat).floor);
    const expected = { left: lane - 1, right: lane + 1, up: lane, down: lane }[row.key];
    expect(game.view.lane).toBe(expected);
    let lowest = 0.5;
    let highest = 0.5;
    for (let i = 0; i < 30; i++) {
      game.step();
      lowest = Math.min(lowest, game.view.y);
      highest = Math.max(highest, game.view.y);
    }
    expect(game.view.x).toBe(expected * 2);
    if (row.key === 'down') expect(lowest).toBeCloseTo(0.1, 2);
    if (row.key === 'up') expect(highest).toBeCloseTo(1.5, 2);
    expect(game.view.action).toBe('run');
  });

  it('clamps the lanes to −1 … 1: a left hit at lane −1 scores but does not move', () => {
    const { game, row } = atFirstKeyRow();
    game.world.c.BeatRow.key[row.eid] = KEY_LEFT;
    game.world.c.Runner.lane[runnerOf(game.world)] = -1;
    const r = judge(game, 'left', beatUs(row.beat).floor);
    expect(r.rating).toBe('perfect');
    expect(r.events).not.toContain('moved');
    expect(game.view.lane).toBe(-1);
  });

  it('opens a row’s tiles within 8 units, lowers them within 3 (0.3 halfway, else −0.1), closes them under 1', () => {
    const seen = new Map<string, { state: number; distance: number }[]>();
    playBotRun('perfect', 8, 30, (game) => {
      const { KeyTile, BeatRow } = game.world.c;
      for (const tile of game.world.queries.tiles) {
        const d = KeyTile.z[tile]! - game.view.z;
        const state = KeyTile.state[tile]!;
        // Ids are reused once a row is removed: a tile is its id and its place.
        const key = `${tile}@${KeyTile.z[tile]}`;
        const trail = seen.get(key) ?? [];
        trail.push({ state, distance: d });
        seen.set(key, trail);
        if (state === TILE_OPENED) expect(d).toBeLessThanOrEqual(OPEN_DISTANCE);
        if (state === TILE_LOWERED) {
          expect(d).toBeLessThanOrEqual(LOWER_DISTANCE);
          expect(d).toBeGreaterThanOrEqual(CLOSE_DISTANCE);
          const halfway = BeatRow.halfway[KeyTile.row[tile]!] === 1;
          expect(KeyTile.y[tile]).toBe(halfway ? LOWER_HALFWAY_Y : LOWER_FULL_Y);
        }
        if (state === TILE_CLOSED) expect(KeyTile.y[tile]).toBe(TILE_RAISED_Y);
      }
    });
    // Each tile that passed the camera went closed → opened → lowered → closed, once each.
    const passed = [...seen.values()].filter(
      (t) => t[0]!.distance > OPEN_DISTANCE && t[t.length - 1]!.distance < 0,
    );
    expect(passed.length).toBeGreaterThan(20);
    const expected = (d: number) =>
      d > OPEN_DISTANCE
        ? TILE_CLOSED
        : d > LOWER_DISTANCE
          ? TILE_OPENED
          : d >= CLOSE_DISTANCE
            ? TILE_LOWERED
            : TILE_CLOSED;
    for (const trail of passed) {
      expect(trail.map((t) => t.state)).toEqual(trail.map((t) => expected(t.distance)));
      const states = trail.map((t) => t.state).filter((s, i, all) => i === 0 || s !== all[i - 1]);
      expect(states).toEqual([TILE_CLOSED, TILE_OPENED, TILE_LOWERED, TILE_CLOSED]);
    }
  });

  it('removes rows, tiles and obstacles behind the camera: the world stays small over a whole run', () => {
    let most = 0;
    playBotRun('perfect', 9, 600, (game) => {
      most = Math.max(most, game.world.queries.tiles.length);
      for (const row of game.world.queries.rows)
        expect(game.world.c.BeatRow.z[row]!).toBeGreaterThan(game.view.z - 4 - 3.5);
    });
    expect(most).toBeLessThan(60);
  });

  it('meets each row on its beat: the camera’s z at the beat’s time is the row’s z, across speed changes', () => {
    for (const beat of [24, 135, 136, 137, 300, 519])
      expect(1 + distanceAtBeat(beat)).toBeCloseTo(1 + distanceAtBeat((beatMs(beat) * 47) / 15000), 9);
  });
});
