/**
 * The loader's progress: each part of the first load has a weight, and the bar shows the sum of the parts
 * that have finished. A part may also fail (no WebGL): it then counts as done, since the site works without it.
 */
export const LOAD_PARTS = { app: 0.2, catalog: 0.3, engine: 0.3, scene: 0.2 } as const;
export type LoadPart = keyof typeof LOAD_PARTS;

export interface LoadingProgress {
  done(part: LoadPart): void;
  failed(part: LoadPart, reason: unknown): void;
  readonly fraction: number;
  onComplete(listener: () => void): void;
}

export function createLoadingProgress(render: (fraction: number) => void): LoadingProgress {
  const finished = new Set<LoadPart>();
  const listeners: Array<() => void> = [];
  let fraction = 0;
  const update = (part: LoadPart) => {
    if (finished.has(part)) return;
    finished.add(part);
    fraction = [...finished].reduce((sum, p) => sum + LOAD_PARTS[p], 0);
    render(fraction);
    if (finished.size === Object.keys(LOAD_PARTS).length)
      for (const listener of listeners.splice(0)) listener();
  };
  return {
    done: update,
    failed(part, reason) {
      console.warn(`loading: ${part} unavailable, going on without it:`, reason);
      update(part);
    },
    get fraction() {
      return fraction;
    },
    onComplete(listener) {
      if (finished.size === Object.keys(LOAD_PARTS).length) listener();
      else listeners.push(listener);
    },
  };
}

/** Draws progress on the HTML loader that painted before any script. */
export function renderLoaderBar(fraction: number): void {
  const loader = document.getElementById('loader');
  if (!loader) return;
  const percent = Math.round(fraction * 100);
  loader.setAttribute('aria-valuenow', String(percent));
  loader.style.setProperty('--progress', String(fraction));
}
