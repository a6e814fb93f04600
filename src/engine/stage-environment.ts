/**
 * What the stage's quality control reads of the browser around it (spec §9): the screen's kind, a tester's forced
 * GPU tier, the pixel ratio, and the page being shown again after it was hidden. A page reads its own window; the
 * stage's worker has no window and is told these by its page (src/scenes/offscreen/).
 */
export interface StageEnvironment {
  /** A phone-sized screen (under 768 CSS pixels wide). */
  readonly mobile: boolean;
  /** A coarse pointer: a finger. */
  readonly touch: boolean;
  /** The page's query string (a tester's `?gpu-tier=N`). */
  readonly search: string;
  readonly devicePixelRatio: number;
  /** Calls back each time the page is shown again after being hidden; returns the unsubscribe. */
  onShown(listener: () => void): () => void;
}

/** The plain facts of an environment, as a page sends them to its worker. */
export type EnvironmentFacts = Omit<StageEnvironment, 'onShown'>;

export const MOBILE_QUERY = '(max-width: 767px)';
export const TOUCH_QUERY = '(pointer: coarse)';

export function environmentFacts(win: Window = window): EnvironmentFacts {
  return {
    mobile: win.matchMedia(MOBILE_QUERY).matches,
    touch: win.matchMedia(TOUCH_QUERY).matches,
    search: win.location.search,
    devicePixelRatio: win.devicePixelRatio,
  };
}

export function pageEnvironment(win: Window = window): StageEnvironment {
  return {
    ...environmentFacts(win),
    // Read when asked: zooming the page changes it.
    get devicePixelRatio() {
      return win.devicePixelRatio;
    },
    onShown(listener) {
      const onVisibility = () => {
        if (!win.document.hidden) listener();
      };
      win.document.addEventListener('visibilitychange', onVisibility);
      return () => win.document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}

/** An environment a worker was told of; `shown()` passes on the page's word that it is visible again. */
export function toldEnvironment(facts: EnvironmentFacts): StageEnvironment & {
  update(facts: Partial<EnvironmentFacts>): void;
  shown(): void;
} {
  let current = { ...facts };
  const listeners = new Set<() => void>();
  return {
    get mobile() {
      return current.mobile;
    },
    get touch() {
      return current.touch;
    },
    get search() {
      return current.search;
    },
    get devicePixelRatio() {
      return current.devicePixelRatio;
    },
    onShown(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(next) {
      current = { ...current, ...next };
    },
    shown() {
      for (const listener of [...listeners]) listener();
    },
  };
}
