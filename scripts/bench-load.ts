/**
 * How long the site takes to load on a throttled connection in Chromium, and how many bytes cross the wire:
 * home's first load (until the totem and its devices are drawn) and each world's scene assets, at high and at
 * low resolution. Chrome DevTools' "Fast 3G" profile: 562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up;
 * optionally with the CPU slowed 4× (`--cpu 4`). Runs the built site (`npm run build` first).
 * Then a second visit to home in the same browser context (its HTTP cache kept, same throttling): the hashed
 * chunks and assets are cached for a year, only the HTML is asked again. It also lists what the page fetched
 * before its devices were drawn that the HTML's preload hints did not name, and any hint Chromium found unused.
 *
 *   npm run bench:load [-- --cpu 4]
 */
import { readFileSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import { launchChromium, runBench } from './bench-browser.ts';
import { sceneEntries, WORLD_SOUNDS } from '../assets/manifest.ts';
import { OPUS_TYPE } from '../assets/audio/opus.ts';

const FAST_3G = { latency: 562.5, downloadThroughput: (1.44e6 / 8) | 0, uploadThroughput: (675e3 / 8) | 0 };
const cpuIndex = process.argv.indexOf('--cpu');
const CPU_SLOWDOWN = cpuIndex > 0 ? Number(process.argv[cpuIndex + 1]) : 1;
/**
 * Counts the bytes of every response (headers and compressed body) seen by the page's network stack, and keeps
 * the URLs it requested. The HTTP cache stays on: a new browser context starts with an empty one (the first
 * visit), and the second visit is meant to read from it.
 */
async function throttle(page: Page): Promise<{
  cdp: CDPSession;
  bytes: () => number;
  bytesAt: (wallMs: number) => number;
  requested: string[];
  lastByteAt: () => number;
}> {
  const cdp = await page.context().newCDPSession(page);
  let total = 0;
  let lastByteAt = 0;
  const finished: { at: number; total: number }[] = [];
  const requested: string[] = [];
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...FAST_3G });
  if (CPU_SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
    total += e.encodedDataLength;
    if (e.encodedDataLength > 0) lastByteAt = Date.now();
    finished.push({ at: Date.now(), total });
  });
  cdp.on('Network.requestWillBeSent', (e: { request: { url: string } }) => {
    if (!e.request.url.startsWith('data:')) requested.push(e.request.url);
  });
  const bytesAt = (wallMs: number) => finished.findLast((f) => f.at <= wallMs)?.total ?? 0;
  return { cdp, bytes: () => total, bytesAt, requested, lastByteAt: () => lastByteAt };
}

/**
 * When the page itself saw each milestone, on its own clock: Playwright's polling runs on the page's main thread,
 * so a milestone reached just before a long task (a shader compile) would be seen only after it.
 */
const MILESTONES = {
  firstFrame: '#loader.has-scene',
  loaderDone: '#loader[aria-valuenow="100"]',
  shown: '[data-showcase-ready="true"]',
} as const;

/**
 * The page's recorder, as source text: a function handed to addInitScript would be serialized as tsx compiled it,
 * with helpers (`__name`) the page does not have. Observed from DOMContentLoaded: an observer set on the still
 * empty document of an init script sees nothing.
 */
const RECORD_MILESTONES = `(() => {
  const milestones = ${JSON.stringify(MILESTONES)};
  const seen = (window.__milestones = {});
  function check() {
    for (const [name, selector] of Object.entries(milestones))
      if (seen[name] === undefined && document.querySelector(selector)) seen[name] = performance.now();
  }
  document.addEventListener('DOMContentLoaded', () => {
    check();
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  });
})();`;

/** The milestones, in ms of wall clock (Date.now()), from the page's navigation start. */
async function milestonesOf(page: Page): Promise<Record<keyof typeof MILESTONES, number>> {
  return page.evaluate(() => {
    const seen = (window as unknown as { __milestones: Record<string, number> }).__milestones;
    return Object.fromEntries(
      Object.entries(seen).map(([name, at]) => [name, performance.timeOrigin + at]),
    ) as Record<keyof typeof MILESTONES, number>;
  });
}

/** The URLs a page's HTML names (its script, styles, icons, preload and modulepreload links), resolved. */
async function namedInHtml(url: string): Promise<{ hints: number; urls: Set<string> }> {
  const html = await (await fetch(url)).text();
  const base = new URL(/<base href="([^"]*)">/.exec(html)?.[1] ?? '/', url);
  return {
    hints: [...html.matchAll(/<link rel="(?:module)?preload"/g)].length,
    urls: new Set(
      [...html.matchAll(/<(?:link|script)[^>]* (?:href|src)="([^"]+)"/g)].map((m) =>
        new URL(m[1]!.replaceAll('&amp;', '&'), base).toString(),
      ),
    ),
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

runBench('dist/client', async (ORIGIN) => {
  console.log(
    `Chromium, "Fast 3G" (${FAST_3G.latency} ms RTT, 1.44 Mbit/s down)${CPU_SLOWDOWN > 1 ? `, CPU ${CPU_SLOWDOWN}× slower` : ''}`,
  );
  const index = JSON.parse(readFileSync('assets/.generated/asset-index.json', 'utf8')) as Record<
    string,
    { url: string; urls?: string[]; sources?: { type: string; url: string }[] }
  >;
  for (const res of ['high', 'low'] as const) {
    // A browser of its own for each first visit: a second context in the same browser shares its GPU process and
    // shader cache, and its devices came 1.5 to 2.5 s late, whichever resolution went second.
    const browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const unused: string[] = [];
    page.on('console', (message) => {
      if (/preloaded using link preload but not used/.test(message.text())) unused.push(message.text());
    });
    const { bytes, bytesAt, requested, lastByteAt } = await throttle(page);
    const url = `${ORIGIN}/en?res=${res}`;
    const named = await namedInHtml(url);
    await page.addInitScript({ content: RECORD_MILESTONES });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector(MILESTONES.shown, { state: 'attached', timeout: 300_000 });
    const at = await milestonesOf(page);
    const firstFrame = { at: at.firstFrame - started, bytes: bytesAt(at.firstFrame) };
    const loaderDone = at.loaderDone - started;
    const shown = at.shown - started;
    const requestedBeforeShown = requested.length;
    const networkDone = lastByteAt() - started;
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
        }),
    );
    console.log(
      `home (${res}): first 3D frame after ${s(firstFrame.at)} (${kb(firstFrame.bytes)} before it), loader at 100 after ${s(loaderDone)}, devices drawn after ${s(shown)} (last byte before it after ${s(networkDone)}), LCP ${s(lcp)}, ${kb(bytes())} over the wire`,
    );
    const notHinted = requested
      .slice(0, requestedBeforeShown)
      .filter((u) => u !== url && !u.includes('/api/') && !named.urls.has(u));
    console.log(
      `  ${requestedBeforeShown} requests before the devices were drawn; ${named.hints} preload links in the HTML; fetched, not named there: ${notHinted.map((u) => new URL(u).pathname).join(' ') || 'none'}`,
    );

    // Second visit: the same context, its cache warm, the same network.
    const beforeSecond = bytes();
    const t1 = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector(MILESTONES.shown, { state: 'attached', timeout: 300_000 });
    const again = await milestonesOf(page);
    console.log(
      `  second visit (${res}): devices drawn after ${s(again.shown - t1)}, ${kb(bytes() - beforeSecond)} over the wire`,
    );
    for (const world of ['mouse', 'headset', 'keyboard'] as const) {
      const names = [
        ...sceneEntries(world).map((e) =>
          res === 'low' && e.optim && index[`${e.name}-low`] ? `${e.name}-low` : e.name,
        ),
        ...WORLD_SOUNDS[world],
      ];
      const urls = names.flatMap((name) => {
        const asset = index[name];
        if (!asset) throw new Error(`can't find asset with name ${name}`);
        // A sound as Chromium fetches it: the Opus file (src/audio/sound-source.ts), the mp3 elsewhere.
        const opus = asset.sources?.find((source) => source.type === OPUS_TYPE);
        return opus ? [opus.url] : (asset.urls ?? [asset.url]);
      });
      const before = bytes();
      const t0 = Date.now();
      // The queue fetches a scene's assets in parallel; so does this, through the same throttled network stack.
      // The environment map is persistant: home already brought it.
      await page.evaluate(
        (list) => Promise.all(list.map((u) => fetch(u).then((r) => r.arrayBuffer()))),
        urls.filter((u) => !u.startsWith('generated/env/')),
      );
      console.log(
        `  ${world} world, scene assets and sounds (${res}): ${s(Date.now() - t0)}, ${kb(bytes() - before)}`,
      );
    }
    // Chromium reports a preload nobody used a few seconds after the load event.
    if (unused.length > 0) console.log(`  preloaded but not used:\n    ${unused.join('\n    ')}`);
    await context.close();
    await browser.close();
  }
});
