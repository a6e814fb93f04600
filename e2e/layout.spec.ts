import type { Page, TestInfo } from '@playwright/test';
import { localeByCode } from '../api/locales.ts';
import { test, expect, waitForApp } from './fixtures.ts';
import { pressPlayAndFreeze, stepToTheEnd } from './game-steps.ts';
import { deviceBoxes, layoutReport, settled } from './layout.ts';
import { FORMS, FORM_NAMES, layoutPlan, wholeWalkAsked, type Walk } from './layout-plan.ts';
import { violations } from './axe.ts';
import { FOCUS_SCROLLS, pointOf, scrollFocusTo } from './home-steps.ts';
import { scrollToClaim } from './product-steps.ts';

/**
 * Every route and state as a visitor meets them, on touch phones 360, 390 and 430 px wide and on desktops of
 * 1366 and 1920 px, in English, Arabic (right to left), German (long words) and Japanese (no spaces): the page is
 * never wider than the window and no line of text is drawn over another. Each state is screenshotted at each
 * size into the test's output folder, to be looked at (by the default command only where a measure failed).
 *
 * Which walks run is e2e/layout-plan.ts's: `npm test` walks every kind of state in Latin, Arabic and CJK on both
 * forms, each at one size; `npm run test:walk` walks all four locales at every size, LAYOUT_LOCALES=ru,vn,… (or
 * `all`) other locales the same way, and LAYOUT_WIDTHS=360,1280x800 other sizes.
 */
const PLAN = layoutPlan(process.env);
/**
 * Every state's screenshot is written on the whole walk, or when LAYOUT_SHOTS=1; the default command writes only
 * those of a state that failed a measure (a shot costs a software-rendered frame and a JPEG, a fifth of a walk's
 * time, and the failing test's trace holds every state anyway).
 */
const SHOTS = process.env.LAYOUT_SHOTS === '1' || wholeWalkAsked(process.env);
/**
 * The default command reaches each state at once, as a visitor who asks for reduced motion does: the camera's moves,
 * the modals' entrances and the product's turns have nothing left to wait for, and the layout at rest is the same
 * (a walk took 8.6 s instead of 18.7). The whole walk goes through the states in motion, as most visitors see them.
 */
const MOTION = wholeWalkAsked(process.env) ? 'no-preference' : 'reduce';

/**
 * Resizes through the form's sizes, measuring and screenshotting the state at each; ends at the first size. axe
 * checks each state once, on a phone: its rules read the page's structure, which the width hardly changes, and
 * most desktop states are scanned on page load and by the specs that own them.
 */
async function checkState(
  page: Page,
  info: TestInfo,
  { form, locale, sizes }: Walk,
  state: string,
  /** A state only desktops reach is scanned there. */
  axe = form === 'phone',
) {
  if (axe) expect.soft(await violations(page), `${locale} ${state}: axe`).toEqual([]);
  for (const size of sizes) {
    const errorsBefore = info.errors.length;
    await page.setViewportSize(size);
    await settled(page);
    const report = await layoutReport(page, await deviceBoxes(page));
    const where = `${locale} ${state} at ${size.width} px`;
    expect
      .soft(report.documentWidth, `${where}: the page is wider than the window (${report.wide.join(', ')})`)
      .toBeLessThanOrEqual(size.width);
    expect.soft(report.overlaps, `${where}: lines of text overlap`).toEqual([]);
    expect.soft(report.overDevices, `${where}: text over a device`).toEqual([]);
    if (SHOTS || info.errors.length > errorsBefore)
      await page.screenshot({
        path: info.outputPath(`${locale}-${size.width}-${state}.jpg`),
        type: 'jpeg',
        quality: 70,
      });
  }
  if (sizes[0]) await page.setViewportSize(sizes[0]);
  await settled(page);
}

async function walkHome(page: Page, info: TestInfo, walk: Walk) {
  const { form, locale } = walk;
  await page.goto(`/${locale}`);
  await waitForApp(page, 'home');
  const stage = page.getByTestId('stage');
  await expect(stage).toHaveAttribute('data-showcase-ready', 'true', { timeout: 30_000 });
  await checkState(page, info, walk, 'home');

  await page.waitForFunction(() => (window as unknown as { __home?: unknown }).__home !== undefined);
  if (form === 'desktop')
    // A tile reached with the keyboard chooses its device: the showcase turns to it and floats its lines beside it
    // (the home starts on the mouse). On a phone a tap on a tile opens its world instead.
    for (const game of ['headset', 'keyboard']) {
      await page.locator(`.tile[data-game="${game}"] a`).focus();
      await page.waitForFunction((game) => {
        const home = (window as unknown as { __home: { taglineRect(id: string): unknown; still(): boolean } })
          .__home;
        return home.taglineRect(game) !== null && home.still();
      }, game);
      await checkState(page, info, walk, `home-${game}`, true);
    }

  const home = page.locator('[data-screen="home"]');
  const point = (await pointOf(page, 'keyboard'))!;
  await page.mouse.click(point.x, point.y);
  await expect(home).toHaveAttribute('data-focus', 'focused', { timeout: 10_000 });
  for (const [fraction, section] of FOCUS_SCROLLS) {
    await scrollFocusTo(page, fraction);
    await expect(home).toHaveAttribute('data-section', section);
    await checkState(page, info, walk, `focus-${section}`);
  }
  await page.keyboard.press('Escape');
  await expect(home).toHaveAttribute('data-focus', 'unfocused', { timeout: 10_000 });

  await page.getByTestId('menu-button').click();
  await expect(page.getByTestId('main-menu')).toBeVisible();
  await checkState(page, info, walk, 'menu');
  await page.locator('.main-menu__score .button--primary').click();
  await expect(page.getByTestId('prizes-modal')).toBeVisible();
  await checkState(page, info, walk, 'prizes');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('prizes-modal')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('main-menu')).toBeHidden();

  await page.getByTestId('language-button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkState(page, info, walk, 'language');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

async function walkGame(page: Page, info: TestInfo, walk: Walk) {
  const { form, locale } = walk;
  await page.goto(`/${locale}/product/mouse`);
  await waitForApp(page, 'product');
  await checkState(page, info, walk, 'product');
  // The device beside the text (above it on phones), opened at the second claim, which points at its part.
  const product = page.locator('[data-screen="product"]');
  await expect(product).toHaveAttribute('data-product-model', 'ready', { timeout: 45_000 });
  await scrollToClaim(page, 1);
  await expect(page.locator('.site-header')).toHaveAttribute('data-hidden');
  // A small scroll up brings the header back, as a reader going over the claim sees it (scrolled under the hidden
  // header, the page's text would meet the header's own out of the window).
  await page.evaluate(() => window.scrollBy({ top: -48, behavior: 'instant' }));
  await expect(page.locator('.site-header')).not.toHaveAttribute('data-hidden');
  await expect(product).toHaveAttribute('data-product-step', '2');
  await checkState(page, info, walk, 'product-claim');

  await page.goto(`/${locale}/game/mouse`);
  await waitForApp(page, 'game-intro');
  await checkState(page, info, walk, 'intro');
  const { run } = await pressPlayAndFreeze(page, FORMS[form].touch ? 'tap' : 'click');
  await checkState(page, info, walk, 'run');
  // A phone's player taps Pause; a desktop's has the pointer captured by the run, and presses Escape.
  if (FORMS[form].touch) await page.getByTestId('hud').getByRole('button').tap();
  else await page.keyboard.press('Escape');
  await expect(run).toHaveAttribute('data-run', 'paused');
  await checkState(page, info, walk, 'paused');
  await page.locator('.run-panel .button--primary').click();
  await expect(run).toHaveAttribute('data-run', 'playing');
  await stepToTheEnd(page);
  await waitForApp(page, 'game-end');
  // The end screen's place on the board arrives after the screen: measured once it is there.
  await expect(page.getByTestId('board-rank')).toBeVisible();
  await checkState(page, info, walk, 'end');

  await page.goto(`/${locale}/my-score`);
  await waitForApp(page, 'my-score');
  await checkState(page, info, walk, 'my-score');
  await page.getByTestId('open-scoreboard').click();
  await expect(page.getByTestId('scoreboard-modal')).toBeVisible();
  await expect(page.getByTestId('scoreboard-modal').locator('[aria-busy="true"]')).toHaveCount(0);
  await checkState(page, info, walk, 'scoreboard');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('scoreboard-modal')).toBeHidden();
  // A board that cannot be read says so, with a button to try again (every opening reads the board again).
  await page.route('**/api/scoreboards/**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":"internal","message":"down"}',
    }),
  );
  await page.getByTestId('open-scoreboard').click();
  await expect(page.getByTestId('scoreboard-retry')).toBeVisible();
  await checkState(page, info, walk, 'scoreboard-failed');
  await page.unroute('**/api/scoreboards/**');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('scoreboard-modal')).toBeHidden();
}

async function walkPages(page: Page, info: TestInfo, walk: Walk) {
  const { locale } = walk;
  await page.goto(`/${locale}/page/privacy-policy`);
  await waitForApp(page, 'legal');
  await checkState(page, info, walk, 'legal');

  await page.goto(`/${locale}/share/AAAAAAAAAAAA`);
  await waitForApp(page, 'share');
  await expect(page.getByTestId('share-unknown')).toBeVisible();
  await checkState(page, info, walk, 'share-unknown');

  // The reset page has no language in its address: the browser's language gives it (no choice is stored, since
  // the visitor refused all but the necessary cookies).
  await page.goto('/reset-password/?token=abc');
  await waitForApp(page, 'reset-password');
  await checkState(page, info, walk, 'reset');
  const passwords = page.locator('[data-screen="reset-password"] input[type="password"]');
  await passwords.nth(0).fill('a new passphrase');
  await passwords.nth(1).fill('a new passphrase');
  await page.locator('[data-screen="reset-password"] button[type="submit"]').click();
  await expect(page.locator('[data-screen="reset-password"]')).toHaveAttribute('data-state', 'expired');
  await checkState(page, info, walk, 'reset-expired');

  await page.goto(`/${locale}/nowhere`);
  await waitForApp(page, 'not-found');
  await checkState(page, info, walk, 'not-found');
}

const WALKS = { home: walkHome, game: walkGame, pages: walkPages } as const;

test('the measure sees text drawn over text, text a card hides, and a page wider than its window', async ({
  page,
}) => {
  await page.setViewportSize({ width: 400, height: 300 });
  await page.setContent(`
    <body style="margin:0;font:16px sans-serif">
      <p style="position:absolute;left:10px;top:10px;margin:0">Overlapping words</p>
      <p style="position:absolute;left:40px;top:14px;margin:0">drawn over them</p>
      <p style="position:absolute;left:10px;top:100px;margin:0">Hidden behind a card</p>
      <div style="position:absolute;left:0;top:95px;width:400px;background:#111;color:#fff">
        <p style="margin:0 0 0 30px">The card's own line</p>
      </div>
      <p style="position:absolute;left:10px;top:200px;margin:0">Apart</p>
      <p style="position:absolute;left:10px;top:240px;margin:0">Apart too</p>
      <div style="width:520px;height:1px"></div>
    </body>`);
  // A device drawn round "Apart", one whose box "Apart too" only grazes at its loose edge, and one behind the
  // card, whose line stands on the card's own background.
  const report = await layoutReport(page, [
    { name: 'headset', left: 0, top: 85, right: 400, bottom: 130 },
    { name: 'mouse', left: 0, top: 190, right: 120, bottom: 230 },
    { name: 'keyboard', left: 0, top: 252, right: 200, bottom: 400 },
  ]);
  expect(report.overDevices).toEqual(['"Apart" over the mouse']);
  expect(report.overlaps).toEqual(['"Overlapping words" × "drawn over them"']);
  expect(report.documentWidth).toBe(520);
  expect(report.viewportWidth).toBe(400);
  expect(report.wide).toContain('div');
});

// Each walk is its own test, so the two workers share them.
test.describe.configure({ mode: 'parallel' });

const sizeNames = (walk: Walk) => walk.sizes.map((s) => `${s.width}×${s.height}`).join(', ');
for (const form of FORM_NAMES) {
  const formWalks = PLAN.filter((walk) => walk.form === form);
  if (formWalks.length === 0) continue;
  test.describe(`${form}s`, () => {
    test.use({
      hasTouch: FORMS[form].touch,
      isMobile: FORMS[form].touch,
      // The unknown share, the reset link that is no longer valid and the missing page answer 404 and 400; the
      // failed scoreboard's state is reached by answering the board's reads with 503 (walkGame).
      expectedConsoleErrors: [/status of (40[04]|503)/],
    });
    for (const locale of [...new Set(formWalks.map((walk) => walk.locale))]) {
      const localeWalks = formWalks.filter((walk) => walk.locale === locale);
      test.describe(locale, () => {
        test.use({ locale: localeByCode(locale).iso });
        for (const walk of localeWalks)
          test.describe(walk.kind, () => {
            // The other pages draw no 3D of their own, only the smoke behind them, which no measure reads: they
            // are walked without WebGL (the still picture behind them), which spares the cores for the other worker.
            test.use({ viewport: walk.sizes[0]!, webgl: walk.kind !== 'pages', reducedMotion: MOTION });
            test(`${locale}, ${walk.kind} at ${sizeNames(walk)}: every state fits the window, and no text covers other text or a device`, async ({
              page,
            }, info) => {
              // A dozen states, each drawn and measured at one to three sizes in software-rendered WebGL.
              test.setTimeout(120_000 + 90_000 * walk.sizes.length);
              await WALKS[walk.kind](page, info, walk);
            });
          });
      });
    }
  });
}
