import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { encodeSolution, solveChallenge, type PowChallenge } from '../server/captcha/proof-of-work.ts';
import { violations } from './axe.ts';
import { test, expect, leavesTheMachine, waitForApp } from './fixtures.ts';
import { startRun, stepToTheEnd } from './game-steps.ts';

/**
 * A shared result as a friend meets it: a player plays a run (in the test build, its clock stepped), signs up
 * through the API with it, and their share link is opened in a fresh browser: the result shows, the page's
 * og:image answers a PNG, an unknown slug answers 404 with the invitation, and axe finds nothing on the page or
 * the share modal.
 */
/**
 * Signs up through the API, as the save form would, with the run's chain and the secret games/end handed the
 * page that played it; answers the public slug.
 */
async function signUp(request: APIRequestContext, accumulator: string, chainSecret: string): Promise<string> {
  const challenge = (await (await request.get('/api/captcha/challenge')).json()) as PowChallenge;
  const response = await request.post('/api/users', {
    data: {
      email: `share-${Date.now()}@example.com`,
      first_name: 'Ada',
      last_name: 'Lovelace',
      opt_in_legal: true,
      recaptcha: encodeSolution(challenge, solveChallenge(challenge)!),
      accumulator_uuid: accumulator,
      chain_secret: chainSecret,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { public_slug: string }).public_slug;
}

/** A visitor who never played here, having answered the cookie banner as the other tests start. */
async function freshVisitor(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  const consent = { v: 1, analytics: false, marketing: false, social: false, at: Date.now() };
  await context.addCookies([
    { name: 'cookie_consent', value: encodeURIComponent(JSON.stringify(consent)), url: baseURL },
  ]);
  return context;
}

// The unknown slug's page and its API look-up answer 404, which the browser logs.
test.use({ expectedConsoleErrors: [/status of 404/] });

test('a shared result shows to a friend, unfurls with a PNG, and an unknown link answers 404 with the invitation', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { at } = await startRun(page);
  // Off the lane, so the heat ends the run soon.
  await page.mouse.move(at.x - 600, at.y);
  const run = (await stepToTheEnd(page)) as unknown as {
    score: number;
    accumulator_uuid: string;
    chain_secret: string;
  };
  const slug = await signUp(request, run.accumulator_uuid, run.chain_secret);
  expect(slug).toMatch(/^[A-Za-z0-9_-]{12}$/);
  // The player's page lets go of its software-rendered WebGL, which the friend's page needs next.
  await page.goto('about:blank');

  const friend = await freshVisitor(browser, baseURL!);
  const visit = await friend.newPage();
  // The fixture watches the first page only: the friend's page gets the same watch.
  const errors: string[] = [];
  const outside: string[] = [];
  visit.on('console', (m) => {
    if (m.type() === 'error' && !/status of 404/.test(m.text())) errors.push(m.text());
  });
  visit.on('pageerror', (error) => errors.push(error.message));
  visit.on('request', (r) => {
    if (leavesTheMachine(r.url())) outside.push(r.url());
  });
  const opened = await visit.goto(`/en/share/${slug}`);
  expect(opened?.status()).toBe(200);
  // A first visit loads the 3D stage in software rendering before the loader lets go: on a busy machine, long.
  await expect(visit.locator('#loader')).toHaveAttribute('data-state', 'done', { timeout: 90_000 });
  await waitForApp(visit, 'share');
  const result = visit.getByTestId('shared-result');
  await expect(result.getByRole('heading', { level: 1 })).toHaveText('Ada L. challenges you');
  await expect(visit.getByTestId('shared-total')).toHaveText(`Total ${run.score.toLocaleString('en')}`);
  await expect(visit.getByTestId('shared-beat')).toHaveText(/^Beat \d+% of the challengers$/);
  await expect(visit.getByRole('link', { name: 'Accept the challenge' })).toBeVisible();
  expect(await violations(visit), 'share page').toEqual([]);

  // The modal, from "Challenge your friends too".
  await visit.getByTestId('share-pass-on').click();
  const modal = visit.getByTestId('share-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('share-url')).toHaveValue(`${baseURL}/en/share/${slug}`);
  await expect(modal.getByTestId('share-x')).toHaveAttribute(
    'href',
    /^https:\/\/twitter\.com\/intent\/tweet\?/,
  );
  expect(await violations(visit), 'share modal').toEqual([]);
  await visit.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // What a link preview reads: the server's own HTML, whose og:image answers a PNG.
  const html = await (await request.get(`/en/share/${slug}`)).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  expect(image).toMatch(new RegExp(`/api/share/${slug}/image\\.png\\?`));
  const picture = await request.get(image!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  expect((await picture.body()).subarray(1, 4).toString('latin1')).toBe('PNG');

  // A link that names nobody: a 404 from the server, and the page still invites to play.
  const unknown = await visit.goto('/en/share/AAAAAAAAAAAA');
  expect(unknown?.status()).toBe(404);
  await waitForApp(visit, 'share');
  await expect(visit.getByTestId('share-unknown')).toBeVisible();
  await expect(visit.getByRole('link', { name: 'Accept the challenge' })).toBeVisible();
  await friend.close();
  expect(errors, 'console errors on the friend’s page').toEqual([]);
  expect(outside, 'requests to outside hosts').toEqual([]);
});
