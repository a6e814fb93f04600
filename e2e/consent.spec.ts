import type { Page, Request } from '@playwright/test';
import { test, expect, waitForApp } from './fixtures.ts';

/**
 * Cookie consent through the page: the banner on a first visit, nothing of analytics (not its code, not one
 * request) before the visitor allows it or after a refusal, events sent once allowed, the choice kept across
 * reloads, and the settings dialog operated with the keyboard alone.
 */
test.use({ consentStart: 'undecided' });

const EVENTS_PATH = '/api/analytics/events';

/**
 * Every request of analytics itself: the chunk of code that tracks and sends (src/analytics/analytics-runtime.ts)
 * or its endpoint. (The API's shared schemas, api/analytics.ts, hold no behaviour and load with the API client.)
 */
function watchAnalytics(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (/\/analytics-runtime[^/]*\.js$|\/api\/analytics\//.test(new URL(request.url()).pathname))
      seen.push(request);
  });
  return seen;
}

const isEventPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === EVENTS_PATH;

/** The browser's "page is going away" moment, when waiting events leave as a beacon. */
const pageHide = (page: Page) =>
  page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });
const toMouseWorld = (page: Page) =>
  page
    .getByRole('link', { name: /^Circuit Shutdown/ })
    .first()
    .click();

test('the banner asks on a first visit; after Reject all nothing of analytics loads or leaves, even after a reload', async ({
  page,
  context,
}) => {
  const analytics = watchAnalytics(page);
  await page.goto('/en');
  await waitForApp(page, 'home');
  await expect(banner(page)).toBeVisible();
  const accept = banner(page).getByRole('button', { name: 'Accept all' });
  const reject = banner(page).getByRole('button', { name: 'Reject all' });
  // Same prominence: the same size and colours.
  const look = (button: typeof accept) =>
    button.evaluate((b) => {
      const s = getComputedStyle(b);
      return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, b.getBoundingClientRect().height].join();
    });
  expect(await look(accept)).toBe(await look(reject));
  // The banner leaves the header uncovered.
  const header = await page.locator('.site-header').boundingBox();
  const box = await banner(page).boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

  await reject.click();
  await expect(banner(page)).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({
    v: 1,
    analytics: false,
    marketing: false,
    social: false,
  });
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(179 * 24 * 3600);

  await page.reload();
  await waitForApp(page, 'home');
  await expect(banner(page)).toHaveCount(0);
  await toMouseWorld(page);
  await waitForApp(page, 'product');
  await page.goBack();
  await waitForApp(page, 'home');
  await pageHide(page);
  // A request the page makes after the moment a beacon would have left, so the beacon would have shown first.
  await page.evaluate(() => fetch('api/health').then((r) => r.status));
  expect(analytics.map((r) => r.url())).toEqual([]);
});

test('Accept all loads analytics and sends page views, batched, when the page goes away', async ({
  page,
}) => {
  const analytics = watchAnalytics(page);
  await page.goto('/en');
  await waitForApp(page, 'home');
  expect(analytics).toEqual([]);
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toHaveCount(0);
  await toMouseWorld(page);
  await waitForApp(page, 'product');
  const sent = page.waitForRequest(isEventPost);
  await pageHide(page);
  const request = await sent;
  expect(JSON.parse(request.postData()!)).toEqual({
    events: [{ type: 'page_view' }, { type: 'page_view', game: 'mouse' }],
  });
  expect(analytics.filter(isEventPost)).toHaveLength(1);
});

test('Choose with the keyboard alone: the dialog traps focus, Escape closes it, Save keeps only analytics, which survives a reload', async ({
  page,
  context,
}) => {
  await page.goto('/en');
  await waitForApp(page, 'home');
  const choose = banner(page).getByRole('button', { name: 'Choose' });
  // Tab through the page to the banner, as a keyboard user would.
  for (let i = 0; i < 40 && !(await choose.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(choose).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog).toBeVisible();
  const switches = dialog.getByRole('switch');
  await expect(switches).toHaveCount(3);
  for (const name of ['Analytics', 'Marketing', 'Social sharing'])
    await expect(dialog.getByRole('switch', { name })).not.toBeChecked();

  // Focus never leaves the dialog, however far one tabs, forwards or back.
  const focusInDialog = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active === document.body || !!active?.closest('dialog[open]');
    });
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog()).toBe(true);
  }
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog()).toBe(true);
  }

  // Escape closes it unsaved: still undecided, the banner still asks, focus is back on Choose.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(banner(page)).toBeVisible();
  await expect(choose).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const analyticsSwitch = dialog.getByRole('switch', { name: 'Analytics' });
  for (let i = 0; i < 12 && !(await analyticsSwitch.evaluate((s) => s === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(analyticsSwitch).toBeFocused();
  await page.keyboard.press('Space');
  await expect(analyticsSwitch).toBeChecked();
  const save = dialog.getByRole('button', { name: 'Save' });
  for (let i = 0; i < 12 && !(await save.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({
    analytics: true,
    marketing: false,
    social: false,
  });

  // The next visit remembers: no banner, and analytics runs from the start.
  await page.reload();
  await waitForApp(page, 'home');
  await expect(banner(page)).toHaveCount(0);
  const sent = page.waitForRequest(isEventPost);
  await pageHide(page);
  expect(JSON.parse((await sent).postData()!)).toEqual({ events: [{ type: 'page_view' }] });
});

/** Holds the site's entry script back until `release()`: the page is what its HTML alone paints. */
async function holdTheSite(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the banner is in the HTML before the site starts, and the page’s own takes its place where it stood', async ({
  page,
}) => {
  const release = await holdTheSite(page);
  await page.goto('/de', { waitUntil: 'commit' });
  const early = page.locator('#cookie-banner-early');
  await expect(early.getByRole('heading', { level: 2 })).toHaveText('Cookies auf dieser Website');
  await expect(early.getByRole('button')).toHaveText(['Alle akzeptieren', 'Alle ablehnen', 'Auswählen']);
  const stood = await early.boundingBox();
  release();
  await waitForApp(page, 'home');
  const own = page.getByTestId('cookie-banner');
  await expect(own.getByRole('heading', { level: 2 })).toHaveText('Cookies auf dieser Website');
  await expect(early).toHaveCount(0);
  expect(await own.boundingBox()).toEqual(stood);
});

test('a press on the HTML’s banner before the site starts is kept: Reject all, from the keyboard', async ({
  page,
  context,
}) => {
  const release = await holdTheSite(page);
  await page.goto('/de', { waitUntil: 'commit' });
  const early = page.locator('#cookie-banner-early');
  // The loader covers the page from the pointer while it loads; the keyboard still reaches the banner.
  await early.getByRole('button', { name: 'Alle ablehnen' }).focus();
  await page.keyboard.press('Enter');
  await expect(early).toBeHidden();
  release();
  await waitForApp(page, 'home');
  await expect(early).toHaveCount(0);
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({
    analytics: false,
    marketing: false,
    social: false,
  });
});
