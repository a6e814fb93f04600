import type { Scene } from '@babylonjs/core/scene.js';
import type { AssetContainer } from '@babylonjs/core/assetContainer.js';
import type { AbstractMesh } from '@babylonjs/core/Meshes/abstractMesh.js';
import type { Material } from '@babylonjs/core/Materials/material.js';
import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { GameId } from '../../../api/site-routes.ts';
import type { DeviceFrame } from './home-motion.ts';
import { RGB_ZONE } from '../studio-look.ts';

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
  /**
   * Their materials, frozen: nothing about them changes while home is shown, except a device's emissive colour
   * while its highlight moves (`lightUpDevices` thaws them for that time).
   */
  readonly materials: readonly Material[];
  /** The middle of each device's bounding box, from its pivot at rest (the slot's axes). */
  readonly middles: ReadonlyMap<GameId, Vector3>;
  /** Each device's own materials with an emissive colour (but its RGB zones), and that colour as the model has it. */
  readonly glowing: ReadonlyMap<GameId, readonly GlowingMaterial[]>;
  dispose(): void;
}

/** A material that can light up: the glTF loader's PBR materials all have an emissive colour. */
export interface GlowingMaterial {
  readonly material: Material & { emissiveColor: { r: number; g: number; b: number } };
  readonly base: { readonly r: number; readonly g: number; readonly b: number };
}

/**
 * What a device's highlight adds to its emissive colour at full strength: a faint lift towards the brand's cyan,
 * enough to see which device the pointer is on, not enough to read as a different finish.
 */
export const HIGHLIGHT_EMISSIVE = { r: 0.03, g: 0.11, b: 0.14 } as const;

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
  const materialsOf = (root: TransformNode) => [
    ...new Set(root.getChildMeshes(false).flatMap((mesh) => (mesh.material ? [mesh.material] : []))),
  ];
  const meshes = [totem, ...devices.values()].flatMap((root) => root.getChildMeshes(false));
  const materials = [...new Set([totem, ...devices.values()].flatMap(materialsOf))];
  const glowing = new Map<GameId, GlowingMaterial[]>();
  for (const [id, root] of devices)
    glowing.set(
      id,
      materialsOf(root).flatMap((material) => {
        const colour = (material as { emissiveColor?: GlowingMaterial['base'] }).emissiveColor;
        // The RGB zones are the studio rig's: they cycle round the brand's colours, thawed, every frame.
        if (!colour || RGB_ZONE.test(material.name)) return [];
        return [
          {
            material: material as unknown as GlowingMaterial['material'],
            base: { r: colour.r, g: colour.g, b: colour.b },
          },
        ];
      }),
    );
  for (const material of materials) material.freeze();
  const middles = new Map<GameId, Vector3>();
  for (const [id, root] of devices) {
    const pivot = pivots.get(id)!;
    const { min, max } = root.getHierarchyBoundingVectors(true);
    const inverse = pivot.computeWorldMatrix(true).clone().invert();
    middles.set(id, Vector3.TransformCoordinates(min.add(max).scaleInPlace(0.5), inverse));
  }
  return {
    totem,
    devices,
    pivots,
    meshes,
    materials,
    middles,
    glowing,
    dispose() {
      // In reverse: each device before its pivot, the totem (whose slots hold the pivots) last.
      for (const dispose of disposers.slice().reverse()) dispose();
    },
  };
}

/**
 * Where the middle of a device is in the world with its pivot moved by `offset` from its slot (the focused
 * camera's target), or null for a device the showcase does not hold.
 */
export function deviceMiddle(
  models: ShowcaseModels,
  id: GameId,
  offset: { x: number; y: number; z: number },
): Vector3 | null {
  const slot = models.pivots.get(id)?.parent;
  const middle = models.middles.get(id);
  if (!slot || !middle) return null;
  return Vector3.TransformCoordinates(
    new Vector3(offset.x + middle.x, offset.y + middle.y, offset.z + middle.z),
    slot.computeWorldMatrix(true),
  );
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
    pivot.position.set(frame.x, frame.height, frame.z);
    pivot.rotation.y = frame.turn;
    pivot.rotation.x = frame.tilt;
    pivot.scaling.setAll(frame.scale);
    pivot.setEnabled(frame.visible);
  }
}

/**
 * Lights each device as much as its highlight asks. A frozen material does not upload changed colours, so a
 * device's materials thaw while its highlight moves and freeze again the frame after it settles. `lit` holds
 * what was applied last, per device. Runs every frame: allocates nothing.
 */
export function lightUpDevices(
  models: ShowcaseModels,
  frames: ReadonlyMap<GameId, Readonly<DeviceFrame>>,
  ids: readonly GameId[],
  lit: Map<GameId, number>,
): void {
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    const amount = frames.get(id)?.highlight ?? 0;
    const materials = models.glowing.get(id);
    if (!materials) continue;
    const last = lit.get(id) ?? 0;
    if (amount === last) {
      for (let m = 0; m < materials.length; m++)
        if (!materials[m]!.material.isFrozen) materials[m]!.material.freeze();
      continue;
    }
    lit.set(id, amount);
    for (let m = 0; m < materials.length; m++) {
      const { material, base } = materials[m]!;
      if (material.isFrozen) material.unfreeze();
      material.emissiveColor.r = base.r + HIGHLIGHT_EMISSIVE.r * amount;
      material.emissiveColor.g = base.g + HIGHLIGHT_EMISSIVE.g * amount;
      material.emissiveColor.b = base.b + HIGHLIGHT_EMISSIVE.b * amount;
    }
  }
}
