import { LOCALES } from '../api/locales.ts';
import { test, expect, waitForApp } from './fixtures.ts';

// Without WebGL (as on some old phones) the site still works; it also keeps this sweep fast.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      type: string,
      ...rest: unknown[]
    ) {
      if (/webgl/.test(type)) return null;
      return (original as (...args: unknown[]) => RenderingContext | null).call(this, type, ...rest);
    } as typeof original;
  });
});

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
