import { escapeHtml } from '../api/escape-html.ts';
import { parseConsentCookie } from '../api/consent-cookie.ts';
import type { LocaleCode } from '../api/locales.ts';
import type { SiteMessages } from './site-messages.ts';
import { EARLY_CONSENT_BANNER_ID } from '../api/first-paint-ids.ts';
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
  body: 'We use a few cookies the site needs to work. With your permission we would also count visits and games (analytics), show offers that suit you (marketing) and let you share through social networks. Nothing optional is on until you say so, and you can change your mind at any time in Cookie settings.',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  choose: 'Choose',
} as const;

const TITLE_ID = `${EARLY_CONSENT_BANNER_ID}-title`;

/** The banner and the script that keeps an early press, or '' when the cookie says the visitor has chosen. */
export function consentBannerHtml(
  locale: LocaleCode,
  cookieHeader: string | undefined,
  messages: SiteMessages,
): string {
  if (parseConsentCookie(cookieHeader) !== null) return '';
  const say = (key: keyof typeof BANNER_MESSAGES) => escapeHtml(messages.t(locale, BANNER_MESSAGES[key]));
  const button = (event: string, kind: 'choice' | 'quiet', text: string, popup = '') =>
    `<button type="button" class="consent-button consent-button--${kind}"${popup} data-consent="${event}">${text}</button>`;
  return [
    `<section role="region" aria-labelledby="${TITLE_ID}" class="cookie-banner" id="${EARLY_CONSENT_BANNER_ID}">`,
    `<div class="cookie-banner__text">`,
    `<h2 id="${TITLE_ID}" class="cookie-banner__title">${say('title')}</h2>`,
    `<p class="cookie-banner__body">${say('body')}</p>`,
    `</div>`,
    `<div class="cookie-banner__actions">`,
    button('consent.acceptAll', 'choice', say('acceptAll')),
    button('consent.rejectAll', 'choice', say('rejectAll')),
    button('consent.open', 'quiet', say('choose'), ' aria-haspopup="dialog"'),
    `</div>`,
    `</section>`,
    earlyConsentScriptTag(),
  ].join('');
}
