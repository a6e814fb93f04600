import type { Scene } from '@babylonjs/core/scene.js';
import type { AssetContainer } from '@babylonjs/core/assetContainer.js';
import type { AbstractMesh } from '@babylonjs/core/Meshes/abstractMesh.js';
import type { Material } from '@babylonjs/core/Materials/material.js';
import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { GameId } from '../../../api/site-routes.ts';
import type { DeviceFrame } from './home-motion.ts';

/**
 * The totem and the three devices on their decks, instantiated from the loaded glTF containers: the one place
 * where data (the models' node trees) drives many nodes, so it is imperative. The containers stay in the
 * scene's asset queue; leaving disposes only these instances.
 */
export interface ShowcaseModels {
  /** The totem's glTF root. */
  readonly totem: TransformNode;
  /** Each device's glTF root. */
  readonly devices: ReadonlyMap<GameId, TransformNode>;
  /**
   * A pivot between each deck's slot and its device: the glTF root keeps its own handedness transform, the pivot
   * carries the levitation, the bob and the scroll timeline's pose.
   */
  readonly pivots: ReadonlyMap<GameId, TransformNode>;
  /** Every mesh of the totem and the devices (shadow casters and receivers). */
  readonly meshes: readonly AbstractMesh[];
  /** Their materials, frozen: nothing about them changes while home is shown. */
  readonly materials: readonly Material[];
  dispose(): void;
}

export function instantiateShowcase(
  scene: Scene,
  assets: ReadonlyMap<string, unknown>,
  ids: readonly GameId[],
): ShowcaseModels {
  const container = (name: string) => {
    const value = assets.get(name);
    if (!value || typeof (value as AssetContainer).instantiateModelsToScene !== 'function')
      throw new Error(`the home scene has no model named ${name}`);
    return value as AssetContainer;
  };
  const totemEntries = container('totem').instantiateModelsToScene((n) => n, false);
  const totem = totemEntries.rootNodes[0] as TransformNode;
  const disposers: (() => void)[] = [() => totemEntries.dispose()];
  const devices = new Map<GameId, TransformNode>();
  const pivots = new Map<GameId, TransformNode>();
  const slots = totem.getChildTransformNodes(false);
  try {
    for (const id of ids) {
      const slot = slots.find((n) => n.name === `slot-${id}`);
      if (!slot) throw new Error(`the totem has no slot-${id} node`);
      const pivot = new TransformNode(`pivot-${id}`, scene);
      disposers.push(() => pivot.dispose());
      pivot.parent = slot;
      const entries = container(id).instantiateModelsToScene((n) => n, false);
      disposers.push(() => entries.dispose());
      const root = entries.rootNodes[0] as TransformNode;
      root.parent = pivot;
      devices.set(id, root);
      pivots.set(id, pivot);
    }
  } catch (error) {
    for (const dispose of disposers.reverse()) dispose();
    throw error;
  }
  const meshes = [totem, ...devices.values()].flatMap((root) => root.getChildMeshes(false));
  const materials = [...new Set(meshes.flatMap((mesh) => (mesh.material ? [mesh.material] : [])))];
  for (const material of materials) material.freeze();
  return {
    totem,
    devices,
    pivots,
    meshes,
    materials,
    dispose() {
      // In reverse: each device before its pivot, the totem (whose slots hold the pivots) last.
      for (const dispose of disposers.slice().reverse()) dispose();
    },
  };
}

/** Poses the pivots for this frame. Runs every frame: allocates nothing. */
export function poseDevices(
  models: ShowcaseModels,
  frames: ReadonlyMap<GameId, Readonly<DeviceFrame>>,
  ids: readonly GameId[],
): void {
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    const pivot = models.pivots.get(id);
    const frame = frames.get(id);
    if (!pivot || !frame) continue;
    pivot.position.y = frame.height;
    pivot.rotation.y = frame.turn;
    pivot.rotation.x = frame.tilt;
    pivot.scaling.setAll(frame.scale);
    pivot.setEnabled(frame.visible);
  }
}
