import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from './fixtures.ts';
import { violations } from './axe.ts';
import { FOCUS_SCROLLS, pointOf, scrollFocusTo } from './home-steps.ts';

/** The home showcase's focus states, driven by clicks on the 3D devices (their screen points from the test build). */
async function openHome(page: Page) {
  await page.goto('/en');
  await waitForApp(page, 'home');
  await expect(page.getByTestId('stage')).toHaveAttribute('data-showcase-ready', 'true', { timeout: 30_000 });
  await page.waitForFunction(() => (window as unknown as { __home?: unknown }).__home !== undefined);
}

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
    // The last section to the page's very end: the loading overlay is fully shown only there.
    for (const [fraction, section] of [...FOCUS_SCROLLS.slice(0, 3), [1, '3'] as const]) {
      await scrollFocusTo(page, fraction);
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

/** The mean brightness (0–255) of the canvas's own pixels in a square around a point, read as it is drawn. */
const brightnessAround = (page: Page, at: { x: number; y: number }, half = 24) =>
  page.evaluate(
    ({ x, y, half }) =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => {
          const canvas = document.getElementById('stage-canvas') as HTMLCanvasElement;
          const scale = canvas.width / canvas.clientWidth;
          const copy = document.createElement('canvas');
          copy.width = canvas.width;
          copy.height = canvas.height;
          const context = copy.getContext('2d')!;
          context.drawImage(canvas, 0, 0);
          const size = Math.round(half * 2 * scale);
          const data = context.getImageData(
            Math.round((x - half) * scale),
            Math.round((y - half) * scale),
            size,
            size,
          ).data;
          let sum = 0;
          for (let i = 0; i < data.length; i += 4) sum += (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
          resolve(sum / (data.length / 4));
        }),
      ),
    { ...at, half },
  );

test.describe('with reduced motion', () => {
  test.use({ colorScheme: 'dark', reducedMotion: 'reduce' });
  test('a device under the pointer takes the pointer cursor and lights up; off it, both go', async ({
    page,
  }) => {
    await openHome(page);
    const root = page.locator('html');
    const point = (await pointOf(page, 'headset'))!;
    // No device is drawn in the window's bottom-left corner: the pointer rests there first.
    await page.mouse.move(4, page.viewportSize()!.height - 4);
    await nextFrames(page);
    const before = await brightnessAround(page, point);
    await page.mouse.move(point.x, point.y);
    await expect(root).toHaveAttribute('data-device-hover', 'headset');
    expect(await root.evaluate((html) => getComputedStyle(html).cursor)).toBe('pointer');
    // The light is a cut with reduced motion: a frame or two later it shows (the stage's worker draws it when the
    // page's word reaches it, so this waits for the picture rather than counting frames).
    await expect.poll(() => brightnessAround(page, point)).toBeGreaterThan(before + 2);
    await page.mouse.move(4, page.viewportSize()!.height - 4);
    await expect(root).not.toHaveAttribute('data-device-hover');
    expect(await root.evaluate((html) => getComputedStyle(html).cursor)).toBe('auto');
    await expect.poll(async () => Math.abs((await brightnessAround(page, point)) - before)).toBeLessThan(0.5);
  });

  test('a tile reached with the keyboard lights its device, and leaving the tile puts the light out', async ({
    page,
  }) => {
    await openHome(page);
    const tile = page.locator('.tile[data-game="keyboard"] a');
    // Reaching the tile also chooses its device (the camera turns to it): the light is measured in that pose.
    await tile.focus();
    await expect(page.locator('[data-screen="home"]')).toHaveAttribute('data-product', 'keyboard');
    // Still: the showcase has drawn the turn and the light (the worker takes the page's commands in order).
    await page.waitForFunction(() => (window as unknown as { __home: { still(): boolean } }).__home.still());
    await nextFrames(page);
    const point = (await pointOf(page, 'keyboard'))!;
    const lit = await brightnessAround(page, point);
    await tile.blur();
    await expect.poll(async () => lit - (await brightnessAround(page, point))).toBeGreaterThan(2);
  });

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
