import { existsSync } from 'node:fs';
import { firefox, webkit, type Browser, type BrowserType } from '@playwright/test';
import { callSource, type EngineName, type EnginePage } from './engine-page.ts';

/** Playwright's own build of an engine, where this machine has it (`npx playwright install firefox webkit`). */
export function playwrightBuild(engine: Exclude<EngineName, 'chromium'>): BrowserType | null {
  const type = engine === 'firefox' ? firefox : webkit;
  try {
    return existsSync(type.executablePath()) ? type : null;
  } catch {
    return null;
  }
}

export async function launchPlaywright(
  engine: Exclude<EngineName, 'chromium'>,
  type: BrowserType,
  options: { width: number; height: number },
): Promise<EnginePage> {
  return playwrightPage(engine, await type.launch(), options);
}

/** A page of a browser Playwright launched, as an engine page (bench:engines gives it Chromium this way). */
export async function playwrightPage(
  engine: EngineName,
  browser: Browser,
  options: { width: number; height: number },
): Promise<EnginePage> {
  const page = await browser.newPage({ viewport: { width: options.width, height: options.height } });
  const reported: string[] = [];
  page.on('pageerror', (error) => reported.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') reported.push(`console error: ${message.text()}`);
  });
  page.on('requestfailed', (request) =>
    reported.push(`failed request: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) reported.push(`failed request: ${response.status()} ${response.url()}`);
  });
  return {
    engine,
    driver: `Playwright · ${engine} ${browser.version()}`,
    async goto(url) {
      await page.goto(url);
    },
    evaluate: (fn, arg) => page.evaluate(callSource(fn, arg)) as never,
    async click(selector) {
      await page.locator(selector).first().click();
    },
    async type(selector, text) {
      await page.locator(selector).first().fill(text);
    },
    async movePointer(x, y) {
      await page.mouse.move(x, y);
    },
    async screenshot(path) {
      await page.screenshot({ path });
    },
    reported: () => reported,
    async close() {
      await browser.close();
    },
  };
}
