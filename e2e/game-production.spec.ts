import { test, expect, waitForApp } from './fixtures.ts';

test('the production build has no test hook: window.__game is absent while a run plays', async ({ page }) => {
  // Bodies are read as they arrive and all awaited before the checks: a chunk that arrives late on a busy
  // machine must not be read after the test has ended.
  const reads: Promise<string>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.url().endsWith('.js')) reads.push(response.text());
  };
  page.on('response', onResponse);
  await page.goto('/en/game/mouse');
  await waitForApp(page, 'game-intro');
  await page.getByTestId('play').click();
  await expect(page.locator('[data-screen="game-run"]')).toHaveAttribute('data-run', 'playing', {
    timeout: 30_000,
  });
  expect(await page.evaluate(() => '__game' in window)).toBe(false);
  page.off('response', onResponse);
  const scripts = await Promise.all(reads);
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) expect(script).not.toContain('window.__game');
});
