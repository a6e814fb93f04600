import { LOCALES, localeByCode } from './locales.ts';
import { SITE_DESCRIPTIONS } from './site-descriptions.ts';
import { sitePath, withLocale, type SiteRoute } from './site-routes.ts';
import { escapeHtml } from './escape-html.ts';

/**
 * The per-page head tags (spec §2: alternate-language links, a canonical link, locale meta tags, theme
 * colour). Built as data once, rendered to HTML by the server for deep links and applied to the DOM by the
 * browser on client-side navigation, so both always agree.
 */
export const THEME_COLOR = '#1d1d1b';
export const SITE_NAME = 'Gear Up. Game On';

export type HeadTag =
  | { tag: 'link'; attrs: { rel: 'canonical' | 'alternate'; href: string; hreflang?: string } }
  | { tag: 'meta'; attrs: { name?: string; property?: string; content: string } };

export interface HeadContext {
  /** Scheme and host, no trailing slash, e.g. https://play.example.com */
  origin: string;
  /** Normalised base path, '/' or '/x/' */
  basePath: string;
}

export function absoluteUrl(ctx: HeadContext, path: string): string {
  return ctx.origin + ctx.basePath.replace(/\/$/, '') + path;
}

export function headTagsFor(route: SiteRoute, ctx: HeadContext): HeadTag[] {
  const locale = localeByCode(route.locale);
  const tags: HeadTag[] = [
    { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOR } },
    // In the page's language; a head tag (not index.html's), so a switch of language replaces it too.
    { tag: 'meta', attrs: { name: 'description', content: SITE_DESCRIPTIONS[route.locale] } },
  ];
  if (route.name === 'not-found') {
    tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
    return tags;
  }
  // The operators' replay viewer: nothing for a search engine, no language alternates, no canonical address.
  if (route.name === 'replay') {
    tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex, nofollow' } });
    return tags;
  }
  tags.push({ tag: 'link', attrs: { rel: 'canonical', href: absoluteUrl(ctx, sitePath(route)) } });
  tags.push({ tag: 'meta', attrs: { property: 'og:locale', content: locale.og } });
  tags.push({ tag: 'meta', attrs: { property: 'og:site_name', content: SITE_NAME } });
  tags.push({ tag: 'meta', attrs: { property: 'og:description', content: SITE_DESCRIPTIONS[route.locale] } });
  tags.push({ tag: 'meta', attrs: { property: 'og:url', content: absoluteUrl(ctx, sitePath(route)) } });
  if (route.name === 'reset-password') return tags;
  // The validation page only means something with a mailed token: nothing there for a search engine.
  if (route.name === 'validate-email') {
    tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
    return tags;
  }
  for (const other of LOCALES) {
    if (other.code !== locale.code)
      tags.push({ tag: 'meta', attrs: { property: 'og:locale:alternate', content: other.og } });
  }
  for (const other of LOCALES) {
    tags.push({
      tag: 'link',
      attrs: {
        rel: 'alternate',
        hreflang: other.iso,
        href: absoluteUrl(ctx, sitePath(withLocale(route, other.code))),
      },
    });
  }
  tags.push({
    tag: 'link',
    attrs: {
      rel: 'alternate',
      hreflang: 'x-default',
      href: absoluteUrl(ctx, sitePath(withLocale(route, 'en'))),
    },
  });
  return tags;
}

/** Marks a tag as managed, so the browser can replace exactly these on navigation. */
export const HEAD_TAG_MARKER = 'data-head';

export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map(({ tag, attrs }) => {
      const attributes = Object.entries(attrs)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k}="${escapeHtml(String(v))}"`)
        .join(' ');
      return `<${tag} ${attributes} ${HEAD_TAG_MARKER}>`;
    })
    .join('\n    ');
}
