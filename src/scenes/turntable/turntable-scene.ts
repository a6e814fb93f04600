import type { Scene } from '@babylonjs/core/scene.js';
import { ArcRotateCamera } from '@babylonjs/core/Cameras/arcRotateCamera.js';
import type { AssetContainer } from '@babylonjs/core/assetContainer.js';
import type { CubeTexture } from '@babylonjs/core/Materials/Textures/cubeTexture.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { createAssetQueue } from '../../engine/asset-queue.ts';
import { babylonLoaders, disposeBabylonAsset } from '../../engine/babylon-loaders.ts';
import { BUILT_ASSETS } from '../../engine/built-assets.ts';
import type { SceneId } from '../../../assets/manifest.ts';
import type { QualityStore } from '../../engine/quality-store.ts';
import { createStudioRig, studioScaleFor } from '../studio-rig.ts';
import type { TurntableModel, TurntableView } from './turntable-models.ts';

/**
 * A model on a turntable, lit by the studio environment: how designers and the e2e tests look at each
 * generated model on its own (`#turntable=mouse|headset|keyboard|totem|walker|runner`); characters play their walk or run.
 */

/** Where each model is listed in the manifest, and the animation a character shows on the turntable. */
const SOURCES: Record<TurntableModel, { scene: SceneId; asset: string; animation?: string }> = {
  mouse: { scene: 'home', asset: 'mouse' },
  headset: { scene: 'home', asset: 'headset' },
  keyboard: { scene: 'home', asset: 'keyboard' },
  totem: { scene: 'home', asset: 'totem' },
  walker: { scene: 'headset', asset: 'game/walker', animation: 'walk' },
  runner: { scene: 'keyboard', asset: 'game/runner', animation: 'run' },
};

/**
 * The camera's start for each view. The models face glTF's +Z, which stays +Z here, and their left (+X, a mouse's
 * thumb side) comes out at -X after the loader's change of handedness: the hero view looks at the front from the
 * user's left, the side view at the left side, the close view down at the front from above.
 */
const VIEWS: Record<TurntableView, { alpha: number; beta: number; distance: number }> = {
  hero: { alpha: Math.PI / 2 + Math.PI / 7, beta: Math.PI / 2.7, distance: 1 },
  side: { alpha: Math.PI, beta: Math.PI / 2.25, distance: 1 },
  close: { alpha: Math.PI / 2 + 0.25, beta: Math.PI / 4.2, distance: 0.62 },
};

export async function createTurntable(
  scene: Scene,
  model: TurntableModel,
  reducedMotion: boolean,
  view: TurntableView = 'hero',
  quality: QualityStore | null = null,
): Promise<() => void> {
  const queue = createAssetQueue({
    index: BUILT_ASSETS,
    loaders: babylonLoaders(scene),
    dispose: disposeBabylonAsset,
  });
  const source = SOURCES[model];
  const assets = await queue.loadScene(source.scene);
  const entries = (assets.get(source.asset) as AssetContainer).instantiateModelsToScene(
    (name) => name,
    false,
  );
  const root = entries.rootNodes[0] as TransformNode;
  for (const group of entries.animationGroups) group.stop();
  const animation = entries.animationGroups.find((g) => g.name === source.animation);
  if (source.animation && !animation) throw new Error(`${source.asset} has no animation ${source.animation}`);
  if (animation && !reducedMotion) animation.start(true);
  const { min, max } = root.getHierarchyBoundingVectors(true);
  const size = max.subtract(min);
  const centre = min.add(size.scale(0.5));
  const radius = Math.max(size.x, size.y, size.z) * 1.7 + 0.2;

  const pose = VIEWS[view];
  const camera = new ArcRotateCamera(
    'turntable-camera',
    pose.alpha,
    pose.beta,
    radius * pose.distance,
    centre,
    scene,
  );
  camera.fov = 0.8;
  camera.minZ = 0.01;
  scene.activeCamera = camera;
  // The home's studio, sized to the model: the totem is about as tall as the rig's unit.
  const rig = createStudioRig(scene, {
    name: 'turntable',
    target: centre,
    scale: studioScaleFor(Math.max(size.x, size.y, size.z)),
  });
  rig.setEnvironment(assets.get('env/studio') as CubeTexture);
  const follow = () => {
    rig.setQuality(quality?.get().settings ?? null).catch((error: unknown) => console.warn('bloom:', error));
  };
  follow();
  const unfollow = quality?.subscribe(follow);
  const stopZones = rig.animateRgbZones(
    root.getChildMeshes(false).flatMap((mesh) => (mesh.material ? [mesh.material] : [])),
    reducedMotion,
  );

  const spin = scene.onBeforeRenderObservable.add(() => {
    if (!reducedMotion) camera.alpha += (scene.getEngine().getDeltaTime() / 1000) * 0.35;
  });
  return () => {
    scene.onBeforeRenderObservable.remove(spin);
    unfollow?.();
    stopZones();
    rig.dispose();
    entries.dispose();
    camera.dispose();
    queue.releaseScene(source.scene);
  };
}
