import type { FrameStats, RuntimeTestControl } from '../engine/game-runtime.ts';

/**
 * The test build's window.__game (vite --mode e2e): e2e tests read the game's state, stop its clock and step
 * it exactly; once the run has ended, window.__gameEnded holds its last state. Imported only under that mode, so
 * the production bundle does not contain it.
 */
export interface GameTestHook {
  /** The running game's state as its adapter reports it (tick, score, over, …). */
  state(): Record<string, unknown>;
  step(count: number): void;
  freeze(on: boolean): void;
  frameStats(): FrameStats;
  /** Every mesh, material and texture of the world is ready to draw: a screenshot waits for it. */
  sceneReady(): boolean;
}

export function exposeGame(control: RuntimeTestControl): () => void {
  const hook: GameTestHook = {
    state: () => control.state(),
    step: (count) => control.stepNow(count),
    freeze: (on) => control.freeze(on),
    frameStats: () => control.frameStats(),
    sceneReady: () => control.sceneReady(),
  };
  const w = window as unknown as { __game?: GameTestHook; __gameEnded?: Record<string, unknown> };
  w.__game = hook;
  delete w.__gameEnded;
  return () => {
    if (w.__game !== hook) return;
    // The run's last state stays readable after it ends (a test may read it a moment too late).
    w.__gameEnded = hook.state();
    delete w.__game;
  };
}
