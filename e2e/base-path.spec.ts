import { test, expect, waitForApp, canvasColourCount } from './fixtures.ts';

test('under a base path the root redirects, deep links and reloads work, assets load', async ({ page }) => {
  await page.goto('/gear/');
  await waitForApp(page, 'home');
  expect(new URL(page.url()).pathname).toBe('/gear/en');
  await page.locator('.tile[data-game="headset"] a').click();
  await expect(page).toHaveURL(/\/gear\/en\/product\/headset$/);
  await page.reload();
  await waitForApp(page, 'product');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/gear\/en\/product\/headset$/,
  );
  await expect.poll(() => canvasColourCount(page), { timeout: 20_000 }).toBeGreaterThan(20);
});
