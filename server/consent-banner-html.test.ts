import { describe, expect, it } from 'vitest';
import { LOCALES } from '../api/locales.ts';
import { BANNER_MESSAGES, consentBannerHtml } from './consent-banner-html.ts';
import { createSiteMessages, type SiteMessages } from './site-messages.ts';

const messages = createSiteMessages();
const texts = (html: string) =>
  [...html.matchAll(/>([^<>]+)</g)].map((m) => m[1]!.trim()).filter((text) => text.length > 0);

describe('the cookie banner in the HTML', () => {
  it.each(LOCALES.map((l) => l.code))('says in %s what the page’s banner says', (locale) => {
    const html = consentBannerHtml(locale, undefined, messages);
    const keys = Object.keys(BANNER_MESSAGES) as (keyof typeof BANNER_MESSAGES)[];
    const expected = keys.map((key) =>
      messages
        .t(locale, BANNER_MESSAGES[key])
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
        .replaceAll('"', '&quot;')
        .replaceAll("'", '&#39;'),
    );
    expect(texts(html.slice(0, html.indexOf('<script>')))).toEqual(expected);
    if (locale !== 'en') expect(texts(html)).not.toContain(BANNER_MESSAGES.body);
  });

  it('carries an event per button, the dialog’s button saying it opens one', () => {
    const html = consentBannerHtml('en', undefined, messages);
    expect([...html.matchAll(/data-consent="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'consent.acceptAll',
      'consent.rejectAll',
      'consent.open',
    ]);
    expect(html).toMatch(/aria-haspopup="dialog" data-consent="consent.open">Choose</);
    expect(html).toMatch(/aria-labelledby="cookie-banner-early-title"[^]*id="cookie-banner-early-title"/);
  });

  it('is left out once the visitor has chosen, and written again for any cookie that is not a choice', () => {
    const choice = encodeURIComponent(
      JSON.stringify({ v: 1, analytics: true, marketing: false, social: false, at: 5 }),
    );
    expect(consentBannerHtml('fr', `a=1; cookie_consent=${choice}`, messages)).toBe('');
    for (const cookie of [
      'cookie_consent=',
      'cookie_consent=%E0%A4%A',
      `cookie_consent=${'%7B'.repeat(500)}`,
    ])
      expect(consentBannerHtml('fr', cookie, messages)).toContain('cookie-banner-early');
  });

  it('escapes what a catalog holds', () => {
    const hostile: SiteMessages = { t: () => '<img src=x onerror=alert(1)> & "quotes"' };
    const html = consentBannerHtml('en', undefined, hostile);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
  });
});
