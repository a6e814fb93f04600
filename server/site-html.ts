import { escapeHtml } from '../api/escape-html.ts';
import {
  headTagsFor,
  renderHeadTags,
  SITE_NAME,
  type HeadContext,
  type SharedHead,
} from '../api/head-tags.ts';
import { localeByCode } from '../api/locales.ts';
import type { SiteRoute } from '../api/site-routes.ts';
import { siteApiAccessTag, type SiteApiAccess } from '../api/site-api-access.ts';
import { siteAnalyticsTag, type SiteAnalytics } from '../api/analytics.ts';
import { siteBootTag, type SiteBoot } from '../api/site-boot.ts';
import { afterFirstPaintHtml } from './first-paint-scripts.ts';
import type { RouteHints } from './preload-hints.ts';

/**
 * Fills the built index.html for one address, so a deep link's HTML (view source, crawlers, link previews)
 * already carries the right language, direction, base path and head tags before any script runs.
 * The template must contain `<html lang="en" dir="ltr">`, the `<!--app-head-->` marker, `</head>` and the app's
 * root `<div id="root"></div>`.
 */
export const HEAD_MARKER = '<!--app-head-->';
const HEAD_END = '</head>';
/** The app's root: what the server paints before the app (the cookie banner) follows it. */
const ROOT = '<div id="root"></div>';
const HTML_OPEN = /<html lang="[^"]*" dir="[^"]*">/;

export function assertTemplate(template: string): void {
  if (
    !template.includes(HEAD_MARKER) ||
    !template.includes(HEAD_END) ||
    !template.includes(ROOT) ||
    !HTML_OPEN.test(template)
  ) {
    throw new Error(
      `index.html must contain ${HEAD_MARKER}, ${HEAD_END}, ${ROOT} and <html lang=".." dir="..">`,
    );
  }
}

/** What one page adds to the template beyond its route's head tags; each part is optional. */
export interface PageParts {
  access?: SiteApiAccess | null;
  analytics?: SiteAnalytics | null;
  /** A share page's result (headTagsFor): found, null for a slug naming nobody, undefined when not looked up. */
  shared?: SharedHead | null;
  /**
   * Preload tags (server/preload-hints.ts), written at the end of <head>: after the entry script and styles the
   * build put there, so the browser asks for those first. Relative URLs resolve against <base href>. The 3D's
   * wait in a <template> for the first paint (server/first-paint-scripts.ts).
   */
  preloads?: RouteHints;
  /** What the first screen needs and the server knows (api/site-boot.ts); omitted by tests of the head alone. */
  boot?: SiteBoot | null;
  /** Markup painted with the first frame, after the app's root (server/consent-banner-html.ts). */
  firstPaint?: string;
}

export function renderSiteHtml(
  template: string,
  route: SiteRoute,
  ctx: HeadContext,
  { access = null, analytics = null, shared, preloads, boot = null, firstPaint = '' }: PageParts = {},
): string {
  const locale = localeByCode(route.locale);
  const head = [
    `<base href="${escapeHtml(ctx.basePath)}">`,
    `<title>${escapeHtml(SITE_NAME)}</title>`,
    renderHeadTags(headTagsFor(route, ctx, shared)),
    ...(access ? [siteApiAccessTag(access)] : []),
    ...(analytics ? [siteAnalyticsTag(analytics)] : []),
    ...(boot ? [siteBootTag(boot)] : []),
  ].join('\n    ');
  const hints = [preloads?.now ?? '', afterFirstPaintHtml(preloads?.afterFirstPaint ?? '')].filter(Boolean);
  // Replacer functions, not strings: in a replacement string `$&` or `$'` (a share's text, a translation) would be
  // read as a pattern.
  return template
    .replace(HTML_OPEN, () => `<html lang="${locale.iso}" dir="${locale.dir}">`)
    .replace(HEAD_MARKER, () => head)
    .replace(HEAD_END, () => (hints.length ? `  ${hints.join('\n    ')}\n  ${HEAD_END}` : HEAD_END))
    .replace(ROOT, () => (firstPaint ? `${ROOT}\n    ${firstPaint}` : ROOT));
}
