import type { Page } from '@playwright/test';
import { LOCALES } from '../api/locales.ts';
import { test, expect, waitForApp } from './fixtures.ts';

const PRODUCTS = [
  {
    id: 'mouse',
    title: 'The mouse world',
    claims: ['74 g featherweight design', 'Up to 20,000 DPI sensor', 'Up to 80 hours of battery life'],
    features: ['74 grams', 'Accuracy', 'Game all day'],
    related: 1,
    background: 'background-1',
  },
  {
    id: 'headset',
    title: 'The headset world',
    claims: ['Switch devices on the fly', '50 mm drivers with 7.1 surround sound', 'Up to 30 hours wireless'],
    features: ['On the fly', 'Perfect headset', 'Comfy'],
    related: 1,
    background: 'background-2',
  },
  {
    id: 'keyboard',
    title: 'The keyboard world',
    claims: ['Effortless low-profile switches', 'Per-key RGB lighting', 'Smart touch media controls'],
    features: ['Effortless', 'RGB', 'Smart touch'],
    related: 4,
    background: 'background-2',
  },
] as const;

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const pathname = (page: Page) => page.evaluate(() => location.pathname);
const intro = (page: Page) => page.locator('[data-screen="game-intro"]');
/** The product screen; `data-arrival` and `data-at-end` say what its scroll-to-play logic sees. */
const productScreen = (page: Page) => page.locator('[data-screen="product"]');

/** How many gestures of `px` pixels each bring the end of the page into view from where the page stands. */
const gesturesToEnd = (page: Page, px: number) =>
  page.evaluate(
    (step) => Math.ceil((document.documentElement.scrollHeight - innerHeight - window.scrollY) / step),
    px,
  );

/**
 * Repeats the visitor's scrolling gesture until the game intro opens. The end of the page coming into view
 * within a second of a gesture opens it; on a slow machine the end may come into view later than that, and the
 * next gesture at the end opens it. So it takes the gestures that bring the end into view (`toEnd`) and at most
 * one more; one spare is allowed for a gesture sent while the page was still scrolling from the previous one.
 * The address changes the moment the intro is chosen, so no gesture is sent after that.
 */
async function gestureToPlay(page: Page, gesture: () => Promise<void>, toEnd: number): Promise<void> {
  for (let sent = 0; sent < toEnd + 2 && (await pathname(page)).includes('/product/'); sent++)
    await gesture();
  await expect(intro(page)).toBeVisible();
}

for (const product of PRODUCTS) {
  test(`the ${product.id} page: title, features, background, related products, where to buy`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.goto(`/en/product/${product.id}`);
    await waitForApp(page, 'product');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await expect(page.getByTestId('claim')).toHaveText([...product.claims]);
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([...product.features]);

    // The world's background: loaded, decorative, the full-size file on a desktop screen.
    const background = page.getByTestId('product-background');
    await expect(background).toHaveAttribute('alt', '');
    await expect
      .poll(() => background.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBe(1920);
    expect(await background.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      new RegExp(`/generated/images/${product.background}-[\\w-]+\\.webp$`),
    );

    // Related products: outbound brand pages, relative to <base>, in a new tab, with a name that says so.
    const related = page.getByTestId('related-product');
    await expect(related).toHaveCount(product.related);
    for (const link of await related.all()) {
      await expect(link).toHaveAttribute('href', /^redirect\/product\/Gaming-Gear\/[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(await link.evaluate((a: HTMLAnchorElement) => a.href)).toMatch(
        new RegExp(`^${baseURL}/redirect/product/Gaming-Gear/`),
      );
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
      await expect(link).toHaveAccessibleName(/^Gear Up .+ \(opens in a new tab\)$/);
    }
    const buy = page.getByRole('link', { name: 'Where to buy (opens in a new tab)' });
    await expect(buy).toHaveAttribute('href', 'redirect/where-to-buy');
    await expect(buy).toHaveAttribute('target', '_blank');

    // Headings never skip a level.
    const levels = await page
      .locator('main')
      .locator('h1, h2, h3, h4')
      .evaluateAll((hs) => hs.map((h) => Number(h.tagName.slice(1))));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]!).toBeLessThanOrEqual(1));

    await page.screenshot({ path: testInfo.outputPath(`product-${product.id}.png`), fullPage: true });
  });
}

test('arriving at another product page returns to the top after 500 ms', async ({ page }) => {
  await page.goto('/en/product/keyboard');
  await waitForApp(page, 'product');
  await expect(productScreen(page)).toHaveAttribute('data-arrival', 'settled');
  const header = page.locator('.site-header');
  await page.evaluate(() => window.scrollTo(0, 500));
  await expect(header).toHaveAttribute('data-hidden');
  // A small upward scroll brings the hidden header back (spec §2), with its progress icons.
  await page.evaluate(() => window.scrollTo(0, 450));
  await expect(header).not.toHaveAttribute('data-hidden');
  const mouseIcon = page.locator('.progress-icons a[href$="/en/product/mouse"]');
  await expect(mouseIcon).toBeInViewport();
  expect(await scrollY(page)).toBe(450);
  const icon = (await mouseIcon.boundingBox())!;
  // From here the page runs on Playwright's clock, so that the 500 ms are the page's own time whatever the
  // machine's load, and its time stands still except when the test moves it. (Installed only now and paused at
  // once: a running fake clock calls animation frames back to back, and each one draws the software-rendered
  // backdrop. Pausing jumps a little ahead, to leave room for the round trip: a time the page has already
  // passed would fail.) Locator clicks wait for animation frames, which a paused clock holds back: the icon is
  // clicked by its position.
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
  await page.mouse.click(icon.x + icon.width / 2, icon.y + icon.height / 2);
  await expect(productScreen(page)).toHaveAttribute('data-game', 'mouse');
  await expect(page).toHaveURL(/\/en\/product\/mouse$/);
  await expect(productScreen(page)).toHaveAttribute('data-arrival', 'pending');
  // Still where the visitor was 1 ms before the 500 ms are up, at the top once they are. (The clock jumps:
  // running every animation frame of the way would draw some thirty frames of the software-rendered backdrop.)
  await page.clock.fastForward(499);
  expect(await scrollY(page)).toBe(450);
  await page.clock.fastForward(1);
  await expect.poll(() => scrollY(page)).toBe(0);
  // The arrival ends, and the new page is still the product page: the old scroll position did not count as
  // scrolling to play.
  await page.clock.fastForward(100);
  await expect(productScreen(page)).toHaveAttribute('data-arrival', 'settled');
  expect(await pathname(page)).toBe('/en/product/mouse');
  await expect(productScreen(page)).toBeVisible();
});

test('the play button leads to the game intro', async ({ page }) => {
  await page.goto('/en/product/headset');
  await waitForApp(page, 'product');
  await page.getByTestId('play-prompt').click();
  await expect(intro(page)).toBeVisible();
  await expect(page).toHaveURL(/\/en\/game\/headset$/);
});

test('scrolling to the end of the page leads to the game intro, but only the visitor’s own scrolling', async ({
  page,
}) => {
  // Raw input waits for frames of the software-rendered 3D backdrop: slow on a busy test machine.
  test.slow();
  await page.goto('/en/product/mouse');
  await waitForApp(page, 'product');
  // Past the arrival, when the visitor's gestures count.
  await expect(productScreen(page)).toHaveAttribute('data-arrival', 'settled');
  // A script (or the browser restoring a position) reaching the end is not the visitor scrolling to play: the
  // page sees its end (a navigation would have happened in that same moment) and stays.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByTestId('play-sentinel')).toBeInViewport();
  await expect(productScreen(page)).toHaveAttribute('data-at-end', 'true');
  expect(await pathname(page)).toBe('/en/product/mouse');
  // Keyboard users tab through the links to the button without being carried off.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(productScreen(page)).not.toHaveAttribute('data-at-end');
  await page.getByTestId('related-product').last().focus();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('play-prompt')).toBeFocused();
  // Neither the key nor the focus is a scrolling gesture: whatever they did was decided as they happened.
  expect(await pathname(page)).toBe('/en/product/mouse');

  // The point that counts sits at the very end of the page.
  const endGap = await page
    .getByTestId('play-sentinel')
    .evaluate(
      (el) => document.documentElement.scrollHeight - (el.getBoundingClientRect().bottom + window.scrollY),
    );
  expect(endGap).toBeLessThan(2);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(productScreen(page)).not.toHaveAttribute('data-at-end');
  await page.mouse.move(600, 400);
  await gestureToPlay(page, () => page.mouse.wheel(0, 3000), await gesturesToEnd(page, 3000));
  await expect(page).toHaveURL(/\/en\/game\/mouse$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the small background is used and a swipe up at the end leads to the intro', async ({
    page,
  }, testInfo) => {
    test.slow();
    await page.goto('/en/product/keyboard');
    await waitForApp(page, 'product');
    const background = page.getByTestId('product-background');
    await expect
      .poll(() => background.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBe(960);
    expect(await background.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/background-2-low-[\w-]+\.webp$/,
    );
    await page.screenshot({ path: testInfo.outputPath('product-keyboard-phone.png') });
    // A finger dragged 560 px up the screen, as raw touch events: scrolls the page, then at its end opens the
    // intro. Few events: each one waits for a frame of the software-rendered backdrop.
    const cdp = await page.context().newCDPSession(page);
    const swipeUp = async () => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 195, y: 720 }] });
      for (const y of [440, 160]) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 195, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    // Past the arrival, when the visitor's gestures count.
    await expect(productScreen(page)).toHaveAttribute('data-arrival', 'settled');
    await swipeUp();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
    await expect(productScreen(page)).toBeVisible();
    await gestureToPlay(page, swipeUp, await gesturesToEnd(page, 560));
    await expect(page).toHaveURL(/\/en\/game\/keyboard$/);
  });
});

test.describe('on the narrowest phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  test('every product’s title fits the window in every language', async ({ page }) => {
    test.slow();
    for (const locale of LOCALES)
      for (const [index, { id }] of PRODUCTS.entries()) {
        const path = `/${locale.code}/product/${id}`;
        // One load a language: the other two pages are reached inside the app, as back and forward do.
        if (index === 0) await page.goto(path);
        else
          await page.evaluate((to) => {
            history.pushState(null, '', to);
            dispatchEvent(new PopStateEvent('popstate'));
          }, path);
        await waitForApp(page, 'product');
        const title = page.locator(`[data-screen="product"][data-game="${id}"] h1`);
        const { right, pageWidth } = await title.evaluate((h1) => ({
          right: h1.getBoundingClientRect().right,
          pageWidth: document.documentElement.scrollWidth,
        }));
        expect(right, `${locale.code} ${id}: the title's end`).toBeLessThanOrEqual(360);
        expect(pageWidth, `${locale.code} ${id}: the page's width`).toBeLessThanOrEqual(360);
      }
  });
});
