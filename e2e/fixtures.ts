import { test as base, expect, type Page } from '@playwright/test';
import { PNG } from 'pngjs';

/**
 * Every test checks, without saying so, that the page logged no console error and that no request left
 * this machine (the site loads nothing from outside hosts).
 */
export const test = base.extend<{ guard: void; expectedConsoleErrors: RegExp[] }>({
  // A test that provokes an error on purpose (a 404 document) lists what it expects here.
  expectedConsoleErrors: [[], { option: true }],
  guard: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const outside: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !expectedConsoleErrors.some((re) => re.test(message.text())))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol === 'data:' || url.protocol === 'blob:') return;
        if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) outside.push(request.url());
      });
      await use();
      expect(outside, 'requests to outside hosts').toEqual([]);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Waits for the loader to finish and the app to settle on a screen. */
export async function waitForApp(page: Page, screen: string): Promise<void> {
  await expect(page.locator('#loader')).toHaveAttribute('data-state', 'done');
  await expect(page.locator(`[data-screen="${screen}"]`)).toBeVisible();
}

/** Reads back the pixels of the 3D canvas and counts distinct colours (a blank canvas has one). */
export async function canvasColourCount(page: Page): Promise<number> {
  const png = PNG.sync.read(await page.locator('#stage-canvas').screenshot());
  const colours = new Set<number>();
  for (let i = 0; i < png.data.length; i += 4 * 7) {
    colours.add((png.data[i]! << 16) | (png.data[i + 1]! << 8) | png.data[i + 2]!);
  }
  return colours.size;
}
