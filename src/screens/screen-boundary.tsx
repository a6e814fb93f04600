import { Component, type ReactNode } from 'react';
import { reloadForChunkError } from '../boot/chunk-reload.ts';
import { pageLoading } from '../routing/page-loading.ts';
import { allowScreenRetry } from './route-screens.tsx';
import { handleScreenError, screenFailure, type ScreenFailure } from './screen-failure.ts';

let failureProbe: { throwIfArmed(): void; disarm(): void } | null = null;
if (import.meta.env.MODE === 'e2e')
  failureProbe = (await import('./render-failure-probe.ts')).renderFailureProbe;

/** Throws on request in the test build; renders nothing. */
function FailureProbe() {
  failureProbe?.throwIfArmed();
  return null;
}

interface ScreenBoundaryProps {
  /** Changes with the route and the site state: the boundary then forgets its error and renders the screen. */
  resetKey: string;
  /** Tells the site machine (`app.failed`), which shows the error page. */
  onFailure: (failure: ScreenFailure) => void;
  children: ReactNode;
  /** For tests: how a chunk error reloads (the guarded reload by default). */
  reload?: () => boolean;
}

interface ScreenBoundaryState {
  failed: boolean;
  resetKey: string;
}

/**
 * Every screen renders inside this boundary (spec §8): an error while rendering or loading a screen (a route
 * chunk that failed for another reason than a vanished file) becomes the error page with its status and
 * message; a vanished chunk reloads the page, at most once a minute. React catches render errors only in a
 * class component, hence the class.
 */
export class ScreenBoundary extends Component<ScreenBoundaryProps, ScreenBoundaryState> {
  override state: ScreenBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ScreenBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: ScreenBoundaryProps,
    state: ScreenBoundaryState,
  ): Partial<ScreenBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    failureProbe?.disarm();
    allowScreenRetry();
    pageLoading.abort();
    if (handleScreenError(error, this.props.reload ?? (() => reloadForChunkError())) === 'reload') return;
    this.props.onFailure(screenFailure(error));
  }

  override render(): ReactNode {
    // While failed, nothing: the site machine's error page replaces the screen (a new resetKey), or the page reloads.
    if (this.state.failed) return null;
    return (
      <>
        <FailureProbe />
        {this.props.children}
      </>
    );
  }
}
