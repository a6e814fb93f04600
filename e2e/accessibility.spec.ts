import { violations } from './axe.ts';
import { test, expect, waitForApp } from './fixtures.ts';
import { axeWalkedOnPhone, layoutPlan } from './layout-plan.ts';

/** Pages and the states a visitor opens over them; `walked`: the layout walk reaches it too (e2e/layout.spec.ts). */
const ROUTES: { path: string; screen: string; walked: boolean }[] = [
  { path: '', screen: 'home', walked: true },
  { path: '/product/mouse', screen: 'product', walked: true },
  // The walk plays the mouse game; the keyboard's intro has its own words.
  { path: '/game/keyboard', screen: 'game-intro', walked: false },
  { path: '/my-score', screen: 'my-score', walked: true },
  { path: '/page/privacy-policy', screen: 'legal', walked: true },
  { path: '/no-such-page', screen: 'not-found', walked: true },
];

// The unknown address answers 404, which the browser logs. axe reads the page's structure, not the 3D (it leaves the
// canvas out): the pages run without WebGL, and home's states with the 3D are scanned by the layout walk.
test.use({ expectedConsoleErrors: [/status of 404/], webgl: false });

/**
 * axe once per state: a locale whose phone walk runs in this command (which scans every state it reaches) is
 * scanned here only in the states the walk does not reach. English, walked on desktops only, is scanned whole.
 */
const PLAN = layoutPlan(process.env);

for (const locale of ['en', 'ar', 'jp'] as const) {
  const walked = axeWalkedOnPhone(PLAN, locale);
  test(`axe finds no WCAG 2.2 A/AA violation on the pages and the menu in ${locale}`, async ({ page }) => {
    // Six pages and four overlays, each analysed by axe: longer than one page's test.
    test.setTimeout(240_000);
    for (const route of ROUTES) {
      if (walked && route.walked) continue;
      await page.goto(`/${locale}${route.path}`);
      await waitForApp(page, route.screen);
      expect(await violations(page), `${locale}${route.path}`).toEqual([]);
    }
    await page.getByTestId('menu-button').click();
    await expect(page.getByTestId('main-menu')).toBeVisible();
    if (!walked) expect(await violations(page), 'main menu').toEqual([]);
    await page.getByTestId('credits-button').click();
    await expect(page.getByTestId('credits-modal')).toBeVisible();
    await expect(page.getByTestId('credits-modal').locator('.credits__packages')).toBeVisible();
    expect(await violations(page), 'credits').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /./ }).and(page.locator('.main-menu__score .button')).click();
    await expect(page.getByTestId('prizes-modal')).toBeVisible();
    if (!walked) expect(await violations(page), 'prizes').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('cookie-settings-button').click();
    await expect(page.getByTestId('cookie-settings')).toBeVisible();
    expect(await violations(page), 'cookie settings').toEqual([]);
  });
}
