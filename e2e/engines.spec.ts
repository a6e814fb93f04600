import { test, expect, type TestInfo } from '@playwright/test';
import { paintTaglineLines } from '../src/scenes/home/tagline-paint.ts';
import { atRest, homeDeviceBoxes, measureLayout } from './layout.ts';
import { reached, waitFor, type EnginePage } from './engines/engine-page.ts';
import { launchEngine, missingEngine, type OtherEngine } from './engines/launch-engine.ts';

/**
 * The site in the two other engines its visitors use, Firefox (Gecko) and WebKit (Safari's), as a first-time
 * visitor on a laptop: home with its devices drawn, the cookie choice, a product page, a Circuit Shutdown run to
 * the score the server verified, my-score, and the Arabic and Japanese pages with the layout walk's checks (no
 * overflow, no text over text or over a device) on home, a game's intro and my-score. Whatever the engine reports
 * wrong on the way fails the test: page errors, promise rejections, Content-Security-Policy violations and failed
 * requests (the test build's page probe, plus the driver's own events where it has them).
 *
 * Playwright's own Firefox and WebKit drive them where they are installed; otherwise Debian's firefox-esr (over
 * WebDriver BiDi) and WebKitGTK's MiniBrowser (over WebDriver) do, on a private Xvfb (e2e/engines/).
 */
const SIZE = { width: 1280, height: 800 };
const ENGINES: readonly OtherEngine[] = ['firefox', 'webkit'];
/** Digits of other numbering systems than the site's Latin ones (api/locale-format.ts). */
const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;

interface Timings {
  [step: string]: number;
}

/** The tagline painter (src/scenes/home/tagline-paint.ts) run in the page on one line: its ink against its text. */
function taglineInkCheck() {
  const source = `return (${inkOf.toString()})(text, ${paintTaglineLines.toString()});`;
  return new Function('text', source) as (text: string) => { ink: number; width: number };
}
function inkOf(
  text: string,
  paint: (ctx: CanvasRenderingContext2D, lines: string[], rtl: boolean, colour: string) => void,
) {
  const canvas = document.createElement('canvas');
  canvas.width = 512;
  canvas.height = 256;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  paint(ctx, [text], true, '#20e3ff');
  const { data } = ctx.getImageData(0, 0, 512, 256);
  let left = 512;
  let right = -1;
  for (let y = 0; y < 256; y++)
    for (let x = 0; x < 512; x++)
      if (data[(y * 512 + x) * 4 + 3]! > 40) {
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
  const measure = document.createElement('canvas').getContext('2d')!;
  measure.font = '800 44px system-ui, sans-serif';
  return { ink: Math.max(0, right - left), width: Math.round(measure.measureText(text).width) };
}

/** The layout walk's measures on the page as it stands once at rest. */
async function checkLayout(page: EnginePage, where: string, devices: boolean) {
  await waitFor(page, `${where} at rest`, atRest, null);
  const boxes = devices ? await page.evaluate(homeDeviceBoxes, null) : [];
  if (devices) expect.soft(boxes.length, `${where}: the devices' boxes`).toBeGreaterThanOrEqual(3);
  const report = await page.evaluate(measureLayout, boxes);
  expect
    .soft(report.documentWidth, `${where}: the page is wider than the window (${report.wide.join(', ')})`)
    .toBeLessThanOrEqual(report.viewportWidth);
  expect.soft(report.overlaps, `${where}: lines of text overlap`).toEqual([]);
  expect.soft(report.overDevices, `${where}: text over a device`).toEqual([]);
}

for (const engine of ENGINES)
  test(`${engine}: home with its devices, the cookie choice, a product, a verified Circuit Shutdown score, my-score, Arabic and Japanese laid out, and nothing reported wrong`, async ({
    baseURL,
  }, info: TestInfo) => {
    test.setTimeout(300_000);
    expect(missingEngine(engine), `${engine} on this machine`).toBeNull();
    const started = Date.now();
    const page = await launchEngine(engine, SIZE);
    info.annotations.push({ type: 'driver', description: page.driver });
    const problems: string[] = [];
    let where = 'start';
    const collect = async () => {
      // Without the probe nothing would be found: its absence is a problem of its own.
      const found = await page.evaluate(
        () =>
          (window as unknown as { __pageProblems?: string[] }).__pageProblems ?? [
            'the page probe did not run',
          ],
        null,
      );
      problems.push(...found.map((problem) => `${where}: ${problem}`));
    };
    const visit = async (path: string) => {
      if (where !== 'start') await collect();
      where = path;
      await page.goto(`${baseURL}${path}`);
    };
    const shot = (name: string) => page.screenshot(info.outputPath(`${engine}-${name}.png`));
    const times: Timings = {};
    try {
      // A first visit: nothing cached, no cookie.
      await visit('/en');
      times.homeReady = await reached(page, 'home', ['#loader[data-state="done"]', '[data-screen="home"]']);
      times.devicesDrawn = await reached(
        page,
        'the devices drawn',
        '[data-testid="stage"][data-showcase-ready="true"]',
      );
      const drawnIn = await page.evaluate(
        () => document.querySelector('[data-testid="stage"]')?.getAttribute('data-drawn-in') ?? null,
        null,
      );
      info.annotations.push({ type: 'drawn in', description: String(drawnIn) });
      await shot('home');

      // The cookie choice: the banner goes and the choice is kept.
      await page.click('[data-testid="cookie-banner"] .consent-button--choice');
      await waitFor(
        page,
        'the choice kept',
        () =>
          !document.querySelector('[data-testid="cookie-banner"]') &&
          document.cookie.includes('cookie_consent='),
        null,
      );

      // A product page, its device drawn over the page.
      await page.click('.tile[data-game="mouse"] a');
      await reached(page, 'the mouse product page', '[data-screen="product"]');
      await reached(page, "the product's device drawn", '[data-testid="stage"][data-product-ready]');

      // Circuit Shutdown, played to its end with real pointer input on a stepped clock (the test build's hook).
      await visit('/en/game/mouse');
      await reached(page, "the game's intro", '[data-screen="game-intro"] [data-testid="play"]');
      await page.click('[data-testid="play"]');
      await reached(page, 'the run playing', '[data-screen="game-run"][data-run="playing"]', 60_000);
      await waitFor(
        page,
        'the game hook',
        () => 'state' in ((window as unknown as { __game?: object }).__game ?? {}),
        null,
      );
      await page.evaluate(
        () => (window as unknown as { __game: { freeze(f: boolean): void } }).__game.freeze(true),
        null,
      );
      // Off the path at once (with pointer lock the move steers by its length, without by where it ends), so the
      // circuit overheats within seconds of game time, well inside what the server accepts for the time passed.
      await page.movePointer(2, SIZE.height - 100);
      await page.evaluate(
        () => new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(true))),
        null,
      );
      let over = false;
      for (let i = 0; i < 200 && !over; i++)
        over = await page.evaluate((n) => {
          const game = (
            window as unknown as { __game?: { step(n: number): void; state(): { over: boolean } } }
          ).__game;
          if (!game) return true;
          game.step(n);
          return game.state().over;
        }, 30);
      expect(over, 'the run ended').toBe(true);
      await reached(
        page,
        'the verified score',
        '[data-screen="game-end"] [data-testid="verified-score"]',
        60_000,
      );
      const score = await page.evaluate(
        () => document.querySelector('[data-testid="verified-score"]')?.textContent ?? '',
        null,
      );
      expect(score, 'the score the server verified').toMatch(/\d/);
      await shot('game-end');

      await visit('/en/my-score');
      await reached(page, 'my-score with its total', '[data-screen="my-score"][data-total]');

      // Arabic (right to left) and Japanese: the walk's measures on home, a game's intro and my-score.
      for (const locale of ['ar', 'jp']) {
        await visit(`/${locale}`);
        await reached(page, `${locale} home`, '[data-testid="stage"][data-showcase-ready="true"]');
        await checkLayout(page, `${engine} ${locale} home`, true);
        await shot(`${locale}-home`);
        if (locale === 'ar') {
          const arabic = await page.evaluate(
            () => ({
              dir: document.documentElement.dir,
              label: document.querySelector('[data-testid="competition-label"]')?.textContent ?? '',
            }),
            null,
          );
          expect(arabic.dir).toBe('rtl');
          expect(arabic.label, 'the draw date in Latin digits, as every engine writes it').not.toMatch(
            OTHER_DIGITS,
          );
          expect(arabic.label).toMatch(/\d/);
          // The 3D tagline's painter draws the whole of a line that mixes digits into right-to-left text.
          const { ink, width } = await page.evaluate(taglineInkCheck(), '74 غرامًا');
          expect(
            ink,
            `the tagline's ink (${ink} px) against its text's width (${width} px)`,
          ).toBeGreaterThanOrEqual(width * 0.9);
        }
        await visit(`/${locale}/game/mouse`);
        await reached(page, `${locale} game intro`, '[data-screen="game-intro"] [data-testid="play"]');
        await checkLayout(page, `${engine} ${locale} game intro`, false);
        await visit(`/${locale}/my-score`);
        await reached(page, `${locale} my-score`, '[data-screen="my-score"][data-total]');
        await checkLayout(page, `${engine} ${locale} my-score`, false);
        const text = await page.evaluate(() => document.body.innerText, null);
        expect(text, `${locale} my-score in Latin digits`).not.toMatch(OTHER_DIGITS);
        await shot(`${locale}-my-score`);
      }
      await collect();
    } finally {
      await page.close();
    }
    times.smoke = Date.now() - started;
    for (const [step, ms] of Object.entries(times))
      info.annotations.push({ type: `${step} (ms)`, description: String(ms) });
    console.log(`${engine} (${page.driver}): ${JSON.stringify(times)}`);
    expect([...problems, ...page.reported()], `what ${engine} reported wrong`).toEqual([]);
  });
