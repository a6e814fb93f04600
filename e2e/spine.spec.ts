import { test, expect, waitForApp, canvasColourCount } from './fixtures.ts';
import { violations } from './axe.ts';

test('the root redirects to /en; the loader paints first, then home appears', async ({ page }) => {
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('.loader__slogan')).toHaveText('Gear Up. Game On');
  await waitForApp(page, 'home');
  expect(new URL(page.url()).pathname).toBe('/en');
  await expect(page.locator('#loader')).toHaveAttribute('aria-valuenow', '100');
  await expect(page.locator('#loader')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  await expect(page.locator('.tile')).toHaveCount(3);
});

test('the Babylon canvas draws the smoke scene behind a product page (pixels read back)', async ({
  page,
}) => {
  await page.goto('/en/product/mouse');
  await waitForApp(page, 'product');
  await expect(page.locator('#stage-canvas')).toBeVisible();
  await expect.poll(() => canvasColourCount(page), { timeout: 20_000 }).toBeGreaterThan(20);
});

test('switching to Arabic keeps the page, goes right-to-left and stores the cookie', async ({
  page,
  context,
}) => {
  await page.goto('/en/product/mouse');
  await waitForApp(page, 'product');
  await page.getByTestId('language-button').click();
  await expect(page.locator('[data-locale="ar"]')).toBeVisible();
  // axe with the language dialog open: its title bar is no second banner.
  expect(await violations(page), 'the language dialog').toEqual([]);
  await page.locator('[data-locale="ar"]').click();
  await expect(page).toHaveURL(/\/ar\/product\/mouse$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const heading = page.locator('h1');
  await expect(heading).not.toHaveText('The mouse world');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie).toMatchObject({ value: 'ar', path: '/', sameSite: 'Lax' });
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  // Mirrored: the logo sits at the right-hand end of the header.
  const logo = await page.locator('.site-header__logo').boundingBox();
  expect(logo!.x).toBeGreaterThan((page.viewportSize()!.width * 2) / 3);
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveAttribute('href', /\/ar\/product\/mouse$/);
});

test('an unsupported cookie value is ignored', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'xx', url: baseURL! }]);
  await page.goto('/reset-password/');
  await waitForApp(page, 'reset-password');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('a truncated reset link', () => {
  test.use({ expectedConsoleErrors: [/status of 400/] });
  test('a truncated reset link says it is no longer valid and offers a new one, never a server error', async ({
    page,
  }) => {
    await page.goto('/reset-password/?token=abc');
    await waitForApp(page, 'reset-password');
    await page.getByLabel('New password', { exact: true }).fill('a new passphrase');
    await page.getByLabel('Repeat the new password').fill('a new passphrase');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.locator('[data-screen="reset-password"]')).toHaveAttribute('data-state', 'expired');
    await expect(
      page.getByText('This reset link is no longer valid. Please ask for a new one.'),
    ).toBeVisible();
    await expect(page.getByText(/Something went wrong|try again later/)).toHaveCount(0);
    await expect(page.getByTestId('new-link-form')).toBeVisible();
  });
});

test('a product deep link works, also after a reload, and the back button returns home', async ({ page }) => {
  // Three full page loads and three routes with their scenes: on a busy 2-core machine that is over a minute.
  test.slow();
  await page.goto('/de');
  await waitForApp(page, 'home');
  await page.locator('.tile[data-game="keyboard"] a').click();
  await expect(page).toHaveURL(/\/de\/product\/keyboard$/);
  await expect(page.locator('[data-screen="product"]')).toHaveAttribute('data-game', 'keyboard');
  await page.reload();
  await waitForApp(page, 'product');
  await expect(page.locator('[data-screen="product"]')).toHaveAttribute('data-game', 'keyboard');
  await page.getByTestId('play-prompt').click();
  await expect(page).toHaveURL(/\/de\/game\/keyboard$/);
  await expect(page.locator('[data-screen="game-intro"]')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/de\/product\/keyboard$/);
  await expect(page.locator('[data-screen="product"]')).toBeVisible();
});

test.describe(() => {
  test.use({ expectedConsoleErrors: [/status of 404/] });
  test('an unknown route shows the 404 page with a link home', async ({ page }) => {
    const response = await page.goto('/en/nowhere');
    expect(response!.status()).toBe(404);
    await waitForApp(page, 'not-found');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('[data-screen="home"]')).toBeVisible();
  });
});

test('#debug shows the running machines live, the frame figures and the GPU tier, which can be switched', async ({
  page,
}) => {
  await page.goto('/en#debug');
  await waitForApp(page, 'home');
  const panel = page.getByTestId('debug-panel');
  await expect(panel.locator('dd[data-machine]').first()).toHaveText('"home"');
  // SwiftShader is a software renderer: tier 0, low quality, no glow.
  await expect(panel.getByTestId('debug-tier')).toContainText('0 (renderer');
  await expect(panel.getByTestId('debug-quality')).toContainText('low, pixel ratio 1, glow off');
  await expect
    .poll(async () => Number(await panel.getByTestId('debug-fps').textContent()))
    .toBeGreaterThan(0);
  await expect
    .poll(async () => Number(await panel.getByTestId('debug-draw-calls').textContent()))
    .toBeGreaterThan(0);
  await panel.getByTestId('debug-tier-3').click();
  await expect(panel.getByTestId('debug-quality')).toContainText('high, pixel ratio 2, glow on');
  await page.locator('.tile[data-game="headset"] a').click();
  await expect(panel.locator('dd[data-machine]').first()).toHaveText('"world"');
});
