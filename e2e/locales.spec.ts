import { LOCALES } from '../api/locales.ts';
import { test, expect, waitForApp } from './fixtures.ts';

// Without WebGL (as on some old phones) the site still works; it also keeps this sweep fast.
test.use({ webgl: false });

test('every locale shows its own language, direction and translated headings', async ({ page }) => {
  const english = new Set<string>();
  for (const locale of LOCALES) {
    await page.goto(`/${locale.code}/my-score`);
    await waitForApp(page, 'my-score');
    await expect(page.locator('html')).toHaveAttribute('lang', locale.iso);
    await expect(page.locator('html')).toHaveAttribute('dir', locale.dir);
    const heading = (await page.locator('h1').textContent())!.trim();
    const subtitle = (await page.locator('.site-header__subtitle').textContent())!.trim();
    if (locale.code === 'en') {
      expect(heading).toBe('Your score');
      english.add(heading).add(subtitle);
    } else {
      expect(heading, locale.code).not.toBe('Your score');
      expect(subtitle, locale.code).not.toBe('Three worlds. Three games. One leaderboard.');
    }
    expect(await page.title()).toContain('Gear Up. Game On');
  }
});

test('without WebGL: a still picture stands in for the scene, every page works, and the game says what is missing', async ({
  page,
}) => {
  await page.goto('/en');
  await waitForApp(page, 'home');
  await expect(page.getByTestId('stage-static')).toBeAttached();
  await expect(page.getByTestId('stage')).toHaveCount(0);
  await page.locator('.tile[data-game="headset"] a').click();
  await waitForApp(page, 'product');
  await page.getByTestId('play-prompt').click();
  await waitForApp(page, 'game-intro');
  await page.goto('/en/game/mouse');
  await waitForApp(page, 'game-intro');
  await page.getByTestId('play').click();
  await expect(page.locator('[data-screen="game-run"]')).toHaveAttribute('data-run', 'failed', {
    timeout: 20_000,
  });
  await expect(page.getByText('This game needs 3D graphics (WebGL)')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the product' }).click();
  await waitForApp(page, 'product');
});
