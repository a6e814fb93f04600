import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Scene, useScene } from 'react-babylonjs';
import { Color3, Color4 } from '@babylonjs/core/Maths/math.color.js';
import { Matrix, Quaternion, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { CreateGround } from '@babylonjs/core/Meshes/Builders/groundBuilder.js';
import type { PBRMaterial } from '@babylonjs/core/Materials/PBR/pbrMaterial.js';
import type { Texture } from '@babylonjs/core/Materials/Textures/texture.js';
import type { AssetContainer, InstantiatedEntries } from '@babylonjs/core/assetContainer.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import '@babylonjs/core/Meshes/thinInstanceMesh.js';
import { releaseRootOnDispose } from '../release-scene-root.ts';
import { SceneGlow } from '../effects/use-glow.ts';
import type { WorldSceneProps } from '../mouse/mouse-world-scene.tsx';
import { useSceneAssets } from '../use-scene-assets.ts';
import {
  KEYBOARD_CAMERA,
  KEYBOARD_GROUND,
  KEYBOARD_PLANTS,
  KEYBOARD_SCENERY,
  KEYBOARD_SCENERY_PERIOD,
} from './keyboard-world-names.ts';

/**
 * The keyboard world's scene (spec §2: "rows of three key tiles, obstacles, lighting"): the static graph of
 * Jungle Board, a strip of leaf-strewn jungle floor under the run with plants on both sides, all fading into a
 * dark green fog, a warm key light with a cool green fill, the glow of the brand's lit edges, and the
 * third-person camera, declared here and disposed with the route. The floor and the plants hang under one
 * scenery node that the view moves by whole periods to stay with the runner. Once its assets are in, the world
 * is handed to the run that claimed it, whose view adds the runner, the key tiles and the obstacles
 * (keyboard-game-view.ts).
 */
export const KEYBOARD_CLEAR_COLOR = new Color4(7 / 255, 22 / 255, 14 / 255, 1);
const FOG_COLOR = new Color3(KEYBOARD_CLEAR_COLOR.r, KEYBOARD_CLEAR_COLOR.g, KEYBOARD_CLEAR_COLOR.b);
const FOG_LINEAR = 3; // Scene.FOGMODE_LINEAR, without the class's statics.
/** From the camera (4.5 behind the runner): rows come out of the fog about 30 units ahead of the runner. */
export const KEYBOARD_FOG_START = 16;
export const KEYBOARD_FOG_END = 38;
/** The floor reaches one period behind the scenery node and four ahead (the runner stays in the first). */
const GROUND_BEHIND = KEYBOARD_SCENERY_PERIOD;
const GROUND_AHEAD = 4 * KEYBOARD_SCENERY_PERIOD;
const GROUND_WIDTH = 40;
/** One leaf-texture tile covers this many units: a whole number of them per period. */
const LEAF_TILE = 2;

export function KeyboardWorldScene({ stage, quality, lowRes, loaders }: WorldSceneProps) {
  // The glow is the spec's bloom: drawn at high quality only, and dropped when the stage steps down.
  const glow = useSyncExternalStore(quality.subscribe, () => quality.glow);
  return (
    <Scene
      clearColor={KEYBOARD_CLEAR_COLOR}
      fogMode={FOG_LINEAR}
      fogStart={KEYBOARD_FOG_START}
      fogEnd={KEYBOARD_FOG_END}
      fogColor={FOG_COLOR}
      ambientColor={new Color3(0.04, 0.08, 0.05)}
      skipPointerMovePicking
      onCreated={releaseRootOnDispose}
    >
      <targetCamera
        name={KEYBOARD_CAMERA}
        position={new Vector3(0, 2.7, -3.5)}
        setTarget={[new Vector3(0, 0.9, 5)]}
        fov={1}
        minZ={0.05}
        maxZ={120}
      />
      <hemisphericLight
        name="keyboard-fill"
        direction={Vector3.Up()}
        intensity={0.7}
        diffuse={new Color3(0.55, 0.85, 0.6)}
        groundColor={new Color3(0.04, 0.1, 0.05)}
      />
      <directionalLight
        name="keyboard-key"
        direction={new Vector3(-0.45, -1, 0.55).normalize()}
        intensity={2.2}
        diffuse={new Color3(1, 0.8, 0.55)}
      />
      <SceneGlow name="keyboard-glow" blurKernelSize={24} intensity={0.6} enabled={glow} />
      <transformNode name={KEYBOARD_SCENERY}>
        <Ground />
      </transformNode>
      <KeyboardWorldAssets stage={stage} lowRes={lowRes} {...(loaders ? { loaders } : {})} />
    </Scene>
  );
}

/** The jungle floor, made with the ground builder alone (as the mouse world's board). */
function Ground() {
  const scene = useScene();
  const ground = useMemo(
    () =>
      scene
        ? CreateGround(KEYBOARD_GROUND, { width: GROUND_WIDTH, height: GROUND_BEHIND + GROUND_AHEAD }, scene)
        : null,
    [scene],
  );
  if (!ground) return null;
  return (
    <mesh
      name={KEYBOARD_GROUND}
      fromInstance={ground}
      disposeInstanceOnUnmount
      position={new Vector3(0, 0, (GROUND_AHEAD - GROUND_BEHIND) / 2)}
    >
      <pbrMaterial
        name={KEYBOARD_GROUND}
        metallic={0}
        roughness={0.95}
        albedoColor={new Color3(0.16, 0.24, 0.16)}
        emissiveColor={new Color3(0.01, 0.03, 0.016)}
      />
    </mesh>
  );
}

/**
 * Where the plants stand in one period of the scenery, on both sides of the run: a near row at the tiles' edge,
 * then larger ones further out, each with its turn and size. Visual only, so any arithmetic goes; seeded, so the
 * jungle is the same on every visit.
 */
export function plantLayout(): { x: number; z: number; turn: number; scale: number }[] {
  let seed = 0x5eed;
  const random = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  const rows = [
    { count: 4, x: [3.7, 5], scale: [0.9, 1.5] },
    { count: 3, x: [5.5, 8], scale: [1.6, 2.5] },
    { count: 3, x: [8.5, 13], scale: [2.8, 4.2] },
  ];
  const out: { x: number; z: number; turn: number; scale: number }[] = [];
  for (const side of [-1, 1])
    for (const row of rows)
      for (let i = 0; i < row.count; i++) {
        const slot = KEYBOARD_SCENERY_PERIOD / row.count;
        out.push({
          x: side * (row.x[0]! + random() * (row.x[1]! - row.x[0]!)),
          z: (i + 0.15 + 0.7 * random()) * slot,
          turn: random() * Math.PI * 2,
          scale: row.scale[0]! + random() * (row.scale[1]! - row.scale[0]!),
        });
      }
  return out;
}

/**
 * The plants as thin instances of the jungle-plant model's meshes (one draw call per mesh however many plants),
 * laid over every period the floor covers, under the scenery node. The model's glTF root turns its handedness
 * by mirroring x, so each instance's x is mirrored back.
 */
function plantJungle(container: AssetContainer, parent: TransformNode) {
  const entries = container.instantiateModelsToScene((n) => `${n}-${KEYBOARD_PLANTS}`, false, {
    doNotInstantiate: true,
  });
  const root = entries.rootNodes[0] as TransformNode;
  root.name = KEYBOARD_PLANTS;
  root.parent = parent;
  const layout = plantLayout();
  const periods = (GROUND_BEHIND + GROUND_AHEAD) / KEYBOARD_SCENERY_PERIOD;
  const count = layout.length * periods;
  const matrices = new Float32Array(16 * count);
  const scaling = new Vector3();
  const rotation = new Quaternion();
  const position = new Vector3();
  const matrix = new Matrix();
  let i = 0;
  for (let p = 0; p < periods; p++)
    for (const plant of layout) {
      scaling.setAll(plant.scale);
      Quaternion.RotationYawPitchRollToRef(plant.turn, 0, 0, rotation);
      position.set(-plant.x, 0, plant.z + p * KEYBOARD_SCENERY_PERIOD - GROUND_BEHIND);
      Matrix.ComposeToRef(scaling, rotation, position, matrix);
      matrix.copyToArray(matrices, 16 * i++);
    }
  for (const mesh of root.getChildMeshes(false)) {
    if (!(mesh instanceof Mesh) || mesh.getTotalVertices() === 0) continue;
    mesh.thinInstanceSetBuffer('matrix', matrices, 16, true);
    mesh.thinInstanceRefreshBoundingInfo(false);
    mesh.isPickable = false;
  }
  return entries;
}

/** Loads the world's assets into its scene, dresses the floor and the jungle with them and hands the world over. */
function KeyboardWorldAssets({ stage, lowRes, loaders }: Omit<WorldSceneProps, 'quality'>) {
  const scene = useScene();
  const assets = useSceneAssets(scene, 'keyboard', { lowRes, ...(loaders ? { loaders } : {}) });
  useEffect(() => {
    if (!scene) return;
    if (assets.status === 'failed') stage.worldFailed('keyboard', assets.error);
    if (assets.status !== 'loaded') return;
    const ground = scene.getMaterialByName(KEYBOARD_GROUND) as PBRMaterial | null;
    const texture = (assets.assets.get('texture/jungle-leaf') as Texture | undefined)?.clone() ?? null;
    if (texture && ground) {
      texture.uScale = GROUND_WIDTH / LEAF_TILE;
      texture.vScale = (GROUND_BEHIND + GROUND_AHEAD) / LEAF_TILE;
      ground.albedoTexture = texture;
    }
    // The materials never change once loaded: frozen, they skip their per-frame checks. Frozen only once the scene
    // is ready: a material frozen before its texture had arrived kept the shader it had without it, and the floor
    // was drawn bare on one run and leaf-strewn on another.
    const frozen = [
      ...['game/runner', 'game/key-tile', 'game/obstacle', 'game/jungle-plant'].flatMap(
        (name) => (assets.assets.get(name) as AssetContainer | undefined)?.materials ?? [],
      ),
      ...(ground ? [ground] : []),
    ];
    let live = true;
    scene.executeWhenReady(() => {
      if (live) for (const material of frozen) material.freeze();
    });
    const scenery = scene.getTransformNodeByName(KEYBOARD_SCENERY);
    const container = assets.assets.get('game/jungle-plant') as AssetContainer | undefined;
    let plants: InstantiatedEntries | null = null;
    if (scenery && container) plants = plantJungle(container, scenery);
    stage.worldReady({ game: 'keyboard', scene, assets: assets.assets });
    return () => {
      live = false;
      plants?.dispose();
      if (ground) {
        ground.unfreeze();
        ground.albedoTexture = null;
      }
      texture?.dispose();
    };
  }, [scene, assets, stage]);
  return null;
}
