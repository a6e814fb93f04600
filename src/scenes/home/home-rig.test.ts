import { describe, expect, it } from 'vitest';
import {
  FRAMING,
  framedRadius,
  framingOffset,
  isWide,
  NARROW_RADIUS_SCALE,
  narrowFramingY,
} from './home-rig.ts';

describe('the home camera’s framing', () => {
  it('puts the totem right of the text on wide left-to-right pages, and left of it on right-to-left ones', () => {
    expect(framingOffset({ wide: true, rtl: false, focusBlend: 0 })).toEqual(FRAMING.wide);
    expect(framingOffset({ wide: true, rtl: true, focusBlend: 0 })).toEqual({
      x: -FRAMING.wide.x,
      y: FRAMING.wide.y,
    });
  });

  it('mirrors the focused device’s offset too', () => {
    expect(framingOffset({ wide: true, rtl: false, focusBlend: 1 })).toEqual(FRAMING.wideFocused);
    expect(framingOffset({ wide: true, rtl: true, focusBlend: 1 })).toEqual({
      x: -FRAMING.wideFocused.x,
      y: FRAMING.wideFocused.y,
    });
  });

  it('centres the totem on narrow screens in either direction (no mirrored zero)', () => {
    for (const rtl of [false, true]) {
      const unfocused = framingOffset({ wide: false, rtl, focusBlend: 0 });
      expect(unfocused).toEqual(FRAMING.narrow);
      expect(Object.is(unfocused.x, 0)).toBe(true);
      expect(framingOffset({ wide: false, rtl, focusBlend: 1 })).toEqual(FRAMING.narrowFocused);
    }
  });

  it('stands the totem in the band under the header on narrow screens, however tall the header grows', () => {
    // A header 14% of the screen tall: the place the framing was measured at.
    expect(narrowFramingY(0.14)).toBeCloseTo(FRAMING.narrow.y, 2);
    expect(narrowFramingY(null)).toBe(FRAMING.narrow.y);
    // A taller header (a competition line on two lines) moves the totem down by as much, in half-screens.
    expect(narrowFramingY(0.23)).toBeCloseTo(narrowFramingY(0.14) - 2 * 0.09, 12);
    expect(framingOffset({ wide: false, rtl: false, focusBlend: 0, headerBottom: 0.23 }).y).toBe(
      narrowFramingY(0.23),
    );
    // Wide screens and focus mode keep their places; a nonsense height is held within bounds.
    expect(framingOffset({ wide: true, rtl: false, focusBlend: 0, headerBottom: 0.23 })).toEqual(
      FRAMING.wide,
    );
    expect(framingOffset({ wide: false, rtl: false, focusBlend: 1, headerBottom: 0.23 })).toEqual(
      FRAMING.narrowFocused,
    );
    expect(narrowFramingY(5)).toBe(narrowFramingY(0.3));
    expect(narrowFramingY(Number.NaN)).toBe(FRAMING.narrow.y);
    expect(narrowFramingY(-1)).toBe(narrowFramingY(0.05));
  });

  it('blends linearly while the camera moves, and clamps the blend', () => {
    const half = framingOffset({ wide: true, rtl: false, focusBlend: 0.5 });
    expect(half.x).toBeCloseTo((FRAMING.wide.x + FRAMING.wideFocused.x) / 2, 12);
    expect(half.y).toBeCloseTo((FRAMING.wide.y + FRAMING.wideFocused.y) / 2, 12);
    expect(framingOffset({ wide: true, rtl: true, focusBlend: 2 })).toEqual({
      x: -FRAMING.wideFocused.x,
      y: FRAMING.wideFocused.y,
    });
    expect(framingOffset({ wide: true, rtl: false, focusBlend: -1 })).toEqual(FRAMING.wide);
  });

  it('writes into the object it is given, so the scene allocates nothing per frame', () => {
    const out = { x: 9, y: 9 };
    expect(framingOffset({ wide: true, rtl: true, focusBlend: 0 }, out)).toBe(out);
    expect(out).toEqual({ x: -FRAMING.wide.x, y: FRAMING.wide.y });
  });

  it('calls a screen wide from an aspect ratio of 1.2, and steps back on narrow ones', () => {
    expect(isWide(16 / 9)).toBe(true);
    expect(isWide(1.2)).toBe(true);
    expect(isWide(9 / 16)).toBe(false);
    expect(framedRadius(5, true)).toBe(5);
    expect(framedRadius(5, false)).toBe(5 * NARROW_RADIUS_SCALE);
  });
});
