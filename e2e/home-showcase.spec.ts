import { test, expect, waitForApp, canvasColourCount } from './fixtures.ts';

test('the loader climbs to 100 as the app, its language, the engine and the first 3D frame arrive, then the totem and its devices appear', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { loaderValues: string[] }).loaderValues = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        const value = (r.target as Element).getAttribute('aria-valuenow');
        if (value !== null && seen.at(-1) !== value) seen.push(value);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  await page.goto('/en');
  await waitForApp(page, 'home');
  await expect(page.getByTestId('stage')).toHaveAttribute('data-showcase-ready', 'true', { timeout: 30_000 });
  const values = (
    await page.evaluate(() => (window as unknown as { loaderValues: string[] }).loaderValues)
  ).map(Number);
  expect(values.at(-1)).toBe(100);
  // It moves in steps as the parts arrive, never backwards.
  expect(new Set(values).size).toBeGreaterThanOrEqual(4);
  expect(values).toEqual([...values].sort((a, b) => a - b));
  await expect.poll(() => canvasColourCount(page), { timeout: 20_000 }).toBeGreaterThan(60);
  await page.screenshot({ path: testInfo.outputPath('home.png') });
});

test('leaving home for a product page swaps the showcase for the smoke backdrop, and back again', async ({
  page,
}) => {
  await page.goto('/en');
  await waitForApp(page, 'home');
  const stage = page.getByTestId('stage');
  await expect(stage).toHaveAttribute('data-showcase-ready', 'true', { timeout: 30_000 });
  await page.locator('.tile[data-game="mouse"] a').click();
  await waitForApp(page, 'product');
  await expect(stage).not.toHaveAttribute('data-showcase-ready');
  await page.goBack();
  await waitForApp(page, 'home');
  await expect(stage).toHaveAttribute('data-showcase-ready', 'true', { timeout: 30_000 });
});

test("where a browser cannot draw in a worker (a tester's ?stage=page), the page's own engine draws the smoke and the showcase", async ({
  page,
}) => {
  await page.goto('/en?stage=page');
  await waitForApp(page, 'home');
  await expect(page.getByTestId('stage')).toHaveAttribute('data-showcase-ready', 'true', { timeout: 30_000 });
  // The page's canvas kept its drawing: it still gives a context to the page (a handed-over one refuses).
  expect(
    await page.evaluate(() => {
      const canvas = document.getElementById('stage-canvas') as HTMLCanvasElement;
      try {
        return canvas.getContext('webgl2') !== null;
      } catch {
        return false;
      }
    }),
  ).toBe(true);
  await expect.poll(() => canvasColourCount(page), { timeout: 20_000 }).toBeGreaterThan(60);
});
