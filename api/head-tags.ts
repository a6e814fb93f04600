import type { BeatLine } from './beat-share.ts';
import { LOCALES, localeByCode } from './locales.ts';
import { shareSentence, SITE_DESCRIPTIONS } from './site-descriptions.ts';
import { sitePath, withLocale, type SiteRoute } from './site-routes.ts';
import { escapeHtml } from './escape-html.ts';
import { SITE_NAME, THEME_COLOR } from './site-name.ts';

/**
 * The per-page head tags (spec §2: alternate-language links, a canonical link, locale meta tags, theme
 * colour). Built as data once, rendered to HTML by the server for deep links and applied to the DOM by the
 * browser on client-side navigation, so both always agree.
 */
export { SITE_NAME, THEME_COLOR };

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

/** The share image's size (server/share): the large card every network shows, 1.91:1. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A shared result, as the server found it for a share page's head (the browser never passes one). */
export interface SharedHead {
  name: string;
  total: number;
  /** The comparison with the other players on the total board (api/beat-share.ts). */
  beat: BeatLine;
  /** Absolute address of the result's image, on the configured origin. */
  imageUrl: string;
}

/**
 * `shared`: on a share page with a slug, the result the server found (its preview tags are added), or null when
 * the slug names nobody (the page is then a 404, kept out of indexes). Left out, the route's usual tags.
 */
export function headTagsFor(route: SiteRoute, ctx: HeadContext, shared?: SharedHead | null): HeadTag[] {
  const locale = localeByCode(route.locale);
  const tags: HeadTag[] = [
    { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOR } },
    // In the page's language; a head tag (not index.html's), so a switch of language replaces it too.
    { tag: 'meta', attrs: { name: 'description', content: SITE_DESCRIPTIONS[route.locale] } },
  ];
  if (route.name === 'not-found' || shared === null) {
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
  if (shared) tags.push(...sharedResultTags(route, shared));
  else
    tags.push({
      tag: 'meta',
      attrs: { property: 'og:description', content: SITE_DESCRIPTIONS[route.locale] },
    });
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

/** A link preview of a shared result: who, the share text in the page's language, and the result's image. */
function sharedResultTags(route: SiteRoute, shared: SharedHead): HeadTag[] {
  const text = shareSentence(route.locale, shared.total, shared.beat);
  const meta = (property: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { property, content },
  });
  return [
    meta('og:type', 'website'),
    meta('og:title', `${shared.name} · ${SITE_NAME}`),
    meta('og:description', text),
    meta('og:image', shared.imageUrl),
    meta('og:image:type', 'image/png'),
    meta('og:image:width', String(SHARE_IMAGE_SIZE.width)),
    meta('og:image:height', String(SHARE_IMAGE_SIZE.height)),
    meta('og:image:alt', `${shared.name}: ${text}`),
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
  ];
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
