import { violations } from './axe.ts';
import { test, expect, waitForApp } from './fixtures.ts';
import { startRun, stepToTheEnd } from './game-steps.ts';
import { playToTheEnd, huntSources, startHeadsetRun } from './headset-steps.ts';
import { playRows, startKeyboardRun } from './keyboard-steps.ts';

/**
 * The whole journey with real input, in the test build (time stepped through the game hook): the three games,
 * each ended with the score the server's replay verified, then the final score with its figures, kept over a
 * reload because the journey lives in its cookie and the scores come back from the server.
 */
test.use({ expectedConsoleErrors: [] });

test('three games with real input reach the final score: verified scores, beat %, tier, skills; a reload keeps them; saved, the own row shows and the share link opens anywhere', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(600_000);
  type End = { score: number; review: 'flagged' | null };
  const ends: Record<string, End> = {};

  await startRun(page);
  ends.mouse = (await stepToTheEnd(page)) as unknown as End;
  await waitForApp(page, 'game-end');

  // Each game opens with a page load: the journey so far comes back from its cookie.
  const { cdp } = await startKeyboardRun(page);
  const keyboardEnd = page.waitForResponse((r) => r.url().endsWith('/api/games/end'), { timeout: 120_000 });
  // Real key presses on the first rows (their ratings are keyboard-run.spec.ts's concern), then three misses.
  expect(await playRows(page, cdp, 3)).toHaveLength(3);
  ends.keyboard = (await (await keyboardEnd).json()) as End;
  await waitForApp(page, 'game-end');

  const { pointer, startedAt } = await startHeadsetRun(page);
  await huntSources(page, pointer, 1);
  ends.headset = (await (await playToTheEnd(page, startedAt)).json()) as End;
  await waitForApp(page, 'game-end');

  // All three played: the end screen's next step is the final score.
  await page.getByTestId('next-world').click();
  await waitForApp(page, 'my-score');
  // A run the server holds for review (a test's steering can look programmed) shows, but the total leaves it out.
  const total = Object.values(ends).reduce((sum, end) => sum + (end.review === 'flagged' ? 0 : end.score), 0);
  const screen = page.locator('[data-screen="my-score"]');
  for (const [game, end] of Object.entries(ends)) {
    const row = screen.locator(`[data-game="${game}"]`);
    await expect(row.locator('.score-list__value')).toHaveText(end.score.toLocaleString('en'));
    await expect(row.locator('.score-list__note')).toHaveCount(end.review === 'flagged' ? 1 : 0);
  }
  await expect(page.getByTestId('score-total')).toHaveText(total.toLocaleString('en'));
  // Against the other players on the board (api/beat-share.ts): the first, or the share beaten.
  await expect(page.getByTestId('beat-percent')).toHaveText(
    /^(You beat \d+% of the challengers|You're the first on the leaderboard)$/,
  );
  await expect(page.getByTestId('prize-tier')).toHaveAttribute('data-tier', /^[0-3]$/);
  await expect(page.getByTestId('skills').getByRole('row')).toHaveCount(5);
  await expect(page.getByTestId('draw-entry')).toHaveAttribute('data-entry', /.+/);
  await page.screenshot({ path: testInfo.outputPath('my-score.png'), fullPage: true });
  expect(await violations(page), 'my-score').toEqual([]);

  // A reload: the same verified scores, fetched back by id.
  await page.reload();
  await waitForApp(page, 'my-score');
  await expect(page.getByTestId('score-total')).toHaveText(total.toLocaleString('en'));

  // The scoreboard opens from the final score.
  await page.getByTestId('open-scoreboard').click();
  const modal = page.getByTestId('scoreboard-modal');
  await expect(modal.getByRole('tab', { name: 'Total' })).toHaveAttribute('aria-selected', 'true');
  await modal.getByRole('tab', { name: 'Jungle Board' }).click();
  await expect(modal.locator('[data-board="keyboard"]')).toBeVisible();
  await expect(modal.getByTestId('scoreboard-loading')).toHaveCount(0);
  expect(await violations(page), 'scoreboard').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // Saved with the form, the visitor is on the board: their own row is marked.
  await page.getByTestId('save-score').click();
  const form = page.getByTestId('register-form');
  await expect(form.locator('[data-captcha="ready"]')).toBeVisible({ timeout: 60_000 });
  expect(await violations(page), 'save form').toEqual([]);
  await form.getByLabel('E-mail').fill(`journey-${Date.now()}@example.com`);
  await form.getByLabel('First name').fill('Journey');
  await form.getByLabel('Last name').fill('Tester');
  await form.getByLabel('I accept the rules and the terms and conditions of the game.').check();
  await form.getByRole('button', { name: 'Save my score' }).click();
  await expect(page.getByTestId('score-saved')).toBeVisible();
  await page.getByTestId('open-scoreboard').click();
  const own = modal.locator('tr[data-own]');
  await expect(own).toHaveCount(total > 0 ? 1 : 0);
  if (total > 0) await expect(own).toContainText('Journey T.');
  await page.keyboard.press('Escape');

  // Share: the link copied is the player's share page, which a fresh browser opens with the result.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('open-share').click();
  const share = page.getByTestId('share-modal');
  await share.getByTestId('share-copy').click();
  await expect(share.getByTestId('share-status')).toHaveText('Link copied');
  expect(await violations(page), 'share modal').toEqual([]);
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${baseURL}/en/share/[A-Za-z0-9_-]{12}$`));
  // The player's page lets go of its WebGL context first: two software-rendered engines starve each other.
  await page.goto('about:blank');
  const friend = await browser.newContext({ baseURL: baseURL! });
  const visit = await friend.newPage();
  expect((await visit.goto(link))?.status()).toBe(200);
  // A first visit loads the engine and the catalog from nothing, beside the other page still running.
  await expect(visit.locator('#loader')).toHaveAttribute('data-state', 'done', { timeout: 90_000 });
  await waitForApp(visit, 'share');
  await expect(visit.getByTestId('shared-total')).toHaveText(`Total ${total.toLocaleString('en')}`);
  await friend.close();
});
