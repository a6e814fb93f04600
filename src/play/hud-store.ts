/**
 * What the HUD shows of a running game, published a few times a second by the runtime (never per frame: React
 * renders stay out of the render loop). A tiny external store for useSyncExternalStore.
 */
export interface HudState {
  /** 0 (cool) to 1 (shut down). */
  heat: number;
  score: number;
  /** The game's speed, 0..1. */
  speed: number;
  health: number;
  /** A hit is about to land: the gauge flashes. */
  warning: boolean;
}

export const EMPTY_HUD: HudState = { heat: 0, score: 0, speed: 0, health: 3, warning: false };

export function createHudStore() {
  let state = EMPTY_HUD;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: HudState) {
      if (
        next.heat === state.heat &&
        next.score === state.score &&
        next.speed === state.speed &&
        next.health === state.health &&
        next.warning === state.warning
      )
        return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type HudStore = ReturnType<typeof createHudStore>;
