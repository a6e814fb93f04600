// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { environmentFacts, pageEnvironment, toldEnvironment } from './stage-environment.ts';

describe("the stage's environment", () => {
  it("reads a page's screen, query and pixel ratio, and tells when the page shows again", () => {
    const matches = new Set(['(pointer: coarse)']);
    const win = Object.assign(Object.create(window) as Window, {
      matchMedia: (query: string) => ({ matches: matches.has(query) }) as MediaQueryList,
      devicePixelRatio: 2,
    });
    expect(environmentFacts(win)).toMatchObject({ mobile: false, touch: true, devicePixelRatio: 2 });
    const shown = vi.fn();
    const stop = pageEnvironment(win).onShown(shown);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(shown).toHaveBeenCalledTimes(1);
    stop();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it("in a worker, holds what its page told it and passes on the page's visibility", () => {
    const told = toldEnvironment({ mobile: true, touch: true, search: '?gpu-tier=1', devicePixelRatio: 3 });
    expect([told.mobile, told.search, told.devicePixelRatio]).toEqual([true, '?gpu-tier=1', 3]);
    told.update({ devicePixelRatio: 2 });
    expect(told.devicePixelRatio).toBe(2);
    const shown = vi.fn();
    const stop = told.onShown(shown);
    told.shown();
    stop();
    told.shown();
    expect(shown).toHaveBeenCalledTimes(1);
  });
});
