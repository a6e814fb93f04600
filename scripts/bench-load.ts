/**
 * How long the site takes to load on a throttled connection in Chromium, and how many bytes cross the wire:
 * home's first load (until the totem and its devices are drawn) and each world's scene assets, at high and at
 * low resolution. Chrome DevTools' "Fast 3G" profile: 562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up;
 * optionally with the CPU slowed 4× (`--cpu 4`). Runs the built site (`npm run build` first).
 * Then a second visit to home in the same browser context (its HTTP cache kept, same throttling): the hashed
 * chunks and assets are cached for a year, only the HTML is asked again. It also lists what the page fetched
 * before its devices were drawn that the HTML's preload hints did not name, and any hint Chromium found unused.
 * First of all, a phone (390×844, touch) on the same network, a first visit and a return visit: when its largest
 * text is first uncovered (see FIRST_TEXT), beside the browser's largest contentful paint, which only says when
 * the text was painted, not whether anything covered it (the cookie banner under the loader, issue 40).
 *
 *   npm run bench:load [-- --cpu 4] [-- --phone] (the phone alone)
 */
import { readFileSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import { launchChromium, runBench } from './bench-browser.ts';
import { sceneEntries, WORLD_SOUNDS } from '../assets/manifest.ts';
import { OPUS_TYPE } from '../assets/audio/opus.ts';

const FAST_3G = { latency: 562.5, downloadThroughput: (1.44e6 / 8) | 0, uploadThroughput: (675e3 / 8) | 0 };
const cpuIndex = process.argv.indexOf('--cpu');
const CPU_SLOWDOWN = cpuIndex > 0 ? Number(process.argv[cpuIndex + 1]) : 1;
const PHONE_ONLY = process.argv.includes('--phone');
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

/**
 * The page's watcher of its largest text, as source text (see RECORD_MILESTONES). Every animation frame it finds
 * the largest element holding text (its box on screen, as the largest contentful paint measures text) and asks
 * whether a visitor can read it: the element at the middle of its box is it, inside it or around it, nothing
 * opaque sits over it (the loader counts while it is shown, even as it fades with `pointer-events: none`), and
 * its own opacity times its ancestors' is at least 0.9. It keeps the first frame where that holds (`uncovered`)
 * and the text; the largest contentful paint's latest element is judged the same way (`lcpUncovered`), and so
 * are the cookie banner's words and the home's Start.
 */
const FIRST_TEXT = `(() => {
  const seen = (window.__firstText = {});
  let lcpElement = null;
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    // A new largest paint is judged afresh.
    if (last) { seen.lcp = last.startTime; lcpElement = last.element; seen.lcpText = (last.element?.textContent || '').trim().slice(0, 40); seen.lcpUncovered = undefined; }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const opacity = (el) => { let o = 1; for (let e = el; e; e = e.parentElement) o *= Number(getComputedStyle(e).opacity); return o; };
  const readable = (el) => {
    if (!el || !el.isConnected) return false;
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2, y = box.top + box.height / 2;
    if (box.width === 0 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
    if (getComputedStyle(el).visibility !== 'visible' || opacity(el) < 0.9) return false;
    // The loader stops catching the pointer as it starts to fade: hit-test it as drawn.
    const loader = document.getElementById('loader');
    const fading = loader && !loader.hidden && loader.style.pointerEvents === '';
    if (fading) loader.style.pointerEvents = 'auto';
    const hit = document.elementFromPoint(x, y);
    if (fading) loader.style.pointerEvents = '';
    if (!hit) return false;
    if (loader && loader !== el && loader.contains(hit) && !loader.contains(el) && opacity(loader) >= 0.1) return false;
    return hit === el || el.contains(hit) || hit.contains(el);
  };
  const area = (el) => {
    const b = el.getBoundingClientRect();
    const w = Math.min(b.right, innerWidth) - Math.max(b.left, 0), h = Math.min(b.bottom, innerHeight) - Math.max(b.top, 0);
    return w > 0 && h > 0 ? w * h : 0;
  };
  function largestText() {
    let best = null, bestArea = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent.trim() || el.closest('script, style, template, [hidden]')) continue;
      const a = area(el);
      if (a > bestArea) { best = el; bestArea = a; }
    }
    return best;
  }
  function frame() {
    const now = performance.now();
    if (document.body) {
      const text = largestText();
      if (seen.uncovered === undefined && text && readable(text)) { seen.uncovered = now; seen.text = text.textContent.trim().slice(0, 40); }
      // The server's cookie banner, often the largest paint, is replaced by the page's own (same words, same place).
      if (lcpElement && !lcpElement.isConnected)
        lcpElement = [...document.querySelectorAll(lcpElement.tagName)].find((e) => e.textContent === lcpElement.textContent) || lcpElement;
      if (seen.lcpUncovered === undefined && lcpElement && readable(lcpElement)) seen.lcpUncovered = now;
      if (seen.startUncovered === undefined && readable(document.querySelector('.hero .button--primary'))) seen.startUncovered = now;
      if (seen.bannerUncovered === undefined && readable(document.querySelector('.cookie-banner__body'))) seen.bannerUncovered = now;
    }
    if (now < 60000) requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);
})();`;

/** A phone's first and second visit to home: its first uncovered text, beside the largest contentful paint. */
async function phoneFirstText(origin: string): Promise<void> {
  const browser = await launchChromium();
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  for (const visit of ['first visit, no cookie choice yet', 'return visit, cookies chosen']) {
    const page = await context.newPage();
    await throttle(page);
    await page.addInitScript({ content: FIRST_TEXT });
    await page.goto(`${origin}/en`, { waitUntil: 'commit' });
    // Until Start and the largest paint can be read, or 5 s after the loader has gone (a banner over Start never
    // uncovers it).
    await page.locator('#loader[data-state="done"]').waitFor({ state: 'attached', timeout: 300_000 });
    await page
      .waitForFunction(
        () => {
          const seen = (window as unknown as { __firstText?: Record<string, number> }).__firstText;
          return seen?.startUncovered !== undefined && seen.lcpUncovered !== undefined;
        },
        undefined,
        { timeout: 5_000, polling: 250 },
      )
      .catch(() => undefined);
    const seen = await page.evaluate(
      () => (window as unknown as { __firstText: Record<string, number | string | undefined> }).__firstText,
    );
    const at = (name: string) => (typeof seen[name] === 'number' ? s(seen[name]) : 'never');
    // The devices on the home's stage: how long a phone on Fast 3G waits for what the brand shows.
    const devicesAt = await page
      .locator('[data-showcase-ready="true"]')
      .waitFor({ state: 'attached', timeout: 300_000 })
      .then(() => page.evaluate(() => performance.now()))
      .catch(() => null);
    console.log(
      `phone 390×844, ${visit}: first uncovered text after ${at('uncovered')} ("${seen.text}"), LCP ${at('lcp')} ("${seen.lcpText}", uncovered after ${at('lcpUncovered')}), cookie banner uncovered after ${at('bannerUncovered')}, home's Start uncovered after ${at('startUncovered')}, devices drawn after ${devicesAt === null ? 'never' : s(devicesAt)}`,
    );
    await page.close();
    // The second visit has chosen: Reject all, as a visitor who answered the banner would have.
    await context.addCookies([
      {
        name: 'cookie_consent',
        value: encodeURIComponent(
          JSON.stringify({ v: 1, analytics: false, marketing: false, social: false, at: Date.now() }),
        ),
        url: origin,
      },
    ]);
  }
  await browser.close();
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

runBench(process.env.BENCH_STATIC_DIR ?? 'dist/client', async (ORIGIN) => {
  console.log(
    `Chromium, "Fast 3G" (${FAST_3G.latency} ms RTT, 1.44 Mbit/s down)${CPU_SLOWDOWN > 1 ? `, CPU ${CPU_SLOWDOWN}× slower` : ''}`,
  );
  await phoneFirstText(ORIGIN);
  if (PHONE_ONLY) return;
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
