import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const origin = 'http://127.0.0.1:5690';
const games = readFileSync('/tmp/games-cookie.txt', 'utf8').trim();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] });
const consent = encodeURIComponent(JSON.stringify({ v: 1, analytics: false, marketing: false, social: false, at: Date.now() }));
for (const [name, locale, w, h, action] of JSON.parse(process.argv[2])) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  await ctx.addCookies([{ name: 'cookie_consent', value: consent, url: origin }, { name: 'games', value: games, url: origin }]);
  const page = await ctx.newPage();
  await page.goto(`${origin}/${locale}/my-score`);
  await page.locator('[data-screen="my-score"][data-total]').waitFor({ timeout: 120000 });
  await page.locator('#loader[data-state="done"]').waitFor({ state: 'attached', timeout: 120000 });
  if (action === 'save') { await page.getByTestId('save-score').click(); await page.getByTestId('register-form').waitFor(); }
  if (action === 'share') { await page.getByTestId('open-share').click(); await page.getByTestId('share-modal').waitFor(); }
  if (action === 'board') { await page.getByTestId('open-scoreboard').click(); await page.getByTestId('scoreboard-modal').waitFor(); }
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: action === '' });
  await ctx.close();
}
await browser.close();
