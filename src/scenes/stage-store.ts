import type { Scene } from '@babylonjs/core/scene.js';
import type { GameId } from '../../api/site-routes.ts';

/**
 * What a game run and the stage say to each other, without either reaching for the other: the run claims
 * its world, the stage (a React tree with the one engine) builds that world's scene, loads its assets and
 * hands them over; releasing the claim takes the scene down. One store per app, made at the composition root
 * and handed to both sides. Typed against Babylon but imports none of it at run time, so the DOM screens
 * that hold it stay out of the 3D chunk.
 */
export const NO_WEBGL = 'webgl-unavailable';

export interface WorldStage {
  readonly game: GameId;
  readonly scene: Scene;
  /** The world's loaded assets by manifest name. */
  readonly assets: ReadonlyMap<string, unknown>;
}

export interface StageClaim {
  /** Resolves with the world's scene once it is built and its assets are loaded. */
  readonly ready: Promise<WorldStage>;
  /** Gives the stage back (idempotent); a later claim is not affected. */
  release(): void;
}

export function createStageStore() {
  let claim: { id: number; game: GameId; resolve(s: WorldStage): void; reject(e: Error): void } | null = null;
  let nextId = 1;
  let unavailable = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    /** The game whose world is on stage (or being built), for the stage to render. */
    get claimedBy(): GameId | null {
      return claim?.game ?? null;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A run asks for its world. A newer claim replaces an older one, whose promise then never settles. */
    claim(game: GameId): StageClaim {
      const id = nextId++;
      const ready = new Promise<WorldStage>((resolve, reject) => {
        if (unavailable) return reject(new Error(NO_WEBGL));
        claim = { id, game, resolve, reject };
      });
      notify();
      return {
        ready,
        release() {
          if (claim?.id !== id) return;
          claim = null;
          notify();
        },
      };
    },
    /** The stage: the claimed world's scene is built and loaded. */
    worldReady(stage: WorldStage): void {
      if (claim?.game === stage.game) claim.resolve(stage);
    },
    /** The stage: the claimed world could not be built (an asset failed, the engine broke). */
    worldFailed(game: GameId, error: Error): void {
      if (claim?.game === game) claim.reject(error);
    },
    /** The stage: this browser has no WebGL; every claim fails at once with NO_WEBGL. */
    markUnavailable(): void {
      unavailable = true;
      claim?.reject(new Error(NO_WEBGL));
    },
  };
}
export type StageStore = ReturnType<typeof createStageStore>;
