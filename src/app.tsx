import { lazy, Suspense, useEffect, useState } from 'react';
import { useSite, useSiteActor } from './site/site-context.tsx';
import { Header } from './ui/header.tsx';
import { HomeScreen } from './screens/home-screen.tsx';
import {
  GameScreen,
  LegalScreen,
  MyScoreScreen,
  ProductScreen,
  ResetPasswordScreen,
  ReplayScreen,
  ShareScreen,
  ValidateEmailScreen,
} from './screens/route-screens.tsx';
import { ErrorScreen, NotFoundScreen } from './screens/not-found-screen.tsx';
import { ScreenBoundary } from './screens/screen-boundary.tsx';
import { PageRendered, pageKey, usePageLoading } from './routing/use-page-loading.ts';
import { PageProgress } from './ui/page-progress.tsx';
import { useLoaderOverlay } from './boot/use-loader-overlay.ts';
import { useDocumentLocale } from './i18n/use-document-locale.ts';
import { useLoadingProgress } from './boot/loading-context.ts';
import { StageBoundary } from './scenes/stage-boundary.tsx';
import { warmUpWebGL } from './engine/webgl-warm-up.ts';
import { whenFirstPainted } from './boot/first-paint.ts';
import { useAppServices } from './site/app-services.tsx';
import type { SiteRoute } from '../api/site-routes.ts';
import { Overlays } from './ui/modals/overlays.tsx';
import { useUiSounds } from './audio/use-ui-sounds.ts';
import { CookieConsent } from './ui/consent/cookie-consent.tsx';

// Babylon arrives after first paint, in its own chunk; the DOM screens never wait for it.
const Stage = lazy(() => import('./scenes/stage.tsx'));
const DebugPanel = lazy(() => import('./debug/debug-panel.tsx'));

/**
 * The screen for the site's state. Screens other than home and the error pages are route chunks (see
 * routing/route-chunks.ts); every screen renders inside the boundary that turns its failure into the error page.
 */
function Screen() {
  const actor = useSiteActor();
  const view = useSite((s) => {
    if (s.matches('loader')) return 'loader';
    if (s.matches('game')) return 'game';
    return String(s.value);
  });
  const route = useSite((s) => s.context.route);
  usePageLoading(route, view === 'loader');
  if (view === 'loader') return null;
  const page = pageKey(route);
  return (
    <ScreenBoundary
      // A new route, or the error page taking over, renders afresh.
      resetKey={`${view}:${page}`}
      onFailure={(failure) => actor.send({ type: 'app.failed', ...failure })}
    >
      <Suspense fallback={null}>
        <ScreenFor view={view} route={route} />
        <PageRendered key={page} page={page} />
      </Suspense>
    </ScreenBoundary>
  );
}

function ScreenFor({ view, route }: { view: string; route: SiteRoute }) {
  switch (view) {
    case 'home':
      return <HomeScreen />;
    case 'world':
      return route.name === 'product' ? <ProductScreen game={route.game} /> : null;
    case 'game':
      return route.name === 'game' ? <GameScreen game={route.game} /> : null;
    case 'finalScore':
      return <MyScoreScreen />;
    case 'share':
      return <ShareScreen />;
    case 'resetPassword':
      return <ResetPasswordScreen />;
    case 'legal':
      return route.name === 'page' ? <LegalScreen page={route.page} locale={route.locale} /> : null;
    case 'validateEmail':
      return <ValidateEmailScreen locale={route.locale} />;
    case 'replay':
      return route.name === 'replay' ? <ReplayScreen uuid={route.uuid} /> : null;
    case 'notFound':
      return <NotFoundScreen />;
    case 'error':
      return <ErrorScreen />;
    default:
      return null;
  }
}

export function App({ debug }: { debug: boolean }) {
  const loading = useSite((s) => s.matches('loader'));
  const onHome = useSite((s) => s.matches('home'));
  // A product page shows its device on the stage beside its text (issue 40).
  const product = useSite((s) =>
    s.matches('world') && s.context.route.name === 'product' ? s.context.route.game : null,
  );
  const state = useSite((s) => JSON.stringify(s.value));
  const progress = useLoadingProgress();
  const { stage } = useAppServices();
  const [stageWanted, setStageWanted] = useState(false);
  useLoaderOverlay(loading);
  useDocumentLocale();
  useUiSounds();

  useEffect(() => {
    // Ask for the 3D chunk only once the page's text is on screen, and start WebGL off the main thread meanwhile.
    let live = true;
    void whenFirstPainted().then(() => {
      if (!live) return;
      void warmUpWebGL();
      setStageWanted(true);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="app" data-state={state}>
      {stageWanted && (
        <StageBoundary
          onFailure={(error) => {
            // Without a stage no world can be built: a run says so instead of waiting for one.
            stage.markUnavailable();
            progress.failed('engine', error);
            progress.failed('assets', error);
            progress.failed('scene', error);
          }}
        >
          <Suspense fallback={null}>
            <Stage loading={loading} showcase={onHome} product={product} progress={progress} />
          </Suspense>
        </StageBoundary>
      )}
      {!loading && <Header />}
      <PageProgress />
      <Screen />
      {!loading && <Overlays />}
      {debug && (
        <Suspense fallback={null}>
          <DebugPanel />
        </Suspense>
      )}
      <CookieConsent />
    </div>
  );
}
