/**
 * The loader's progress: each part of the first load has a weight, and the bar shows the weighted sum of how
 * far each part has come. The home scene's assets report as they arrive, the other parts when they finish. A
 * part may also fail (no WebGL): it then counts as done, since the site works without it.
 */
export const LOAD_PARTS = { app: 0.1, catalog: 0.2, engine: 0.25, assets: 0.35, scene: 0.1 } as const;
export type LoadPart = keyof typeof LOAD_PARTS;

export interface LoadingProgress {
  done(part: LoadPart): void;
  /** Part-way: `fraction` of this part has arrived (0..1); it never moves the bar backwards. */
  advance(part: LoadPart, fraction: number): void;
  failed(part: LoadPart, reason: unknown): void;
  readonly fraction: number;
  onComplete(listener: () => void): void;
}

export function createLoadingProgress(render: (fraction: number) => void): LoadingProgress {
  const reached = new Map<LoadPart, number>();
  const finished = new Set<LoadPart>();
  const listeners: Array<() => void> = [];
  const allFinished = () => finished.size === Object.keys(LOAD_PARTS).length;
  let fraction = 0;
  const set = (part: LoadPart, value: number) => {
    if (finished.has(part)) return;
    const clamped = Math.min(1, Math.max(reached.get(part) ?? 0, value));
    if (clamped === 1) finished.add(part);
    else if (clamped === reached.get(part)) return;
    reached.set(part, clamped);
    const sum = [...reached].reduce((s, [p, f]) => s + LOAD_PARTS[p] * f, 0);
    // Float sums of the weights land a hair off 1; the bar and its aria value must read exactly 100.
    fraction = allFinished() ? 1 : Math.min(sum, 0.999);
    render(fraction);
    if (allFinished()) for (const listener of listeners.splice(0)) listener();
  };
  return {
    done: (part) => set(part, 1),
    advance: (part, f) => set(part, Number.isFinite(f) ? f : 0),
    failed(part, reason) {
      console.warn(`loading: ${part} unavailable, going on without it:`, reason);
      set(part, 1);
    },
    get fraction() {
      return fraction;
    },
    onComplete(listener) {
      if (allFinished()) listener();
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
