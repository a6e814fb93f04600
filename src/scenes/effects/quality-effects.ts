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
  /** The pipeline as Babylon holds it while one draws (tests read its values). */
  readonly babylon: DefaultRenderingPipeline | null;
  dispose(): void;
}

/**
 * Babylon's default pipeline in HDR (so the bloom's threshold sees the emissive strips' full brightness), its
 * image processing reading the scene's configuration (the rig's exposure and tone mapping), the bloom on. It draws
 * only while a tier asks for its bloom and a camera is there: otherwise there is none, and no full-screen pass (the
 * materials then tone-map in their own shaders).
 *
 * It is made anew whenever its cameras change, never told to drop one: Babylon 7's `removeCamera` rebuilds the
 * pipeline after forgetting the camera, so the render targets made for it are never released (four textures a
 * visit, in the home's census test).
 */
export function createStudioPipeline(scene: Scene, name: string): StudioPipeline {
  const cameras = new Set<Camera>();
  let bloom: StudioBloom | null = null;
  let samples = 1;
  let pipeline: DefaultRenderingPipeline | null = null;
  const engine = scene.getEngine();
  const fitScale = () => {
    if (bloom && pipeline) pipeline.bloomScale = bloomScaleFor(bloom.height, engine.getRenderHeight());
  };
  const resized = engine.onResizeObservable.add(fitScale);
  const rebuild = () => {
    pipeline?.dispose();
    pipeline = null;
    if (!bloom || cameras.size === 0) return;
    pipeline = new DefaultRenderingPipeline(name, true, scene, [...cameras]);
    pipeline.imageProcessingEnabled = true;
    // As many as the context can (WebGL 1 and the tests' NullEngine have none): asked for more, Babylon logs a
    // failure on every rebuild and draws without.
    pipeline.samples = Math.min(samples, Math.max(1, engine.getCaps().maxMSAASamples ?? 1));
    pipeline.bloomEnabled = true;
    pipeline.bloomThreshold = bloom.threshold;
    pipeline.bloomWeight = bloom.weight;
    pipeline.bloomKernel = bloom.kernel;
    fitScale();
  };
  return {
    get babylon() {
      return pipeline;
    },
    addCamera(camera) {
      if (cameras.has(camera)) return;
      cameras.add(camera);
      rebuild();
    },
    removeCamera(camera) {
      if (!cameras.delete(camera)) return;
      rebuild();
    },
    apply(next, nextSamples) {
      const same =
        next === bloom ||
        (next !== null &&
          bloom !== null &&
          next.threshold === bloom.threshold &&
          next.weight === bloom.weight &&
          next.kernel === bloom.kernel &&
          next.height === bloom.height);
      if (same && nextSamples === samples && (pipeline !== null) === (next !== null && cameras.size > 0))
        return;
      bloom = next;
      samples = nextSamples;
      rebuild();
    },
    dispose() {
      resized.remove();
      pipeline?.dispose();
      pipeline = null;
    },
  };
}
