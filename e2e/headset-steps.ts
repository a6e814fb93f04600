import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from './fixtures.ts';
import { pressPlayAndFreeze, step } from './game-steps.ts';

/**
 * Headspace end to end, in the test build: window.__game stops the game's clock and steps it exactly, while the
 * input is a real held mouse button (walking) and real mouse movement (turning). The test steers by reading
 * the shown source's direction from the game's test state, as a player follows the sound.
 */
export interface HeadsetState {
  tick: number;
  score: number;
  over: boolean;
  visual: boolean;
  x: number;
  z: number;
  heading: number;
  walking: boolean;
  finds: number;
  target: { x: number; z: number } | null;
  targetDistance: number | null;
  /** How far to turn to face the target, −π … π (positive: towards +x, to the right). */
  targetTurn: number | null;
  rippleVisible: boolean;
  /** How many beacons of found sources the view draws. */
  foundBeacons: number;
  soundReady: boolean;
  soundPaused: boolean;
  audibleSrc: number | null;
}
export const state = (page: Page) =>
  page.evaluate(() => (window as unknown as { __game: { state(): HeadsetState } }).__game.state());

/** How far the game's clock may run ahead of the time since the run started: the server allows 15 s. */
const AHEAD_MS = 8_000;

/**
 * Steps the run to its end and returns the server's answer to games/end. The server refuses a run that lasted
 * longer than the time since it started, so the game's clock is kept at most AHEAD_MS ahead of the page's: it
 * steps while it may and otherwise waits on the page's clock. Stepping does not depend on frames being drawn,
 * so a busy machine drawing a few frames a second ends the run as soon as a quiet one.
 */
export async function playToTheEnd(page: Page, startedAt: number) {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/games/end'));
  for (let i = 0; i < 1000; i++) {
    const tick = await page.evaluate(
      () => (window as unknown as { __game?: { state(): { tick: number } } }).__game?.state().tick ?? null,
    );
    if (tick === null) break;
    const ahead = (tick * 1000) / 60 - (Date.now() - startedAt);
    if (ahead < AHEAD_MS) {
      if (await step(page, 60)) break;
    } else {
      await page.waitForFunction((until) => Date.now() >= until, Date.now() + ahead - AHEAD_MS + 100);
    }
  }
  return answer;
}

/** The rules turn the character once round per 400 px of horizontal pointer movement. */
const PX_PER_TURN = 400;

/** Opens Headspace, optionally ticks visual mode, presses Play and waits until the run plays, its clock stopped. */
export async function startHeadsetRun(page: Page, options: { visual?: boolean } = {}) {
  test.slow();
  await page.goto('/en/game/headset');
  await waitForApp(page, 'game-intro');
  await expect(page.getByTestId('headphones')).toHaveText('Headphones recommended');
  const visual = page.getByTestId('visual-mode');
  await expect(visual).not.toBeChecked();
  if (options.visual) await visual.check();
  const { run, at } = await pressPlayAndFreeze(page);
  // The server started the run before this moment: the time since then is at least this much.
  return { run, pointer: { ...at }, startedAt: Date.now() };
}

/**
 * Follows the shown source: turns towards it by moving the mouse, walks with the button held, and steps, until
 * `finds` sources are found. The pointer stays on the page: a turn of more than the room left to one side goes
 * the other way round instead (a full turn is 400 px).
 */
export async function huntSources(page: Page, pointer: { x: number; y: number }, finds: number) {
  const width = page.viewportSize()!.width;
  let down = false;
  for (let i = 0; i < 400; i++) {
    const s = await state(page);
    if (s.over || s.finds >= finds) break;
    if (s.target === null || s.targetTurn === null) {
      await step(page, 12);
      continue;
    }
    let px = Math.round((s.targetTurn / (2 * Math.PI)) * PX_PER_TURN);
    if (pointer.x + px > width - 40) px -= PX_PER_TURN;
    if (pointer.x + px < 40) px += PX_PER_TURN;
    if (Math.abs(px) >= 2) {
      pointer.x += px;
      await page.mouse.move(pointer.x, pointer.y, { steps: 2 });
      // Facing the source before walking on: the turn is sampled within 3 steps.
      await step(page, 6);
    }
    if (!down) {
      await page.mouse.down();
      down = true;
    }
    await step(page, 12);
  }
  if (down) await page.mouse.up();
  return state(page);
}
