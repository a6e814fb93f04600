/**
 * The page-loading progress after a navigation (spec §2, §9), after Nuxt's loading indicator: a page's loading
 * steps are its route chunk and its page data; each finished step advances the bar by 30 when the page has both,
 * otherwise by 45, never reaching 100 until the page has rendered with every step done; then it shows 100 and
 * hides. The loader has its own bar: this one only follows navigations after it.
 */
export const PAGE_STEP_WITH_BOTH = 30;
export const PAGE_STEP_SINGLE = 45;
/** Below 100 until done, so a full bar always means the page is there. */
export const PAGE_PROGRESS_CAP = 99;
/** How long the full bar stays before it hides. */
export const PAGE_PROGRESS_HIDE_MS = 400;

export type PageStep = 'chunk' | 'data';

export interface PageLoadingSnapshot {
  readonly visible: boolean;
  /** 0..100 */
  readonly percent: number;
}

export interface PageLoading {
  /** A navigation to `key` needs these steps; none: nothing to show. */
  start(key: string, steps: readonly PageStep[]): void;
  /** One of the current page's steps has finished; `forKey` ignores a step of a page the visitor has left. */
  step(step: PageStep, forKey?: string): void;
  /** The page `key` has rendered (its screen committed). */
  rendered(key: string): void;
  /** The page failed (the error page takes over): the bar completes and goes. */
  abort(): void;
  getSnapshot(): PageLoadingSnapshot;
  subscribe(listener: () => void): () => void;
}

export function stepAmount(steps: readonly PageStep[]): number {
  return steps.includes('chunk') && steps.includes('data') ? PAGE_STEP_WITH_BOTH : PAGE_STEP_SINGLE;
}

interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: never): void;
}

const HIDDEN: PageLoadingSnapshot = { visible: false, percent: 0 };

export function createPageLoading(timers: Timers = globalThis): PageLoading {
  let snapshot = HIDDEN;
  let key: string | null = null;
  let pending = new Set<PageStep>();
  let amount = PAGE_STEP_SINGLE;
  let renderedKey: string | null = null;
  let hideTimer: unknown = null;
  const listeners = new Set<() => void>();

  const set = (next: PageLoadingSnapshot) => {
    if (next.visible === snapshot.visible && next.percent === snapshot.percent) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };
  const clearHide = () => {
    if (hideTimer !== null) timers.clearTimeout(hideTimer as never);
    hideTimer = null;
  };
  const finish = () => {
    key = null;
    pending = new Set();
    clearHide();
    set({ visible: true, percent: 100 });
    hideTimer = timers.setTimeout(() => {
      hideTimer = null;
      set(HIDDEN);
    }, PAGE_PROGRESS_HIDE_MS);
  };
  const finishIfDone = () => {
    if (key !== null && pending.size === 0 && renderedKey === key) finish();
  };

  return {
    start(nextKey, steps) {
      if (steps.length === 0) {
        // A page with nothing to load replaces one that was still loading: that load is over.
        if (key !== null) finish();
        return;
      }
      clearHide();
      key = nextKey;
      pending = new Set(steps);
      amount = stepAmount(steps);
      set({ visible: true, percent: 0 });
    },
    step(step, forKey) {
      if (key === null || (forKey !== undefined && forKey !== key) || !pending.delete(step)) return;
      set({ visible: true, percent: Math.min(snapshot.percent + amount, PAGE_PROGRESS_CAP) });
      finishIfDone();
    },
    rendered(nextKey) {
      renderedKey = nextKey;
      finishIfDone();
    },
    abort() {
      if (key !== null) finish();
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The site's one page-loading progress; a screen that loads page data reports `pageLoading.step('data')`. */
export const pageLoading = createPageLoading();
