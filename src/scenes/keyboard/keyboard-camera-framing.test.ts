import { describe, expect, it } from 'vitest';
import { TILE_SIZE } from '../../../systems/keyboard/rules.ts';
import { LANDSCAPE_FRAMING, halfWidthAtRow, keyboardCameraFraming } from './keyboard-camera-framing.ts';

describe('Jungle Board’s camera fits the screen’s shape', () => {
  it('keeps the landscape camera on laptops’ and desktops’ screens', () => {
    for (const aspect of [1366 / 768, 16 / 10, 16 / 9, 21 / 9])
      expect(keyboardCameraFraming(aspect)).toBe(LANDSCAPE_FRAMING);
  });

  it.each([
    ['360×780', 360 / 780],
    ['390×844', 390 / 844],
    ['430×932', 430 / 932],
    ['768×1024', 768 / 1024],
  ])('on a %s screen, sees the far side of either side lane’s arrow at the runner’s row', (_name, aspect) => {
    const framing = keyboardCameraFraming(aspect);
    const reach = TILE_SIZE * (1 + framing.follow) + 0.56;
    expect(halfWidthAtRow(framing, aspect) * 0.9).toBeGreaterThanOrEqual(reach - 1e-9);
    expect(framing.fov).toBeLessThanOrEqual(1.05);
    // Back along the same line of sight: further and higher together.
    expect(framing.behind).toBeGreaterThanOrEqual(LANDSCAPE_FRAMING.behind);
    expect(framing.height).toBeGreaterThanOrEqual(LANDSCAPE_FRAMING.height);
  });

  it('stays over the middle lane on a phone held upright', () => {
    expect(keyboardCameraFraming(390 / 844).follow).toBe(0);
  });

  it('changes smoothly with the screen’s shape, as a window is resized', () => {
    let last = keyboardCameraFraming(0.4);
    for (let aspect = 0.41; aspect <= 2; aspect += 0.01) {
      const now = keyboardCameraFraming(aspect);
      expect(Math.abs(now.fov - last.fov)).toBeLessThan(0.05);
      expect(Math.abs(now.behind - last.behind)).toBeLessThan(0.3);
      expect(Math.abs(now.follow - last.follow)).toBeLessThan(0.011);
      last = now;
    }
  });
});
