import type { SiteRoute } from '../../api/site-routes.ts';
import { createChunkLoader } from './chunk-loader.ts';

/**
 * The route → chunk map: the screens only some visitors reach, each fetched when its route is first shown or
 * prefetched by a link that points to it. The home page (where most visits start) and the not-found and error
 * pages (which must show when a chunk cannot be fetched) stay in the entry chunk.
 */
const ROUTE_CHUNKS = {
  product: () => import('../screens/product-screen.tsx'),
  game: () => import('../screens/game/game-screen.tsx'),
  'my-score': () => import('../screens/my-score-screen.tsx'),
  share: () => import('../screens/share-screen.tsx'),
  // The form stack (react-hook-form, zod) is only fetched by visitors who follow a reset link.
  'reset-password': () => import('../screens/reset-password-screen.tsx'),
  // Long legal texts, and a page only a mailed link opens.
  page: () => import('../screens/legal/legal-screen.tsx'),
  'validate-email': () => import('../screens/validate-email-screen.tsx'),
  // The operators' replay viewer: no visitor ever loads it.
  replay: () => import('../screens/replay/replay-screen.tsx'),
};

type RouteChunkModules = { [N in keyof typeof ROUTE_CHUNKS]: Awaited<ReturnType<(typeof ROUTE_CHUNKS)[N]>> };
export type RouteChunk = keyof RouteChunkModules;

export const routeChunks = createChunkLoader<RouteChunkModules>(ROUTE_CHUNKS);

export function chunkOfRoute(name: SiteRoute['name']): RouteChunk | null {
  return Object.hasOwn(ROUTE_CHUNKS, name) ? (name as RouteChunk) : null;
}

/**
 * Whether a route's screen loads page data before it is complete (it then reports the page-loading `data` step,
 * see page-loading.ts); the others render from the site machine and the bundled content alone.
 */
export const ROUTE_LOADS_DATA: Readonly<Record<SiteRoute['name'], boolean>> = {
  home: false,
  product: false,
  game: false,
  // The comparison with other players (GET game_types/total/estimated_position).
  'my-score': true,
  share: false,
  'reset-password': false,
  page: false,
  'validate-email': false,
  // It loads its run only once the operator has given the token: the screen shows that step itself.
  replay: false,
  'not-found': false,
};
