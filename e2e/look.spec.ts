import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from './fixtures.ts';
import { freeze, pressPlayAndFreeze, step } from './game-steps.ts';
import { playHumanLikeRun } from '../systems/mouse/synthetic-players.ts';
import { renderShareImage } from '../server/share/share-image.ts';

/**
 * The look, locked: screenshots of home, each product page, each game, my-score and the share image compared with
 * the ones kept beside this file (e2e/look.spec.ts-snapshots/), so a change that breaks the look fails here and
 * shows the difference. What would move between runs is held still: reduced motion (no sway, no colour cycle, poses
 * without tweens), games on a fixed seed with their clocks stopped and stepped, figures that depend on a
 * server-chosen seed masked. SwiftShader draws the same pixels for the same frame on one machine, but not to the
 * bit across CPUs: the tolerance is a share of pixels, not zero. After a change of look that is meant, refresh the
 * pictures with `npx playwright test e2e/look.spec.ts --update-snapshots` and look at them before committing.
 */
const LOOK = { maxDiffPixelRatio: 0.005, threshold: 0.1, animations: 'disabled', caret: 'hide' } as const;
/**
 * Every page is drawn as the lowest tier of GPU draws it (`?gpu-tier=1`: multisampled, 60 frames a second): left to
 * itself the machine's SwiftShader is a software renderer, drawn without multisampling (docs/decisions.md, "No
 * multisampling on a software renderer"), and the look locked is the one visitors with a GPU see.
 */
const AS_A_GPU = '?gpu-tier=1';
/** A run's seed for the game shots: the server's answer to games/start is rewritten to it (the run is never ended). */
const SEED = 424_242;

test.use({ reducedMotion: 'reduce', viewport: { width: 1366, height: 768 } });
// Each shot loads a 3D scene in software: slow on two cores.
test.slow();

/**
 * Waits until a game's world is ready to draw (its textures arrive after the run starts: a shot taken before them
 * showed Jungle Board's floor without its leaves, and another run's with them), then until two frames of the stage
 * have been drawn since, so a screenshot shows a settled frame.
 */
const settle = async (page: Page) => {
  await page.waitForFunction(() => {
    const game = (window as unknown as { __game?: { sceneReady(): boolean } }).__game;
    return !game || game.sceneReady();
  });
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
};

/**
 * Steps a frozen run to exactly `tick`: Play's press is answered at a moment the wall clock decides, and the clock
 * is stopped a few steps after it, so the shot is taken at a fixed step of the run instead.
 */
async function stepToTick(page: Page, tick: number) {
  const now = await page.evaluate(
    () => (window as unknown as { __game: { state(): { tick: number } } }).__game.state().tick,
  );
  expect(now, 'the run is stopped before the step it is shown at').toBeLessThan(tick);
  await step(page, tick - now);
}

/** Rewrites the seed of every run the page starts, so the game's world is the same each time. */
async function fixSeed(page: Page) {
  await page.route('**/api/games/start', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, seed: SEED } });
  });
}

test('home', async ({ page }) => {
  await page.goto(`/en${AS_A_GPU}`);
  await waitForApp(page, 'home');
  await expect(page.getByTestId('stage')).toHaveAttribute('data-showcase-ready', 'true', { timeout: 30_000 });
  await settle(page);
  await expect(page).toHaveScreenshot('home.png', LOOK);
});

for (const world of ['mouse', 'headset', 'keyboard'] as const) {
  test(`the ${world} product page`, async ({ page }) => {
    await page.goto(`/en/product/${world}${AS_A_GPU}`);
    await waitForApp(page, 'product');
    const screen = page.locator('[data-screen="product"]');
    await expect(screen).toHaveAttribute('data-product-model', 'ready', { timeout: 30_000 });
    await expect(screen).toHaveAttribute('data-product-settled', '');
    await settle(page);
    await expect(page).toHaveScreenshot(`product-${world}.png`, LOOK);
  });
}

for (const [game, name] of [
  ['mouse', 'Circuit Shutdown'],
  ['headset', 'Headspace'],
] as const) {
  test(`${name}, two and a half seconds into a run`, async ({ page }) => {
    await fixSeed(page);
    await page.goto(`/en/game/${game}${AS_A_GPU}`);
    await waitForApp(page, 'game-intro');
    await pressPlayAndFreeze(page);
    await stepToTick(page, 150);
    await settle(page);
    await expect(page).toHaveScreenshot(`game-${game}.png`, LOOK);
  });
}

test('Jungle Board as its run starts', async ({ page }) => {
  await fixSeed(page);
  await page.goto(`/en/game/keyboard${AS_A_GPU}`);
  await waitForApp(page, 'game-intro');
  await page.getByTestId('play').click();
  const run = page.locator('[data-screen="game-run"]');
  await expect(run).toHaveAttribute('data-run', 'playing', { timeout: 30_000 });
  await page.waitForFunction(() => (window as unknown as { __game?: unknown }).__game !== undefined);
  // Its clock is the music's: stopped at once and stepped to a fixed step, the world holds the rows of the first
  // bars.
  await freeze(page, true);
  await stepToTick(page, 240);
  await settle(page);
  await expect(page).toHaveScreenshot('game-keyboard.png', {
    ...LOOK,
    // The countdown's figure depends on the moment the clock was stopped.
    mask: [page.getByTestId('countdown')],
  });
});

test('my-score after one verified run', async ({ page, context, baseURL }) => {
  // A run played through the API by the seed-aware synthetic player, then the journey cookie that names it.
  const start = (await (
    await page.request.post('/api/games/start', { data: { game_type: 'mouse' } })
  ).json()) as { uuid: string; seed: number };
  const played = playHumanLikeRun(start.seed, 1001, 12);
  const end = (await (
    await page.request.post('/api/games/end', {
      data: {
        uuid: start.uuid,
        score: played.score,
        duration: played.durationMs,
        game_data: played.recording,
      },
    })
  ).json()) as { accumulator_uuid: string };
  const endedAt = Date.now();
  const journey = {
    games: { mouse: { uuid: start.uuid, startedAt: endedAt - played.durationMs, endedAt } },
    accumulatorUuid: end.accumulator_uuid,
    savedGameId: null,
  };
  await context.addCookies([
    { name: 'games', value: encodeURIComponent(JSON.stringify(journey)), url: baseURL! },
  ]);
  await page.goto(`/en/my-score${AS_A_GPU}`);
  await waitForApp(page, 'my-score');
  await expect(page.getByTestId('score-total')).toBeVisible();
  await settle(page);
  // The score depends on the seed the server chose; the figures are masked, the rest of the screen is compared.
  await expect(page).toHaveScreenshot('my-score.png', {
    ...LOOK,
    fullPage: true,
    mask: [
      page.getByTestId('score-total'),
      page.getByTestId('beat-percent'),
      page.getByTestId('prize-tier'),
      page.locator('.score-list__value, .skills__shape, [data-skill] td'),
    ],
  });
});

test('the share image', async () => {
  for (const [locale, data] of [
    ['en', { name: 'Ada L.', total: 3450, beat: { kind: 'beat', percent: 42 } }],
    ['ar', { name: 'نور', total: 5120, beat: { kind: 'first' } }],
    ['jp', { name: '佐藤', total: 980, beat: { kind: 'beat', percent: 7 } }],
  ] as const)
    expect(await renderShareImage({ ...data, locale })).toMatchSnapshot(`share-image-${locale}.png`, {
      maxDiffPixelRatio: 0.01,
    });
});
