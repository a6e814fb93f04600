import { test, expect, waitForApp } from './fixtures.ts';
import { freeze, step } from './game-steps.ts';
import { huntSources, playToTheEnd, startHeadsetRun, state } from './headset-steps.ts';

/** Headspace end to end (the steps are in headset-steps.ts). */
test('a run with the held mouse: turning and walking find the sources by their direction, the run ends, and the end screen shows the verified score', async ({
  page,
}, testInfo) => {
  const { pointer, startedAt } = await startHeadsetRun(page);
  await step(page, 1);
  const first = await state(page);
  expect(first.visual).toBe(false);
  expect(first.target).not.toBeNull();
  expect(first.targetDistance).toBeCloseTo(4, 5);
  expect(first.rippleVisible).toBe(false);
  await expect(page.getByTestId('hud')).toBeVisible();
  await expect(page.getByTestId('hud-time')).toContainText('30');

  // The button held walks; released, the character stands.
  await page.mouse.down();
  await step(page, 12);
  const walked = await state(page);
  expect(walked.walking).toBe(true);
  expect(Math.hypot(walked.x - first.x, walked.z - first.z)).toBeGreaterThan(0.3);
  await page.mouse.up();
  await step(page, 6);
  expect((await state(page)).walking).toBe(false);

  // The mouse turns the character: 100 px is a quarter turn.
  const before = (await state(page)).heading;
  pointer.x += 100;
  await page.mouse.move(pointer.x, pointer.y, { steps: 2 });
  await step(page, 6);
  const turned = (await state(page)).heading;
  expect(Math.abs(Math.atan2(Math.sin(turned - before), Math.cos(turned - before)))).toBeCloseTo(
    Math.PI / 2,
    1,
  );

  const hunted = await huntSources(page, pointer, 2);
  expect(hunted.finds).toBeGreaterThanOrEqual(2);
  expect(hunted.score).toBeGreaterThan(0);
  await expect(page.getByTestId('hud-finds')).toHaveText(String(hunted.finds));
  // Just after the find: the rules' +5 s shows until the next source is, and each found source left a beacon.
  expect(hunted.target).toBeNull();
  await expect(page.getByTestId('find-bonus')).toContainText('+5s');
  await expect.poll(async () => (await state(page)).foundBeacons).toBe(hunted.finds);
  await page.screenshot({ path: testInfo.outputPath('run.png') });
  await step(page, 80);
  expect((await state(page)).target).not.toBeNull();
  await expect(page.getByTestId('find-bonus')).toHaveCount(0);

  // Standing still from here on, the clock runs out.
  const verified = (await (await playToTheEnd(page, startedAt)).json()) as {
    score: number;
    verification: string;
  };
  expect(verified.verification).toBe('replay');
  expect(verified.score).toBe(hunted.score);
  await waitForApp(page, 'game-end');
  await expect(page.getByTestId('verified-score')).toHaveText(verified.score.toLocaleString('en'));
  await page.screenshot({ path: testInfo.outputPath('end.png') });
});

test('visual mode shows the ripple towards the source; the keys walk and turn', async ({
  page,
}, testInfo) => {
  await startHeadsetRun(page, { visual: true });
  await step(page, 1);
  const start = await state(page);
  expect(start.visual).toBe(true);
  // The ripple is drawn by the view, on the next frame after the step.
  await expect.poll(async () => (await state(page)).rippleVisible).toBe(true);
  await freeze(page, false);
  await page.screenshot({ path: testInfo.outputPath('visual.png') });
  await freeze(page, true);

  await page.keyboard.down('ArrowRight');
  await step(page, 12);
  await page.keyboard.up('ArrowRight');
  const turned = await state(page);
  expect(turned.heading).toBeGreaterThan(start.heading + 0.3);
  await page.keyboard.down('KeyW');
  await step(page, 12);
  await page.keyboard.up('KeyW');
  const walked = await state(page);
  expect(Math.hypot(walked.x - turned.x, walked.z - turned.z)).toBeGreaterThan(0.3);
});

test('the visible source plays through the spatial mix; pause silences it and resume brings it back', async ({
  page,
}) => {
  const { run } = await startHeadsetRun(page);
  await step(page, 1);
  await expect.poll(async () => (await state(page)).soundReady, { timeout: 20_000 }).toBe(true);
  // The mix follows the view when a frame is drawn, and stepping draws none: on a busy machine the last frame
  // may still be the one before the first source showed.
  await expect.poll(async () => (await state(page)).audibleSrc, { timeout: 20_000 }).not.toBeNull();
  expect((await state(page)).soundPaused).toBe(false);

  // Escape (the pointer is captured, so the HUD's button is out of reach, as for a player).
  await page.keyboard.press('Escape');
  await expect(run).toHaveAttribute('data-run', 'paused');
  expect((await state(page)).soundPaused).toBe(true);
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(run).toHaveAttribute('data-run', 'playing');
  expect((await state(page)).soundPaused).toBe(false);
});

test.describe('a forged score', () => {
  test.use({ expectedConsoleErrors: [/status of 422/] });
  test('a tampered games/end is refused by the server, and the player is told', async ({ page }) => {
    await page.route('**/api/games/end', async (route) => {
      const body = route.request().postDataJSON() as { score: number };
      // One point more: plausible for any run, so only the server's replay can tell.
      await route.continue({ postData: JSON.stringify({ ...body, score: body.score + 1 }) });
    });
    const { run, startedAt } = await startHeadsetRun(page);
    await playToTheEnd(page, startedAt);
    await expect(run).toHaveAttribute('data-run', 'refused');
    await expect(page.getByText('This run could not be verified.')).toBeVisible();
    await expect(page.getByTestId('run-reason')).toHaveText('Replaying the run did not give the same score.');
  });
});
