/**
 * What the product scene reads of the product page and writes back to it, through the page's DOM: the screen
 * (src/screens/product-screen.tsx) marks its model slot, its claims and its pointer with data attributes, and
 * needs no import of the scene's code (the scene is a lazy chunk the screen must not wait for).
 *
 * Written back, for the page's CSS and for tests and tools, on the screen's root:
 * - `data-product-model="ready"` once the device is drawn;
 * - `data-product-step` (0 on the hero, 1–3 the claim in view), `data-product-angle` (the device's turn, whole
 *   degrees), `data-product-part` (the part the claim in view speaks of);
 * - `data-product-point` ("x y", CSS pixels in the window) where the pointer ends on that part, and
 *   `data-product-part-box` ("left top right bottom") the part's projected bounds;
 * - `data-product-settled` while the device holds the story's pose (the scene has stopped drawing).
 * The pointer itself is the SVG marked `data-product-leader`: a line from the claim in view to its part.
 */
export const PRODUCT_SELECTORS = {
  root: '[data-screen="product"]',
  slot: '[data-product-slot]',
  claim: '[data-product-claim]',
  leader: '[data-product-leader]',
} as const;

/** Phones: the device above the text (the page's CSS breakpoint for the product layout). */
const PHONE_MEDIA = '(max-width: 47.99rem)';

/** A rectangle in the window, in CSS pixels (a plain object: it crosses to the stage's worker). */
export interface PageRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

export interface ProductLayout {
  /** The window's size, in CSS pixels: the canvas covers it. */
  width: number;
  height: number;
  slot: PageRect | null;
  /** The claims' vertical middles in the window, in order. */
  claimMiddles: number[];
  /** The line a claim's middle crosses to come into view: mid-window, or lower on phones under the device. */
  focusY: number;
  /** How far before the first claim the story starts to move. */
  lead: number;
}

export interface ProductState {
  ready: boolean;
  rtl: boolean;
  step: number;
  angle: number;
  part: string | null;
  point: { x: number; y: number } | null;
  box: { left: number; top: number; right: number; bottom: number } | null;
}

export interface ProductPage {
  root: HTMLElement;
  read(): ProductLayout;
  write(state: ProductState): void;
  clear(): void;
}

export function findProductPage(doc: Document): ProductPage | null {
  const root = doc.querySelector<HTMLElement>(PRODUCT_SELECTORS.root);
  if (!root) return null;
  const slot = root.querySelector<HTMLElement>(PRODUCT_SELECTORS.slot);
  const claims = [...root.querySelectorAll<HTMLElement>(PRODUCT_SELECTORS.claim)];
  const leader = root.querySelector<SVGSVGElement>(PRODUCT_SELECTORS.leader);
  const line = leader?.querySelector('line') ?? null;
  const dot = leader?.querySelector('circle') ?? null;
  const view = doc.defaultView ?? window;
  let cached: { at: number; layout: ProductLayout } | null = null;

  return {
    root,
    read() {
      // The scene asks twice a frame (before and after drawing): one layout read serves both.
      const now = view.performance.now();
      if (cached && now - cached.at < 4) return cached.layout;
      const height = view.innerHeight;
      const phone = view.matchMedia(PHONE_MEDIA).matches;
      const layout: ProductLayout = {
        width: view.innerWidth,
        height,
        slot: slot ? plainRect(slot.getBoundingClientRect()) : null,
        claimMiddles: claims.map((claim) => {
          const rect = claim.getBoundingClientRect();
          return rect.top + rect.height / 2;
        }),
        focusY: height * (phone ? 0.72 : 0.55),
        lead: height * 0.45,
      };
      cached = { at: now, layout };
      return layout;
    },
    write(state) {
      root.dataset.productModel = 'ready';
      root.dataset.productStep = String(state.step);
      root.dataset.productAngle = String(state.angle);
      if (state.part) root.dataset.productPart = state.part;
      else delete root.dataset.productPart;
      const claim = state.step > 0 ? claims[state.step - 1] : undefined;
      if (state.point && state.box && claim) {
        root.dataset.productPoint = `${round(state.point.x)} ${round(state.point.y)}`;
        root.dataset.productPartBox = [state.box.left, state.box.top, state.box.right, state.box.bottom]
          .map(round)
          .join(' ');
        const from = pointerStart(
          claim.getBoundingClientRect(),
          state.point,
          state.rtl,
          view.matchMedia(PHONE_MEDIA).matches,
        );
        line?.setAttribute('x1', String(round(from.x)));
        line?.setAttribute('y1', String(round(from.y)));
        line?.setAttribute('x2', String(round(state.point.x)));
        line?.setAttribute('y2', String(round(state.point.y)));
        dot?.setAttribute('cx', String(round(state.point.x)));
        dot?.setAttribute('cy', String(round(state.point.y)));
        leader?.setAttribute('data-visible', '');
      } else {
        delete root.dataset.productPoint;
        delete root.dataset.productPartBox;
        leader?.removeAttribute('data-visible');
      }
    },
    clear() {
      for (const key of [
        'productSettled',
        'productModel',
        'productStep',
        'productAngle',
        'productPart',
        'productPoint',
        'productPartBox',
      ])
        delete root.dataset[key];
      leader?.removeAttribute('data-visible');
    },
  };
}

const plainRect = ({ left, top, right, bottom, width, height }: DOMRect): PageRect => ({
  left,
  top,
  right,
  bottom,
  width,
  height,
});

/**
 * The product page as the scene sees it, wherever the scene runs: on the page's own engine it is the page itself
 * (`pageProductHost`); in the stage's worker, messages to and from the page (offscreen/product-bridge.ts).
 */
export interface ProductHost {
  /** The page's layout now, or null while no product screen is shown. */
  read(): ProductLayout | null;
  write(state: ProductState): void;
  /** The device holds the story's pose and the scene has stopped drawing (or has started again). */
  settled(on: boolean): void;
  clear(): void;
  /** The device's files or its scene could not be made: the page keeps its picture. */
  failed(): void;
  /** Calls back whenever the page may have moved: a scroll, a resize, a late layout (its chunk, its fonts). */
  onChange(listener: () => void): () => void;
}

/** How often the page is looked at again without a scroll or resize: it may lay itself out after the scene starts. */
const RECHECK_MS = 1000;

/** The product page of this document, found again whenever the screen is mounted anew. */
export function pageProductHost(doc: Document): ProductHost {
  const view = doc.defaultView ?? window;
  let page: ProductPage | null = null;
  const current = () => (page = page?.root.isConnected ? page : findProductPage(doc));
  return {
    read: () => current()?.read() ?? null,
    write: (state) => current()?.write(state),
    settled(on) {
      const root = current()?.root;
      if (on) root?.setAttribute('data-product-settled', '');
      else root?.removeAttribute('data-product-settled');
    },
    clear: () => page?.clear(),
    failed: () => current()?.root.setAttribute('data-product-model', 'failed'),
    onChange(listener) {
      view.addEventListener('scroll', listener, { passive: true });
      view.addEventListener('resize', listener, { passive: true });
      const recheck = view.setInterval(listener, RECHECK_MS);
      return () => {
        view.clearInterval(recheck);
        view.removeEventListener('scroll', listener);
        view.removeEventListener('resize', listener);
      };
    },
  };
}

/**
 * Where the pointer leaves its claim: the claim's edge toward the device (its inline end: right, or left in
 * Arabic), a little under its top, beside the title; on phones, where the device is above the text, the middle
 * of its top edge.
 */
export function pointerStart(
  claim: { left: number; right: number; top: number; width: number; height: number },
  _point: { x: number; y: number },
  rtl: boolean,
  phone: boolean,
): { x: number; y: number } {
  if (phone) return { x: claim.left + claim.width / 2, y: claim.top };
  return { x: rtl ? claim.left : claim.right, y: claim.top + Math.min(claim.height / 2, 44) };
}

const round = (n: number) => Math.round(n * 10) / 10;
