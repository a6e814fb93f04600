import type { GpuTierResult } from './gpu-tier.ts';
import type { QualitySettings } from './quality.ts';

/**
 * The stage's rendering quality, now: chosen from the GPU tier when the engine starts, lowered by the frame
 * governor when frames run late, switchable from #debug. Scenes read it when they build their effects and
 * follow its changes; the debug panel shows it with the live frame figures. One per app, made at the
 * composition root and handed down (React context outside the 3D tree, props inside it).
 */
export interface FrameFigures {
  fps: number;
  drawCallsPerFrame: number;
}

export interface QualityState {
  settings: QualitySettings | null;
  detection: GpuTierResult | null;
  figures: FrameFigures;
}

export function createQualityStore() {
  let state: QualityState = { settings: null, detection: null, figures: { fps: 0, drawCallsPerFrame: 0 } };
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: (): QualityState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setSettings(settings: QualitySettings, detection: GpuTierResult | null = state.detection): void {
      state = { ...state, settings, detection };
      notify();
    },
    setFigures(figures: FrameFigures): void {
      if (figures.fps === state.figures.fps && figures.drawCallsPerFrame === state.figures.drawCallsPerFrame)
        return;
      state = { ...state, figures };
      notify();
    },
    /** Whether scenes may draw their glow (the spec's bloom, a post-process): high quality only. */
    get glow(): boolean {
      return state.settings?.bloom.enabled ?? false;
    },
    /** Whether the two key lights cast shadows (spec §9: high quality). */
    get shadows(): boolean {
      return state.settings?.shadowMap ?? false;
    },
  };
}
export type QualityStore = ReturnType<typeof createQualityStore>;
