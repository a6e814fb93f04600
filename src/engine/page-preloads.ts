/**
 * Whether the page's HTML asked the browser to preload a file: server/preload-hints.ts writes those links for
 * the route's first visit, relative to the page's base address.
 */
export function pagePreloaded(url: string, doc: Document | undefined = globalThis.document): boolean {
  // Outside a page (a scene test in Node) nothing was preloaded.
  if (!doc) return false;
  const wanted = new URL(url, doc.baseURI).href;
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'))
    if (link.href === wanted) return true;
  return false;
}
