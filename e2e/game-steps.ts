import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from './fixtures.ts';

/**
 * Driving a Circuit Shutdown run in the test build (vite --mode e2e): window.__game stops the game's clock and
 * steps it exactly, while the input is real mouse and keyboard. Shared by the specs that play a run.
 */

/** Steps the game; true once it is over (the hook goes away with the runtime when the run ends). */
export const step = (page: Page, count: number) =>
  page.evaluate((n) => {
    const game = (window as unknown as { __game?: { step(n: number): void; state(): { over: boolean } } })
      .__game;
    if (!game) return true;
    game.step(n);
    return game.state().over;
  }, count);

export const freeze = (page: Page, on: boolean) =>
  page.evaluate((f) => (window as unknown as { __game: { freeze(f: boolean): void } }).__game.freeze(f), on);

/** Opens the mouse game, presses Play at a known point and waits until the run plays, its clock stopped. */
export async function startRun(page: Page) {
  // A run loads the game's assets and builds its scene in software-rendered WebGL before it plays: on a busy
  // machine that alone has taken 20 s of a 60 s test, then the end screen and its screenshot take as long again.
  test.slow();
  await page.goto('/en/game/mouse');
  await waitForApp(page, 'game-intro');
  await expect(page.getByRole('heading', { name: 'How to play' })).toBeVisible();
  await expect(page.getByText('Follow the circuit path with your mouse.')).toBeVisible();
  await expect(page.getByText('Score high to climb the leaderboard')).toBeVisible();
  return pressPlayAndFreeze(page);
}

/**
 * Presses the intro's Play at its centre, a known point (with pointer lock the mouse then steers by movement,
 * without it by position), waits until the run plays and stops its clock. Returns the run and that point. A phone's
 * player taps it.
 */
export async function pressPlayAndFreeze(page: Page, press: 'click' | 'tap' = 'click') {
  // On a phone the intro is taller than the screen.
  await page.getByTestId('play').scrollIntoViewIfNeeded();
  const box = (await page.getByTestId('play').boundingBox())!;
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  if (press === 'tap') await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
  const run = page.locator('[data-screen="game-run"]');
  await expect(run).toHaveAttribute('data-run', 'playing', { timeout: 30_000 });
  await page.waitForFunction(() => (window as unknown as { __game?: unknown }).__game !== undefined);
  await freeze(page, true);
  return { run, at };
}

/** Steps until the circuit shuts down; returns the server's answer to games/end. */
export async function stepToTheEnd(page: Page) {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/games/end'));
  // Steer hard off the path, so the circuit overheats within seconds whatever the seed: stepped clocks run far
  // faster than the wall clock, and a run that followed the path for long would claim more time than has passed
  // since it started (the server refuses those beyond its slack).
  // One move, then a frame: Chromium delivers mouse moves aligned to animation frames, and while the test steps
  // the frozen game no frame comes, so the later moves of a multi-step move waited until the run was over (a CI
  // run steered only a quarter of the way, followed the path for 43 s, and the server refused it).
  const viewport = page.viewportSize();
  await page.mouse.move(2, (viewport?.height ?? 600) - 2);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  let over = false;
  for (let i = 0; i < 200 && !over; i++) over = await step(page, 30);
  expect(over).toBe(true);
  return (await answer).json() as Promise<{ score: number; verification: string }>;
}
