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
  // The countdown lasts 3 s from the moment the run plays: on a busy machine that can pass before the test looks,
  // so every number the page shows in it is recorded as it is drawn.
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __countdown: string[] }).__countdown = shown;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="countdown"]')?.textContent;
      if (text && shown.at(-1) !== text) shown.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
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
  // 3, 2, 1. (On a starved machine a frame can come more than a second late: a number may then go unseen.)
  await page.waitForFunction(() =>
    ['intro', 'playing', 'over'].includes(
      (window as unknown as { __game?: { state(): { phase: string } } }).__game?.state().phase ?? 'over',
    ),
  );
  const countdown = await page.evaluate(() => (window as unknown as { __countdown: string[] }).__countdown);
  expect(['3,2,1', '3,2', '3,1', '2,1', '3', '2', '1']).toContain(countdown.join());

  // The HUD is read while the rows are still being played (once they stop, the next rows pass unhit).
  const playing = playRows(page, cdp, 10);
  // Two ratings may land in one HUD update, so the combo is read as "at least", not as one exact value.
  await expect
    .poll(async () => Number(await page.getByTestId('hud-combo').textContent()))
    .toBeGreaterThanOrEqual(6);
  await expect(page.getByTestId('rating')).toHaveAttribute('data-rating', 'perfect');
  await page.screenshot({ path: testInfo.outputPath('perfects.png') });
  const beats = await playing;
  expect(beats).toHaveLength(10);
  // Judged by beat: a row whose moment had passed before a starved test process read it was not played.
  const mine = async () => (await ratingsOf(page)).filter((r) => beats.includes(r.beat));
  await expect.poll(async () => (await mine()).length).toBe(10);
  const ratings = await mine();
  expect(ratings.map((r) => r.rating)).toEqual(Array(10).fill('perfect'));
  for (const r of ratings) expect(Math.abs(r.deltaMs)).toBeLessThan(1);
});

test('a busy main thread delays the frames, not the ratings: the same presses get the same ratings', async ({
  page,
}) => {
  const { cdp } = await startKeyboardRun(page);
  // Perfect, Perfect, Good, Good, Bad, Bad: the presses' offsets from their beats (ms), each at least 22 ms inside
  // its band (Perfect to 45, Good to 90, Bad to 135), as the audio clock of a starved machine can drift that much.
  const offsets = [0, 20, -67, 68, 112, -113];
  const expected = ['perfect', 'perfect', 'good', 'good', 'bad', 'bad'];
  const played = await playRows(page, cdp, offsets.length, { offsetsMs: offsets });
  // The same offsets again, each press sent while the page is busy until 50 ms after the press's moment (a dozen
  // frames missed): the press is handed to the game late, as a real one is behind a long task.
  const block = (pressPerfMs: number) =>
    page.evaluate((until) => {
      setTimeout(() => {
        while (performance.now() < until);
      }, 0);
    }, pressPerfMs + 50);
  const blocked = await playRows(page, cdp, offsets.length, {
    offsetsMs: offsets,
    during: block,
    afterBeat: played.at(-1)!,
  });
  const byBeat = async (beats: number[]) => {
    const ratings = await ratingsOf(page);
    return beats.map((beat) => ratings.find((r) => r.beat === beat));
  };
  await expect.poll(async () => (await byBeat([...played, ...blocked])).every(Boolean)).toBe(true);
  const calm = (await byBeat(played)).map((r) => r!);
  const busy = (await byBeat(blocked)).map((r) => r!);
  expect(calm.map((r) => r.rating)).toEqual(expected);
  expect(busy.map((r) => r.rating)).toEqual(expected);
  // The offsets agree to within the test's own placement of its presses on the page's clock.
  busy.forEach((r, i) => expect(Math.abs(r.deltaMs - calm[i]!.deltaMs)).toBeLessThan(10));
});

test('three misses end the run; the end screen shows the score the server verified', async ({
  page,
}, testInfo) => {
  const { cdp } = await startKeyboardRun(page);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/games/end'), { timeout: 60_000 });
  // A few hits first, so the score is not 0.
  await playRows(page, cdp, 3);
  // Judged a frame or more after the press: the score is read once the first hit has counted.
  await expect.poll(async () => (await readState(page))?.score ?? 0).toBeGreaterThan(0);
  const before = (await readState(page))!;
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
    await expect(page.getByText('This run could not be verified.')).toBeVisible();
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
}, testInfo) => {
  test.slow();
  await page.goto('/en/game/keyboard');
  await waitForApp(page, 'game-intro');
  const panel = page.getByTestId('calibration');
  await expect(panel).toContainText('Timing not calibrated on this device yet.');
  await page.getByTestId('calibrate').click();
  await expect(panel).toHaveAttribute('data-state', 'listening');
  const cdp = await page.context().newCDPSession(page);
  await page.waitForFunction(() => (window as unknown as { __metronome?: unknown }).__metronome);
  const origin = await page.evaluate(() => performance.timeOrigin);
  const beatMs = 60000 / 188;
  // A tap on every click still to come, 20 ms late: the same offset for every tap, so the calibration measures
  // it. Each is placed from a reading of the metronome's clock (the clicks as heard) taken in the page a moment
  // before its click, so a drifting audio clock on a starved machine does not spread them.
  const LATE_MS = 20;
  let tapped = 0;
  const tap = async (at: number) => {
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
  };
  for (let next = 1; next < 16;) {
    const read = await page.evaluate(
      (target) =>
        new Promise<{ now: number; beat: number } | null>((resolve) => {
          const poll = () => {
            const metronome = (window as unknown as { __metronome?: { beatAt(perfMs: number): number } })
              .__metronome;
            const now = performance.now();
            if (!metronome) return resolve(null);
            const position = metronome.beatAt(now);
            if (position >= target - 0.6) return resolve({ now, beat: position });
            setTimeout(poll, 5);
          };
          poll();
        }),
      next,
    );
    if (!read) break;
    // Read late (a busy page answers late), the clicks already past get their taps too, stamped when they were due.
    const upTo = Math.min(15, Math.floor(read.beat + 0.6));
    for (; next <= upTo; next++) {
      await tap(read.now + (next - read.beat) * beatMs + LATE_MS);
      if (next >= 4) tapped++;
    }
  }
  expect(tapped).toBeGreaterThanOrEqual(6);
  await expect(panel).not.toHaveAttribute('data-state', 'listening', { timeout: 20_000 });
  // Where the metronome heard each tap (beats; n.06 is 20 ms late), kept with the result for a failure's reader.
  const heard = await page.evaluate(
    () => (window as unknown as { __metronomeHeard?: number[] }).__metronomeHeard ?? [],
  );
  testInfo.annotations.push({
    type: 'taps heard at',
    description: heard.map((position) => position.toFixed(3)).join(' '),
  });
  await expect(panel).toHaveAttribute('data-state', 'measured', { timeout: 20_000 });
  const stored = await page.evaluate(() => Number(localStorage.getItem('gear-keyboard-calibration')));
  expect(Math.abs(stored - LATE_MS)).toBeLessThanOrEqual(25);
  await expect(panel).toContainText(`Measured: your device's timing offset is`);
  await page.getByTestId('play').click();
  await expect(page.locator('[data-screen="game-run"]')).toHaveAttribute('data-run', 'playing', {
    timeout: 30_000,
  });
  await page.waitForFunction(() => (window as unknown as { __game?: unknown }).__game !== undefined);
  expect((await readState(page))!.calibrationMs).toBe(stored);
});
