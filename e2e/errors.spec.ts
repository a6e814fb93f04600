import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from './fixtures.ts';

/**
 * The error pages, route chunks and their prefetch, and the page-loading bar (spec §2, §7, §8, §9). Runs on the
 * test build, whose #fail-screen makes the first screen throw.
 */

/** Documents this page has requested (a reload is a second one). */
function countDocuments(page: Page) {
  const count = { value: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document') count.value += 1;
  });
  return count;
}

/** Requests for a route chunk, e.g. `product-screen` (its built name is product-screen-<hash>.js). */
const chunkPattern = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

test.describe('not found', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  for (const locale of ['en', 'ar'] as const) {
    test(`an unknown address shows the 404 page with a link home (${locale})`, async ({ page }, testInfo) => {
      await page.goto(`/${locale}/no-such-page`);
      await waitForApp(page, 'not-found');
      const heading = page.getByRole('heading', { level: 1 });
      if (locale === 'en') await expect(heading).toHaveText('This page could not be found');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(heading).toBeFocused();
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await page.screenshot({ path: testInfo.outputPath(`not-found-${locale}.png`) });
      await page.locator('[data-screen="not-found"] a').click();
      await waitForApp(page, 'home');
      await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    });
  }
});

test.describe('a screen that fails', () => {
  test.use({ expectedConsoleErrors: [/Screen failure requested by the test build/] });

  for (const locale of ['en', 'ar'] as const) {
    test(`shows the error page with status 500 and its message, then goes home (${locale})`, async ({
      page,
    }, testInfo) => {
      await page.goto(`/${locale}/my-score#fail-screen`);
      await waitForApp(page, 'error');
      const errorPage = page.locator('[data-screen="error"]');
      await expect(errorPage).toHaveAttribute('data-status', '500');
      await expect(errorPage.locator('.error-status')).toHaveText('500');
      if (locale === 'en')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expect(page.locator('.app')).toHaveAttribute('data-state', '"error"');
      // The technical message is there for support, folded away.
      const message = errorPage.locator('.error-message');
      await expect(message).toBeHidden();
      await errorPage.locator('summary').click();
      await expect(message).toHaveText('Screen failure requested by the test build (#fail-screen)');
      await page.screenshot({ path: testInfo.outputPath(`error-${locale}.png`) });
      await errorPage.locator('a[href$="/' + locale + '"]').click();
      await waitForApp(page, 'home');
    });
  }

  test('the error page has no WCAG 2.2 A/AA violation in en, ar and jp', async ({ page }) => {
    for (const locale of ['en', 'ar', 'jp']) {
      await page.goto(`/${locale}/my-score#fail-screen`);
      await waitForApp(page, 'error');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
        .exclude('#stage-canvas')
        .analyze();
      expect(results.violations.map((v) => `${locale} ${v.id}`)).toEqual([]);
    }
  });

  test('"Try again" shows the page again', async ({ page }) => {
    await page.goto('/en/my-score#fail-screen');
    await waitForApp(page, 'error');
    await page.getByRole('button', { name: 'Try again' }).click();
    await waitForApp(page, 'my-score');
  });
});

test.describe('a route chunk that cannot be fetched', () => {
  test.use({
    expectedConsoleErrors: [/net::ERR_FAILED|Failed to fetch dynamically imported module/],
  });

  test('reloads the page once, then shows the error page instead of looping', async ({ page }) => {
    const documents = countDocuments(page);
    let chunkRequests = 0;
    await page.route(chunkPattern('my-score-screen'), (route) => {
      chunkRequests += 1;
      return route.abort();
    });
    await page.goto('/en/my-score');
    await waitForApp(page, 'error');
    await expect(page.locator('[data-screen="error"]')).toHaveAttribute('data-status', '500');
    await expect(page.locator('.error-message')).toHaveText(/dynamically imported module/);
    expect(documents.value).toBe(2);
    expect(chunkRequests).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toMatch(/^\d+$/);
  });
});

test.describe('link prefetch', () => {
  test.use({ expectedConsoleErrors: [/net::ERR_FAILED|net::ERR_INTERNET_DISCONNECTED/] });

  test('links prefetch when idle and on hover, not offline; a failed prefetch never reloads', async ({
    page,
  }) => {
    const documents = countDocuments(page);
    // Every product-chunk fetch fails, so the chunk never arrives and each allowed prefetch asks again.
    let chunkRequests = 0;
    await page.route(chunkPattern('product-screen'), (route) => {
      chunkRequests += 1;
      return route.abort();
    });
    await page.goto('/en/share');
    await waitForApp(page, 'share');
    const headerLink = page.locator('.progress-icons a').first();
    const challenge = page.getByRole('link', { name: 'Accept the challenge' });
    // Online: the visible links prefetched once the browser was idle (and the failure did not reload the page).
    await expect(headerLink).toHaveAttribute('data-prefetch', 'failed');
    await expect(challenge).toHaveAttribute('data-prefetch', 'failed');
    expect(chunkRequests).toBeGreaterThanOrEqual(1);
    expect(documents.value).toBe(1);

    const before = chunkRequests;
    await page.context().setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await challenge.hover();
    await expect(challenge).toHaveAttribute('data-prefetch', 'offline');
    expect(chunkRequests).toBe(before);

    await page.context().setOffline(false);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
    await headerLink.hover();
    await expect.poll(() => chunkRequests).toBeGreaterThan(before);
    await expect(headerLink).toHaveAttribute('data-prefetch', 'failed');
    expect(documents.value).toBe(1);
  });

  for (const [connection, reason] of [
    [{ effectiveType: '4g', saveData: true }, 'save-data'],
    [{ effectiveType: '2g', saveData: false }, 'slow-connection'],
  ] as const) {
    test(`no prefetch with ${reason}; following the link still loads the page`, async ({ page }) => {
      await page.addInitScript((emulated) => {
        Object.defineProperty(Navigator.prototype, 'connection', {
          configurable: true,
          get: () => ({ ...emulated, addEventListener() {}, removeEventListener() {} }),
        });
      }, connection);
      const chunkRequests: string[] = [];
      page.on('request', (request) => {
        if (chunkPattern('product-screen').test(request.url())) chunkRequests.push(request.url());
      });
      await page.goto('/en/share');
      await waitForApp(page, 'share');
      const challenge = page.getByRole('link', { name: 'Accept the challenge' });
      await expect(challenge).toHaveAttribute('data-prefetch', reason);
      await challenge.hover();
      await expect(page.locator('.progress-icons a').first()).toHaveAttribute('data-prefetch', reason);
      expect(chunkRequests).toEqual([]);
      await challenge.click();
      await waitForApp(page, 'product');
      expect(chunkRequests).toHaveLength(1);
    });
  }
});

test('the page-loading bar shows while a slow route chunk arrives: 0, 45, 100, then goes', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const values: string[] = [];
    (window as unknown as { __pageProgress: string[] }).__pageProgress = values;
    const read = (node: Node) => {
      if (node instanceof Element && node.matches('.page-progress'))
        values.push(node.getAttribute('aria-valuenow') ?? '');
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'attributes') read(mutation.target);
        mutation.addedNodes.forEach(read);
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunkPattern('product-screen'), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en/share');
  await waitForApp(page, 'share');
  await page.getByRole('link', { name: 'Accept the challenge' }).click();
  const bar = page.locator('.page-progress[role="progressbar"]');
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(bar).toHaveAttribute('aria-label', /./);
  // Out of the layout: fixed at the top.
  expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  release();
  await waitForApp(page, 'product');
  await expect(bar).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { __pageProgress: string[] }).__pageProgress),
  ).toEqual(['0', '45', '100']);
});
