import { Texture } from '@babylonjs/core/Materials/Textures/texture.js';
import type { BaseTexture } from '@babylonjs/core/Materials/Textures/baseTexture.js';
import { RGBDTextureTools } from '@babylonjs/core/Misc/rgbdTextureTools.js';
import type { Scene } from '@babylonjs/core/scene.js';
import { ENVIRONMENT_BRDF_ASSET } from '../../assets/manifest.ts';
import { BUILT_ASSETS } from './built-assets.ts';

/**
 * Stands in for Babylon's `Misc/brdfTextureTools.js` in the built site (scripts/vite-environment-brdf.ts): the
 * same function, reading the PBR lookup table from the file the asset build made
 * (assets/textures/environment-brdf.ts) instead of the 256 × 256 PNG Babylon inlines as base64 in its script.
 * Everything else is Babylon's own sequence: one table a scene, out of the engine's texture cache (it is
 * expanded in place), RGBD-decoded on the GPU once loaded, and again after a lost context.
 */
let instance = 0;

export const GetEnvironmentBRDFTexture = (scene: Scene): BaseTexture => {
  if (scene.environmentBRDFTexture) return scene.environmentBRDFTexture;
  const asset = BUILT_ASSETS[ENVIRONMENT_BRDF_ASSET];
  if (!asset) throw new Error(`the asset index has no ${ENVIRONMENT_BRDF_ASSET}: run npm run assets`);
  // Loaded even while a model's asset container is being filled, as Babylon's own does.
  const delayed = scene.useDelayedTextureLoading;
  scene.useDelayedTextureLoading = false;
  const blocked = scene._blockEntityCollection;
  scene._blockEntityCollection = false;
  const texture = new Texture(
    new URL(asset.url, document.baseURI).toString(),
    scene,
    true,
    false,
    Texture.BILINEAR_SAMPLINGMODE,
  );
  texture.name = `EnvironmentBRDFTexture${instance++}`;
  scene._blockEntityCollection = blocked;
  const cache = scene.getEngine().getLoadedTexturesCache();
  const cached = cache.indexOf(texture.getInternalTexture()!);
  if (cached !== -1) cache.splice(cached, 1);
  texture.isRGBD = true;
  texture.wrapU = Texture.CLAMP_ADDRESSMODE;
  texture.wrapV = Texture.CLAMP_ADDRESSMODE;
  scene.environmentBRDFTexture = texture;
  scene.useDelayedTextureLoading = delayed;
  RGBDTextureTools.ExpandRGBDTexture(texture);

  const engine = scene.getEngine();
  const restored = engine.onContextRestoredObservable.add(() => {
    texture.isRGBD = true;
    const waiting = scene.onBeforeRenderObservable.add(() => {
      if (!texture.isReady()) return;
      scene.onBeforeRenderObservable.remove(waiting);
      RGBDTextureTools.ExpandRGBDTexture(texture);
    });
  });
  scene.onDisposeObservable.add(() => engine.onContextRestoredObservable.remove(restored));
  return texture;
};

export const BRDFTextureTools = { GetEnvironmentBRDFTexture };
