import type { Actor } from 'xstate';
import { localeFromAcceptLanguage, localeFromCookieHeader } from '../../api/locales.ts';
import { parseSitePath, sitePath, ROOT_REDIRECT, type SiteRoute } from '../../api/site-routes.ts';
import type { SiteMachine } from '../../machines/site.ts';
import { basePath, stripBase, withBase } from './base-path.ts';

/**
 * The route for the address bar now (the root becomes /en, as the server would redirect). A path without a
 * language (the reset link of an e-mail) takes the stored choice, else the browser's languages, as the server
 * does for the page it sends: a visitor who stored nothing still reads it in their language.
 */
export function routeFromLocation(): SiteRoute {
  const fallback =
    localeFromCookieHeader(document.cookie) ??
    localeFromAcceptLanguage(navigator.languages?.join(',') || navigator.language) ??
    'en';
  const route = parseSitePath(stripBase(location.pathname), fallback);
  if (route) return route;
  history.replaceState(null, '', withBase(ROOT_REDIRECT));
  return parseSitePath(ROOT_REDIRECT)!;
}

export function hrefFor(route: SiteRoute): string {
  return withBase(sitePath(route));
}

/** Spec §2: on navigation to any product route the scroll returns to top after 500 ms. */
export const PRODUCT_SCROLL_RESET_MS = 500;

/**
 * Keeps the address bar and the site machine in step, both ways: back/forward and deep links become
 * `nav.go` events; every change of the machine's route that the address does not show yet is pushed.
 */
export function syncRouter(actor: Actor<SiteMachine>): () => void {
  const base = basePath();
  const onPopState = () => actor.send({ type: 'nav.go', route: routeFromLocation() });
  window.addEventListener('popstate', onPopState);
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  let lastPath = stripBase(location.pathname, base);
  const subscription = actor.subscribe((snapshot) => {
    const route = snapshot.context.route;
    // A not-found address keeps what the visitor typed.
    if (route.name === 'not-found') return;
    const path = sitePath(route);
    if (stripBase(location.pathname, base) !== path) history.pushState(null, '', withBase(path, base));
    if (path === lastPath) return;
    lastPath = path;
    if (route.name === 'product') {
      clearTimeout(scrollTimer);
      scrollTimer = setTimeout(() => window.scrollTo({ top: 0 }), PRODUCT_SCROLL_RESET_MS);
    }
  });
  return () => {
    window.removeEventListener('popstate', onPopState);
    subscription.unsubscribe();
    clearTimeout(scrollTimer);
  };
}
