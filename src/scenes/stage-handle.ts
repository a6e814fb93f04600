import type { Scene } from '@babylonjs/core/scene.js';
import type { AssetQueue } from '../engine/asset-queue.ts';

/**
 * The stage's Babylon scene, for the parts of the site that draw into the one canvas without living inside
 * the stage's React tree (a game run). Typed against Babylon but imports none of it at run time, so the DOM
 * screens that read it stay out of the 3D chunk.
 */
type Listener = (scene: Scene | null) => void;

let current: Scene | null = null;
let currentQueue: AssetQueue | null = null;
/** A game takes over the stage: home and the smoke step aside while it is set. */
let claimedBy: string | null = null;
const listeners = new Set<Listener>();
const claimListeners = new Set<(owner: string | null) => void>();

export const stageHandle = {
  get scene(): Scene | null {
    return current;
  },
  /** The stage's one asset queue: every scene's assets go through it, so shared ones load once. */
  get queue(): AssetQueue | null {
    return currentQueue;
  },
  setScene(scene: Scene | null, queue: AssetQueue | null): void {
    current = scene;
    currentQueue = queue;
    for (const listener of listeners) listener(scene);
  },
  /** Calls back with the scene now (if any) and whenever it changes; returns the unsubscribe. */
  watch(listener: Listener): () => void {
    listeners.add(listener);
    listener(current);
    return () => listeners.delete(listener);
  },
  get claimedBy(): string | null {
    return claimedBy;
  },
  claim(owner: string | null): void {
    claimedBy = owner;
    for (const listener of claimListeners) listener(owner);
  },
  watchClaim(listener: (owner: string | null) => void): () => void {
    claimListeners.add(listener);
    listener(claimedBy);
    return () => claimListeners.delete(listener);
  },
};
