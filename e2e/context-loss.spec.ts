import { test, expect, waitForApp, canvasColourCount } from './fixtures.ts';

// In the test build: the stage draws in its worker, whose context the page reaches through window.__stage.
test('a lost WebGL context is restored, and the stage builds and draws scenes again', async ({ page }) => {
  await page.goto('/en');
  await waitForApp(page, 'home');
  const stage = page.getByTestId('stage');
  await expect(stage).toHaveAttribute('data-showcase-ready', 'true', { timeout: 30_000 });
  // The stage draws in its worker (src/scenes/offscreen/): the test build's hook has the worker lose its context
  // and get it back 300 ms later, as a GPU reset would; the page hears of both.
  const events = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const seen: string[] = [];
        addEventListener('stage-context', (event) => {
          seen.push((event as CustomEvent<string>).detail);
          if (seen.length === 2) resolve(seen);
        });
        (window as unknown as { __stage: { loseContext(): void } }).__stage.loseContext();
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
