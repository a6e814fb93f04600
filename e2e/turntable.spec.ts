import { test, expect, waitForApp, canvasColourCount } from './fixtures.ts';

/** Each generated model on the turntable; the screenshots are kept as test artifacts for people to look at. */
for (const model of ['mouse', 'headset', 'keyboard', 'totem']) {
  test(`the ${model} model loads, lit by the studio environment`, async ({ page }, testInfo) => {
    await page.goto(`/en#turntable=${model}`);
    await waitForApp(page, 'home');
    await expect(page.locator('#loader')).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByTestId('stage')).toHaveAttribute('data-turntable-ready', 'true', {
      timeout: 30_000,
    });
    await expect.poll(() => canvasColourCount(page), { timeout: 20_000 }).toBeGreaterThan(40);
    await page.locator('#stage-canvas').screenshot({ path: testInfo.outputPath(`${model}.png`) });
  });
}
