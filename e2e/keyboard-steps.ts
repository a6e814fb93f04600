import type { CDPSession, Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures.ts';

/**
 * Driving Jungle Board in the test build: the game runs on its music's clock in real time (it is never frozen),
 * and presses are real key events sent through the browser's input pipeline (CDP Input.dispatchKeyEvent) with
 * the hardware time stamp of the moment they stand for: a beat read from the page's audio clock, plus an offset.
 * The browser hands the game that stamp as the event's timeStamp however late the event is dispatched, exactly
 * as it does for a real keyboard, so the tests can ask for a rating to the millisecond on a busy machine.
 */
export interface KeyboardState {
  tick: number;
  score: number;
  over: boolean;
  phase: 'waiting' | 'pending' | 'intro' | 'playing' | 'over';
  simMs: number;
  lane: number;
  combo: number;
  misses: number;
  perfects: number;
  calibrationMs: number;
  nextRow: { beat: number; beatMs: number; key: 'left' | 'right' | 'up' | 'down' } | null;
  /** The key rows laid ahead and not judged yet, earliest first. */
  upcoming: { beat: number; beatMs: number; key: 'left' | 'right' | 'up' | 'down' }[];
  musicMs: number;
  musicSource: 'audio' | 'silent';
  musicOnsetMs: number | null;
  /** The MIME types of the intro and the loop as decoded ('audio/ogg; codecs="opus" + …' in Chromium). */
  musicType: string | null;
  ratings: { rating: 'perfect' | 'good' | 'bad' | 'missed'; deltaMs: number; beat: number }[];
}

/** The state the run had when it ended (the test hook keeps it), or null while it runs. */
export const endedState = (page: Page) =>
  page.evaluate(() => (window as unknown as { __gameEnded?: KeyboardState }).__gameEnded ?? null);

/** The game's state and, read in the same task, the page's performance clock. */
export const readState = (page: Page) =>
  page.evaluate(() => {
    const game = (window as unknown as { __game?: { state(): KeyboardState } }).__game;
    return game ? { ...game.state(), perfMs: performance.now(), timeOrigin: performance.timeOrigin } : null;
  });

const CODES = {
  left: { key: 'ArrowLeft', code: 'ArrowLeft', windowsVirtualKeyCode: 37 },
  up: { key: 'ArrowUp', code: 'ArrowUp', windowsVirtualKeyCode: 38 },
  right: { key: 'ArrowRight', code: 'ArrowRight', windowsVirtualKeyCode: 39 },
  down: { key: 'ArrowDown', code: 'ArrowDown', windowsVirtualKeyCode: 40 },
} as const;

/** One key press (down and up) stamped at `perfMs` of the page's performance clock. */
export async function pressAt(
  cdp: CDPSession,
  key: keyof typeof CODES,
  perfMs: number,
  timeOrigin: number,
): Promise<void> {
  const timestamp = (timeOrigin + perfMs) / 1000;
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...CODES[key], timestamp });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...CODES[key], timestamp: timestamp + 0.06 });
}

/** Opens Jungle Board, presses Play and waits until the run plays (the music has started). */
export async function startKeyboardRun(page: Page) {
  test.slow();
  await page.goto('/en/game/keyboard');
  await waitForApp(page, 'game-intro');
  await expect(page.getByRole('heading', { name: 'How to play' })).toBeVisible();
  await page.getByTestId('play').click();
  const run = page.locator('[data-screen="game-run"]');
  await expect(run).toHaveAttribute('data-run', 'playing', { timeout: 30_000 });
  await page.waitForFunction(() => (window as unknown as { __game?: unknown }).__game !== undefined);
  return { run, cdp: await page.context().newCDPSession(page) };
}

/**
 * How long before its moment a press is sent: the game holds it until then. On two busy cores the test process
 * has been seen starved for more than half a second between reading the clock and sending; sent this far ahead,
 * the press still comes in before its row could be judged. The page's clock and the audio clock agree to well
 * under a millisecond over that time.
 */
const SEND_AHEAD_MS = 600;
/** A row the test comes to this long after its beat (starved for seconds) is left unpressed: it will miss. */
const TOO_LATE_MS = 100;

/**
 * Plays the next `rows` key rows: each press is stamped at its row's beat (as the page's audio clock places it)
 * plus the next offset of `offsetsMs`, and sent SEND_AHEAD_MS ahead of that moment, as the rows come, without
 * waiting for the previous row's judgement (on a starved machine that comes frames later). A row the test only
 * reaches after its beat is left unpressed (it will miss). Returns the beats of the rows pressed.
 */
export async function playRows(
  page: Page,
  cdp: CDPSession,
  rows: number,
  options: {
    offsetsMs?: readonly number[];
    /** Runs just before each press is sent, given the press's moment on the page's clock (a blocked main thread). */
    during?: (pressPerfMs: number) => Promise<void>;
    /** The last beat already played: a row pressed but not judged yet is not played twice. */
    afterBeat?: number;
  } = {},
): Promise<number[]> {
  const { offsetsMs = [0], during, afterBeat = -1 } = options;
  const beats: number[] = [];
  let last = afterBeat;
  for (let i = 0; beats.length < rows;) {
    // The next key row after the last one pressed, from the rows laid ahead (not waiting for any judgement).
    await page.waitForFunction(
      (after) => {
        const s = (
          window as unknown as {
            __game?: { state(): { phase: string; upcoming: { beat: number }[] } };
          }
        ).__game?.state();
        return !s || (s.phase === 'playing' && s.upcoming.some((row) => row.beat > after));
      },
      last,
      { polling: 10 },
    );
    const s = await readState(page);
    const row = s?.upcoming.find((r) => r.beat > last);
    if (!s || s.over || !row) break;
    // Waits in the page until SEND_AHEAD_MS before the row's beat and reads there where the beat lies on the
    // page's clock: read that close, a drifting audio clock on a starved machine cannot move the press.
    const reading = await page.evaluate(
      ({ beatMs, aheadMs }) =>
        new Promise<{ beatAt: number; now: number } | null>((resolve) => {
          const poll = () => {
            const game = (window as unknown as { __game?: { state(): { over: boolean; musicMs: number } } })
              .__game;
            const state = game?.state();
            if (!state || state.over) return resolve(null);
            const now = performance.now();
            const beatAt = now + (beatMs - state.musicMs);
            if (now >= beatAt - aheadMs) return resolve({ beatAt, now });
            setTimeout(poll, Math.min(5, beatAt - aheadMs - now));
          };
          poll();
        }),
      { beatMs: row.beatMs, aheadMs: SEND_AHEAD_MS },
    );
    if (reading === null) break;
    last = row.beat;
    if (reading.now > reading.beatAt + TOO_LATE_MS) continue;
    const pressPerfMs = reading.beatAt + offsetsMs[i++ % offsetsMs.length]!;
    await during?.(pressPerfMs);
    await pressAt(cdp, row.key, pressPerfMs, s.timeOrigin);
    beats.push(row.beat);
  }
  return beats;
}
