import type { APIRequestContext, Page } from '@playwright/test';
import type { GameId } from '../api/site-routes.ts';
import { playBotRun as playMouse } from '../systems/mouse/bots.ts';
import { playBotRun as playHeadset } from '../systems/headset/bots.ts';
import { playBotRun as playKeyboard } from '../systems/keyboard/bots.ts';
import { test, expect, waitForApp, canvasColourCount } from './fixtures.ts';
import { E2E_OPERATOR_TOKEN } from './operator-env.ts';

/**
 * Read by test ids and data attributes, not by their words: the viewer's strings reach the catalogs only when they
 * are next extracted.
 */
const tokenField = (page: Page) => page.locator('input[name="operator-token"]');

/**
 * The operators' replay viewer (/{locale}/replay/{uuid}) on the test server, whose OPERATOR_TOKEN is known: a run is
 * stored through the API (started by the server, played by the mouse bot from the server's seed, verified by the
 * server's replay), then watched in the viewer to its end, where the score drawn is the stored one.
 */

const BOTS = { mouse: playMouse, headset: playHeadset, keyboard: playKeyboard } as const;

/** A bot's run of 12 s (within the server's clock slack, so it can end at once), stored and verified. */
async function storeRun(
  request: APIRequestContext,
  game: GameId = 'mouse',
): Promise<{ uuid: string; score: number; ticks: number }> {
  const start = await request.post('api/games/start', { data: { game_type: game } });
  expect(start.status()).toBe(200);
  const { uuid, seed } = (await start.json()) as { uuid: string; seed: number };
  const run = BOTS[game]('average', seed, 12);
  const end = await request.post('api/games/end', {
    data: { uuid, score: run.score, duration: run.durationMs, game_data: run.recording },
  });
  expect(end.status()).toBe(200);
  const stored = (await end.json()) as { score: number };
  expect(stored.score).toBe(run.score);
  return { uuid, score: stored.score, ticks: run.ticks };
}

async function giveToken(page: Page, token: string) {
  const form = page.getByTestId('operator-token-form');
  await expect(form).toBeVisible();
  await tokenField(page).fill(token);
  await tokenField(page).press('Enter');
}

test('without the token the viewer asks for it, and shows nothing of the run', async ({ page, request }) => {
  const { uuid } = await storeRun(request);
  await page.goto(`/en/replay/${uuid}`);
  await waitForApp(page, 'replay');
  await expect(page.locator('[data-screen="replay"]')).toHaveAttribute('data-status', 'token');
  await expect(tokenField(page)).toHaveAttribute('type', 'password');
  await expect(tokenField(page)).toBeFocused();
  await expect(page.getByTestId('replay-step')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // The operator route itself answers nothing without it.
  expect((await request.get(`api/operator/runs/${uuid}`)).status()).toBe(404);
});

test.describe('with a wrong token', () => {
  // The viewer's call is answered 404, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 404/] });
  test('the viewer asks again and says why', async ({ page, request }) => {
    const { uuid } = await storeRun(request);
    await page.goto(`/en/replay/${uuid}`);
    await waitForApp(page, 'replay');
    await giveToken(page, 'not-the-operator-token');
    await expect(page.getByTestId('operator-token-refused')).toBeVisible();
    await expect(tokenField(page)).toHaveAttribute('aria-invalid', 'true');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });
});

test('a stored run plays to its end in the viewer and ends on its stored score', async ({
  page,
  request,
}) => {
  // The world's assets and shaders on SwiftShader, then 12 s of run at 4×, and a second run opened.
  test.setTimeout(120_000);
  const { uuid, score, ticks } = await storeRun(request);
  await page.goto(`/en/replay/${uuid}`);
  await waitForApp(page, 'replay');
  await giveToken(page, E2E_OPERATOR_TOKEN);

  await expect(page.locator('[data-screen="replay"]')).toHaveAttribute('data-status', 'loaded');
  await expect(page.locator('[data-claimed-by]')).toHaveAttribute('data-claimed-by', 'mouse');
  const counter = page.getByTestId('replay-step');
  await expect(counter).toHaveAttribute('data-ticks', String(ticks));
  await expect(counter).toHaveAttribute('data-tick', '0');
  await expect(page.getByTestId('replay-stored-score')).toHaveAttribute('data-score', String(score));
  await expect(page.locator('.replay__controls')).toHaveAttribute('data-stage', 'ready', { timeout: 45_000 });
  // The game's own scene draws the replayed world.
  await expect.poll(() => canvasColourCount(page)).toBeGreaterThan(1);

  // The keyboard: one step while paused, then the speed, then play.
  await page.locator('body').press('.');
  await expect(counter).toHaveAttribute('data-tick', '1');
  await page.locator('body').press('+');
  await expect(page.locator('[data-speed="2"]')).toHaveAttribute('aria-pressed', 'true');
  await page.locator('[data-speed="4"]').click();
  await expect(page.locator('[data-speed="4"]')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('replay-play').click();
  await expect(page.locator('.replay__controls')).toHaveAttribute('data-paused', 'false');

  await expect(page.getByTestId('replay-verdict')).toHaveAttribute('data-matches', 'true', {
    timeout: 45_000,
  });
  await expect(counter).toHaveAttribute('data-tick', String(ticks));
  await expect(page.getByTestId('replay-score')).toHaveAttribute('data-score', String(score));

  // The token is kept for the tab: the viewer opens the next run without asking.
  const next = await storeRun(request);
  await page.goto(`/en/replay/${next.uuid}`);
  await waitForApp(page, 'replay');
  await expect(page.getByTestId('replay-stored-score')).toHaveAttribute('data-score', String(next.score));
});

for (const game of ['headset', 'keyboard'] as const) {
  test(`a stored ${game} run plays to its end in its own world and ends on its stored score`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { uuid, score, ticks } = await storeRun(request, game);
    await page.goto(`/en/replay/${uuid}`);
    await waitForApp(page, 'replay');
    await giveToken(page, E2E_OPERATOR_TOKEN);
    await expect(page.locator('[data-claimed-by]')).toHaveAttribute('data-claimed-by', game);
    await expect(page.locator('.replay__controls')).toHaveAttribute('data-stage', 'ready', {
      timeout: 45_000,
    });
    await expect.poll(() => canvasColourCount(page)).toBeGreaterThan(1);
    await page.locator('[data-speed="4"]').click();
    await page.getByTestId('replay-play').click();
    await expect(page.getByTestId('replay-verdict')).toHaveAttribute('data-matches', 'true', {
      timeout: 45_000,
    });
    await expect(page.getByTestId('replay-step')).toHaveAttribute('data-tick', String(ticks));
    await expect(page.getByTestId('replay-score')).toHaveAttribute('data-score', String(score));
  });
}
