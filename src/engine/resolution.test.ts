import { describe, expect, it } from 'vitest';
import { prefersLowResolution } from './resolution.ts';

const fakeWindow = (search: string, coarse: boolean, saveData?: boolean) =>
  ({
    location: { search } as Location,
    matchMedia: (query: string) => ({ matches: query === '(pointer: coarse)' && coarse }) as MediaQueryList,
    navigator: { connection: saveData === undefined ? undefined : { saveData } } as unknown as Navigator,
  }) as Parameters<typeof prefersLowResolution>[0];

describe('choosing the asset resolution', () => {
  it('phones and data savers get the low set, desktops the high one', () => {
    expect(prefersLowResolution(fakeWindow('', true))).toBe(true);
    expect(prefersLowResolution(fakeWindow('', false, true))).toBe(true);
    expect(prefersLowResolution(fakeWindow('', false, false))).toBe(false);
    expect(prefersLowResolution(fakeWindow('', false))).toBe(false);
    expect(prefersLowResolution(fakeWindow('', false), true)).toBe(true);
  });

  it('?res= overrides the guess either way', () => {
    expect(prefersLowResolution(fakeWindow('?res=low', false))).toBe(true);
    expect(prefersLowResolution(fakeWindow('?res=high', true))).toBe(false);
    expect(prefersLowResolution(fakeWindow('?res=high', false), true)).toBe(false);
    expect(prefersLowResolution(fakeWindow('?res=medium', true))).toBe(true);
  });
});
