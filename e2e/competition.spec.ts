import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from './fixtures.ts';

/**
 * The prize draw as the page shows it: the header's label in each phase and language, never active in an excluded
 * country, and the game intro's prize wording only while the draw is active. The real server's window is in 2022
 * (closed); the open and upcoming cases rewrite the page's boot data (api/site-boot.ts) with a window around today,
 * as a server configured so would write it.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

interface Boot {
  window?: { start: string; end: string; timeZone: string };
  /** The country the page carries; `undefined` leaves it out, as a server that must ask a geolocation service. */
  country?: string | null;
}

/**
 * Rewrites the boot data of every page the browser loads with what `boot` holds at that moment (the test may
 * change it between pages).
 */
async function answerBoot(page: Page, boot: Boot) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const served = await response.text();
    // A page without boot data would make every case here pass on the real server's answer.
    if (!served.includes('id="site-boot"')) throw new Error(`no boot data in ${route.request().url()}`);
    const html = served.replace(
      /(<script type="application\/json" id="site-boot">)(.*?)(<\/script>)/,
      (_whole, open: string, json: string, close: string) => {
        const data = JSON.parse(json) as Record<string, unknown>;
        if (boot.window) data.competition = boot.window;
        if (boot.country === undefined) delete data.country;
        else data.country = boot.country;
        return open + JSON.stringify(data).replace(/</g, '\\u003c') + close;
      },
    );
    await route.fulfill({ response, body: html });
  });
}

/** Answers /api/country with `country` and counts the calls. */
async function answerCountry(page: Page, country: string | null): Promise<{ calls: number }> {
  const counter = { calls: 0 };
  await page.route('**/api/country', async (route) => {
    counter.calls += 1;
    await route.fulfill({
      json: {
        success: true,
        country_code: country,
        segment: country === 'DE' ? 'DE' : false,
        source: 'header',
      },
    });
  });
  return counter;
}

/** A day (`YYYY-MM-DD`) as the browser itself writes it in `locale`. */
function browserDate(page: Page, locale: string, date: string) {
  return page.evaluate(
    ([locale, date]) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        Date.parse(`${date}T12:00:00Z`),
      ),
    [locale, date] as const,
  );
}

/** A day as Node writes it in `locale` (English and German read the same in every recent ICU). */
function nodeDate(locale: string, date: string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.parse(`${date}T12:00:00Z`),
  );
}

const label = (page: Page) => page.getByTestId('competition-label');

test.describe('the competition label', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test('says the draw is closed with the real server (its window is in 2022)', async ({ page }) => {
    await answerBoot(page, { country: 'FR' });
    await page.goto('/en');
    await waitForApp(page, 'home');
    await expect(label(page)).toHaveAttribute('data-phase', 'closed');
    // The server's window is in UTC and this visitor in Paris: the zone is named.
    await expect(label(page)).toHaveText('Prize draw closed on July 28, 2022 (UTC)');
  });

  test('an open window, in English, German and Arabic', async ({ page, context }) => {
    const window = { start: day(-3), end: day(3), timeZone: 'Europe/Paris' };
    const boot: Boot = { window, country: 'FR' };
    await answerBoot(page, boot);
    const country = await answerCountry(page, 'IT');
    await page.goto('/en');
    await waitForApp(page, 'home');
    await expect(label(page)).toHaveAttribute('data-active', 'true');
    await expect(label(page)).toHaveText(`Prize draw open until ${nodeDate('en', window.end)}`);

    // From now on the visitor's stored country counts, not the page's: Italy here would close the draw.
    boot.country = 'IT';
    await page.goto('/de');
    await waitForApp(page, 'home');
    await expect(label(page)).toContainText(nodeDate('de', window.end));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    await page.goto('/ar');
    await waitForApp(page, 'home');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(label(page)).toContainText(await browserDate(page, 'ar', window.end));

    await expect(label(page)).toHaveAttribute('data-active', 'true');

    // The first page said the country, and the localisation cookie kept it; the API was never asked.
    expect(country.calls).toBe(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'localisation');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict' });
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ countryCode: 'FR', segment: false });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * DAY_MS);
  });

  test('a page that cannot say the country (a geolocation service decides) asks the API once', async ({
    page,
  }) => {
    await answerBoot(page, { window: { start: day(-3), end: day(3), timeZone: 'Europe/Paris' } });
    const country = await answerCountry(page, 'TR');
    await page.goto('/en');
    await waitForApp(page, 'home');
    await expect(label(page)).toHaveAttribute('data-excluded', 'true');
    await page.goto('/fr');
    await waitForApp(page, 'home');
    await expect(label(page)).toHaveAttribute('data-excluded', 'true');
    expect(country.calls).toBe(1);
  });

  test('an upcoming window names its zone for a visitor in New York', async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: 'America/New_York' });
    const page = await context.newPage();
    try {
      const window = { start: day(10), end: day(20), timeZone: 'Europe/Paris' };
      await answerBoot(page, { window, country: 'US' });
      await page.goto('/en');
      await waitForApp(page, 'home');
      await expect(label(page)).toHaveAttribute('data-phase', 'upcoming');
      await expect(label(page)).toHaveText(
        new RegExp(`^Prize draw opens on ${nodeDate('en', window.start)} \\(GMT\\+[12]\\)$`),
      );
    } finally {
      await context.close();
    }
  });
});

test.describe('the draw in an excluded country', () => {
  test.use({ timezoneId: 'Europe/Rome' });

  test('is never active in Italy: a neutral label and no prize in the game intro', async ({ page }) => {
    await answerBoot(page, {
      window: { start: day(-3), end: day(3), timeZone: 'Europe/Rome' },
      country: 'IT',
    });
    await page.goto('/en/game/mouse');
    await waitForApp(page, 'game-intro');
    await expect(label(page)).toHaveAttribute('data-excluded', 'true');
    await expect(label(page)).toHaveText('Leaderboard challenge: no prize draw in your country');
    await expect(label(page)).not.toHaveAttribute('data-active', /.*/);
    await expect(page.getByTestId('gifts')).toHaveText(
      'Score high to climb the leaderboard and beat the other players.',
    );
  });

  test('the same open window elsewhere offers prizes in the game intro', async ({ page }) => {
    await answerBoot(page, {
      window: { start: day(-3), end: day(3), timeZone: 'Europe/Rome' },
      country: 'FR',
    });
    await page.goto('/en/game/mouse');
    await waitForApp(page, 'game-intro');
    await expect(label(page)).toHaveAttribute('data-active', 'true');
    await expect(page.getByTestId('gifts')).toHaveText(
      'Score high to climb the leaderboard and win gaming gear.',
    );
  });

  test('a closed draw offers no prize in the game intro either', async ({ page }) => {
    await answerBoot(page, { country: 'FR' });
    await page.goto('/en/game/mouse');
    await waitForApp(page, 'game-intro');
    await expect(label(page)).toHaveAttribute('data-phase', 'closed');
    await expect(page.getByTestId('gifts')).toHaveText(
      'Score high to climb the leaderboard and beat the other players.',
    );
  });
});
