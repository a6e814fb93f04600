import { useEffect } from 'react';
import type { SiteRoute } from '../../api/site-routes.ts';
import { pageLoading, type PageLoading, type PageStep } from './page-loading.ts';
import { chunkOfRoute, ROUTE_LOADS_DATA, routeChunks } from './route-chunks.ts';

/** The key of a page for the progress bar and the screen boundary: the route with its parameters. */
export function pageKey(route: SiteRoute): string {
  return JSON.stringify(route);
}

/**
 * Follows the site's route: while the loader shows, the first screen's chunk is fetched beside the 3D stage;
 * after it, each page that still has to load its chunk (or data) runs the page-loading bar.
 */
export function usePageLoading(route: SiteRoute, loaderShowing: boolean, loading: PageLoading = pageLoading) {
  const key = pageKey(route);
  useEffect(() => {
    const current = JSON.parse(key) as SiteRoute;
    const chunk = chunkOfRoute(current.name);
    if (loaderShowing) {
      // Failures surface when the screen renders (and its boundary decides); this is only a head start.
      if (chunk) routeChunks.load(chunk).catch(() => {});
      return;
    }
    const steps: PageStep[] = [];
    if (chunk && !routeChunks.isLoaded(chunk)) steps.push('chunk');
    if (ROUTE_LOADS_DATA[current.name]) steps.push('data');
    loading.start(key, steps);
    if (chunk && steps.includes('chunk'))
      routeChunks.load(chunk).then(
        () => loading.step('chunk', key),
        () => loading.abort(),
      );
  }, [key, loaderShowing, loading]);
}

/** Rendered after a page's screen inside its Suspense boundary: it commits once the screen has. */
export function PageRendered({ page, loading = pageLoading }: { page: string; loading?: PageLoading }) {
  useEffect(() => loading.rendered(page), [page, loading]);
  return null;
}
