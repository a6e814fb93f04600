import { AFTER_FIRST_PAINT_ID } from '../../api/first-paint-ids.ts';

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

/**
 * The absolute addresses the page's HTML preloads: its links in <head>, and those still waiting for the first
 * paint in their template (server/first-paint-scripts.ts), which the browser will ask for all the same. A
 * template's content has no base address of its own, so its links are resolved against the page's.
 */
function preloadedAddresses(doc: Document): string[] {
  const waiting = doc.getElementById(AFTER_FIRST_PAINT_ID);
  const links = [
    ...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'),
    ...(waiting instanceof HTMLTemplateElement
      ? waiting.content.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')
      : []),
  ];
  return links.map((link) => new URL(link.getAttribute('href') ?? '', doc.baseURI).href);
}

/** The page's facts, to send to a worker. */
export function pageFacts(doc: Document = document): PageFacts {
  return { baseURI: doc.baseURI, preloads: preloadedAddresses(doc) };
}

/** The base address of the page's asset URLs. */
export function pageBase(doc: Document | null = globalThis.document ?? null): string {
  if (doc) return doc.baseURI;
  if (told) return told.baseURI;
  throw new Error('no page: a worker must be told its page (tellPage) before it loads assets');
}

export function pagePreloaded(url: string, doc: Document | null = globalThis.document ?? null): boolean {
  if (doc) return preloadedAddresses(doc).includes(new URL(url, doc.baseURI).href);
  // A worker knows what its page preloaded; outside a page (a scene test in Node) nothing was.
  return told !== null && told.preloads.has(new URL(url, told.baseURI).href);
}
