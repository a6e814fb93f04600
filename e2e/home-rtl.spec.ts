import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { test, expect, waitForApp } from './fixtures.ts';

/**
 * Arabic mirrors the page: the hero text stands on the right, so the totem must stand on the left (the
 * camera's screen offset mirrors with the text). The text's box comes from the DOM, the totem's from the
 * canvas's own pixels with the page's layers hidden; the two must not overlap.
 */
interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

async function heroTextBox(page: Page): Promise<Box> {
  return page.evaluate(() => {
    const parts = [...document.querySelectorAll('.hero .eyebrow, .hero__title, .hero__lead, .hero .button')];
    const rects = parts.map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0);
    return {
      left: Math.min(...rects.map((r) => r.left)),
      right: Math.max(...rects.map((r) => r.right)),
      top: Math.min(...rects.map((r) => r.top)),
      bottom: Math.max(...rects.map((r) => r.bottom)),
    };
  });
}

/** The box of the lit pixels of the canvas (the totem and its devices), in CSS pixels; null if none. */
async function drawnBox(page: Page): Promise<Box | null> {
  // The page's layers step aside for the shot (through the CSSOM: the CSP allows no inline style sheet).
  const layers = (hidden: boolean) =>
    page.evaluate((hide) => {
      for (const e of document.querySelectorAll<HTMLElement>('.app > :not(.stage)'))
        e.style.visibility = hide ? 'hidden' : '';
    }, hidden);
  await layers(true);
  const png = PNG.sync.read(await page.locator('#stage-canvas').screenshot());
  await layers(false);
  const box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
  let lit = 0;
  for (let y = 0; y < png.height; y += 2)
    for (let x = 0; x < png.width; x += 2) {
      const i = (y * png.width + x) * 4;
      // The clear colour and the fog are a dark navy; the lit totem and devices are far brighter.
      if (Math.max(png.data[i]!, png.data[i + 1]!, png.data[i + 2]!) < 70) continue;
      lit++;
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
    }
  return lit > 200 ? box : null;
}

const apart = (a: Box, b: Box) => a.right <= b.left || b.right <= a.left;

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
])
  for (const locale of ['ar', 'en'] as const)
    test(`${locale} at ${viewport.width}×${viewport.height}: the hero text and the totem stand apart`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/${locale}`);
      await waitForApp(page, 'home');
      await expect(page.getByTestId('stage')).toHaveAttribute('data-showcase-ready', 'true', {
        timeout: 60_000,
      });
      const text = await heroTextBox(page);
      await expect
        .poll(
          async () => {
            const totem = await drawnBox(page);
            return totem !== null && apart(text, totem) ? 'apart' : JSON.stringify({ text, totem });
          },
          { timeout: 30_000 },
        )
        .toBe('apart');
      const totem = (await drawnBox(page))!;
      // The totem is on the side away from the text: left of it in Arabic, right of it in English.
      if (locale === 'ar') expect(totem.right).toBeLessThanOrEqual(text.left);
      else expect(totem.left).toBeGreaterThanOrEqual(text.right);
      await page.screenshot({ path: testInfo.outputPath(`home-${locale}-${viewport.width}.png`) });
    });
