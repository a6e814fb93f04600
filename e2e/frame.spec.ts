import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from './fixtures.ts';

/**
 * Tabs through `count` stops and returns, for each, the data-testid of the dialog holding focus. A modal dialog
 * lets focus pass to the browser's own controls after its last element (the page then has no focused element):
 * that reads 'browser'. Anything on the page outside a dialog reads 'page'.
 */
async function dialogsAlongTab(page: Page, count: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    seen.push(
      await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        return active.closest('dialog')?.getAttribute('data-testid') ?? 'page';
      }),
    );
  }
  return seen;
}

test('the header hides after 20 px down, comes back on the way up, and is not on top from 10 px', async ({
  page,
}) => {
  await page.goto('/en/product/mouse');
  await waitForApp(page, 'product');
  const header = page.locator('.site-header');
  await expect(header).not.toHaveAttribute('data-not-on-top');
  await page.evaluate(() => window.scrollTo(0, 12));
  await expect(header).toHaveAttribute('data-not-on-top', 'true');
  await expect(header).not.toHaveAttribute('data-hidden');
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).not.toHaveAttribute('data-hidden');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveAttribute('data-not-on-top');
});

test('the menu opens full screen, locks the page scroll, keeps focus, and closes on a route change', async ({
  page,
}) => {
  await page.goto('/en/product/mouse');
  await waitForApp(page, 'product');
  await page.evaluate(() => window.scrollTo(0, 0));
  const button = page.getByTestId('menu-button');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  const menu = page.getByTestId('main-menu');
  await expect(menu).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', '');
  await page.mouse.wheel(0, 800);
  // Let the wheel's scroll be delivered before reading the position: two animation frames.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const menuStops = await dialogsAlongTab(page, 40);
  expect(menuStops).toContain('main-menu');
  expect(menuStops.filter((d) => d !== 'main-menu' && d !== 'browser')).toEqual([]);

  await menu.getByRole('link', { name: /Keyboard/ }).click();
  await expect(page).toHaveURL(/\/en\/product\/keyboard$/);
  await expect(menu).toBeHidden();
  await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the menu and gives focus back to its button; the menu button is gone in game mode', async ({
  page,
}) => {
  await page.goto('/en');
  await waitForApp(page, 'home');
  const button = page.getByTestId('menu-button');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('main-menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('main-menu')).toBeHidden();
  await expect(button).toBeFocused();
});

test('credits open over the menu, list the packages the build ships with their licences, and close with Escape', async ({
  page,
}) => {
  await page.goto('/en');
  await waitForApp(page, 'home');
  await page.getByTestId('menu-button').click();
  const credits = page.getByRole('button', { name: 'Credits' });
  await credits.click();
  const modal = page.getByTestId('credits-modal');
  await expect(modal).toBeVisible();
  await expect(modal.locator('dt').first()).toHaveText('Game design');
  const react = modal.locator('.credits__packages li', { hasText: /^react\s/ });
  await expect(react).toContainText('MIT');
  await expect(modal.locator('.credits__packages li', { hasText: '@babylonjs/core' })).toContainText(
    'Apache-2.0',
  );
  const creditStops = await dialogsAlongTab(page, 30);
  expect(creditStops).toContain('credits-modal');
  expect(creditStops.filter((d) => d !== 'credits-modal' && d !== 'browser')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  // Only the top dialog closed: the menu is still open, and focus is back on the Credits button.
  await expect(page.getByTestId('main-menu')).toBeVisible();
  await expect(credits).toBeFocused();
});

test('the menu language select reaches another language on the same page', async ({ page }) => {
  await page.goto('/en/product/headset');
  await waitForApp(page, 'product');
  await page.getByTestId('menu-button').click();
  await page.getByTestId('menu-language').selectOption('tr');
  await expect(page).toHaveURL(/\/tr\/product\/headset$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByTestId('main-menu')).toBeHidden();
  await expect(page.getByTestId('language-button')).toContainText('Türkçe');
});

test('UI sounds: nothing before the first gesture, a click sound after it, silence when muted', async ({
  page,
}) => {
  await page.goto('/en');
  await waitForApp(page, 'home');
  const howls = () =>
    page.evaluate(() => {
      const w = window as unknown as { Howler?: { _howls: { _src: string | string[] }[]; _muted: boolean } };
      return {
        loaded: !!w.Howler,
        srcs: (w.Howler?._howls ?? []).map((h) => String(h._src)),
        muted: w.Howler?._muted ?? null,
      };
    });
  expect((await howls()).loaded).toBe(false);
  await page.getByTestId('menu-button').click();
  await expect.poll(async () => (await howls()).loaded).toBe(true);
  await page.getByRole('button', { name: 'Credits' }).click();
  await expect.poll(async () => (await howls()).srcs.some((s) => /click/.test(s))).toBe(true);
  // The credits come in a chunk of their own: Escape is for them once they show.
  await expect(page.getByTestId('credits-modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  const toggle = page.getByTestId('sound-toggle');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect((await howls()).muted).toBe(true);
  // Muted, the equalizer stands still.
  await expect(toggle).not.toHaveAttribute('data-playing');
  const animation = await toggle
    .locator('.equalizer__bar')
    .first()
    .evaluate((bar) => getComputedStyle(bar).animationName);
  expect(animation).toBe('none');
});
