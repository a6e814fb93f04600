import puppeteer, { type Page } from 'puppeteer-core';
import { callSource, type EnginePage, type LaunchOptions } from './engine-page.ts';

/**
 * Debian's Firefox (firefox-esr) driven over WebDriver BiDi by puppeteer-core, which speaks BiDi to the browser
 * itself, with no geckodriver in between. Firefox is run with a display (Xvfb): headless, it has no WebGL here.
 */
export const FIREFOX = '/usr/bin/firefox-esr';

/** Console errors that are the automation's, not the site's. */
const DRIVER_NOISE: readonly RegExp[] = [];

export async function launchFirefox(options: LaunchOptions): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: false,
    env: { ...process.env, ...options.env, DISPLAY: options.display },
    defaultViewport: { width: options.width, height: options.height },
  });
  const version = await browser.version();
  const page: Page = await browser.newPage();
  const reported: string[] = [];
  page.on('pageerror', (error) =>
    reported.push(`page error: ${error instanceof Error ? error.message : String(error)}`),
  );
  page.on('console', (message) => {
    if (message.type() === 'error' && !DRIVER_NOISE.some((re) => re.test(message.text())))
      reported.push(`console error: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // Called off, not failed: the page dropped it (a picture replaced, a page left before it arrived).
    if (reason !== 'NS_BINDING_ABORTED') reported.push(`failed request: ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) reported.push(`failed request: ${response.status()} ${response.url()}`);
  });
  const element = async (selector: string) => {
    const handle = await page.waitForSelector(selector, { visible: true, timeout: 30_000 });
    if (!handle) throw new Error(`firefox: no ${selector}`);
    return handle;
  };
  return {
    engine: 'firefox',
    driver: `WebDriver BiDi (puppeteer-core) · ${version.replace('/', ' ')}`,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    },
    evaluate: (fn, arg) => page.evaluate(callSource(fn, arg)) as never,
    async click(selector) {
      await (await element(selector)).click();
    },
    async type(selector, text) {
      await (await element(selector)).type(text);
    },
    async movePointer(x, y) {
      await page.mouse.move(x, y);
    },
    async screenshot(path) {
      await page.screenshot({ path: path as `${string}.png` });
    },
    reported: () => reported,
    async close() {
      await browser.close();
    },
  };
}
