import type { FrameStats, MouseRuntimeDeps } from './mouse/mouse-runtime.ts';

/**
 * The test build's window.__game (vite --mode e2e): e2e tests read the game's state, stop its clock and step
 * it exactly. Imported only under that mode, so the production bundle does not contain it.
 */
export interface GameTestHook {
  state(): {
    tick: number;
    score: number;
    over: boolean;
    x: number;
    targetPx: number;
    heat: number;
    points: number;
    onPath: boolean;
    speed: number;
    /** Where the lane's centre is under the player now (x), for steering tests. */
    laneX: number | null;
  };
  step(count: number): void;
  freeze(on: boolean): void;
  frameStats(): FrameStats;
}

export const exposeMouseGame: NonNullable<MouseRuntimeDeps['exposeForTests']> = (game, control) => {
  const hook: GameTestHook = {
    state() {
      const v = game.view;
      const under = v.tiles.find((t) => t.z - 0.5 <= 0 && t.z + 0.5 > 0) ?? null;
      return {
        tick: game.tick,
        score: game.score,
        over: game.over,
        x: v.x,
        targetPx: v.targetPx,
        heat: v.heat,
        points: v.points,
        onPath: v.onPath,
        speed: v.speed,
        laneX: under ? under.x : null,
      };
    },
    step: (count) => control.stepNow(count),
    freeze: (on) => control.freeze(on),
    frameStats: () => control.frameStats(),
  };
  (window as unknown as { __game?: GameTestHook }).__game = hook;
  return () => {
    delete (window as unknown as { __game?: GameTestHook }).__game;
  };
};
