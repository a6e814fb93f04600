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
 * How long before its moment a press is sent: the game holds it until then. Enough for a starved test process to
 * get it in before its row could be judged, close enough that the page's clock and the audio clock agree.
 */
const SEND_AHEAD_MS = 200;

/**
 * Plays the next `rows` key rows: each press is stamped at its row's beat (as the page's audio clock places it)
 * plus the next offset of `offsetsMs`, and sent SEND_AHEAD_MS ahead of that moment, as the rows come, without
 * waiting for the previous row's judgement (on a starved machine that comes frames later). Returns the rows'
 * beats.
 */
export async function playRows(
  page: Page,
  cdp: CDPSession,
  rows: number,
  options: {
    offsetsMs?: readonly number[];
    /** Runs just before each press is sent (a blocked main thread). */
    during?: () => Promise<void>;
    /** The last beat already played: a row pressed but not judged yet is not played twice. */
    afterBeat?: number;
  } = {},
): Promise<number[]> {
  const { offsetsMs = [0], during, afterBeat = -1 } = options;
  const beats: number[] = [];
  for (let i = 0; i < rows; i++) {
    const last = beats.at(-1) ?? afterBeat;
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
    // The clock runs at the music's rate: the beat lies this far from the moment the state was read. Read again
    // just before sending: on a starved machine the audio clock can fall behind the page's, so the press is
    // placed from a reading at most this close to its beat.
    const beatPerfMs = s.perfMs + (row.beatMs - s.musicMs);
    await page.waitForFunction((at) => performance.now() >= at, beatPerfMs - SEND_AHEAD_MS - 40, {
      polling: 5,
    });
    const near = await readState(page);
    if (!near || near.over) break;
    const beatNowPerfMs = near.perfMs + (row.beatMs - near.musicMs);
    await page.waitForFunction((at) => performance.now() >= at, beatNowPerfMs - SEND_AHEAD_MS, {
      polling: 5,
    });
    await during?.();
    await pressAt(cdp, row.key, beatNowPerfMs + offsetsMs[i % offsetsMs.length]!, near.timeOrigin);
    beats.push(row.beat);
  }
  return beats;
}
