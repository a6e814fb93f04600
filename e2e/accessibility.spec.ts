import { violations } from './axe.ts';
import { test, expect, waitForApp } from './fixtures.ts';

const ROUTES: { path: string; screen: string }[] = [
  { path: '', screen: 'home' },
  { path: '/product/mouse', screen: 'product' },
  { path: '/game/keyboard', screen: 'game-intro' },
  { path: '/my-score', screen: 'my-score' },
  { path: '/page/privacy-policy', screen: 'legal' },
  { path: '/no-such-page', screen: 'not-found' },
];

// The unknown address answers 404, which the browser logs.
test.use({ expectedConsoleErrors: [/status of 404/] });

for (const locale of ['en', 'ar', 'jp']) {
  test(`axe finds no WCAG 2.2 A/AA violation on the pages and the menu in ${locale}`, async ({ page }) => {
    // Six pages and four overlays, each analysed by axe: longer than one page's test.
    test.setTimeout(240_000);
    for (const route of ROUTES) {
      await page.goto(`/${locale}${route.path}`);
      await waitForApp(page, route.screen);
      expect(await violations(page), `${locale}${route.path}`).toEqual([]);
    }
    await page.getByTestId('menu-button').click();
    await expect(page.getByTestId('main-menu')).toBeVisible();
    expect(await violations(page), 'main menu').toEqual([]);
    await page.getByTestId('credits-button').click();
    await expect(page.getByTestId('credits-modal')).toBeVisible();
    await expect(page.getByTestId('credits-modal').locator('.credits__packages')).toBeVisible();
    expect(await violations(page), 'credits').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /./ }).and(page.locator('.main-menu__score .button')).click();
    await expect(page.getByTestId('prizes-modal')).toBeVisible();
    expect(await violations(page), 'prizes').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('cookie-settings-button').click();
    await expect(page.getByTestId('cookie-settings')).toBeVisible();
    expect(await violations(page), 'cookie settings').toEqual([]);
  });
}
