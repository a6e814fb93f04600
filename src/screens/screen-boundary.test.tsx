// @vitest-environment jsdom
import { StrictMode, Suspense, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createActor, type Actor } from 'xstate';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { siteMachine, type SiteMachine } from '../../machines/site.ts';
import type { SiteRoute } from '../../api/site-routes.ts';
import { SiteActorProvider, useSite, useSiteActor } from '../site/site-context.tsx';
import { ScreenBoundary } from './screen-boundary.tsx';
import { ErrorScreen, NotFoundScreen } from './not-found-screen.tsx';
import { retryableLazy } from './route-screens.tsx';

/**
 * The boundary as app.tsx's Screen uses it: reset by the site's state and route, reporting to the site machine,
 * whose error state shows the error page.
 */
function Harness({ screen: Screen, reload }: { screen: () => ReactNode; reload?: () => boolean }) {
  const actor = useSiteActor();
  const view = useSite((s) => (s.matches('game') ? 'game' : String(s.value)));
  const route = useSite((s) => s.context.route);
  return (
    <ScreenBoundary
      resetKey={`${view}:${JSON.stringify(route)}`}
      onFailure={(failure) => actor.send({ type: 'app.failed', ...failure })}
      reload={reload}
    >
      <Suspense fallback={<p>loading</p>}>
        {view === 'error' ? <ErrorScreen /> : view === 'notFound' ? <NotFoundScreen /> : <Screen />}
      </Suspense>
    </ScreenBoundary>
  );
}

function mount(
  screenComponent: () => ReactNode,
  options: { reload?: () => boolean; route?: SiteRoute } = {},
) {
  const site: Actor<SiteMachine> = createActor(siteMachine, {
    input: { route: options.route ?? { name: 'my-score', locale: 'en' } },
  }).start();
  site.send({ type: 'loader.done' });
  render(
    <StrictMode>
      <SiteActorProvider actor={site}>
        <I18nProvider i18n={i18n}>
          <Harness screen={screenComponent} reload={options.reload} />
        </I18nProvider>
      </SiteActorProvider>
    </StrictMode>,
  );
  return site;
}

describe('the screen boundary and the error page', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  const swallow = (event: ErrorEvent) => event.preventDefault();
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    window.removeEventListener('error', swallow);
  });
  // React (development build) logs every error a boundary catches and replays it as a window error event, which
  // jsdom would print: these are the ones the tests provoke.
  const quietReact = () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.addEventListener('error', swallow);
  };

  it('a screen that throws becomes the error page: status 500, a human message, the technical one folded away', () => {
    quietReact();
    let broken = true;
    const site = mount(() => {
      if (broken) throw new Error('Cannot read properties of undefined (reading "score")');
      return <p>the score page</p>;
    });
    expect(site.getSnapshot().value).toBe('error');
    expect(site.getSnapshot().context.error).toEqual({
      status: 500,
      message: 'Cannot read properties of undefined (reading "score")',
    });
    const page = document.querySelector('[data-screen="error"]')!;
    expect(page.getAttribute('data-status')).toBe('500');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByText('This page could not be shown. Please try again in a moment.')).toBeTruthy();
    const details = page.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.textContent).toContain('reading "score"');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en');

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(site.getSnapshot().value).toBe('finalScore');
    expect(screen.getByText('the score page')).toBeTruthy();
  });

  it('the way home leaves the error page', () => {
    quietReact();
    const site = mount(function BrokenScorePage() {
      const route = useSite((s) => s.context.route.name);
      if (route === 'my-score') throw new Error('boom');
      return <p>home</p>;
    });
    fireEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(site.getSnapshot().value).toBe('home');
    expect(site.getSnapshot().context.error).toBeNull();
    expect(screen.getByText('home')).toBeTruthy();
  });

  it('an error that carries an HTTP status keeps it', () => {
    quietReact();
    const site = mount(() => {
      throw Object.assign(new Error('Service Unavailable'), { status: 503 });
    });
    expect(site.getSnapshot().context.error?.status).toBe(503);
    expect(document.querySelector('.error-status')?.textContent).toBe('503');
  });

  it('a vanished route chunk reloads the page instead, when the guard allows', async () => {
    quietReact();
    const reload = vi.fn(() => true);
    const Screen = retryableLazy<object>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/game-screen-x.js')),
    );
    const site = mount(() => <Screen />, { reload });
    await act(async () => {});
    expect(reload).toHaveBeenCalledOnce();
    expect(site.getSnapshot().value).toBe('finalScore');
    expect(document.querySelector('[data-screen="error"]')).toBeNull();
  });

  it('within the guard window a vanished chunk shows the error page, and "Try again" fetches it again', async () => {
    quietReact();
    const load = vi
      .fn<() => Promise<() => ReactNode>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))
      .mockResolvedValue(() => <p>loaded at last</p>);
    const Screen = retryableLazy<object>(load);
    const site = mount(() => <Screen />, { reload: () => false });
    await act(async () => {});
    expect(site.getSnapshot().value).toBe('error');
    expect(site.getSnapshot().context.error?.message).toMatch(/dynamically imported module/);
    // React renders a failed tree once more before the boundary: that must not start a second fetch.
    expect(load).toHaveBeenCalledOnce();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByText('loaded at last')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a rejected route import that is not a chunk error shows the error page without reloading', async () => {
    quietReact();
    const reload = vi.fn(() => true);
    const Screen = retryableLazy<object>(() => Promise.reject(new SyntaxError('Unexpected token in module')));
    const site = mount(() => <Screen />, { reload });
    await act(async () => {});
    expect(reload).not.toHaveBeenCalled();
    expect(site.getSnapshot().context.error).toEqual({ status: 500, message: 'Unexpected token in module' });
  });

  it('a route change resets the boundary', () => {
    quietReact();
    const site = mount(() => {
      throw new Error('only on this page');
    });
    expect(site.getSnapshot().value).toBe('error');
    act(() => site.send({ type: 'nav.go', route: { name: 'not-found', locale: 'en' } }));
    expect(document.querySelector('[data-screen="not-found"]')).not.toBeNull();
  });
});

describe('the not-found page', () => {
  afterEach(cleanup);

  it('says the page could not be found, in one heading that takes focus, with a link home', () => {
    i18n.load('en', {});
    i18n.activate('en');
    const site = mount(() => null, { route: { name: 'not-found', locale: 'ar' } });
    expect(site.getSnapshot().value).toBe('notFound');
    const headings = screen.getAllByRole('heading');
    expect(headings).toHaveLength(1);
    expect(headings[0]!.textContent).toBe('This page could not be found');
    expect(document.activeElement).toBe(headings[0]);
    const home = screen.getByRole('link', { name: 'Back to home' });
    expect(home.getAttribute('href')).toBe('/ar');
    fireEvent.click(home);
    expect(site.getSnapshot().value).toBe('home');
  });
});
