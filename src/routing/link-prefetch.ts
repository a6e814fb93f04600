import { useCallback, useEffect, useRef } from 'react';
import type { SiteRoute } from '../../api/site-routes.ts';
import { prefetchBlock, whenIdle, type NetworkHints, type PrefetchBlock } from './prefetch-policy.ts';
import { chunkOfRoute, routeChunks } from './route-chunks.ts';
import type { PrefetchResult } from './chunk-loader.ts';

/**
 * What a link's prefetch came to, written on the link as data-prefetch: e2e tests and anyone debugging the
 * network read why a chunk was (not) fetched.
 */
export type LinkPrefetchState = 'pending' | PrefetchResult | PrefetchBlock;

/** Prefetches the chunk of `route` unless the network policy forbids it now; null when it has no chunk. */
export async function prefetchRoute(
  route: SiteRoute,
  hints: NetworkHints = navigator as NetworkHints,
): Promise<LinkPrefetchState | null> {
  const chunk = chunkOfRoute(route.name);
  if (!chunk) return null;
  return prefetchBlock(hints) ?? routeChunks.prefetch(chunk);
}

/** One observer for every link on the page; each link asks once, the first time it is on screen. */
let observer: IntersectionObserver | null = null;
const onVisible = new WeakMap<Element, () => void>();
function observeOnce(element: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      onVisible.get(entry.target)?.();
      onVisible.delete(entry.target);
    }
  });
  onVisible.set(element, callback);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    onVisible.delete(element);
  };
}

/**
 * A link's prefetch (spec §7): when it comes into view, once the browser is idle; at once on hover or focus.
 * Returns the ref for the anchor and the handler for pointer enter and focus.
 */
export function useRoutePrefetch(route: SiteRoute) {
  const ref = useRef<HTMLAnchorElement>(null);
  const hasChunk = chunkOfRoute(route.name) !== null;
  const routeRef = useRef(route);
  routeRef.current = route;

  const prefetchNow = useCallback(() => {
    const anchor = ref.current;
    if (!anchor || anchor.dataset.prefetch === 'loaded') return;
    anchor.dataset.prefetch = 'pending';
    void prefetchRoute(routeRef.current).then((state) => {
      if (state) anchor.dataset.prefetch = state;
      else delete anchor.dataset.prefetch;
    });
  }, []);

  useEffect(() => {
    const anchor = ref.current;
    if (!anchor || !hasChunk) return;
    let cancelIdle = () => {};
    const stopObserving = observeOnce(anchor, () => {
      cancelIdle = whenIdle(prefetchNow, window);
    });
    return () => {
      stopObserving();
      cancelIdle();
    };
  }, [hasChunk, route.name, prefetchNow]);

  return { ref, prefetchNow: hasChunk ? prefetchNow : undefined };
}
