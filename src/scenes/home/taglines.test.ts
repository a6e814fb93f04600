import { describe, expect, it } from 'vitest';
import { setupI18n, type Messages } from '@lingui/core';
import {
  TAGLINE_PLACES,
  canDrawText,
  drawPendingTagline,
  drawTaglinesWhenIdle,
  setTaglineText,
  taglineLines,
  taglinePlace,
  type TaglinePlane,
} from './taglines.ts';
import type { IdleHost } from '../../routing/prefetch-policy.ts';
import type { GameId } from '../../../api/site-routes.ts';
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

describe('drawing the taglines', () => {
  function fakePlanes() {
    const drawn: string[] = [];
    const planes = new Map<GameId, TaglinePlane>(
      DEVICES.map((id) => {
        const ctx = {
          clearRect: () => {},
          fillText: (text: string) => drawn.push(`${id}:${text}`),
        } as unknown as CanvasRenderingContext2D;
        const texture = { getContext: () => ctx, update: () => drawn.push(`${id}:uploaded`) };
        return [id, { texture, material: { alpha: 1 }, plane: {}, pending: null } as unknown as TaglinePlane];
      }),
    );
    return { planes, drawn };
  }
  function idleHost() {
    const due: (() => void)[] = [];
    const host: IdleHost = {
      requestIdleCallback: (callback) => due.push(callback),
      cancelIdleCallback: (handle) => due.splice(handle - 1, 1, () => {}),
      setTimeout: () => 0,
      clearTimeout: () => {},
    };
    return { host, runNext: () => due.shift()?.() };
  }
  const LINES = { mouse: ['74 GRAMS'], headset: ['COMFY'], keyboard: ['RGB'] };

  it('waits for idle moments, one plane each, so loading home has no long task of three', () => {
    const { planes, drawn } = fakePlanes();
    const { host, runNext } = idleHost();
    setTaglineText(planes, LINES, false);
    drawTaglinesWhenIdle(planes, host);
    expect(drawn).toEqual([]);
    runNext();
    expect(drawn).toEqual(['mouse:74 GRAMS', 'mouse:uploaded']);
    runNext();
    runNext();
    expect(drawn).toEqual([
      'mouse:74 GRAMS',
      'mouse:uploaded',
      'headset:COMFY',
      'headset:uploaded',
      'keyboard:RGB',
      'keyboard:uploaded',
    ]);
    expect([...planes.values()].every((tagline) => tagline.pending === null)).toBe(true);
  });

  it('draws a plane at once when it must show before the page was idle, and not again after', () => {
    const { planes, drawn } = fakePlanes();
    const { host, runNext } = idleHost();
    setTaglineText(planes, LINES, true);
    drawTaglinesWhenIdle(planes, host);
    drawPendingTagline('headset', planes.get('headset')!);
    expect(drawn).toEqual(['headset:COMFY', 'headset:uploaded']);
    runNext();
    runNext();
    expect(drawn.filter((line) => line.startsWith('headset:'))).toHaveLength(2);
    expect(drawn).toContain('keyboard:RGB');
  });

  it('draws nothing once cancelled or disposed', () => {
    const { planes, drawn } = fakePlanes();
    const { host, runNext } = idleHost();
    setTaglineText(planes, LINES, false);
    const cancel = drawTaglinesWhenIdle(planes, host);
    cancel();
    runNext();
    expect(drawn).toEqual([]);
  });
});
