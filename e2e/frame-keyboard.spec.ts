import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForApp } from './fixtures.ts';

/** Presses Tab until `target` has focus (at most `max` times) and checks that focus can be seen there. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) {
      const outline = await target.evaluate((el) => getComputedStyle(el).outlineStyle);
      expect(outline, 'focus is visible').not.toBe('none');
      return;
    }
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('the frame is usable by keyboard alone: menu, a world, the languages and the sound', async ({
  page,
}) => {
  await page.goto('/en/product/mouse');
  await waitForApp(page, 'product');

  await tabTo(page, page.getByTestId('menu-button'));
  await page.keyboard.press('Enter');
  const menu = page.getByTestId('main-menu');
  await expect(menu).toBeVisible();
  await tabTo(page, menu.getByRole('link', { name: /Keyboard/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/product\/keyboard$/);
  await expect(menu).toBeHidden();

  await tabTo(page, page.getByTestId('language-button'));
  await page.keyboard.press('Enter');
  const german = page.locator('[data-locale="de"]');
  await tabTo(page, german);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/product\/keyboard$/);

  const sound = page.getByTestId('sound-toggle');
  await tabTo(page, sound);
  const before = await sound.getAttribute('aria-pressed');
  await page.keyboard.press('Space');
  await expect(sound).not.toHaveAttribute('aria-pressed', String(before));
});

test('in game mode the header has no menu button', async ({ page }) => {
  await page.goto('/en/game/keyboard');
  await waitForApp(page, 'game-intro');
  await expect(page.getByTestId('menu-button')).toBeVisible();
  await page.getByRole('button', { name: /^Play/ }).first().click();
  await expect(page.locator('.app')).toHaveAttribute('data-state', /"play"/);
  await expect(page.getByTestId('menu-button')).toHaveCount(0);
});
