import { headTagsFor, HEAD_TAG_MARKER, type HeadContext } from '../../api/head-tags.ts';
import type { SiteRoute } from '../../api/site-routes.ts';

/** Keeps the managed head tags equal to what the server would send for `route`. */
export function applyHeadTags(route: SiteRoute, ctx: HeadContext): void {
  for (const old of document.head.querySelectorAll(`[${HEAD_TAG_MARKER}]`)) old.remove();
  for (const { tag, attrs } of headTagsFor(route, ctx)) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs))
      if (value !== undefined) element.setAttribute(name, value);
    element.setAttribute(HEAD_TAG_MARKER, '');
    document.head.append(element);
  }
}
