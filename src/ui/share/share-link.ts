import { isPublicSlug } from '../../../api/site-routes.ts';
import type { LocaleCode } from '../../../api/locales.ts';
import { hrefFor } from '../../routing/router.ts';

/**
 * The address a score is shared as: the player's share page when they have a public slug, else the site's home,
 * in the page's language. Built on the page's configured base (document.baseURI, from the <base> the server
 * writes), never on anything a request said about the host.
 */
export function shareLink(locale: LocaleCode, slug: string | null): string {
  const route = isPublicSlug(slug)
    ? ({ name: 'share', locale, slug } as const)
    : ({ name: 'home', locale } as const);
  return new URL(hrefFor(route), document.baseURI).toString();
}
