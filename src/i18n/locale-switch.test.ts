import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBeforeLocaleSwitch, switchLocale, type LocaleSwitchSteps } from './locale-switch.ts';
import type { LocaleCode } from '../../api/locales.ts';

function steps(failOn?: LocaleCode) {
  const log: string[] = [];
  const s: LocaleSwitchSteps = {
    loadCatalog: async (code) => {
      log.push(`load ${code}`);
      if (code === failOn) throw new Error('missing');
    },
    storeCookie: (code) => log.push(`cookie ${code}`),
    navigate: (code) => log.push(`go ${code}`),
  };
  return { s, log };
}

let remove: (() => void) | null = null;
afterEach(() => {
  remove?.();
  remove = null;
  vi.restoreAllMocks();
});

describe('locale switch', () => {
  it('loads the catalog, then stores the cookie, then moves to the page in the new language', async () => {
    const { s, log } = steps();
    expect(await switchLocale('en', 'ar', s)).toEqual({ outcome: 'switched', locale: 'ar' });
    expect(log).toEqual(['load ar', 'cookie ar', 'go ar']);
  });

  it('does nothing when the locale is the current one', async () => {
    const { s, log } = steps();
    expect(await switchLocale('de', 'de', s)).toEqual({ outcome: 'same' });
    expect(log).toEqual([]);
  });

  it('lets the before-switch hook veto or replace the target', async () => {
    const { s, log } = steps();
    remove = setBeforeLocaleSwitch((_from, to) => (to === 'it' ? false : to === 'ua' ? 'ru' : true));
    expect(await switchLocale('en', 'it', s)).toEqual({ outcome: 'vetoed' });
    expect(await switchLocale('en', 'ua', s)).toEqual({ outcome: 'switched', locale: 'ru' });
    expect(await switchLocale('en', 'fr', s)).toEqual({ outcome: 'switched', locale: 'fr' });
    expect(log).toEqual(['load ru', 'cookie ru', 'go ru', 'load fr', 'cookie fr', 'go fr']);
  });

  it('keeps the page and the cookie when the catalog cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { s, log } = steps('th');
    const result = await switchLocale('en', 'th', s);
    expect(result.outcome).toBe('failed');
    expect(log).toEqual(['load th']);
  });

  it('forgets a removed hook', async () => {
    const { s } = steps();
    setBeforeLocaleSwitch(() => false)();
    expect((await switchLocale('en', 'kr', s)).outcome).toBe('switched');
  });
});
