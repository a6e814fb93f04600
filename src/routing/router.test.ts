// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routeFromLocation } from './router.ts';

const browserLanguages = (languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

describe('the route of a path without a language', () => {
  // The server's <base href>: the site at the host's root.
  beforeAll(() => {
    const base = document.createElement('base');
    base.href = '/';
    document.head.append(base);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
    history.replaceState(null, '', '/');
  });

  it('takes the browser’s first supported language when nothing is stored', () => {
    browserLanguages(['xx-YY', 'ja-JP', 'de']);
    history.replaceState(null, '', '/reset-password/?token=abc');
    expect(routeFromLocation()).toEqual({ name: 'reset-password', locale: 'jp' });
  });

  it('prefers the stored choice over the browser’s languages', () => {
    browserLanguages(['ja-JP']);
    document.cookie = 'i18n_redirected=ar; Path=/';
    history.replaceState(null, '', '/reset-password/');
    expect(routeFromLocation()).toEqual({ name: 'reset-password', locale: 'ar' });
  });

  it('falls back to English when neither names a supported language', () => {
    browserLanguages(['xx']);
    history.replaceState(null, '', '/reset-password/');
    expect(routeFromLocation()).toEqual({ name: 'reset-password', locale: 'en' });
  });

  it('keeps the language a path names, whatever the browser says', () => {
    browserLanguages(['ja-JP']);
    history.replaceState(null, '', '/de/product/mouse');
    expect(routeFromLocation()).toEqual({ name: 'product', locale: 'de', game: 'mouse' });
  });
});
