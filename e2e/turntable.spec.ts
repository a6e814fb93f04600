import { test, expect, canvasColourCount } from './fixtures.ts';

/** Each generated model on the turntable; the screenshots are kept as test artifacts for people to look at. */
for (const model of ['mouse', 'headset', 'keyboard', 'totem', 'walker', 'runner']) {
  test(`the ${model} model loads, lit by the studio environment`, async ({ page }, testInfo) => {
    await page.goto(`/en#turntable=${model}`);
    // The turntable hides the page's own content, so the screen is only attached, not visible.
    await expect(page.locator('#loader')).toHaveAttribute('data-state', 'done');
    await expect(page.locator('[data-screen="home"]')).toBeAttached();
    await expect(page.locator('#loader')).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByTestId('stage')).toHaveAttribute('data-turntable-ready', 'true', {
      timeout: 30_000,
    });
    await expect.poll(() => canvasColourCount(page), { timeout: 20_000 }).toBeGreaterThan(40);
    await page
      .locator('#world-canvas, #stage-canvas')
      .last()
      .screenshot({ path: testInfo.outputPath(`${model}.png`) });
  });
}
