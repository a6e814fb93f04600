import type { Scene } from '@babylonjs/core/scene.js';
import type { Camera } from '@babylonjs/core/Cameras/camera.js';
import { GlowLayer } from '@babylonjs/core/Layers/glowLayer.js';
import type { IShadowLight } from '@babylonjs/core/Lights/shadowLight.js';
import { ShadowGenerator } from '@babylonjs/core/Lights/Shadows/shadowGenerator.js';
import '@babylonjs/core/Lights/Shadows/shadowGeneratorSceneComponent.js';
import { DefaultRenderingPipeline } from '@babylonjs/core/PostProcesses/RenderPipeline/Pipelines/defaultRenderingPipeline.js';
import '@babylonjs/core/PostProcesses/RenderPipeline/postProcessRenderPipelineManagerSceneComponent.js';
import { bloomScaleFor, type StudioBloom } from '../studio-look.ts';

/**
 * The spec's high-quality effects (§9): the bloom (the studio's post-processing pipeline, or a glow layer in the
 * game worlds) and the key lights' shadow maps. A chunk of their own, fetched the first time the quality asks for
 * them: phones, data savers and the lower GPU tiers never download them, and the first frame does not wait for
 * them on any device.
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

/** What the studio rig asks of its pipeline: cameras in and out, a tier's bloom (null: none) applied. */
export interface StudioPipeline {
  addCamera(camera: Camera): void;
  removeCamera(camera: Camera): void;
  apply(bloom: StudioBloom | null, samples: number): void;
  /** The pipeline as Babylon holds it (tests read its values). */
  readonly babylon: DefaultRenderingPipeline;
  dispose(): void;
}

/**
 * Babylon's default pipeline in HDR (so the bloom's threshold sees the emissive strips' full brightness), its
 * image processing reading the scene's configuration (the rig's exposure and tone mapping), the bloom on.
 */
export function createStudioPipeline(scene: Scene, name: string): StudioPipeline {
  const pipeline = new DefaultRenderingPipeline(name, true, scene, []);
  pipeline.imageProcessingEnabled = true;
  pipeline.bloomEnabled = true;
  // The cameras the rig has given; attached to the pipeline only while a tier asks for its bloom, so a tier
  // without post-processing draws no full-screen pass (the materials then tone-map in their own shaders).
  const cameras = new Set<Camera>();
  let bloom: StudioBloom | null = null;
  const engine = scene.getEngine();
  const fitScale = () => {
    if (bloom) pipeline.bloomScale = bloomScaleFor(bloom.height, engine.getRenderHeight());
  };
  const resized = engine.onResizeObservable.add(fitScale);
  const attached = new Set<Camera>();
  const attach = (camera: Camera) => {
    if (attached.has(camera)) return;
    attached.add(camera);
    pipeline.addCamera(camera);
  };
  const detach = (camera: Camera) => {
    if (!attached.delete(camera)) return;
    pipeline.removeCamera(camera);
  };
  return {
    babylon: pipeline,
    addCamera(camera) {
      cameras.add(camera);
      if (bloom) attach(camera);
    },
    removeCamera(camera) {
      cameras.delete(camera);
      detach(camera);
    },
    apply(next, samples) {
      bloom = next;
      if (!next) {
        for (const camera of [...attached]) detach(camera);
        return;
      }
      pipeline.samples = samples;
      pipeline.bloomThreshold = next.threshold;
      pipeline.bloomWeight = next.weight;
      pipeline.bloomKernel = next.kernel;
      fitScale();
      for (const camera of cameras) attach(camera);
    },
    dispose() {
      resized.remove();
      pipeline.dispose();
    },
  };
}
