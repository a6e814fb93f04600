import type { Scene } from '@babylonjs/core/scene.js';
import type { Observer } from '@babylonjs/core/Misc/observable.js';
import type { Camera } from '@babylonjs/core/Cameras/camera.js';
import type { BaseTexture } from '@babylonjs/core/Materials/Textures/baseTexture.js';
import type { Material } from '@babylonjs/core/Materials/material.js';
import type { IShadowLight } from '@babylonjs/core/Lights/shadowLight.js';
import { ImageProcessingConfiguration } from '@babylonjs/core/Materials/imageProcessingConfiguration.js';
import { HemisphericLight } from '@babylonjs/core/Lights/hemisphericLight.js';
import { DirectionalLight } from '@babylonjs/core/Lights/directionalLight.js';
import { Color3, Color4 } from '@babylonjs/core/Maths/math.color.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { QualitySettings } from '../engine/quality.ts';
import type { StudioPipeline } from './effects/quality-effects.ts';
import {
  beforeToneMapping,
  brandLoop,
  phaseOf,
  RGB_CYCLE_S,
  RGB_ZONE,
  STUDIO_BACKGROUND,
  STUDIO_EXPOSURE,
  STUDIO_TONE_MAPPING,
  studioLookFor,
  type Rgb,
  zoneColour,
} from './studio-look.ts';

/**
 * The studio every product scene is lit in (home, the turntable, the product pages): a warm key, a cool rim from
 * behind that draws the devices' silhouettes against the night, a low fill, a back key, the studio environment's
 * reflections (whose cyan and magenta panels are the brand's accents), tone mapping at the spec's exposure (studio-look.ts), and the spec's bloom at the
 * tiers that draw post-processing. Babylon only, no React: a page scene and the stage's worker use it the same
 * way (see `use-studio-rig.ts` for the hook).
 *
 *   const rig = createStudioRig(scene, { name: 'home', target, scale: 1 });
 *   rig.setEnvironment(texture);       // the `env/studio` asset, once loaded
 *   rig.setQuality(settings);          // and again each time the quality changes
 *   const stop = rig.animateRgbZones(materials, reducedMotion);
 *   rig.dispose();
 *
 * The key and the back key are the two lights that cast shadows at high quality (`shadowLights`); they are named
 * `<name>-key` and `<name>-back-key`.
 */
export interface StudioRigOptions {
  /** Prefix of the lights' and the pipeline's names. */
  name: string;
  /** What the lights aim at. */
  target: { x: number; y: number; z: number };
  /** The rig's size: 1 lights the home's totem (about 2.5 units tall); the lights keep their look at any size. */
  scale?: number;
  /**
   * The backdrop as it must look on screen, sRGB 0..1 (default: the brand's night). The rig sets the scene's clear
   * colour and fog colour so that they come out as this through the tone mapping.
   */
  background?: Rgb;
  /**
   * Drawn over the page (the product pages, whose picture shows round the device): cleared to transparent, and no
   * post-processing pipeline, whose frame would be opaque; such a scene's bloom is its own glow layer.
   */
  transparent?: boolean;
}

export interface StudioRig {
  /** The key and the back key: they cast the shadows at high quality. */
  readonly shadowLights: readonly IShadowLight[];
  setEnvironment(texture: BaseTexture | null): void;
  /** Exposure and tone mapping now; the bloom pipeline (a chunk of its own) the first time a tier asks for it. */
  setQuality(settings: QualitySettings | null): Promise<void>;
  /** The pipeline while one is built (tests read its values). */
  readonly pipeline: StudioPipeline | null;
  /**
   * Cycles the emissive colour of every RGB zone (`*-rgb-*` materials) among `materials` slowly round the brand's
   * colours, each from the colour it was made in, at the same brightness (`zoneColour`); under reduced motion
   * each keeps its own colour. Returns the stop, which puts the zones' colours back.
   */
  animateRgbZones(materials: Iterable<Material>, reducedMotion: boolean): () => void;
  dispose(): void;
}

/** The lights, around the target at scale 1 (offsets) and their strengths: one table to tune the look by. */
export const STUDIO_LIGHTS = {
  fill: { direction: [0, 1, 0.25], intensity: 0.4, diffuse: [0.75, 0.8, 1], ground: [0.03, 0.03, 0.06] },
  key: { direction: [-0.45, -1, 0.75], intensity: 2.5, diffuse: [1, 0.95, 0.88] },
  backKey: { direction: [0.55, -0.9, -0.6], intensity: 1.2, diffuse: [0.8, 0.9, 1] },
  /** From behind and above, the edge light that separates dark shells from the dark background. */
  rim: { direction: [0.1, -0.55, -1], intensity: 2.6, diffuse: [0.7, 0.9, 1] },
} as const;
// Four lights: a PBR material lights with four at most (Babylon's `maxSimultaneousLights`). Two point lights in the
// brand's colours once stood fifth and sixth here and lit nothing (docs/decisions.md, "The studio rig's four
// lights").
const ENVIRONMENT_INTENSITY = 1.4;

/**
 * The rig's scale for one model framed alone (the turntable, a product page), from its largest extent: the home's
 * totem, framed at 4.6 units, is scale 1.
 */
export const studioScaleFor = (extent: number): number => (extent * 1.7 + 0.2) / 4.6;
/** Shadow-casting lights stand this far back along their direction, at scale 1. */
const SHADOW_LIGHT_DISTANCE = 6;

type QualityEffects = typeof import('./effects/quality-effects.ts');
const loadQualityEffects = (): Promise<QualityEffects> => import('./effects/quality-effects.ts');

const v3 = (v: readonly number[]) => new Vector3(v[0], v[1], v[2]);
const c3 = (v: readonly number[]) => new Color3(v[0], v[1], v[2]);

export function createStudioRig(scene: Scene, options: StudioRigOptions): StudioRig {
  const { name } = options;
  const scale = options.scale ?? 1;
  const target = new Vector3(options.target.x, options.target.y, options.target.z);
  const L = STUDIO_LIGHTS;

  const fill = new HemisphericLight(`${name}-fill`, v3(L.fill.direction), scene);
  fill.intensity = L.fill.intensity;
  fill.diffuse = c3(L.fill.diffuse);
  fill.groundColor = c3(L.fill.ground);
  const directional = (
    lightName: string,
    spec: { direction: readonly number[]; intensity: number; diffuse: readonly number[] },
  ) => {
    const direction = v3(spec.direction).normalize();
    const light = new DirectionalLight(lightName, direction, scene);
    light.position = direction.scale(-SHADOW_LIGHT_DISTANCE * scale).addInPlace(target);
    light.intensity = spec.intensity;
    light.diffuse = c3(spec.diffuse);
    return light;
  };
  const key = directional(`${name}-key`, L.key);
  const backKey = directional(`${name}-back-key`, L.backKey);
  const rim = directional(`${name}-rim`, L.rim);
  const lights = [fill, key, backKey, rim];

  scene.environmentIntensity = ENVIRONMENT_INTENSITY;
  const processing = scene.imageProcessingConfiguration;
  processing.toneMappingEnabled = true;
  processing.toneMappingType =
    STUDIO_TONE_MAPPING === 'neutral'
      ? ImageProcessingConfiguration.TONEMAPPING_KHR_PBR_NEUTRAL
      : ImageProcessingConfiguration.TONEMAPPING_ACES;

  let pipeline: StudioPipeline | null = null;
  let wanted: QualitySettings | null = null;
  let disposed = false;
  const cameraObservers: Observer<Camera>[] = [];

  const background = options.background ?? STUDIO_BACKGROUND;
  const applyLook = () => {
    const look = wanted ? studioLookFor(wanted) : null;
    const exposure = look?.exposure ?? STUDIO_EXPOSURE;
    processing.exposure = exposure;
    if (pipeline && look) pipeline.apply(look.bloom, look.samples);
    // The fog is blended in the materials, before their tone mapping; the cleared backdrop is tone-mapped only by
    // the pipeline's pass, while it draws one.
    const linear = beforeToneMapping(background, exposure);
    scene.fogColor = new Color3(...linear);
    const processed = pipeline !== null && look?.bloom != null;
    scene.clearColor = options.transparent
      ? new Color4(0, 0, 0, 0)
      : processed
        ? new Color4(...linear, 1)
        : new Color4(...background, 1);
  };
  applyLook();

  const stops = new Set<() => void>();
  return {
    shadowLights: [key, backKey],
    get pipeline() {
      return pipeline;
    },
    setEnvironment(texture) {
      scene.environmentTexture = texture;
    },
    async setQuality(settings) {
      wanted = settings;
      applyLook();
      if (!settings || pipeline || options.transparent || !studioLookFor(settings).bloom) return;
      const effects = await loadQualityEffects();
      if (disposed || scene.isDisposed || pipeline) return;
      pipeline = effects.createStudioPipeline(scene, `${name}-pipeline`);
      // Cameras come and go with the scene's state (home's exists only while it is drawn): each joins the pipeline.
      for (const camera of scene.cameras) pipeline.addCamera(camera);
      cameraObservers.push(
        scene.onNewCameraAddedObservable.add((camera) => pipeline?.addCamera(camera)),
        scene.onCameraRemovedObservable.add((camera) => pipeline?.removeCamera(camera)),
      );
      applyLook();
    },
    animateRgbZones(materials, reducedMotion) {
      const zones = [...new Set(materials)].flatMap((material) => {
        const emissive = (material as { emissiveColor?: Color3 }).emissiveColor;
        if (!emissive || !RGB_ZONE.test(material.name)) return [];
        const base: Rgb = [emissive.r, emissive.g, emissive.b];
        return [{ material, emissive, base, phase: phaseOf(base) }];
      });
      if (zones.length === 0) return () => {};
      // A frozen material keeps the colours it was frozen with: the zones are thawed while the rig drives them.
      for (const zone of zones) if (zone.material.isFrozen) zone.material.unfreeze();
      const paint = (turn: number) => {
        for (let i = 0; i < zones.length; i++) {
          const zone = zones[i]!;
          const [r, g, b] = zoneColour(reducedMotion ? zone.base : brandLoop(zone.phase + turn));
          zone.emissive.set(r, g, b);
        }
      };
      paint(0);
      // Still zones freeze again once drawn with their colour, as the showcase's other materials are.
      const refreeze = reducedMotion
        ? scene.onAfterRenderObservable.addOnce(() => {
            for (const zone of zones) zone.material.freeze();
          })
        : null;
      let clock = 0;
      const observer = reducedMotion
        ? null
        : scene.onBeforeRenderObservable.add(() => {
            clock += scene.getEngine().getDeltaTime() / 1000;
            paint(clock / RGB_CYCLE_S);
          });
      const stop = () => {
        stops.delete(stop);
        if (observer) scene.onBeforeRenderObservable.remove(observer);
        if (refreeze) scene.onAfterRenderObservable.remove(refreeze);
        if (scene.isDisposed) return;
        for (const zone of zones) zone.emissive.set(zone.base[0], zone.base[1], zone.base[2]);
      };
      stops.add(stop);
      return stop;
    },
    dispose() {
      disposed = true;
      for (const stop of [...stops]) stop();
      for (const observer of cameraObservers) observer.remove();
      pipeline?.dispose();
      pipeline = null;
      for (const light of lights) light.dispose();
      if (!scene.isDisposed && scene.environmentTexture) scene.environmentTexture = null;
    },
  };
}
