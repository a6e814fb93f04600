import type { Page } from '@playwright/test';
import { LOCALES } from '../api/locales.ts';
import { GAME_IDS } from '../api/site-routes.ts';
import { test, expect, waitForApp } from './fixtures.ts';

/**
 * A phone's first screens on a first visit (the cookie banner up), in every language: the banner takes at most a
 * quarter of the screen, and the screen's call to action (home's Start, a game intro's Play) is on it without
 * scrolling and uncovered, the element at its middle being the button itself. Without WebGL: only the page's
 * layout counts here.
 */
test.use({
  webgl: false,
  consentStart: 'undecided',
  viewport: { width: 360, height: 780 },
  hasTouch: true,
  isMobile: true,
});

/** Where the button is, and whether it is the element a tap at its middle reaches. */
function reachable(page: Page, selector: string) {
  return page.locator(selector).evaluate((button) => {
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      top: box.top,
      bottom: box.bottom,
      tapped: hit !== null && (hit === button || button.contains(hit)),
    };
  });
}

async function checkBanner(page: Page, where: string) {
  const banner = page.getByTestId('cookie-banner');
  await expect(banner, where).toBeVisible();
  const { height, clipped } = await banner.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    clipped: el.scrollHeight > el.clientHeight + 1,
  }));
  const screen = page.viewportSize()!.height;
  expect(height, `${where}: the banner's height`).toBeLessThanOrEqual(screen / 4);
  expect(clipped, `${where}: the banner scrolls`).toBe(false);
  // Accept all, Reject all and Choose: all three on screen, a tap away.
  const buttons = banner.getByRole('button');
  await expect(buttons, where).toHaveCount(3);
  const width = page.viewportSize()!.width;
  for (let i = 0; i < 3; i++) {
    const box = (await buttons.nth(i).boundingBox())!;
    expect(box.y + box.height, `${where}: answer ${i + 1}`).toBeLessThanOrEqual(screen);
    expect(box.x, `${where}: answer ${i + 1}`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${where}: answer ${i + 1}`).toBeLessThanOrEqual(width);
    // Its label inside it, never a word past its edge.
    const spills = await buttons.nth(i).evaluate((button) => button.scrollWidth > button.clientWidth + 1);
    expect(spills, `${where}: answer ${i + 1}'s label`).toBe(false);
  }
}

/**
 * Goes to another route as the browser's back and forward buttons do (the router reads the address on popstate):
 * the page stays loaded and the visitor still has not answered the banner.
 */
async function goWithinApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('every game intro shows Play on a 360×780 phone, in every language, with the cookie banner up', async ({
  page,
}) => {
  test.slow();
  for (const locale of LOCALES)
    for (const [index, game] of GAME_IDS.entries()) {
      const where = `${locale.code} ${game}`;
      // One load a language: its other intros are reached inside the app, a page load apiece spared.
      if (index === 0) await page.goto(`/${locale.code}/game/${game}`);
      else await goWithinApp(page, `/${locale.code}/game/${game}`);
      await waitForApp(page, 'game-intro');
      await expect(page.locator(`[data-screen="game-intro"][data-game="${game}"]`)).toBeVisible();
      await checkBanner(page, where);
      const play = await reachable(page, '[data-testid="play"]');
      expect(play.top, `${where}: Play's top`).toBeGreaterThanOrEqual(0);
      expect(play.bottom, `${where}: Play's bottom`).toBeLessThanOrEqual(780);
      expect(play.tapped, `${where}: Play uncovered`).toBe(true);
    }
});

test('home shows its Start beside the cookie banner on 360×780 and 390×844 phones, in every language', async ({
  page,
}) => {
  test.slow();
  for (const locale of LOCALES) {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/${locale.code}`);
    await waitForApp(page, 'home');
    // The same page on the larger phone: its layout follows the window, as a turned or larger phone's would.
    for (const size of [
      { width: 360, height: 780 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.waitForFunction(({ width, height }) => innerWidth === width && innerHeight === height, size);
      const where = `${locale.code} at ${size.width}×${size.height}`;
      await checkBanner(page, where);
      const start = await reachable(page, '.hero .button--primary');
      expect(start.bottom, `${where}: Start's bottom`).toBeLessThanOrEqual(size.height);
      expect(start.tapped, `${where}: Start uncovered`).toBe(true);
      // The page's title is readable too.
      const title = await reachable(page, '.hero__title');
      expect(title.tapped, `${where}: the title uncovered`).toBe(true);
    }
  }
});
