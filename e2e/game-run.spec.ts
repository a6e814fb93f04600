import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from './fixtures.ts';
import { freeze, startRun, step, stepToTheEnd } from './game-steps.ts';
import { violations } from './axe.ts';

/**
 * Circuit Shutdown end to end, in the test build: window.__game stops the game's clock and steps it exactly,
 * so a run that would take minutes in SwiftShader takes seconds, while the input is real mouse and keyboard.
 */
interface GameState {
  tick: number;
  score: number;
  over: boolean;
  x: number;
  heat: number;
  points: number;
  onPath: boolean;
  laneX: number | null;
}
const state = (page: Page) =>
  page.evaluate(() => (window as unknown as { __game: { state(): GameState } }).__game.state());
/** The engine's frame counter: frames drawn since the stage started. */
const frameStats = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __game: { frameStats(): { frames: number } } }).__game.frameStats(),
  );

test('a run with the mouse: the sphere follows the pointer, leaving the path heats it until the circuit shuts down, and the end screen shows the verified score', async ({
  page,
}, testInfo) => {
  const { at } = await startRun(page);
  await step(page, 30);
  const centred = await state(page);
  expect(centred.onPath).toBe(true);
  await expect(page.getByTestId('hud')).toBeVisible();

  // 600 px to the right: the target clamps at +320 px, well off the lane.
  await page.mouse.move(at.x + 600, at.y);
  await step(page, 60);
  const off = await state(page);
  expect(off.x).toBeGreaterThan(centred.x + 0.5);
  await step(page, 180);
  expect((await state(page)).points).toBeLessThan(3);
  await page.screenshot({ path: testInfo.outputPath('run.png') });
  // axe in the run's own state, not only on page load: the HUD over the 3D, with the game's name as the heading.
  expect(await violations(page), 'a run').toEqual([]);

  const verified = await stepToTheEnd(page);
  expect(verified.verification).toBe('replay');
  await waitForApp(page, 'game-end');
  await expect(page.getByRole('heading', { name: 'Your score' })).toBeVisible();
  await expect(page.getByTestId('verified-score')).toHaveText(verified.score.toLocaleString('en'));
  await expect(page.getByTestId('next-world')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'More products' }).getByRole('link')).toHaveCount(2);
  // Why it ended (the server's replay: the gauge ran out), the best and the place on the board.
  await expect(page.getByTestId('end-cause')).toHaveText('Overheated: the circuit shut down.');
  await expect(page.getByTestId('end-cause')).toHaveAttribute('data-cause', 'overheated');
  await expect(page.getByTestId('personal-best')).toBeVisible();
  await expect(page.getByTestId('board-rank')).toHaveText(
    /^(You're the first on this game's leaderboard\.|Save your score to take place \d+ of \d+ on this game's leaderboard\.)$/,
  );
  await page.screenshot({ path: testInfo.outputPath('end.png') });
  expect(await violations(page), 'the end screen').toEqual([]);

  // Play again goes back to the how-to: no run starts until the player presses Play.
  await page.getByTestId('play-again').click();
  await waitForApp(page, 'game-intro');
  await expect(page.getByTestId('play')).toBeVisible();
  await expect(page.locator('[data-screen="game-run"]')).toHaveCount(0);
});

test('a run with the keyboard: the arrows steer, and the run ends with its verified score', async ({
  page,
}) => {
  await startRun(page);
  const start = await state(page);
  await page.keyboard.down('ArrowRight');
  await step(page, 12);
  const right = await state(page);
  expect(right.x).toBeGreaterThan(start.x + 0.1);
  await page.keyboard.up('ArrowRight');
  await page.keyboard.down('KeyA');
  await step(page, 24);
  expect((await state(page)).x).toBeLessThan(right.x - 0.1);
  await page.keyboard.up('KeyA');
  // Hold right until the sphere is far off the path and the heat ends the run.
  await page.keyboard.down('ArrowRight');
  const verified = await stepToTheEnd(page);
  await page.keyboard.up('ArrowRight');
  await waitForApp(page, 'game-end');
  await expect(page.getByTestId('verified-score')).toHaveText(verified.score.toLocaleString('en'));
});

test('Escape pauses the run (time stands still), Resume goes on', async ({ page }) => {
  const { run } = await startRun(page);
  await freeze(page, false);
  await page.keyboard.press('Escape');
  await expect(run).toHaveAttribute('data-run', 'paused');
  await expect(page.getByRole('dialog', { name: 'Paused' })).toBeVisible();
  const before = (await state(page)).tick;
  // The scene goes on drawing while paused: frames pass (each a stretch of real time that a running loop would
  // turn into steps), and the game's clock does not move.
  const framesBefore = (await frameStats(page)).frames;
  await expect.poll(async () => (await frameStats(page)).frames).toBeGreaterThanOrEqual(framesBefore + 5);
  expect((await state(page)).tick).toBe(before);
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(run).toHaveAttribute('data-run', 'playing');
  await expect.poll(async () => (await state(page)).tick, { timeout: 10_000 }).toBeGreaterThan(before);
});

test('a click captures the pointer; a double-click within 200 ms releases it and pauses the run', async ({
  page,
}) => {
  // Every request for the pointer lock is counted, so that a click that asks for none can be told apart. The
  // game's own request as the run starts is refused, as Chromium refuses one that comes too long after the
  // visitor's click (a slow start): the run then plays with the pointer free, and it is a click that captures it.
  await page.addInitScript(() => {
    const w = window as unknown as { lockRequests: number };
    const request = Element.prototype.requestPointerLock;
    w.lockRequests = 0;
    Element.prototype.requestPointerLock = function (this: Element, ...args: Parameters<typeof request>) {
      w.lockRequests++;
      if (w.lockRequests === 1)
        return Promise.reject(new DOMException('Refused by the test', 'NotAllowedError'));
      return request.apply(this, args);
    };
  });
  const lockRequests = () =>
    page.evaluate(() => (window as unknown as { lockRequests: number }).lockRequests);
  const { run, at } = await startRun(page);
  // The presses carry their own times (the game reads each press's time stamp), so the machine's load cannot
  // stretch the double-click past 200 ms or bring the single click within 200 ms of it.
  const cdp = await page.context().newCDPSession(page);
  // Chromium turns a press's wall-clock time (seconds) into its time stamp, and a time before the page began
  // reads 0: so the presses are dated a little ahead of now.
  const t0 = Date.now() / 1000 + 10;
  const press = async (x: number, y: number, clickCount: number, at: number) => {
    const event = { x, y, button: 'left' as const, clickCount };
    await cdp.send('Input.dispatchMouseEvent', { ...event, type: 'mousePressed', buttons: 1, timestamp: at });
    await cdp.send('Input.dispatchMouseEvent', {
      ...event,
      type: 'mouseReleased',
      buttons: 0,
      timestamp: at + 0.04,
    });
  };
  await expect.poll(lockRequests).toBe(1);
  expect(await page.evaluate(() => document.pointerLockElement)).toBeNull();
  await page.mouse.move(at.x, at.y + 150);
  await press(at.x, at.y + 150, 1, t0);
  await expect.poll(() => page.evaluate(() => document.pointerLockElement !== null)).toBe(true);
  expect(await lockRequests()).toBe(2);
  // A separate click a second later, then its second click 100 ms after it.
  await press(at.x, at.y + 150, 1, t0 + 1);
  await press(at.x, at.y + 150, 2, t0 + 1.1);
  await expect.poll(() => page.evaluate(() => document.pointerLockElement === null)).toBe(true);
  await expect(run).toHaveAttribute('data-run', 'paused');
  expect(await violations(page), 'a paused run').toEqual([]);
  // Clicks while paused leave the pointer free for the menu: the click asks for no lock (a request happens
  // in the press's own handler, so it has been counted when the click returns).
  await page.mouse.click(at.x, at.y + 200);
  expect(await lockRequests()).toBe(2);
  expect(await page.evaluate(() => document.pointerLockElement)).toBeNull();
});

test.describe('a forged score', () => {
  test.use({ expectedConsoleErrors: [/status of 422/] });
  test('a tampered games/end is refused by the server, and the player is told', async ({ page }) => {
    await page.route('**/api/games/end', async (route) => {
      const body = route.request().postDataJSON() as { score: number };
      // One point more: plausible for any run, so only the server's replay can tell.
      await route.continue({ postData: JSON.stringify({ ...body, score: body.score + 1 }) });
    });
    const { run, at } = await startRun(page);
    await page.mouse.move(at.x - 600, at.y);
    let over = false;
    for (let i = 0; i < 200 && !over; i++) over = await step(page, 30);
    await expect(run).toHaveAttribute('data-run', 'refused');
    await expect(page.getByText('This run could not be verified.')).toBeVisible();
    await expect(page.getByTestId('run-reason')).toHaveText('Replaying the run did not give the same score.');
  });
});

test.describe('a run ended in its first seconds', () => {
  test.use({ expectedConsoleErrors: [/status of 422/] });
  test('is simply not saved, and the screen says so without blaming the player', async ({ page }) => {
    const { run } = await startRun(page);
    await step(page, 10);
    await page.keyboard.press('Escape');
    await expect(run).toHaveAttribute('data-run', 'paused');
    await page.getByRole('dialog', { name: 'Paused' }).getByRole('button', { name: 'End the run' }).click();
    await expect(run).toHaveAttribute('data-run', 'refused');
    await expect(page.getByText('This run was not saved.')).toBeVisible();
    await expect(page.getByTestId('run-reason')).toHaveAttribute('data-code', 'run_too_short');
    await expect(page.getByTestId('run-reason')).toHaveText('The run was too short to be counted.');
    await expect(page.getByText(/refused|cheat/i)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

test('a run the server holds for review says so on the end screen, and the total leaves it out', async ({
  page,
}, testInfo) => {
  // The server's own answer, marked as it marks a run whose inputs look programmed (a bot is what earns it).
  await page.route('**/api/games/end', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...answer, review: 'flagged', total: 0 } });
  });
  const { at } = await startRun(page);
  await page.mouse.move(at.x - 600, at.y);
  const verified = await stepToTheEnd(page);
  await waitForApp(page, 'game-end');
  await expect(page.getByTestId('verified-score')).toHaveText(verified.score.toLocaleString('en'));
  const status = page.getByTestId('score-status');
  await expect(status).toHaveText('Held for review: this score counts once we have checked the run.');
  await expect(status).toHaveAttribute('data-held', 'true');
  await page.screenshot({ path: testInfo.outputPath('held.png') });
  // In the page, as a link would: the journey's scores live in the page, not on the device.
  await page.evaluate(() => {
    history.pushState(null, '', '/en/my-score');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await waitForApp(page, 'my-score');
  await expect(page.locator('.score-list__note')).toHaveText(
    'Held for review: this score counts once we have checked the run.',
  );
  await expect(page.locator('.score-total strong')).toHaveText('0');
});

test.describe('on a phone held sideways', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });
  test('the run waits under the turn-your-device hint', async ({ page }) => {
    await page.goto('/en/game/mouse');
    await waitForApp(page, 'game-intro');
    await page.getByTestId('play').tap();
    const run = page.locator('[data-screen="game-run"]');
    await expect(page.getByTestId('rotate-hint')).toBeVisible();
    await expect(page.getByTestId('rotate-hint')).toHaveText('Turn your device to play!');
    await expect(run).toHaveAttribute('data-run', 'paused', { timeout: 30_000 });
  });
});
