import { test, expect, waitForApp } from './fixtures.ts';

test('the sound toggle mutes and unmutes, the choice survives a reload, the ambiance plays after a gesture', async ({
  page,
}) => {
  await page.goto('/en');
  await waitForApp(page, 'home');
  const toggle = page.getByTestId('sound-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle.locator('.equalizer__bar')).toHaveCount(8);
  // The first click is also the gesture that lets the browser play sound.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle).toHaveAccessibleName('Sound is off. Turn sound on');
  await page.reload();
  await waitForApp(page, 'home');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toHaveAttribute('data-playing', 'true');
});
