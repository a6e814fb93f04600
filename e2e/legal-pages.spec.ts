import AxeBuilder from '@axe-core/playwright';
import { test, expect, waitForApp } from './fixtures.ts';

/** Spec §2: the legal pages the cookie-policy text links to, deep-linked in any language. */
const PAGES = [
  { id: 'privacy-policy', title: 'Privacy policy' },
  { id: 'website-terms-of-use', title: 'Website terms of use' },
  { id: 'cookie-policy', title: 'Cookie policy' },
] as const;

for (const { id, title } of PAGES) {
  test(`/en/page/${id} answers 200 and shows its title and reading time`, async ({ page, request }) => {
    const answer = await request.get(`/en/page/${id}`);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain(`/en/page/${id}"`);
    await page.goto(`/en/page/${id}`);
    await waitForApp(page, 'legal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('h1')).toHaveCount(1);
    const estimate = page.locator('[data-reading-time]');
    await expect(estimate).toHaveText(/^\d+ min read$/);
    const minutes = Number(await estimate.getAttribute('data-reading-time'));
    expect(minutes).toBeGreaterThanOrEqual(1);
    await expect(estimate).toHaveText(`${minutes} min read`);
    await expect(page).toHaveTitle(new RegExp(`^${title} · `));
  });
}

test('the cookie policy in Arabic reads right to left and lists the cookies in a table', async ({ page }) => {
  await page.goto('/ar/page/cookie-policy');
  await waitForApp(page, 'legal');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const main = page.locator('[data-screen="legal"]');
  expect(await main.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  const table = page.locator('table').first();
  await expect(table.locator('th[scope="row"]', { hasText: 'cookie_consent' })).toBeVisible();
  // The table scrolls inside its own box: the page itself never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
});

test('the legal page has no accessibility violations (axe), in English and in Arabic', async ({ page }) => {
  for (const path of ['/en/page/cookie-policy', '/ar/page/privacy-policy']) {
    await page.goto(path);
    await waitForApp(page, 'legal');
    const { violations } = await new AxeBuilder({ page }).include('[data-screen="legal"]').analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      path,
    ).toEqual([]);
  }
});

test('the cookie policy links reach the privacy policy and the terms of use', async ({ page }) => {
  await page.goto('/en/page/cookie-policy');
  await waitForApp(page, 'legal');
  const related = page.getByRole('list', { name: 'Related pages' });
  await related.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/en\/page\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie policy');
  await page
    .getByRole('list', { name: 'Related pages' })
    .getByRole('link', { name: 'Website terms of use' })
    .click();
  await expect(page).toHaveURL(/\/en\/page\/website-terms-of-use$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Website terms of use');
  // Reloading the address the links led to gives the same page from the server.
  await page.reload();
  await waitForApp(page, 'legal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Website terms of use');
});

test.describe('the validation link', () => {
  // The server refuses the made-up token with 400, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test('with a wrong token says the link is invalid or expired, and leads home', async ({ page }) => {
    await page.goto('/fr/validate-email?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await waitForApp(page, 'validate-email');
    await expect(page.locator('[data-screen="validate-email"]')).toHaveAttribute('data-status', 'invalid');
    await page.locator('[data-screen="validate-email"] a[href$="/fr"]').click();
    await waitForApp(page, 'home');
  });
});
