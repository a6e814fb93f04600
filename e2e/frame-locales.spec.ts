import type { Page } from '@playwright/test';
import { LOCALES } from '../api/locales.ts';
import identical from '../locales/identical-ok.json' with { type: 'json' };
import { test, expect, waitForApp } from './fixtures.ts';

/**
 * Every string of the frame (header and main menu), read from the page as a visitor sees it: each locale's
 * must differ from English, unless the catalog allows the same words (locales/identical-ok.json).
 */
const FRAME_STRINGS: { name: string; read: (page: Page) => Promise<string> }[] = [
  { name: 'subtitle', read: (p) => p.locator('.site-header__subtitle').innerText() },
  { name: 'menu button', read: (p) => p.getByTestId('menu-button').getAttribute('aria-label').then(String) },
  {
    name: 'sound toggle',
    read: (p) => p.getByTestId('sound-toggle').getAttribute('aria-label').then(String),
  },
  { name: 'menu title', read: (p) => p.getByTestId('main-menu').locator('.modal__title').innerText() },
  { name: 'score heading', read: (p) => p.locator('#main-menu-score').innerText() },
  { name: 'total', read: (p) => p.locator('.main-menu__score .score-total span').innerText() },
  { name: 'winners', read: (p) => p.locator('.main-menu__score .button').textContent().then(String) },
  { name: 'share', read: (p) => p.locator('.share-site .button').textContent().then(String) },
  { name: 'language label', read: (p) => p.locator('.language-select label').innerText() },
  { name: 'footer links', read: (p) => p.locator('.main-menu__footer ul').innerText() },
];

async function frameStrings(page: Page, locale: string): Promise<Record<string, string>> {
  await page.goto(`/${locale}/product/keyboard`);
  await waitForApp(page, 'product');
  await page.getByTestId('menu-button').click();
  await expect(page.getByTestId('main-menu')).toBeVisible();
  const strings: Record<string, string> = {};
  for (const { name, read } of FRAME_STRINGS) strings[name] = (await read(page)).trim();
  return strings;
}

test('every frame string is translated in all 18 locales', async ({ page }) => {
  test.setTimeout(300_000);
  const english = await frameStrings(page, 'en');
  const allowed = new Set(Object.keys(identical.messages));
  for (const { code } of LOCALES) {
    if (code === 'en') continue;
    const strings = await frameStrings(page, code);
    for (const [name, text] of Object.entries(strings)) {
      expect(text, `${code}: ${name}`).not.toBe('');
      if (!allowed.has(english[name]!)) expect(text, `${code}: ${name} is English`).not.toBe(english[name]);
    }
  }
});
