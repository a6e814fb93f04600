import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../api/locales.ts';
import { consentMachine } from '../machines/consent.ts';
import { i18n, loadCatalog } from '../src/i18n/i18n.ts';
import { ConsentActorProvider } from '../src/consent/consent-context.tsx';
import { ConsentBanner } from '../src/ui/consent/consent-banner.tsx';
import { createConsentBanner } from '../server/consent-banner-html.ts';
import { createSiteMessages } from '../server/site-messages.ts';

/**
 * The cookie banner the server paints with the first frame must be the page's own banner, word for word and
 * element for element: the page's replaces it in place, and a difference would be a jump on screen, a new
 * largest paint, or a language the page does not speak. Ids and the attributes only one of them needs
 * (the server's press events, the page's test id) are left out of the comparison.
 */
const comparable = (html: string) =>
  html
    .replace(/<script>[^]*<\/script>/, '')
    .replace(/ (?:id|aria-labelledby|data-testid|data-consent)="[^"]*"/g, '')
    .replaceAll('&#x27;', '&#39;');

const serverBanner = createConsentBanner(createSiteMessages());

describe("the server's cookie banner", () => {
  it.each(LOCALES.map((l) => l.code))('is the page’s banner in %s', async (locale) => {
    await loadCatalog(locale);
    const actor = createActor(consentMachine, { input: {} }).start();
    const page = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <ConsentActorProvider actor={actor}>
          <ConsentBanner />
        </ConsentActorProvider>
      </I18nProvider>,
    );
    const server = serverBanner(locale, undefined);
    expect(comparable(server)).toBe(comparable(page));
    expect(page).toContain('cookie-banner__body');
  });
});
