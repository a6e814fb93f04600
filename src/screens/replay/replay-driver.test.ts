import { describe, expect, it } from 'vitest';
import { GAME_IDS, type GameId } from '../../../api/site-routes.ts';
import { readGoldens } from '../../../test/golden-replays.ts';
import { STEP_MS } from '../../../systems/loop.ts';
import { mouseReplayStepper } from '../../../systems/mouse/replay.ts';
import { scoreOf } from '../../../systems/mouse/score-run.ts';
import { createReplayDriver, REPLAY_STEPS_PER_FRAME, type ReplayDriver } from './replay-driver.ts';
import { replayRun } from './replay-games.ts';

const goldensOf = (game: GameId) =>
  readGoldens(new URL(`../../../test/fixtures/${game}-golden/`, import.meta.url));
const [mouseGolden] = goldensOf('mouse');

function mouseDriver() {
  const stepper = mouseReplayStepper(mouseGolden!.gameData, mouseGolden!.seed);
  return { stepper, driver: createReplayDriver({ stepper, score: scoreOf }) };
}

/** Frames of `frameMs` from `from` on, `count` of them; returns the time after the last. */
function frames(driver: ReplayDriver, from: number, count: number, frameMs = 1000 / 60): number {
  let now = from;
  for (let i = 0; i < count; i++) {
    now += frameMs;
    driver.advance(now);
  }
  return now;
}

describe('the replay driver', () => {
  it('starts paused at step 0 of the run, and a paused clock plays nothing', () => {
    const { driver } = mouseDriver();
    expect(driver.status.get()).toMatchObject({ tick: 0, ticks: mouseGolden!.ticks, paused: true, speed: 1 });
    driver.advance(0);
    frames(driver, 0, 120);
    expect(driver.status.get().tick).toBe(0);
  });

  it('plays a step per 1/60 s at 1×, and the speed scales the steps per second', () => {
    const { driver } = mouseDriver();
    driver.advance(0);
    driver.play();
    let now = frames(driver, 0, 60);
    expect(driver.status.get().tick).toBe(60);
    driver.setSpeed(0.25);
    now = frames(driver, now, 60);
    expect(driver.status.get().tick).toBe(75);
    driver.setSpeed(4);
    frames(driver, now, 60);
    expect(driver.status.get().tick).toBe(315);
    expect(driver.status.get().speed).toBe(4);
  });

  it('pausing stops the steps, however long the pause; one step at a time while paused', () => {
    const { driver } = mouseDriver();
    driver.advance(0);
    driver.play();
    let now = frames(driver, 0, 30);
    driver.pause();
    now = frames(driver, now + 60_000, 30);
    expect(driver.status.get()).toMatchObject({ tick: 30, paused: true });
    driver.stepOnce();
    driver.stepOnce();
    expect(driver.status.get().tick).toBe(32);
    // Stepping is for a paused replay only.
    driver.play();
    driver.stepOnce();
    expect(driver.status.get().tick).toBe(32);
    frames(driver, now, 6, STEP_MS);
    expect(driver.status.get().tick).toBe(38);
  });

  it('runs at most REPLAY_STEPS_PER_FRAME steps in one long frame and catches up on the next ones', () => {
    const { driver } = mouseDriver();
    driver.advance(0);
    driver.play();
    driver.setSpeed(4);
    driver.advance(1000);
    expect(driver.status.get().tick).toBe(REPLAY_STEPS_PER_FRAME);
    frames(driver, 1000, 10, 0.001);
    expect(driver.status.get().tick).toBe(240);
  });

  it('the score so far follows the world, and the replay stops by itself at its last step', () => {
    const { driver, stepper } = mouseDriver();
    driver.advance(0);
    driver.play();
    driver.setSpeed(4);
    let now = 0;
    while (!driver.status.get().done) now = frames(driver, now, 1, 100);
    expect(driver.status.get()).toMatchObject({
      tick: mouseGolden!.ticks,
      done: true,
      paused: true,
      score: mouseGolden!.score,
    });
    expect(driver.status.get().score).toBe(scoreOf(stepper.world));
    driver.play();
    driver.stepOnce();
    expect(driver.status.get()).toMatchObject({ tick: mouseGolden!.ticks, paused: true });
  });
});

describe.each(GAME_IDS)('replaying a stored %s run to its end', (game) => {
  it.each(goldensOf(game).map((g) => [g.level, g] as const))(
    '%s: the score at the last step is the golden (the server-verified) score',
    (_level, golden) => {
      const run = replayRun(game, golden.gameData, golden.seed);
      const { driver } = run;
      driver.advance(0);
      driver.play();
      driver.setSpeed(4);
      let now = 0;
      let frameCount = 0;
      while (!driver.status.get().done && frameCount++ < golden.ticks) now = frames(driver, now, 1, 250);
      expect(driver.status.get()).toMatchObject({ done: true, tick: golden.ticks, score: golden.score });
    },
  );

  it('refuses a replay recorded with another seed, as the server does', () => {
    const [golden] = goldensOf(game);
    expect(() => replayRun(game, golden!.gameData, golden!.seed + 1)).toThrow(/seed/);
  });
});
