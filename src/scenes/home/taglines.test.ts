import { describe, expect, it } from 'vitest';
import { setupI18n, type Messages } from '@lingui/core';
import { TAGLINE_PLACES, canDrawText, taglinePlace } from './taglines.ts';
import { taglineLines } from './tagline-lines.ts';
import { DEVICES } from './home-motion.ts';

describe('the floating taglines', () => {
  it('take their place from the composition: wide left to right, wide right to left, or narrow', () => {
    for (const id of DEVICES) {
      expect(taglinePlace(id, false, true)).toEqual(TAGLINE_PLACES.wide[id]);
      expect(taglinePlace(id, true, true)).toEqual(TAGLINE_PLACES.wideRtl[id]);
      // A narrow screen centres the totem whatever the direction.
      expect(taglinePlace(id, false, false)).toEqual(TAGLINE_PLACES.narrow[id]);
      expect(taglinePlace(id, true, false)).toEqual(TAGLINE_PLACES.narrow[id]);
    }
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
