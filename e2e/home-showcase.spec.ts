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

test('a lost WebGL context is restored, and the stage builds and draws scenes again', async ({ page }) => {
  await page.goto('/en');
  await waitForApp(page, 'home');
  const stage = page.getByTestId('stage');
  await expect(stage).toHaveAttribute('data-showcase-ready', 'true', { timeout: 30_000 });
  const events = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const canvas = document.getElementById('stage-canvas') as HTMLCanvasElement;
        const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
        const lose = gl?.getExtension('WEBGL_lose_context');
        if (!lose) throw new Error('WEBGL_lose_context is not available');
        const seen: string[] = [];
        canvas.addEventListener('webglcontextlost', () => {
          seen.push('lost');
          setTimeout(() => lose.restoreContext(), 300);
        });
        canvas.addEventListener('webglcontextrestored', () => {
          seen.push('restored');
          resolve(seen);
        });
        lose.loseContext();
      }),
  );
  expect(events).toEqual(['lost', 'restored']);
  // A scene built after the restore (the smoke behind a product page, then the totem again) draws.
  await page.locator('.tile[data-game="keyboard"] a').click();
  await waitForApp(page, 'product');
  await page.goBack();
  await waitForApp(page, 'home');
  await expect(stage).toHaveAttribute('data-showcase-ready', 'true', { timeout: 30_000 });
  await expect.poll(() => canvasColourCount(page), { timeout: 20_000 }).toBeGreaterThan(60);
});
