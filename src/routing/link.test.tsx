// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createActor } from 'xstate';
import { siteMachine } from '../../machines/site.ts';
import type { SiteRoute } from '../../api/site-routes.ts';
import { SiteActorProvider } from '../site/site-context.tsx';
import { IDLE_PREFETCH_TIMEOUT_MS } from './prefetch-policy.ts';

const prefetch = vi.hoisted(() => vi.fn(async () => 'loaded' as const));
vi.mock('./route-chunks.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./route-chunks.ts')>();
  return { ...original, routeChunks: { ...original.routeChunks, prefetch } };
});
const { Link } = await import('./link.tsx');

/** A stand-in IntersectionObserver the test drives: `show(element)` puts it on screen. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed = new Set<Element>();
  readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  static show(element: Element) {
    for (const observer of FakeObserver.instances)
      if (observer.observed.has(element))
        observer.callback(
          [{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        );
  }
}

function mountLink(to: SiteRoute) {
  const site = createActor(siteMachine, { input: { route: { name: 'home', locale: 'en' } } }).start();
  render(
    <SiteActorProvider actor={site}>
      <Link to={to}>go</Link>
    </SiteActorProvider>,
  );
  return screen.getByRole('link', { name: 'go' });
}

const settle = () => act(async () => {});
const product: SiteRoute = { name: 'product', locale: 'en', game: 'mouse' };

describe('link prefetch (spec §7)', () => {
  let connection: { effectiveType?: string; saveData?: boolean } | undefined;
  let onLine: boolean;
  beforeEach(() => {
    vi.useFakeTimers();
    prefetch.mockClear();
    connection = undefined;
    onLine = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
    Object.defineProperty(navigator, 'connection', { configurable: true, get: () => connection });
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('prefetches the route chunk once the link is on screen and the browser idle (timer fallback)', async () => {
    const link = mountLink(product);
    expect(prefetch).not.toHaveBeenCalled();
    act(() => FakeObserver.show(link));
    act(() => vi.advanceTimersByTime(IDLE_PREFETCH_TIMEOUT_MS - 1));
    expect(prefetch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(prefetch).toHaveBeenCalledWith('product');
    await settle();
    expect(link.dataset.prefetch).toBe('loaded');
  });

  it('uses requestIdleCallback with the 2000 ms timeout where there is one', () => {
    const requestIdleCallback = vi.fn((_cb: () => void, _options: { timeout: number }) => 1);
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const link = mountLink(product);
    act(() => FakeObserver.show(link));
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    act(() => requestIdleCallback.mock.calls[0]![0]());
    expect(prefetch).toHaveBeenCalledWith('product');
  });

  it('prefetches at once on hover and on focus', async () => {
    const link = mountLink({ name: 'game', locale: 'en', game: 'keyboard' });
    fireEvent.mouseEnter(link);
    expect(prefetch).toHaveBeenCalledWith('game');
    await settle();
    fireEvent.focus(link);
    // Already loaded: nothing more to ask for.
    expect(prefetch).toHaveBeenCalledOnce();
  });

  it('skips when offline, with data saver, on 2g; and tries again once the network allows', async () => {
    const link = mountLink(product);
    onLine = false;
    fireEvent.mouseEnter(link);
    await settle();
    expect(link.dataset.prefetch).toBe('offline');
    onLine = true;
    connection = { effectiveType: '4g', saveData: true };
    fireEvent.mouseEnter(link);
    await settle();
    expect(link.dataset.prefetch).toBe('save-data');
    connection = { effectiveType: '2g' };
    act(() => FakeObserver.show(link));
    act(() => vi.advanceTimersByTime(IDLE_PREFETCH_TIMEOUT_MS));
    await settle();
    expect(link.dataset.prefetch).toBe('slow-connection');
    expect(prefetch).not.toHaveBeenCalled();
    connection = { effectiveType: '4g' };
    fireEvent.mouseEnter(link);
    await settle();
    expect(prefetch).toHaveBeenCalledOnce();
  });

  it('a link to a page without a chunk (home) asks for nothing', () => {
    const link = mountLink({ name: 'home', locale: 'en' });
    act(() => FakeObserver.show(link));
    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(IDLE_PREFETCH_TIMEOUT_MS));
    expect(prefetch).not.toHaveBeenCalled();
    expect(link.dataset.prefetch).toBeUndefined();
  });

  it('an unmounted link cancels its idle prefetch', () => {
    const link = mountLink(product);
    act(() => FakeObserver.show(link));
    cleanup();
    vi.advanceTimersByTime(IDLE_PREFETCH_TIMEOUT_MS);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
