import type { APIRequestContext, Page } from '@playwright/test';
import { encodeSolution, solveChallenge, type PowChallenge } from '../server/captcha/proof-of-work.ts';
import { test, expect, waitForApp } from './fixtures.ts';

/**
 * The final score's eligibility lines (issue 39): the server judges the signed-in player against the draw's rules
 * and the score screen says which one keeps them out, kindly, with a way to complete the profile; a visitor who
 * is not signed in is told that only players with an account enter. The real server's window is in 2022 (closed,
 * where no rule needs stating): the page's boot data is rewritten with a window around today, as a server
 * configured so would write it (as e2e/competition.spec.ts does).
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
const SHOTS = process.env.ELIGIBILITY_SHOTS;

async function openWindow(page: Page) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="site-boot">)(.*?)(<\/script>)/,
      (_whole, open: string, json: string, close: string) => {
        const data = JSON.parse(json) as Record<string, unknown>;
        data.competition = { start: day(-3), end: day(3), timeZone: 'UTC' };
        data.country = 'FR';
        return open + JSON.stringify(data).replace(/</g, '\\u003c') + close;
      },
    );
    await route.fulfill({ response, body: html });
  });
}

/** Signs up through the API with a password (full scope: the profile form opens) and nothing else. */
async function signUp(request: APIRequestContext) {
  const challenge = (await (await request.get('/api/captcha/challenge')).json()) as PowChallenge;
  const email = `rules-${Date.now()}@example.com`;
  const response = await request.post('/api/users', {
    data: {
      email,
      first_name: 'Rana',
      password: 'a fine passphrase',
      opt_in_legal: true,
      recaptcha: encodeSolution(challenge, solveChallenge(challenge)!),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const answer = (await response.json()) as { token: string; id: string; public_slug: string };
  return { ...answer, email };
}

const bars = (page: Page) =>
  page
    .getByTestId('draw-eligibility')
    .locator('li')
    .evaluateAll((items) => items.map((li) => li.dataset.bar));

test('a visitor who is not signed in is told that only players with an account enter', async ({ page }) => {
  await openWindow(page);
  await page.goto('/en/my-score');
  await waitForApp(page, 'my-score');
  await expect(page.getByTestId('draw-eligibility')).toHaveText(
    'You are not signed in: only players with an account can enter the prize draw.',
  );
});

test('a signed-in player is told which rule keeps them out, completes the profile, and the lines follow', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const player = await signUp(request);
  const record = {
    uuid: player.id,
    strategy: 'password',
    token: player.token,
    scope: 'full',
    profile: { id: player.id, email: player.email, first_name: 'Rana', public_slug: player.public_slug },
    session_uuid: '',
  };
  await context.addCookies([
    { name: 'user', value: encodeURIComponent(JSON.stringify(record)), url: baseURL! },
  ]);
  await openWindow(page);
  await page.goto('/en/my-score');
  await waitForApp(page, 'my-score');
  // No birth date and no country: the request itself tells none either (no proxy header, no geolocation).
  await expect.poll(() => bars(page)).toEqual(['no_birth_date', 'no_country']);
  await expect(page.getByTestId('draw-eligibility')).toContainText(
    'The prize draw needs your date of birth: add it to your profile to take part.',
  );

  await page.getByTestId('complete-profile').click();
  const form = page.getByTestId('profile-form');
  const minor = `${new Date().getUTCFullYear() - 15}-06-15`;
  await form.getByLabel('Birthday').fill(minor);
  await form.getByLabel('Country').selectOption('TR');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Your profile has been saved.');
  await page.getByRole('dialog', { name: 'Profile' }).getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => bars(page)).toEqual(['under_age', 'excluded_country']);
  await expect(page.getByTestId('draw-eligibility')).toContainText(
    'The prize draw is open to players aged 18 or over. You can still play and climb the leaderboard.',
  );
  if (SHOTS) {
    for (const locale of ['en', 'ar', 'tr']) {
      await page.goto(`/${locale}/my-score`);
      await waitForApp(page, 'my-score');
      await expect.poll(() => bars(page)).toEqual(['under_age', 'excluded_country']);
      await page.getByTestId('draw-entry').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/score-eligibility-${locale}.png`, fullPage: true });
    }
  }

  // An adult in an admitted country: no rule keeps them out, and no line says otherwise.
  const update = await request.put('/api/users/me', {
    headers: { authorization: `Bearer ${player.token}` },
    data: { birth_date: '1990-01-15', country: 'DE' },
  });
  expect(update.status(), await update.text()).toBe(200);
  const judged = page.waitForResponse((r) => r.url().endsWith('/api/users/me/entry') && r.ok());
  await page.goto('/en/my-score');
  await waitForApp(page, 'my-score');
  expect(((await (await judged).json()) as { bars: string[] }).bars).toEqual([]);
  await expect(page.getByTestId('draw-entry')).toHaveAttribute('data-entry', 'incomplete');
  await expect(page.getByTestId('draw-eligibility')).toHaveCount(0);
});
