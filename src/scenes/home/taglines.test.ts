import { describe, expect, it } from 'vitest';
import { setupI18n, type Messages } from '@lingui/core';
import { MOUSE_PLACE_RTL_WIDE, TAGLINE_PLACE, canDrawText, taglineLines, taglinePlace } from './taglines.ts';
import { DEVICES } from './home-motion.ts';

describe('the floating taglines', () => {
  it('keep their side on left-to-right pages and on narrow screens, where the totem is centred', () => {
    for (const id of DEVICES)
      for (const [rtl, wide] of [
        [false, true],
        [false, false],
        [true, false],
      ] as const)
        expect(taglinePlace(id, rtl, wide)).toEqual(TAGLINE_PLACE[id]);
  });

  it('mirror across the device on wide right-to-left pages, the mouse’s floating above it, off the column', () => {
    for (const id of ['headset', 'keyboard'] as const)
      expect(taglinePlace(id, true, true)).toEqual({
        across: -TAGLINE_PLACE[id].across,
        up: TAGLINE_PLACE[id].up,
      });
    expect(taglinePlace('mouse', true, true)).toEqual(MOUSE_PLACE_RTL_WIDE);
    expect(MOUSE_PLACE_RTL_WIDE.up).toBeGreaterThan(TAGLINE_PLACE.mouse.up);
  });

  it('are left out where no canvas can draw text (Node)', () => {
    expect(canDrawText()).toBe(false);
  });

  it('are in capitals cased by the page’s language (Turkish dotted İ), not the browser’s', async () => {
    const [load] = Object.values(import.meta.glob<{ messages: Messages }>('../../../locales/tr/messages.po'));
    const { messages } = await load!();
    const tr = setupI18n({ locale: 'tr', messages: { tr: messages } });
    expect(taglineLines((line) => tr._(line), 'tr').keyboard[0]).toBe('ZAHMETSİZ');
    // The same letters on an English page keep the dotless I.
    expect(taglineLines(() => 'Zahmetsiz', 'en').keyboard[0]).toBe('ZAHMETSIZ');
    // Every device, every line, from the catalog's words.
    const en = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(taglineLines((line) => en._(line), 'en')).toEqual({
      mouse: ['74 GRAMS', 'ACCURACY', 'GAME ALL DAY'],
      headset: ['ON THE FLY', 'PERFECT HEADSET', 'COMFY'],
      keyboard: ['EFFORTLESS', 'RGB', 'SMART TOUCH'],
    });
  });
});
