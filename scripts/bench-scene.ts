/**
 * The scenes of Circuit Shutdown and Headspace (Jungle Board's, which ends after three misses unless it is played,
 * is measured by bench-keyboard-browser.ts) and home in headless Chromium: frame time and draw calls while a run
 * plays, from the test build's window.__game (build it first: `npx vite build --mode e2e --outDir
 * dist/e2e-client`). Headless Chromium renders WebGL on SwiftShader (the CPU), so these are upper bounds for any
 * machine with a GPU.
 *
 *   npm run bench:scene
 */
import { launchChromium, runBench } from './bench-browser.ts';

interface Stats {
  fps: number;
  frameMs: number;
  drawCallsTotal: number;
  frames: number;
}

const CONSENT = encodeURIComponent(
  JSON.stringify({ v: 1, analytics: false, marketing: false, social: false, at: Date.now() }),
);

runBench('dist/e2e-client', async (ORIGIN) => {
  const browser = await launchChromium();
  for (const [game, viewport] of (['mouse', 'headset'] as const).flatMap((g) =>
    [
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
    ].map((v) => [g, v] as const),
  )) {
    const page = await browser.newPage({ viewport });
    // The consent banner would cover Play on a phone (and it is not what is measured): answered beforehand.
    await page.context().addCookies([{ name: 'cookie_consent', value: CONSENT, url: ORIGIN }]);
    await page.goto(`${ORIGIN}/en/game/${game}`);
    await page.getByTestId('play').click();
    await page.waitForFunction(() => (window as unknown as { __game?: unknown }).__game !== undefined, null, {
      timeout: 60_000,
    });
    await page.waitForTimeout(3000);
    const samples: Stats[] = [];
    for (let i = 0; i < 20; i++) {
      samples.push(
        await page.evaluate(() =>
          (window as unknown as { __game: { frameStats(): Stats } }).__game.frameStats(),
        ),
      );
      await page.waitForTimeout(250);
    }
    const sorted = samples.map((s) => s.frameMs).sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const first = samples[0]!;
    const last = samples.at(-1)!;
    const draws = (last.drawCallsTotal - first.drawCallsTotal) / Math.max(1, last.frames - first.frames);
    console.log(
      `${game} scene ${viewport.width}×${viewport.height}: median frame ${median.toFixed(1)} ms (${(1000 / median).toFixed(0)} fps), ${draws.toFixed(0)} draw calls per frame`,
    );
    await page.close();
  }
  // Home, per GPU tier (forced with ?gpu-tier=N): the frame figures #debug shows, averaged by Babylon.
  for (const tier of [0, 1, 2, 3]) {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`${ORIGIN}/en?gpu-tier=${tier}#debug`);
    await page.waitForSelector('[data-showcase-ready="true"]', { state: 'attached', timeout: 120_000 });
    await page.waitForTimeout(5000);
    const fps = Number(await page.getByTestId('debug-fps').textContent());
    const draws = Number(await page.getByTestId('debug-draw-calls').textContent());
    const quality = await page.getByTestId('debug-quality').textContent();
    console.log(
      `home, tier ${tier} (${quality}): ${fps} fps (${(1000 / Math.max(fps, 0.001)).toFixed(0)} ms a frame), ${draws} draw calls per frame`,
    );
    await page.close();
  }
  await browser.close();
});
