import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForApp } from './fixtures.ts';
import { scrollToClaim } from './product-steps.ts';

/**
 * The product pages' device on the stage (issue 40): beside the text, turning and opening as the visitor scrolls
 * through the three selling points, the claim in view pointing at its part. Everything is read from the state the
 * page exposes on the product screen (`data-product-*`, src/scenes/product/product-page.ts) and from the canvas's
 * own pixels; nothing waits on time.
 */

const screen = (page: Page) => page.locator('[data-screen="product"]');
type Box = { left: number; top: number; right: number; bottom: number };

const numbers = async (locator: Locator, name: string): Promise<number[]> =>
  ((await locator.getAttribute(name)) ?? '').split(' ').map(Number);

/**
 * The greatest alpha the product's canvas holds in a 7 × 7 pixel square around a point of the window: the canvas
 * is cleared to transparent, so only the device is opaque. The scene stops drawing when it holds still; a scroll
 * event wakes it, and the pixels are read two frames later (0 when that frame was not drawn).
 */
function canvasAlphaAt(page: Page, point: { x: number; y: number }): Promise<number> {
  return page.evaluate(
    ({ x, y }) =>
      new Promise<number>((resolve) => {
        const canvas = (document.getElementById('world-canvas') ??
          document.getElementById('stage-canvas')) as HTMLCanvasElement;
        window.dispatchEvent(new Event('scroll'));
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const scale = canvas.width / canvas.clientWidth;
            const probe = document.createElement('canvas');
            probe.width = 7;
            probe.height = 7;
            const context = probe.getContext('2d')!;
            context.drawImage(canvas, Math.round(x * scale) - 3, Math.round(y * scale) - 3, 7, 7, 0, 0, 7, 7);
            const data = context.getImageData(0, 0, 7, 7).data;
            let alpha = 0;
            for (let i = 3; i < data.length; i += 4) alpha = Math.max(alpha, data[i]!);
            resolve(alpha);
          }),
        );
      }),
    point,
  );
}

/** The largest contentful paint's element, as the browser reports it. */
const largestPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          const element = entries.at(-1)?.element;
          resolve(element ? `${element.tagName.toLowerCase()}.${element.className}` : 'none');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

const STORIES = [
  {
    game: 'mouse',
    locale: 'en',
    parts: ['mouse-shell', 'mouse-sensor', 'mouse-battery'],
  },
  {
    game: 'keyboard',
    locale: 'ar',
    parts: ['keyboard-switches', 'keyboard-key-lights', 'keyboard-touch-strip'],
  },
] as const;

for (const { game, locale, parts } of STORIES) {
  test(`${game} (${locale}): the device turns and opens through the claims, each pointing at its part`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/product/${game}`);
    await waitForApp(page, 'product');
    const product = screen(page);
    await expect(product).toHaveAttribute('data-arrival', 'settled');
    await expect(product).toHaveAttribute('data-product-model', 'ready', { timeout: 45_000 });
    await expect(page.getByTestId('stage')).toHaveAttribute('data-product-ready', 'true');
    // The text, not the canvas, is the page's largest paint.
    expect(await largestPaint(page)).not.toMatch(/^canvas/);

    // The hero: no claim, no pointer; the device beside the text, on its inline-end side (left in Arabic).
    await expect(product).toHaveAttribute('data-product-step', '0');
    await expect(page.locator('[data-product-leader]')).toBeHidden();
    const slot = (await page.getByTestId('product-model-slot').boundingBox())!;
    const hero = (await page.locator('.product-hero__title').boundingBox())!;
    if (locale === 'ar') expect(slot.x + slot.width).toBeLessThanOrEqual(hero.x + 1);
    else expect(slot.x).toBeGreaterThanOrEqual(hero.x + hero.width - 1);
    // Where nothing is drawn the page's picture shows through: the canvas is transparent there.
    expect(await canvasAlphaAt(page, { x: slot.x + 8, y: slot.y + 8 })).toBe(0);

    let angle = Number(await product.getAttribute('data-product-angle'));
    for (const [claim, part] of parts.entries()) {
      await scrollToClaim(page, claim);
      await expect(product).toHaveAttribute('data-product-step', String(claim + 1));
      await expect(product).toHaveAttribute('data-product-part', part);
      // The device turns to each claim.
      await expect
        .poll(async () => Math.abs(Number(await product.getAttribute('data-product-angle')) - angle))
        .toBeGreaterThan(5);
      // The device comes to rest in the claim's pose: the pointer is read there.
      await expect(product).toHaveAttribute('data-product-settled', '');
      angle = Number(await product.getAttribute('data-product-angle'));

      // The pointer runs from the claim in view to its part: it starts on the claim's edge toward the device and
      // ends on the part's projected bounds, where the canvas has drawn the device.
      const leader = page.locator('[data-product-leader]');
      await expect(leader).toBeVisible();
      const line = leader.locator('line');
      const [x2, y2] = [Number(await line.getAttribute('x2')), Number(await line.getAttribute('y2'))];
      const [px, py] = await numbers(product, 'data-product-point');
      expect([x2, y2]).toEqual([px, py]);
      const [left, top, right, bottom] = await numbers(product, 'data-product-part-box');
      const box: Box = { left: left!, top: top!, right: right!, bottom: bottom! };
      expect(px).toBeGreaterThanOrEqual(box.left);
      expect(px).toBeLessThanOrEqual(box.right);
      expect(py).toBeGreaterThanOrEqual(box.top);
      expect(py).toBeLessThanOrEqual(box.bottom);
      expect(px).toBeGreaterThan(slot.x);
      expect(px).toBeLessThan(slot.x + slot.width);
      const card = (await page.locator(`[data-product-claim="${claim}"]`).boundingBox())!;
      const x1 = Number(await line.getAttribute('x1'));
      const y1 = Number(await line.getAttribute('y1'));
      expect(x1).toBeCloseTo(locale === 'ar' ? card.x : card.x + card.width, 0);
      expect(y1).toBeGreaterThanOrEqual(card.y);
      expect(y1).toBeLessThanOrEqual(card.y + card.height);
      // Read again until a frame is caught: the stage's frame cap may skip drawing in the frame that reads.
      await expect
        .poll(() => canvasAlphaAt(page, { x: px!, y: py! }), {
          message: `the ${part} is drawn under the pointer`,
        })
        .toBeGreaterThan(200);
    }

    // Back to the hero: the device closes and the pointer goes.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(product).toHaveAttribute('data-product-step', '0');
    await expect(page.locator('[data-product-leader]')).toBeHidden();
  });
}

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the pose changes at once, with no turning in between', async ({ page }) => {
    await page.goto('/en/product/headset');
    await waitForApp(page, 'product');
    const product = screen(page);
    await expect(product).toHaveAttribute('data-product-model', 'ready', { timeout: 45_000 });
    await expect(product).toHaveAttribute('data-arrival', 'settled');
    const before = await product.getAttribute('data-product-angle');
    // Every angle the page shows from the scroll on, recorded as the scene writes it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __angles: string[] }).__angles = seen;
      const root = document.querySelector('[data-screen="product"]')!;
      new MutationObserver(() => seen.push(root.getAttribute('data-product-angle') ?? '')).observe(root, {
        attributeFilter: ['data-product-angle'],
      });
    });
    await scrollToClaim(page, 1);
    await expect(product).toHaveAttribute('data-product-step', '2');
    await expect(product).not.toHaveAttribute('data-product-angle', before!);
    const angles = await page.evaluate(() => (window as unknown as { __angles: string[] }).__angles);
    // One change, straight to the step's pose (written once per change of the page's state).
    expect(new Set(angles).size).toBe(1);
  });
});

test.describe('without WebGL', () => {
  test.use({ webgl: false });

  test('the still picture stays, no canvas is made and the text is the largest paint', async ({ page }) => {
    await page.goto('/en/product/mouse');
    await waitForApp(page, 'product');
    await expect(page.getByTestId('stage-static')).toBeAttached();
    await expect(page.getByTestId('product-background')).toBeVisible();
    await expect(page.locator('canvas')).toHaveCount(0);
    await expect(screen(page)).not.toHaveAttribute('data-product-model');
    await expect(page.locator('[data-product-leader]')).toBeHidden();
    expect(await largestPaint(page)).not.toMatch(/^canvas/);
    // The claims are all there to read, in order.
    await expect(page.getByTestId('claim')).toHaveCount(3);
  });
});
