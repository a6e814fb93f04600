import { test, expect, waitForApp } from './fixtures.ts';

test('the production build has no test hook: window.__game is absent while a run plays', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text());
  });
  await page.goto('/en/game/mouse');
  await waitForApp(page, 'game-intro');
  await page.getByTestId('play').click();
  await expect(page.locator('[data-screen="game-run"]')).toHaveAttribute('data-run', 'playing', {
    timeout: 30_000,
  });
  expect(await page.evaluate(() => '__game' in window)).toBe(false);
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) expect(script).not.toContain('window.__game');
});
