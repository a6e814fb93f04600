/**
 * npm run bench:vitals — Cumulative Layout Shift and Interaction to Next Paint on the home page and a product
 * page, in Chromium on the built site (`npm run build` first), measured with the browser's own entries
 * (layout-shift, event timing) the way the web-vitals library defines them: CLS is the largest session window of
 * shifts without recent input (gaps under 1 s, windows under 5 s); INP here is the slowest of the interactions the
 * script performs (the metric's definition for fewer than 50 interactions). Prints figures; asserts nothing.
 * SwiftShader renders the 3D scene on the CPU, so these are upper bounds for a machine with a GPU.
 */
import type { Page } from '@playwright/test';
import { launchChromium, runBench } from './bench-browser.ts';

const RUNS = Number(process.env.RUNS ?? 3);

async function observe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __vitals: { shifts: { t: number; v: number }[]; events: number[] } };
    w.__vitals = { shifts: [], events: [] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.__vitals.shifts.push({ t: e.startTime, v: e.value });
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
        if (e.interactionId) w.__vitals.events.push(e.duration);
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
}

async function read(page: Page): Promise<{ cls: number; inp: number; interactions: number }> {
  // Event timing entries arrive after the next paint: wait two frames before reading.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => {
    const { shifts, events } = (
      window as unknown as { __vitals: { shifts: { t: number; v: number }[]; events: number[] } }
    ).__vitals;
    let best = 0;
    let windowValue = 0;
    let windowStart = -Infinity;
    let last = -Infinity;
    for (const s of shifts) {
      if (s.t - last > 1000 || s.t - windowStart > 5000) {
        windowStart = s.t;
        windowValue = 0;
      }
      windowValue += s.v;
      last = s.t;
      best = Math.max(best, windowValue);
    }
    return { cls: best, inp: events.length ? Math.max(...events) : 0, interactions: events.length };
  });
}

async function waitForScreen(page: Page, screen: string) {
  await page.locator('#loader[data-state="done"]').waitFor({ state: 'attached', timeout: 120_000 });
  await page.locator(`[data-screen="${screen}"]`).waitFor({ timeout: 60_000 });
}

runBench('dist/client', async (origin) => {
  const browser = await launchChromium();
  const pages = [
    { path: '/en', screen: 'home' },
    { path: '/en/product/mouse', screen: 'product' },
  ];
  console.log(`Chromium (SwiftShader), 1280×800, ${RUNS} loads per page`);
  for (const { path, screen } of pages) {
    const results: { cls: number; inp: number; interactions: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await observe(page);
      await page.goto(origin + path);
      await waitForScreen(page, screen);
      // The interactions a visitor makes first: open and close the menu, toggle the sound, open the languages.
      await page.getByTestId('menu-button').click();
      await page.getByTestId('main-menu').waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('main-menu').waitFor({ state: 'detached' });
      await page.getByTestId('sound-toggle').click();
      await page.getByTestId('language-button').click();
      await page.keyboard.press('Escape');
      await page.mouse.wheel(0, 600);
      results.push(await read(page));
      await page.close();
    }
    const worst = (k: 'cls' | 'inp') => Math.max(...results.map((r) => r[k]));
    const median = (k: 'cls' | 'inp') => results.map((r) => r[k]).sort((a, b) => a - b)[results.length >> 1]!;
    console.log(
      `${path.padEnd(20)} CLS median ${median('cls').toFixed(3)} worst ${worst('cls').toFixed(3)}   ` +
        `INP median ${median('inp').toFixed(0)} ms worst ${worst('inp').toFixed(0)} ms ` +
        `(${results[0]!.interactions} interactions over 16 ms)`,
    );
  }
  await browser.close();
});
