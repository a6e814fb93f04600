import { describe, expect, it } from 'vitest';
import { LOCALES } from '../api/locales.ts';
import { EARLY_CONSENT_EVENTS } from '../api/first-paint-ids.ts';
import { BANNER_MESSAGES, createConsentBanner } from './consent-banner-html.ts';
import { createSiteMessages, type SiteMessages } from './site-messages.ts';

// Word for word against the page's own banner in every language: test/early-banner.test.tsx.
const banner = createConsentBanner(createSiteMessages());
const texts = (html: string) =>
  [...html.slice(0, html.indexOf('<script>')).matchAll(/>([^<>]+)</g)]
    .map((m) => m[1]!.trim())
    .filter((text) => text.length > 0);

describe('the cookie banner in the HTML', () => {
  it.each(LOCALES.filter((l) => l.code !== 'en').map((l) => l.code))('is in %s, not in English', (locale) => {
    const words = texts(banner(locale, undefined));
    expect(words).toHaveLength(5);
    expect(words).not.toContain(BANNER_MESSAGES.title);
    expect(words).not.toContain(BANNER_MESSAGES.body);
  });

  it('says the German words in German', () => {
    expect(texts(banner('de', undefined))).toEqual([
      'Cookies auf dieser Website',
      expect.stringMatching(/^Die Website braucht ein paar Cookies/),
      'Alle akzeptieren',
      'Alle ablehnen',
      'Auswählen',
    ]);
  });

  it('carries an event per button, the dialog’s button saying it opens one', () => {
    const html = banner('en', undefined);
    expect([...html.matchAll(/data-consent="([^"]+)"/g)].map((m) => m[1])).toEqual([...EARLY_CONSENT_EVENTS]);
    expect(html).toMatch(/aria-haspopup="dialog" data-consent="consent.open">Choose</);
    expect(html).toMatch(/aria-labelledby="cookie-banner-early-title"[^]*id="cookie-banner-early-title"/);
  });

  it('is left out once the visitor has chosen, and written again for any cookie that is not a choice', () => {
    const choice = encodeURIComponent(
      JSON.stringify({ v: 1, analytics: true, marketing: false, social: false, at: 5 }),
    );
    expect(banner('fr', `a=1; cookie_consent=${choice}`)).toBe('');
    for (const cookie of [
      'cookie_consent=',
      'cookie_consent=%E0%A4%A',
      `cookie_consent=${'%7B'.repeat(500)}`,
    ])
      expect(banner('fr', cookie)).toContain('cookie-banner-early');
  });

  it('escapes what a catalog holds', () => {
    const hostile: SiteMessages = { t: () => '<img src=x onerror=alert(1)> & "quotes"' };
    const html = createConsentBanner(hostile)('en', undefined);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
  });
});
