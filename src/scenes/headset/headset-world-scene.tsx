import { useEffect, useMemo } from 'react';
import { Scene, useScene } from 'react-babylonjs';
import { releaseRootOnDispose } from '../release-scene-root.ts';
import { Color3, Color4 } from '@babylonjs/core/Maths/math.color.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { CreateGround } from '@babylonjs/core/Meshes/Builders/groundBuilder.js';
import type { PBRMaterial } from '@babylonjs/core/Materials/PBR/pbrMaterial.js';
import type { Texture } from '@babylonjs/core/Materials/Textures/texture.js';
import { headsetRules } from '../../../systems/headset/index.ts';
import type { WorldSceneProps } from '../mouse/mouse-world-scene.tsx';
import { useSceneAssets } from '../use-scene-assets.ts';
import { HEADSET_CAMERA, HEADSET_FLOOR } from './headset-world-names.ts';
import { buildSurroundings } from './headset-surroundings.ts';

/**
 * The headset world's scene (spec §2, §9): the static graph of Headspace, a dark floor of the generated
 * concrete (the rules' 40 × 40, and more of it beyond, so its edge is lost in the fog rather than seen), lines,
 * pylons and a horizon glow that give it depth and direction (headset-surroundings.ts), dim lights and the
 * third-person camera, declared here and disposed with the route. Once its assets are in, the world is handed to the run that claimed it, whose view adds the
 * character, the sources, the idle indicator and the ripple (headset-game-view.ts).
 */
export const HEADSET_CLEAR_COLOR = new Color4(10 / 255, 14 / 255, 26 / 255, 1);
const FOG_COLOR = new Color3(HEADSET_CLEAR_COLOR.r, HEADSET_CLEAR_COLOR.g, HEADSET_CLEAR_COLOR.b);
/** Scene.FOGMODE_EXP2, without the class's statics. */
const FOGMODE_EXP2 = 2;
/** Spec §9: fog 0.5, a level on the home scene's scale (0..1), in world units per level (docs/decisions.md). */
export const HEADSET_FOG_LEVEL = 0.5;
export const HEADSET_FOG_DENSITY_PER_LEVEL = 0.1;
/** The floor as drawn: the rules' 40 × 40 where the character walks, within a wider one that the fog swallows. */
const FLOOR_DRAWN_SIZE = headsetRules.FLOOR_SIZE * 4;
/** The concrete tile repeats every 4 units. */
const FLOOR_TEXTURE_REPEAT = FLOOR_DRAWN_SIZE / 4;
/** The sky above the horizon's glow: the clear colour, so the glow's top meets it without a seam. */
const SKY_COLOR = new Color3(HEADSET_CLEAR_COLOR.r, HEADSET_CLEAR_COLOR.g, HEADSET_CLEAR_COLOR.b);

export function HeadsetWorldScene({ stage, lowRes, loaders }: WorldSceneProps) {
  return (
    <Scene
      clearColor={HEADSET_CLEAR_COLOR}
      fogMode={FOGMODE_EXP2}
      fogDensity={HEADSET_FOG_LEVEL * HEADSET_FOG_DENSITY_PER_LEVEL}
      fogColor={FOG_COLOR}
      ambientColor={new Color3(0.05, 0.06, 0.1)}
      skipPointerMovePicking
      onCreated={releaseRootOnDispose}
    >
      <targetCamera
        name={HEADSET_CAMERA}
        position={new Vector3(0, 2.4, -4.2)}
        setTarget={[new Vector3(0, 1, 1)]}
        fov={1.05}
        minZ={0.05}
        maxZ={200}
      />
      <hemisphericLight
        name="headset-fill"
        direction={Vector3.Up()}
        intensity={0.45}
        groundColor={new Color3(0.08, 0.1, 0.18)}
      />
      <directionalLight
        name="headset-key"
        direction={new Vector3(-0.4, -1, 0.6).normalize()}
        intensity={0.9}
        diffuse={new Color3(0.7, 0.8, 1)}
      />
      <Floor />
      <Surroundings />
      <HeadsetWorldAssets stage={stage} lowRes={lowRes} {...(loaders ? { loaders } : {})} />
    </Scene>
  );
}

/** The floor, made with the ground builder alone (as the mouse world's board). */
function Floor() {
  const scene = useScene();
  const size = FLOOR_DRAWN_SIZE;
  const ground = useMemo(
    () => (scene ? CreateGround(HEADSET_FLOOR, { width: size, height: size }, scene) : null),
    [scene, size],
  );
  if (!ground) return null;
  return (
    <mesh name={HEADSET_FLOOR} fromInstance={ground} disposeInstanceOnUnmount>
      <pbrMaterial
        name={HEADSET_FLOOR}
        metallic={0}
        roughness={0.9}
        albedoColor={new Color3(0.32, 0.35, 0.42)}
      />
    </mesh>
  );
}

/** The floor's lines, the pylons and the horizon: built with the scene, gone with it. */
function Surroundings() {
  const scene = useScene();
  useEffect(() => {
    if (!scene) return;
    const surroundings = buildSurroundings(scene, FOG_COLOR, SKY_COLOR);
    return () => surroundings.dispose();
  }, [scene]);
  return null;
}

/** Loads the world's assets into its scene, lays the floor's texture and hands the world over. */
function HeadsetWorldAssets({ stage, lowRes, loaders }: Omit<WorldSceneProps, 'quality'>) {
  const scene = useScene();
  const assets = useSceneAssets(scene, 'headset', { lowRes, ...(loaders ? { loaders } : {}) });
  useEffect(() => {
    if (!scene) return;
    if (assets.status === 'failed') stage.worldFailed('headset', assets.error);
    if (assets.status !== 'loaded') return;
    const floor = scene.getMaterialByName(HEADSET_FLOOR) as PBRMaterial | null;
    const texture = (assets.assets.get('texture/floor') as Texture | undefined)?.clone() ?? null;
    if (texture && floor) {
      texture.uScale = FLOOR_TEXTURE_REPEAT;
      texture.vScale = FLOOR_TEXTURE_REPEAT;
      floor.albedoTexture = texture;
    }
    stage.worldReady({ game: 'headset', scene, assets: assets.assets });
    return () => {
      if (floor) floor.albedoTexture = null;
      texture?.dispose();
    };
  }, [scene, assets, stage]);
  return null;
}
