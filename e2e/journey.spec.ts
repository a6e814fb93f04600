import { test, expect, waitForApp } from './fixtures.ts';
import { startRun, stepToTheEnd } from './game-steps.ts';
import { playToTheEnd, huntSources, startHeadsetRun } from './headset-steps.ts';
import { playRows, startKeyboardRun } from './keyboard-steps.ts';

/**
 * The whole journey with real input, in the test build (time stepped through the game hook): the three games,
 * each ended with the score the server's replay verified, then the final score with its figures, kept over a
 * reload because the journey lives in its cookie and the scores come back from the server.
 */
test('three games with real input reach the final score: verified scores, beat %, tier, skills; a reload keeps them', async ({
  page,
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
  // The only player on the board beats nobody but is counted: the API's figure is shown as it answers it.
  await expect(page.getByTestId('beat-percent')).toHaveText(/^You beat \d+% of the challengers$/);
  await expect(page.getByTestId('prize-tier')).toHaveAttribute('data-tier', /^[0-3]$/);
  await expect(page.getByTestId('skills').getByRole('row')).toHaveCount(5);
  await expect(page.getByTestId('draw-entry')).toHaveAttribute('data-entry', /.+/);
  await page.screenshot({ path: testInfo.outputPath('my-score.png'), fullPage: true });

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
});
