import type { Scene } from '@babylonjs/core/scene.js';
import { GlowLayer } from '@babylonjs/core/Layers/glowLayer.js';
import type { IShadowLight } from '@babylonjs/core/Lights/shadowLight.js';
import { ShadowGenerator } from '@babylonjs/core/Lights/Shadows/shadowGenerator.js';
import '@babylonjs/core/Lights/Shadows/shadowGeneratorSceneComponent.js';

/**
 * The spec's high-quality effects (§9): the bloom (a glow layer) and the key lights' shadow maps. A chunk of
 * their own, fetched the first time the quality asks for them: phones, data savers and the lower GPU tiers
 * never download them, and the first frame does not wait for them on any device.
 */
export interface GlowSpec {
  name: string;
  blurKernelSize: number;
  intensity: number;
}

export function createGlow(scene: Scene, { name, blurKernelSize, intensity }: GlowSpec): GlowLayer {
  const glow = new GlowLayer(name, scene, { blurKernelSize });
  glow.intensity = intensity;
  return glow;
}

/** Percentage-closer filtering: soft edges at one lookup per pixel on WebGL 2. */
export function createShadows(light: IShadowLight, mapSize: number): ShadowGenerator {
  const shadows = new ShadowGenerator(mapSize, light);
  shadows.usePercentageCloserFiltering = true;
  return shadows;
}
