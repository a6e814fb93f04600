/**
 * What the 3D code knows of the page it draws for: the base address asset URLs are relative to, and whether the
 * page's HTML asked the browser to preload a file (server/preload-hints.ts writes those links for the route's
 * first visit, relative to the page's base address). A page reads its own document; the stage's worker has none
 * and is told both when it starts (src/scenes/offscreen/stage-worker.tsx).
 */
export interface PageFacts {
  readonly baseURI: string;
  /** Absolute addresses of the files the HTML preloads. */
  readonly preloads: readonly string[];
}

let told: { baseURI: string; preloads: ReadonlySet<string> } | null = null;

/** In a worker: the facts its page sent. */
export function tellPage(facts: PageFacts): void {
  told = { baseURI: facts.baseURI, preloads: new Set(facts.preloads) };
}

/** The page's facts, to send to a worker. */
export function pageFacts(doc: Document = document): PageFacts {
  return {
    baseURI: doc.baseURI,
    preloads: [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href),
  };
}

/** The base address of the page's asset URLs. */
export function pageBase(doc: Document | null = globalThis.document ?? null): string {
  if (doc) return doc.baseURI;
  if (told) return told.baseURI;
  throw new Error('no page: a worker must be told its page (tellPage) before it loads assets');
}

export function pagePreloaded(url: string, doc: Document | null = globalThis.document ?? null): boolean {
  if (doc) {
    const wanted = new URL(url, doc.baseURI).href;
    for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'))
      if (link.href === wanted) return true;
    return false;
  }
  // A worker knows what its page preloaded; outside a page (a scene test in Node) nothing was.
  return told !== null && told.preloads.has(new URL(url, told.baseURI).href);
}
