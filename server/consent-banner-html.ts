import { escapeHtml } from '../api/escape-html.ts';
import { parseConsentCookie } from '../api/consent-cookie.ts';
import type { LocaleCode } from '../api/locales.ts';
import type { SiteMessages } from './site-messages.ts';
import { EARLY_CONSENT_BANNER_ID, type EarlyConsentEvent } from '../api/first-paint-ids.ts';
import { earlyConsentScriptTag } from './first-paint-scripts.ts';

/**
 * The cookie banner (src/ui/consent/consent-banner.tsx) written into the HTML for a visitor who has not chosen,
 * so that it is painted with the page's first frame instead of after the site's script, its language and React
 * have arrived: it is the largest text of a first visit. The page's own banner takes its place when the site
 * starts (src/ui/consent/early-consent.ts); a press before then is kept (server/first-paint-scripts.ts).
 *
 * The words are the page's, from the site's catalogs, and the markup is the component's: test/early-banner.test.tsx
 * renders both in every language and compares them.
 */
export const BANNER_MESSAGES = {
  title: 'Cookies on this site',
  body: 'The site needs a few cookies to work. With your permission we would also use some for analytics, marketing and sharing on social networks.',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  choose: 'Choose',
} as const;

const TITLE_ID = `${EARLY_CONSENT_BANNER_ID}-title`;

type BannerButton = [event: EarlyConsentEvent, kind: 'choice' | 'quiet', label: keyof typeof BANNER_MESSAGES];
const BUTTONS: readonly BannerButton[] = [
  ['consent.acceptAll', 'choice', 'acceptAll'],
  ['consent.rejectAll', 'choice', 'rejectAll'],
  ['consent.open', 'quiet', 'choose'],
];

/**
 * The banner and the script that keeps an early press, or '' when the cookie says the visitor has chosen. Each
 * language's markup is built once, the first time a page in it is asked for.
 */
export function createConsentBanner(
  messages: SiteMessages,
): (locale: LocaleCode, cookieHeader: string | undefined) => string {
  const built = new Map<LocaleCode, string>();
  function build(locale: LocaleCode): string {
    const say = (key: keyof typeof BANNER_MESSAGES) => escapeHtml(messages.t(locale, BANNER_MESSAGES[key]));
    const buttons = BUTTONS.map(([event, kind, label]) => {
      const popup = event === 'consent.open' ? ' aria-haspopup="dialog"' : '';
      return `<button type="button" class="consent-button consent-button--${kind}"${popup} data-consent="${event}">${say(label)}</button>`;
    });
    return [
      `<section role="region" aria-labelledby="${TITLE_ID}" class="cookie-banner" id="${EARLY_CONSENT_BANNER_ID}">`,
      `<div class="cookie-banner__text">`,
      `<h2 id="${TITLE_ID}" class="cookie-banner__title">${say('title')}</h2>`,
      `<p class="cookie-banner__body">${say('body')}</p>`,
      `</div>`,
      `<div class="cookie-banner__actions">`,
      ...buttons,
      `</div>`,
      `</section>`,
      earlyConsentScriptTag(),
    ].join('');
  }
  return (locale, cookieHeader) => {
    if (parseConsentCookie(cookieHeader) !== null) return '';
    let html = built.get(locale);
    if (html === undefined) built.set(locale, (html = build(locale)));
    return html;
  };
}
