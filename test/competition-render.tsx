import { StrictMode, type ReactElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createActor, createMachine, type Actor } from 'xstate';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { localeByCode, type LocaleCode } from '../api/locales.ts';
import type { SiteRoute } from '../api/site-routes.ts';
import { siteMachine } from '../machines/site.ts';
import type { competitionMachine } from '../machines/competition.ts';
import { SiteActorProvider } from '../src/site/site-context.tsx';
import { SoundActorProvider } from '../src/audio/sound-context.tsx';
import { CompetitionProvider } from '../src/competition/competition-context.tsx';

/**
 * Renders UI under StrictMode with the site (on `route`, English by default), a silent sound actor, the given
 * competition actor and Lingui without catalogs (messages show in English; Intl gets the locale's ISO tag).
 */
export function renderWithCompetition(
  ui: ReactElement,
  competition: Actor<typeof competitionMachine>,
  route: SiteRoute = { name: 'home', locale: 'en' },
) {
  const code: LocaleCode = route.locale;
  i18n.load(code, {});
  i18n.activate(code, [localeByCode(code).iso, 'en']);
  const site = createActor(siteMachine, { input: { route } }).start();
  const sound = createActor(createMachine({})).start();
  return render(
    <StrictMode>
      <SiteActorProvider actor={site}>
        <SoundActorProvider actor={sound as never}>
          <CompetitionProvider actor={competition}>
            <I18nProvider i18n={i18n}>{ui}</I18nProvider>
          </CompetitionProvider>
        </SoundActorProvider>
      </SiteActorProvider>
    </StrictMode>,
  );
}

/**
 * For the describe block it is called in: the visitor's time zone is `zone` (the window's, so dates need no zone
 * name unless a test says otherwise), and each test's rendering is cleaned up.
 */
export function inVisitorTimeZone(zone: string): void {
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = previous;
  });
  afterEach(cleanup);
}
