import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from './fixtures.ts';
import { violations } from './axe.ts';

/** The home showcase's focus states, driven by clicks on the 3D devices (their screen points from the test build). */
async function openHome(page: Page) {
  await page.goto('/en');
  await waitForApp(page, 'home');
  await expect(page.getByTestId('stage')).toHaveAttribute('data-showcase-ready', 'true', { timeout: 30_000 });
  await page.waitForFunction(() => (window as unknown as { __home?: unknown }).__home !== undefined);
}
const pointOf = (page: Page, id: string) =>
  page.evaluate(
    (device) =>
      (window as unknown as { __home: { point(d: string): { x: number; y: number } | null } }).__home.point(
        device,
      ),
    id,
  );

/** Two animation frames: the scene has drawn (and its picking matrices have taken) what came before. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/**
 * Clicks a device where it is drawn. The camera sways with the pointer, so the pointer goes there first; once a
 * frame has been drawn with that sway, the device's point is read again and clicked.
 */
async function clickDevice(page: Page, device: string) {
  const first = (await pointOf(page, device))!;
  await page.mouse.move(first.x, first.y);
  await nextFrames(page);
  const point = (await pointOf(page, device))!;
  await page.mouse.click(point.x, point.y);
}

for (const device of ['mouse', 'headset', 'keyboard']) {
  test(`clicking the ${device} focuses it; scrolling walks sections 0 to 3; Escape leaves`, async ({
    page,
  }, testInfo) => {
    await openHome(page);
    const home = page.locator('[data-screen="home"]');
    await expect(home).toHaveAttribute('data-focus', 'unfocused');
    await clickDevice(page, device);
    await expect(home).toHaveAttribute('data-focus', 'focused', { timeout: 10_000 });
    await expect(home).toHaveAttribute('data-product', device);
    await page.screenshot({ path: testInfo.outputPath(`focus-${device}.png`) });
    for (const [fraction, section] of [
      [0.1, '0'],
      [0.35, '1'],
      [0.6, '2'],
      [1, '3'],
    ] as const) {
      await page.evaluate(
        (f) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * f),
        fraction,
      );
      await expect(home).toHaveAttribute('data-section', section);
      await expect(page.locator('.home-focus__panel:not([hidden])')).toHaveCount(1);
      await expect(page.locator(`.home-focus__panel[data-section="${section}"]`)).toBeVisible();
      // axe in focus mode, not only on page load: the section's title is the page's heading.
      if (section === '0' || section === '3')
        expect(await violations(page), `section ${section}`).toEqual([]);
    }
    await page.keyboard.press('Escape');
    await expect(home).toHaveAttribute('data-focus', 'unfocused', { timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  });
}

test.describe('with reduced motion', () => {
  test.use({ colorScheme: 'dark', reducedMotion: 'reduce' });
  test('focus cuts straight to the device and back, with no orbit in between', async ({ page }) => {
    await openHome(page);
    const home = page.locator('[data-screen="home"]');
    const point = (await pointOf(page, 'mouse'))!;
    const states: string[] = [];
    await page.exposeFunction('recordState', (s: string) => states.push(s));
    await page.evaluate(() => {
      const main = document.querySelector('[data-screen="home"]')!;
      new MutationObserver(() =>
        (window as unknown as { recordState(s: string): void }).recordState(
          main.getAttribute('data-focus') ?? '',
        ),
      ).observe(main, { attributes: true, attributeFilter: ['data-focus'] });
    });
    await page.mouse.click(point.x, point.y);
    await expect(home).toHaveAttribute('data-focus', 'focused');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(home).toHaveAttribute('data-focus', 'unfocused');
    // The zero-length moves pass through focusing/unfocusing in the same instant.
    expect(states.filter((s) => s === 'focused' || s === 'unfocused')).toEqual(['focused', 'unfocused']);
  });
});
