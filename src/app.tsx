import { lazy, Suspense, useEffect, useState } from 'react';
import { useSite } from './site/site-context.tsx';
import { Header } from './ui/header.tsx';
import { HomeScreen } from './screens/home-screen.tsx';
import { ProductScreen } from './screens/product-screen.tsx';
import { GameScreen } from './screens/game/game-screen.tsx';
import { MyScoreScreen } from './screens/my-score-screen.tsx';
import { ShareScreen } from './screens/share-screen.tsx';
import { ErrorScreen, NotFoundScreen } from './screens/not-found-screen.tsx';
import { useLoaderOverlay } from './boot/use-loader-overlay.ts';
import { useDocumentLocale } from './i18n/use-document-locale.ts';
import { useLoadingProgress } from './boot/loading-context.ts';
import { StageBoundary } from './scenes/stage-boundary.tsx';
import { useAppServices } from './site/app-services.tsx';
import { CookieConsent } from './ui/consent/cookie-consent.tsx';

// Babylon arrives after first paint, in its own chunk; the DOM screens never wait for it.
const Stage = lazy(() => import('./scenes/stage.tsx'));
const DebugPanel = lazy(() => import('./debug/debug-panel.tsx'));
// The form stack (react-hook-form, zod) is only fetched by visitors who follow a reset link.
const ResetPasswordScreen = lazy(() =>
  import('./screens/reset-password-screen.tsx').then((m) => ({ default: m.ResetPasswordScreen })),
);

function Screen() {
  const view = useSite((s) => {
    if (s.matches('loader')) return 'loader';
    if (s.matches('game')) return 'game';
    return String(s.value);
  });
  const route = useSite((s) => s.context.route);
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
      return (
        <Suspense fallback={null}>
          <ResetPasswordScreen />
        </Suspense>
      );
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
  const state = useSite((s) => JSON.stringify(s.value));
  const progress = useLoadingProgress();
  const { stage } = useAppServices();
  const [stageWanted, setStageWanted] = useState(false);
  useLoaderOverlay(loading);
  useDocumentLocale();

  useEffect(() => {
    // Ask for the 3D chunk only once the page has painted.
    const id = requestAnimationFrame(() => setTimeout(() => setStageWanted(true), 0));
    return () => cancelAnimationFrame(id);
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
            <Stage loading={loading} showcase={onHome} progress={progress} />
          </Suspense>
        </StageBoundary>
      )}
      {!loading && <Header />}
      <Screen />
      {debug && (
        <Suspense fallback={null}>
          <DebugPanel />
        </Suspense>
      )}
      <CookieConsent />
    </div>
  );
}
