import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, waitForApp } from './fixtures.ts';
import { startRun, stepToTheEnd } from './game-steps.ts';
import { encodeSolution, solveChallenge, type PowChallenge } from '../server/captcha/proof-of-work.ts';

/**
 * Saving a score, signing in and out, and the password reset, in the test build (a real run makes the chain
 * to save: the server keeps only what it verified by replaying).
 */

/** The outbox of the server behind this project (playwright.config.ts: DATA_DIR test-results/e2e-data-{port}). */
function outbox(baseURL: string): string {
  return join('test-results', `e2e-data-${new URL(baseURL).port}`, 'outbox');
}

function mailsTo(dir: string, address: string): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .filter((eml) => eml.includes(address));
  } catch {
    return [];
  }
}

/** The reset link in a mail (quoted-printable soft breaks undone). */
function resetLinkIn(eml: string): string {
  const text = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/[^\s"<>]+reset-password\/\?token=[A-Za-z0-9_-]+/.exec(text);
  if (!match) throw new Error('no reset link in the mail');
  return match[0];
}

/** The sign-in code in a mail: the text part's line that holds only its digits. */
function signInCodeIn(eml: string): string {
  const text = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /^[ \t]*([0-9]{8})[ \t]*\r?$/m.exec(text);
  if (!match) throw new Error('no sign-in code in the mail');
  return match[1]!;
}

/** A player made through the API, as another browser would (the captcha solved here). */
async function registerThroughApi(request: APIRequestContext, fields: Record<string, unknown>) {
  const challenge = (await (await request.get('/api/captcha/challenge')).json()) as PowChallenge;
  const answer = await request.post('/api/users', {
    data: { ...fields, opt_in_legal: true, recaptcha: encodeSolution(challenge, solveChallenge(challenge)!) },
  });
  expect(answer.status()).toBe(200);
}

// Refusals the tests provoke (a duplicate e-mail, a wrong sign-in code, a used reset link) are answered 4xx, which
// the browser reports on the console.
test.use({ expectedConsoleErrors: [/status of (400|401|409)/] });

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function openSaveDialog(page: Page, locale = 'en') {
  await page.goto(`/${locale}/my-score`);
  await waitForApp(page, 'my-score');
  await page.getByTestId('save-score').click();
  const dialog = page.getByTestId('save-score-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a new player saves the score with the form, signs out, and signs back in with a code mailed to them', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(480_000);
  await startRun(page);
  await stepToTheEnd(page);
  await waitForApp(page, 'game-end');

  // In Arabic the form reads right to left.
  const arabic = await openSaveDialog(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await arabic.getByTestId('register-form').evaluate((el) => getComputedStyle(el).direction)).toBe(
    'rtl',
  );
  await page.keyboard.press('Escape');
  await expect(arabic).toBeHidden();

  const dialog = await openSaveDialog(page);
  const form = dialog.getByTestId('register-form');
  // The proof of work starts with the dialog and says how far it got.
  await expect(form.locator('[data-captcha="ready"]')).toHaveText('You are not a robot: checked.', {
    timeout: 60_000,
  });

  await form.getByRole('button', { name: 'Save my score' }).click();
  await expect(form.getByText('This field is required')).toHaveCount(2);
  await expect(form.getByText('Accept the rules and terms and conditions to continue')).toBeVisible();

  await form.getByLabel('E-mail').fill('noor@');
  await form.getByLabel('Day').selectOption('31');
  await form.getByLabel('Month').selectOption('2');
  await form.getByLabel('Year').selectOption('2000');
  await form.getByRole('button', { name: 'Save my score' }).click();
  await expect(form.getByText('Email is invalid')).toBeVisible();
  await expect(form.getByText('The date is not valid')).toBeVisible();

  const email = unique('noor');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('First name').fill('Noor');
  await form.getByLabel('Last name').fill('Haddad');
  await form.getByLabel('Gender').selectOption('other');
  await form.getByLabel('Day').selectOption('10');
  await form.getByLabel('Month').selectOption('12');
  await form.getByLabel('Year').selectOption('1995');
  await form.getByLabel('Country').selectOption('XK');
  await expect(form.getByLabel('Country').locator('option[value="XK"]')).toHaveText('Kosovo');
  await form.getByLabel('I accept the rules and the terms and conditions of the game.').check();
  await form.getByRole('button', { name: 'Save my score' }).click();

  await expect(page.getByTestId('score-saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('account-button')).toHaveText('Noor');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'user');
  expect(cookie?.sameSite).toBe('Strict');
  expect(decodeURIComponent(cookie!.value)).toContain('"scope":"play"');

  // Signed out: the name goes, the cookie too, and this browser gets a new session id.
  const sessionBefore = await page.evaluate(() => localStorage.getItem('session_uuid'));
  await page.getByTestId('account-button').click();
  await page.getByTestId('account-menu').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('account-button')).toHaveCount(0);
  expect((await page.context().cookies()).find((c) => c.name === 'user')).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('session_uuid'))).not.toBe(sessionBefore);
  // The saved journey stays saved; a new one starts with the next game (spec §4: every game resets).
  await page.goto('/en/my-score');
  await waitForApp(page, 'my-score');
  await expect(page.getByTestId('score-saved')).toBeVisible();
  await startRun(page);
  await stepToTheEnd(page);
  await waitForApp(page, 'game-end');

  // The same address with another surname is someone else: the form says so and keeps what was typed.
  const again = await openSaveDialog(page);
  const second = again.getByTestId('register-form');
  await expect(second.locator('[data-captcha="ready"]')).toBeVisible({ timeout: 60_000 });
  await second.getByLabel('E-mail').fill(email);
  await second.getByLabel('First name').fill('Other');
  await second.getByLabel('Last name').fill('Person');
  await second.getByLabel('I accept the rules and the terms and conditions of the game.').check();
  await second.getByRole('button', { name: 'Save my score' }).click();
  await expect(second.getByText('This e-mail address already exists with a different surname')).toBeVisible();
  await expect(second.getByLabel('Last name')).toHaveValue('Person');

  // Signing in without a password: the first name opens nothing any more, a code mailed to the address does.
  await again.getByRole('button', { name: 'Already played? Sign in' }).click();
  const signIn = again.getByTestId('sign-in-form');
  await expect(signIn.getByRole('textbox', { name: 'First name' })).toHaveCount(0);
  await signIn.getByLabel('E-mail', { exact: true }).fill(email);
  const mailsBefore = mailsTo(outbox(baseURL!), email).length;
  await signIn.getByRole('button', { name: 'Send me a code' }).click();
  await expect(signIn.getByTestId('sign-in-code-sent')).toBeVisible();
  await expect.poll(() => mailsTo(outbox(baseURL!), email).length, { timeout: 20_000 }).toBe(mailsBefore + 1);
  const code = signInCodeIn(mailsTo(outbox(baseURL!), email).at(-1)!);
  const wrong = code === '00000000' ? '11111111' : '00000000';
  await signIn.getByLabel('Code from the e-mail').fill(wrong);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    signIn.getByText('This code is wrong or has expired. Check the e-mail, or ask for a new code.'),
  ).toBeVisible();
  await signIn.getByLabel('Code from the e-mail').fill(`${code.slice(0, 4)} ${code.slice(4)}`);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('score-saved')).toBeVisible();
  await expect(page.getByTestId('account-button')).toHaveText('Noor');
  // A mailed code proves the mailbox as a reset link does: the session has full rights.
  expect(
    decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'user')!.value),
  ).toContain('"scope":"full"');
});

test('the reset mail’s link sets a new password once and signs the player in; a second use is refused', async ({
  page,
  request,
  baseURL,
}) => {
  const email = unique('reset');
  await registerThroughApi(request, { email, first_name: 'Rania', last_name: 'Saleh' });
  expect((await request.post('/api/users/reset_password', { data: { email } })).status()).toBe(200);
  const dir = outbox(baseURL!);
  await expect.poll(() => mailsTo(dir, email).length, { timeout: 20_000 }).toBe(1);
  const link = new URL(resetLinkIn(mailsTo(dir, email)[0]!));

  await page.goto(link.pathname + link.search);
  await waitForApp(page, 'reset-password');
  await page.getByLabel('New password', { exact: true }).fill('a new passphrase');
  await page.getByLabel('Repeat the new password').fill('a new passphrase');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password has been changed and you are signed in.')).toBeVisible();
  await expect(page.getByTestId('account-button')).toHaveText('Rania');
  await expect(page.getByRole('link', { name: 'See my score' })).toBeVisible();

  // With full rights the profile opens.
  await page.getByTestId('account-button').click();
  await page.getByTestId('account-menu').getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByTestId('profile-form').getByLabel('Last name')).toHaveValue('Saleh');
  await page.keyboard.press('Escape');

  await page.goto(link.pathname + link.search);
  await waitForApp(page, 'reset-password');
  await page.getByLabel('New password', { exact: true }).fill('another passphrase');
  await page.getByLabel('Repeat the new password').fill('another passphrase');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.locator('[data-screen="reset-password"]')).toHaveAttribute('data-state', 'expired');
  await expect(page.getByText('This reset link is no longer valid. Please ask for a new one.')).toBeVisible();
  await expect(page.getByTestId('new-link-form')).toBeVisible();
});
