import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from './fixtures.ts';
import { endedState, playRows, readState, startKeyboardRun } from './keyboard-steps.ts';

/**
 * Jungle Board end to end, in the test build, in real time on the music's clock: presses timed from the page's
 * audio clock are rated to the millisecond, frames delayed by a busy main thread change no rating, three misses
 * end the run with the score the server's replay verifies, and a tampered end is refused.
 */
/** The ratings so far; once the run has ended (rows left unplayed miss), those it ended with. */
const ratingsOf = async (page: Page) => {
  const state = (await readState(page)) ?? (await endedState(page));
  if (!state) throw new Error('no run on the page');
  return state.ratings;
};

test('presses on the beat of the music are Perfect; the HUD shows the rating and the combo', async ({
  page,
}, testInfo) => {
  const { cdp } = await startKeyboardRun(page);
  const start = (await readState(page))!;
  expect(start.musicSource).toBe('audio');
  // Chromium plays Opus, so the game fetched the Opus files, not the mp3 fallback.
  expect(start.musicType).toBe('audio/ogg; codecs="opus" + audio/ogg; codecs="opus"');
  // Where Chromium's decoder put the music's first beat (the Opus file's metadata says 0 ms; the mp3's 25.06).
  testInfo.annotations.push({
    type: 'music onset',
    description: `${start.musicOnsetMs?.toFixed(2)} ms (${start.musicType})`,
  });
  await expect(page.getByTestId('countdown')).toBeVisible();

  // The HUD is read while the rows are still being played (once they stop, the next rows pass unhit).
  const playing = playRows(page, cdp, 10);
  // Two ratings may land in one HUD update, so the combo is read as "at least", not as one exact value.
  await expect
    .poll(async () => Number(await page.getByTestId('hud-combo').textContent()))
    .toBeGreaterThanOrEqual(6);
  await expect(page.getByTestId('rating')).toHaveAttribute('data-rating', 'perfect');
  await page.screenshot({ path: testInfo.outputPath('perfects.png') });
  expect(await playing).toHaveLength(10);
  await expect.poll(async () => (await ratingsOf(page)).length).toBeGreaterThanOrEqual(10);
  const ratings = (await ratingsOf(page)).slice(0, 10);
  expect(ratings.map((r) => r.rating)).toEqual(Array(10).fill('perfect'));
  for (const r of ratings) expect(Math.abs(r.deltaMs)).toBeLessThan(1);
});

test('a busy main thread delays the frames, not the ratings: the same presses get the same ratings', async ({
  page,
}) => {
  const { cdp } = await startKeyboardRun(page);
  // Perfect, Perfect, Good, Good, Bad, Bad: the presses' offsets from their beats (ms).
  const offsets = [0, 40, -60, 85, 110, -130];
  const expected = ['perfect', 'perfect', 'good', 'good', 'bad', 'bad'];
  const played = await playRows(page, cdp, offsets.length, { offsetsMs: offsets });
  // The same offsets again, each press sent while the page is busy for 250 ms (a dozen frames missed).
  const block = () =>
    page.evaluate(() => {
      setTimeout(() => {
        const until = performance.now() + 250;
        while (performance.now() < until);
      }, 0);
    });
  await playRows(page, cdp, offsets.length, { offsetsMs: offsets, during: block, afterBeat: played.at(-1)! });
  await expect.poll(async () => (await ratingsOf(page)).length).toBeGreaterThanOrEqual(offsets.length * 2);
  const ratings = (await ratingsOf(page)).slice(0, offsets.length * 2);
  const calm = ratings.slice(0, offsets.length);
  const busy = ratings.slice(offsets.length);
  expect(calm.map((r) => r.rating)).toEqual(expected);
  expect(busy.map((r) => r.rating)).toEqual(expected);
  // The offsets agree to within the test's own placement of its presses on the page's clock (a few ms).
  busy.forEach((r, i) => expect(Math.abs(r.deltaMs - calm[i]!.deltaMs)).toBeLessThan(5));
});

test('three misses end the run; the end screen shows the score the server verified', async ({
  page,
}, testInfo) => {
  const { cdp } = await startKeyboardRun(page);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/games/end'), { timeout: 60_000 });
  // A few hits first, so the score is not 0.
  await playRows(page, cdp, 3);
  const before = (await readState(page))!;
  expect(before.score).toBeGreaterThan(0);
  // Then no more keys: three rows pass unhit.
  const verified = (await (await answer).json()) as { score: number; verification: string };
  expect(verified.verification).toBe('replay');
  expect(verified.score).toBeGreaterThanOrEqual(before.score);
  await waitForApp(page, 'game-end');
  await expect(page.getByTestId('verified-score')).toHaveText(verified.score.toLocaleString('en'));
  await page.screenshot({ path: testInfo.outputPath('end.png') });
});

test.describe('a forged score', () => {
  test.use({ expectedConsoleErrors: [/status of 422/] });
  test('a tampered games/end is refused by the server, and the player is told', async ({ page }) => {
    await page.route('**/api/games/end', async (route) => {
      const body = route.request().postDataJSON() as { score: number };
      await route.continue({ postData: JSON.stringify({ ...body, score: body.score + 1 }) });
    });
    const { run } = await startKeyboardRun(page);
    // Nothing pressed: three misses end the run quickly.
    await expect(run).toHaveAttribute('data-run', 'refused', { timeout: 60_000 });
    await expect(page.getByText('Your run was refused.')).toBeVisible();
  });
});

test('pause stops the music and the beat together; resume goes on from the same beat, still judged to the ms', async ({
  page,
}) => {
  const { run, cdp } = await startKeyboardRun(page);
  const played = await playRows(page, cdp, 2);
  await page.keyboard.press('Escape');
  await expect(run).toHaveAttribute('data-run', 'paused');
  const paused = (await readState(page))!;
  // Paused, neither the music's clock nor the steps move.
  await page.waitForFunction((until) => performance.now() >= until, paused.perfMs + 600);
  const later = (await readState(page))!;
  expect(later.musicMs).toBe(paused.musicMs);
  expect(later.tick).toBe(paused.tick);
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(run).toHaveAttribute('data-run', 'playing');
  // The music is scheduled a moment ahead; the clock stands at the paused beat until it is heard again.
  await page.waitForFunction(
    (from) =>
      ((window as unknown as { __game?: { state(): { musicMs: number } } }).__game?.state().musicMs ?? from) >
      from + 20,
    paused.musicMs,
  );
  // The music starts again where it stopped: the next rows are Perfect on the beat the page's clock gives. (A row
  // whose beat had passed when the pause came, on a slow machine, is not played: its moment is gone.)
  const passed = Math.floor(paused.musicMs / (60000 / 188));
  const after = await playRows(page, cdp, 3, { afterBeat: Math.max(played.at(-1)!, passed) });
  const mine = [...played, ...after];
  await expect
    .poll(async () => (await ratingsOf(page)).filter((r) => mine.includes(r.beat)).length)
    .toBe(mine.length);
  const ratings = (await ratingsOf(page)).filter((r) => mine.includes(r.beat));
  expect(ratings.map((r) => r.rating)).toEqual(Array(mine.length).fill('perfect'));
});

test('calibration: tapping along stores this device’s offset, and the next run judges with it', async ({
  page,
}) => {
  test.slow();
  await page.goto('/en/game/keyboard');
  await waitForApp(page, 'game-intro');
  const panel = page.getByTestId('calibration');
  await expect(panel).toContainText('Timing not calibrated on this device yet.');
  await page.getByTestId('calibrate').click();
  await expect(panel).toHaveAttribute('data-state', 'listening');
  // Taps a steady beat apart, from the moment the metronome starts: whatever their offset from the clicks, it is
  // the same for every tap, so the calibration measures it.
  await expect(panel).toContainText('Beat 1 of 16');
  const cdp = await page.context().newCDPSession(page);
  const { now, origin } = await page.evaluate(() => ({
    now: performance.now(),
    origin: performance.timeOrigin,
  }));
  for (let beat = 0; beat < 16; beat++) {
    const at = now + beat * (60000 / 188);
    await page.waitForFunction((t) => performance.now() >= t, at - 60, { polling: 5 });
    const timestamp = (origin + at) / 1000;
    await cdp.send('Input.dispatchKeyEvent', {
      type: 'keyDown',
      key: ' ',
      code: 'Space',
      windowsVirtualKeyCode: 32,
      timestamp,
    });
    await cdp.send('Input.dispatchKeyEvent', {
      type: 'keyUp',
      key: ' ',
      code: 'Space',
      windowsVirtualKeyCode: 32,
      timestamp: timestamp + 0.05,
    });
  }
  await expect(panel).toHaveAttribute('data-state', 'measured', { timeout: 20_000 });
  const stored = await page.evaluate(() => Number(localStorage.getItem('gear-keyboard-calibration')));
  expect(Math.abs(stored)).toBeLessThanOrEqual(250);
  await expect(panel).toContainText(`Measured: your device's timing offset is`);
  await page.getByTestId('play').click();
  await expect(page.locator('[data-screen="game-run"]')).toHaveAttribute('data-run', 'playing', {
    timeout: 30_000,
  });
  await page.waitForFunction(() => (window as unknown as { __game?: unknown }).__game !== undefined);
  expect((await readState(page))!.calibrationMs).toBe(stored);
});
