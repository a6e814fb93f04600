import { lazy, type ComponentType } from 'react';
import { routeChunks } from '../routing/route-chunks.ts';

/**
 * Counts the failures the screen boundary has handled. React.lazy remembers a failed import for good; a route
 * screen whose import failed before the current count starts afresh, so "Try again" on the error page (or coming
 * back to the route) fetches the chunk again. It is not renewed at once on failure: React renders a failed tree
 * once more before it reaches the boundary, and a fresh import there would retry in a loop.
 */
let handledFailures = 0;
export function allowScreenRetry(): void {
  handledFailures += 1;
}

export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let failedAt: number | null = null;
  // A lazy component takes the props of the one it resolves to; TypeScript cannot see that for a generic P.
  const make = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedAt = handledFailures;
          throw error;
        },
      ),
    ) as unknown as ComponentType<P>;
  let current = make();
  function RouteScreen(props: P) {
    if (failedAt !== null && handledFailures > failedAt) {
      failedAt = null;
      current = make();
    }
    const Screen = current;
    return <Screen {...props} />;
  }
  return RouteScreen;
}

export const ProductScreen = retryableLazy(() => routeChunks.load('product').then((m) => m.ProductScreen));
export const GameScreen = retryableLazy(() => routeChunks.load('game').then((m) => m.GameScreen));
export const MyScoreScreen = retryableLazy(() => routeChunks.load('my-score').then((m) => m.MyScoreScreen));
export const ShareScreen = retryableLazy(() => routeChunks.load('share').then((m) => m.ShareScreen));
export const ResetPasswordScreen = retryableLazy(() =>
  routeChunks.load('reset-password').then((m) => m.ResetPasswordScreen),
);
export const LegalScreen = retryableLazy(() => routeChunks.load('page').then((m) => m.LegalScreen));
export const ReplayScreen = retryableLazy(() => routeChunks.load('replay').then((m) => m.ReplayScreen));
export const ValidateEmailScreen = retryableLazy(() =>
  routeChunks.load('validate-email').then((m) => m.ValidateEmailScreen),
);
