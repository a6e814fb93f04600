import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor, type InspectionEvent } from 'xstate';
import { siteMachine } from '../machines/site.ts';
import { App } from './app.tsx';
import { createLoadingProgress, renderLoaderBar } from './boot/loading-progress.ts';
import { installPreloadErrorReload } from './boot/chunk-reload.ts';
import { LoadingContext } from './boot/loading-context.ts';
import { inspectionLog } from './debug/inspection-log.ts';
import { I18nProvider } from '@lingui/react';
import { i18n, loadCatalog } from './i18n/i18n.ts';
import { routeFromLocation, syncRouter } from './routing/router.ts';
import { SiteActorProvider } from './site/site-context.tsx';
import { readKeptJourney } from './site/journey-store.ts';
import { syncJourney } from './site/journey-sync.ts';
import { SoundActorProvider } from './audio/sound-context.tsx';
import { createSoundSystem } from './audio/sound-system.ts';
import { createCompetition } from './competition/competition-system.ts';
import { pendingRuns } from './play/pending-runs.ts';
import { CompetitionProvider } from './competition/competition-context.tsx';
import { ConsentActorProvider } from './consent/consent-context.tsx';
import { createConsentSystem } from './consent/consent-system.ts';
import { AppServicesProvider, type AppServices } from './site/app-services.tsx';
import { createStageStore } from './scenes/stage-store.ts';
import { createQualityStore } from './engine/quality-store.ts';
import { createHomeFocus } from './site/home-focus.ts';
import { createMenuSystem, MenuActorProvider } from './ui/menu/menu-context.tsx';
import { createSessionSystem } from './session/session-system.ts';
import { SessionActorProvider } from './session/session-context.tsx';
import './styles/app.css';
import './styles/menu.css';

installPreloadErrorReload();
const debug = location.hash === '#debug';
const progress = createLoadingProgress(renderLoaderBar);
const initialRoute = routeFromLocation();

const keptJourney = readKeptJourney(document.cookie);
const site = createActor(siteMachine, {
  input: { route: initialRoute, restoring: keptJourney !== null },
  // The live inspector only exists in #debug mode; otherwise nothing is recorded.
  ...(debug ? { inspect: (event: InspectionEvent) => inspectionLog.record(event) } : {}),
});
site.start();
syncRouter(site);
syncJourney(site, keptJourney);
const sound = createSoundSystem();
// A token from an earlier visit is checked with the server now, before any screen asks who is playing.
const session = createSessionSystem();
const menu = createMenuSystem(site);
const competition = createCompetition();
// Analytics follows the site's journey, and only once the visitor allows it.
const consent = createConsentSystem(site);
const services: AppServices = {
  stage: createStageStore(),
  quality: createQualityStore(),
  homeFocus: createHomeFocus(),
};
progress.done('app');
// A run whose end never reached the server (the network dropped, the tab closed) is sent now; the API client is
// loaded for it only when there is one.
if (pendingRuns().length > 0)
  void import('./play/run-api.ts').then(({ flushPendingRuns }) => flushPendingRuns());
progress.onComplete(() => site.send({ type: 'loader.done' }));

loadCatalog(initialRoute.locale)
  .catch((error: unknown) => progress.failed('catalog', error))
  .finally(() => {
    progress.done('catalog');
    const root = createRoot(document.getElementById('root')!);
    // The first render as a transition: React builds the tree in slices of a few milliseconds, answering input
    // between them, instead of one task of 150–190 ms (SwiftShader's 2-core machine, a CPU profile of /en).
    startTransition(() =>
      root.render(
        <StrictMode>
          <SiteActorProvider actor={site}>
            <SoundActorProvider actor={sound}>
              <I18nProvider i18n={i18n}>
                <LoadingContext.Provider value={progress}>
                  <AppServicesProvider services={services}>
                    <SessionActorProvider actor={session}>
                      <MenuActorProvider actor={menu}>
                        <CompetitionProvider actor={competition}>
                          <ConsentActorProvider actor={consent}>
                            <App debug={debug} />
                          </ConsentActorProvider>
                        </CompetitionProvider>
                      </MenuActorProvider>
                    </SessionActorProvider>
                  </AppServicesProvider>
                </LoadingContext.Provider>
              </I18nProvider>
            </SoundActorProvider>
          </SiteActorProvider>
        </StrictMode>,
      ),
    );
  });
