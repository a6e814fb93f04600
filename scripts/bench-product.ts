/**
 * The product pages' device (issue 40) in headless Chromium: frame time and draw calls while the visitor scrolls
 * through the three claims, per page and window, from the built site (`npx vite build` first). The scene stops
 * drawing when it holds still, so the page is kept scrolling back and forth over the claims while it is measured.
 * The frame figures are the ones #debug shows (Babylon's, averaged by the stage's quality control); the frame
 * interval is the page's own (requestAnimationFrame). Headless Chromium renders WebGL on SwiftShader (the CPU), so
 * these are upper bounds for any machine with a GPU. Prints figures; asserts nothing.
 *
 *   npm run bench:product
 */
import { launchChromium, runBench } from './bench-browser.ts';

const WINDOWS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/** Five seconds of scrolling over the claims, a few pixels a frame, returning the frames' intervals. */
const SCROLL_AND_TIME = `new Promise((resolve) => {
  const first = document.querySelector('[data-product-claim="0"]').getBoundingClientRect();
  const last = document.querySelector('[data-product-claim="2"]').getBoundingClientRect();
  const from = scrollY + first.top - innerHeight * 0.6;
  const to = scrollY + last.top - innerHeight * 0.4;
  window.scrollTo({ top: from, behavior: 'instant' });
  const out = [];
  let previous = performance.now();
  let direction = 1;
  const end = previous + 5000;
  function frame(now) {
    out.push(now - previous);
    previous = now;
    if (scrollY >= to) direction = -1;
    if (scrollY <= from) direction = 1;
    window.scrollBy({ top: 6 * direction, behavior: 'instant' });
    if (now < end) requestAnimationFrame(frame);
    else resolve(out.slice(3));
  }
  requestAnimationFrame(frame);
})`;

runBench('dist/client', async (ORIGIN) => {
  const browser = await launchChromium();
  for (const game of ['mouse', 'headset', 'keyboard'] as const)
    for (const viewport of WINDOWS) {
      const page = await browser.newPage({ viewport });
      const started = Date.now();
      await page.goto(`${ORIGIN}/en/product/${game}#debug`);
      await page.waitForSelector('[data-product-model="ready"]', { state: 'attached', timeout: 120_000 });
      const readyMs = Date.now() - started;
      // A string, not a function: tsx names the inner functions with a helper the page does not have.
      const intervals = await page.evaluate<number[]>(SCROLL_AND_TIME);
      const fps = await page.getByTestId('debug-fps').textContent();
      const draws = await page.getByTestId('debug-draw-calls').textContent();
      const quality = await page.getByTestId('debug-quality').textContent();
      const sorted = intervals.sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
      const p90 = sorted[Math.floor(sorted.length * 0.9)] ?? 0;
      console.log(
        `${game} ${viewport.width}×${viewport.height} (${quality?.trim()}): ready ${(readyMs / 1000).toFixed(1)} s after navigation; ` +
          `scrolling: Babylon ${fps} fps, ${draws} draw calls per frame; page frame interval median ${median.toFixed(1)} ms, p90 ${p90.toFixed(1)} ms`,
      );
      await page.close();
    }
  await browser.close();
});
