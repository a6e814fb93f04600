import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { LoadAssetContainerAsync } from '@babylonjs/core/Loading/sceneLoader.js';
import type { AssetContainer } from '@babylonjs/core/assetContainer.js';
import '@babylonjs/loaders/glTF/2.0/index.js';
import type { GeneratedAsset } from '../assets/generated-asset.ts';
import { generateMouse } from '../assets/models/mouse.ts';
import { generateHeadset } from '../assets/models/headset.ts';
import { generateKeyboard } from '../assets/models/keyboard.ts';
import { generateTotem } from '../assets/models/totem.ts';

/**
 * A Babylon NullEngine scene with generated models loaded as asset containers, the way the site's queue loads
 * them: what scene tests need to enter and leave a scene in Node. Textures and environments are left out (the
 * scenes treat them as optional), which keeps the tests fast.
 */
export async function sceneWithModels(models: readonly GeneratedAsset[]) {
  const engine = new NullEngine();
  const scene = new Scene(engine);
  const assets = new Map<string, unknown>();
  for (const model of models)
    assets.set(
      model.name,
      (await LoadAssetContainerAsync(model.bytes, scene, { pluginExtension: '.glb' })) as AssetContainer,
    );
  /** What the scene holds, to compare before entering and after leaving. */
  const census = () => ({
    meshes: scene.meshes.length,
    transformNodes: scene.transformNodes.length,
    lights: scene.lights.length,
    cameras: scene.cameras.length,
    materials: scene.materials.length,
    textures: scene.textures.length,
    effectLayers: scene.effectLayers.length,
    observers: scene.onBeforeRenderObservable.observers.length,
  });
  return {
    engine,
    scene,
    assets,
    census,
    dispose() {
      scene.dispose();
      engine.dispose();
    },
  };
}

/** The home's showcase on a NullEngine stage: the three devices and the totem, generated as the build makes them. */
export async function showcaseStage() {
  return sceneWithModels(
    await Promise.all([generateMouse(), generateHeadset(), generateKeyboard(), generateTotem()]),
  );
}
