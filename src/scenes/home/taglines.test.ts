import { describe, expect, it } from 'vitest';
import { TAGLINE_PLACE, canDrawText, taglineAcross } from './taglines.ts';
import { DEVICES } from './home-motion.ts';

describe('the floating taglines', () => {
  it('mirror their place across the device on right-to-left pages, and keep their height', () => {
    for (const id of DEVICES) {
      expect(taglineAcross(id, false)).toBe(TAGLINE_PLACE[id].across);
      expect(taglineAcross(id, true)).toBe(-TAGLINE_PLACE[id].across);
    }
  });

  it('are left out where no canvas can draw text (Node)', () => {
    expect(canDrawText()).toBe(false);
  });
});
