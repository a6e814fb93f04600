import { Texture } from '@babylonjs/core/Materials/Textures/texture.js';
import type { BaseTexture } from '@babylonjs/core/Materials/Textures/baseTexture.js';
import type { Scene } from '@babylonjs/core/scene.js';
import { ENVIRONMENT_BRDF_ASSET } from '../../assets/manifest.ts';
import { BUILT_ASSETS } from './built-assets.ts';
import { pageBase } from './page-preloads.ts';

/**
 * Stands in for Babylon's `Misc/brdfTextureTools.js` in the built site (scripts/vite-environment-brdf.ts): the
 * same function, reading the PBR lookup table from the file the asset build made
 * (assets/textures/environment-brdf.ts) instead of the 256 × 256 PNG Babylon inlines as base64 in its script.
 * Everything else is Babylon's own sequence but one step:
 * the table stays RGBD-encoded and the PBR shader decodes each sample (its ENVIRONMENTBRDF_RGBD define, the path
 * Babylon takes where half floats cannot be rendered to). Expanding it first took a post process, a render
 * target and a decode shader compiled before the first frame: about 6 KB gzip of the stage's script and a
 * GPU pass, to save a few operations per pixel.
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
    new URL(asset.url, pageBase()).toString(),
    scene,
    true,
    false,
    Texture.BILINEAR_SAMPLINGMODE,
  );
  texture.name = `EnvironmentBRDFTexture${instance++}`;
  scene._blockEntityCollection = blocked;
  texture.isRGBD = true;
  texture.wrapU = Texture.CLAMP_ADDRESSMODE;
  texture.wrapV = Texture.CLAMP_ADDRESSMODE;
  scene.environmentBRDFTexture = texture;
  scene.useDelayedTextureLoading = delayed;
  return texture;
};

export const BRDFTextureTools = { GetEnvironmentBRDFTexture };
