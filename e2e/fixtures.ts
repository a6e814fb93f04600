import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test checks, without saying so, that the page logged no console error and that no request left
 * this machine (the site loads nothing from outside hosts).
 */
/**
 * Diagnostics a library prints that are wrong for this site. react-babylonjs checks `scene.isReady()` the moment
 * it creates a scene, and Babylon's answer includes the whole engine's shaders: with a scene per route on one
 * engine, a route's new scene is "not ready" while the previous route's shaders still compile. Nothing is amiss.
 */
const LIBRARY_NOISE: readonly RegExp[] = [/^Scene is not ready\. Report issue in react-babylonjs repo$/];

/**
 * The browser may take the WebGL context away (a starved GPU process, too many contexts); Babylon warns, keeps
 * the scene and rebuilds it when the context comes back. Shaders it was compiling at that moment fail and it
 * logs them as errors. Those errors are the browser's doing, so they count only when no loss was reported.
 */
const CONTEXT_LOST = /WebGL context lost\./;
const BABYLON_ERROR = /^BJS - /;

/**
 * The cookie banner sits at the bottom of every first visit. Tests of other features start as a visitor who has
 * already answered it (Reject all), so it covers none of their buttons; e2e/consent.spec.ts starts undecided.
 */
export type ConsentStart = 'undecided' | 'rejected';

/**
 * Whether a request the page makes goes to another host. `data:` and `blob:` URLs are made by the page itself
 * (the WebGL warm-up's worker is a blob), so nothing leaves the machine.
 */
export function leavesTheMachine(address: string): boolean {
  const url = new URL(address);
  if (url.protocol === 'data:' || url.protocol === 'blob:') return false;
  return !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** The options a project or a file may set (playwright.config.ts, `test.use`). */
export interface SiteTestOptions {
  /**
   * false: the page has no WebGL, as on a browser or phone without it (every canvas's getContext refuses
   * `webgl` and `webgl2`), so the site shows its still picture instead of the 3D stage. Tests that read only the
   * page's text and structure run this way: an idle home page in software-rendered WebGL keeps both of the test
   * machine's cores busy, slowing the other worker too.
   */
  webgl: boolean;
  /**
   * The `devicePixelRatio` the page's scripts read, which is all the 3D stage sizes its drawing by; the page's
   * own text, pictures and screenshots keep the browser's real ratio. null leaves it as it is. Software-rendered
   * WebGL costs CPU per pixel, so the projects draw their stages at 0.5 (playwright.config.ts): what the tests read
   * (state, boxes projected from the scene, pixels counted or averaged at the canvas's own scale) does not
   * depend on the resolution.
   */
  stagePixelRatio: number | null;
}

export const test = base.extend<
  SiteTestOptions & {
    guard: void;
    expectedConsoleErrors: RegExp[];
    consentStart: ConsentStart;
    consentCookie: void;
    pageSwitches: void;
  }
>({
  webgl: [true, { option: true }],
  stagePixelRatio: [null, { option: true }],
  // The two options above, as init scripts each page runs before the site's own.
  pageSwitches: [
    async ({ page, webgl, stagePixelRatio }, use) => {
      if (!webgl)
        await page.addInitScript(() => {
          for (const prototype of [HTMLCanvasElement.prototype, OffscreenCanvas.prototype]) {
            const original = prototype.getContext as (...args: unknown[]) => unknown;
            prototype.getContext = function (this: unknown, type: string, ...rest: unknown[]) {
              return /webgl/.test(type) ? null : original.call(this, type, ...rest);
            } as typeof prototype.getContext;
          }
        });
      if (stagePixelRatio !== null)
        await page.addInitScript((ratio) => {
          Object.defineProperty(window, 'devicePixelRatio', { get: () => ratio, configurable: true });
        }, stagePixelRatio);
      await use();
    },
    { auto: true },
  ],
  // A test that provokes an error on purpose (a 404 document) lists what it expects here.
  expectedConsoleErrors: [[], { option: true }],
  consentStart: ['rejected', { option: true }],
  consentCookie: [
    async ({ context, baseURL, consentStart }, use) => {
      if (consentStart === 'rejected' && baseURL) {
        const value = { v: 1, analytics: false, marketing: false, social: false, at: Date.now() };
        await context.addCookies([
          { name: 'cookie_consent', value: encodeURIComponent(JSON.stringify(value)), url: baseURL },
        ]);
      }
      await use();
    },
    { auto: true },
  ],
  guard: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const outside: string[] = [];
      let contextLost = false;
      page.on('console', (message) => {
        if (message.type() === 'warning' && CONTEXT_LOST.test(message.text())) contextLost = true;
        if (
          message.type() === 'error' &&
          !expectedConsoleErrors.some((re) => re.test(message.text())) &&
          !LIBRARY_NOISE.some((re) => re.test(message.text()))
        )
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // A Content-Security-Policy violation reaches no script of the site's and Chromium does not log it: the
      // page's own event, logged as an error, brings it to this guard (zod's probe for eval was one).
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          ),
        ),
      );
      page.on('request', (request) => {
        if (leavesTheMachine(request.url())) outside.push(request.url());
      });
      await use();
      expect(outside, 'requests to outside hosts').toEqual([]);
      const counted = contextLost ? errors.filter((text) => !BABYLON_ERROR.test(text)) : errors;
      if (counted.length < errors.length)
        test.info().annotations.push({
          type: 'webgl-context-lost',
          description: `${errors.length - counted.length} Babylon error(s) logged while the browser had taken the WebGL context`,
        });
      expect(counted, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Waits for the loader to finish and the app to settle on a screen. */
export async function waitForApp(page: Page, screen: string): Promise<void> {
  await expect(page.locator('#loader')).toHaveAttribute('data-state', 'done');
  await expect(page.locator(`[data-screen="${screen}"]`)).toBeVisible();
}

/**
 * Reads back the pixels that the 3D canvas itself holds and counts distinct colours (a blank canvas has one).
 * Only the canvas counts, not the page over it (a product's background picture, the home page's text), which a
 * screenshot would mix in. Read in an animation frame: the renderer asked for its frame during the previous
 * one, so its callback has drawn before this one runs, and the drawing is there until the frame is shown.
 */
export async function canvasColourCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        requestAnimationFrame(() => {
          // A world or the turntable draws on the page's own canvas, over the worker's smoke (src/scenes/stage.tsx).
          const canvas = document.getElementById('world-canvas') ?? document.getElementById('stage-canvas');
          if (!(canvas instanceof HTMLCanvasElement)) return reject(new Error('no #stage-canvas'));
          const copy = document.createElement('canvas');
          copy.width = canvas.width;
          copy.height = canvas.height;
          const context = copy.getContext('2d')!;
          context.drawImage(canvas, 0, 0);
          const data = context.getImageData(0, 0, copy.width, copy.height).data;
          const colours = new Set<number>();
          for (let i = 0; i < data.length; i += 4 * 7)
            colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
          resolve(colours.size);
        });
      }),
  );
}
