import type { Scene } from '@babylonjs/core/scene.js';
import { ArcRotateCamera } from '@babylonjs/core/Cameras/arcRotateCamera.js';
import { HemisphericLight } from '@babylonjs/core/Lights/hemisphericLight.js';
import { DirectionalLight } from '@babylonjs/core/Lights/directionalLight.js';
import { PointLight } from '@babylonjs/core/Lights/pointLight.js';
import { Vector2, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { Color3, Color4 } from '@babylonjs/core/Maths/math.color.js';
import { GlowLayer } from '@babylonjs/core/Layers/glowLayer.js';
import type { AssetContainer } from '@babylonjs/core/assetContainer.js';
import type { CubeTexture } from '@babylonjs/core/Materials/Textures/cubeTexture.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { Camera } from '@babylonjs/core/Cameras/camera.js';
import type { GameId } from '../../../api/site-routes.ts';

/**
 * The home showcase: the totem with the three devices on their decks, lit by the studio environment and the
 * brand's cyan and magenta. Nodes are created when home is entered and disposed when it is left; the loaded
 * models stay in the asset queue, so coming back costs no request.
 */
export const DEVICES: readonly GameId[] = ['mouse', 'headset', 'keyboard'];

/** Spec §9: the home camera. */
export const HOME_CAMERA = { fov: (60 * Math.PI) / 180, minZ: 0.01, maxZ: 1000 } as const;
/** Dark navy, the brand's night. */
export const HOME_CLEAR_COLOR = new Color4(11 / 255, 16 / 255, 32 / 255, 1);
/** Spec §4: the initial fog level, 0..1, mapped to an exponential fog density. */
export const HOME_FOG_LEVEL = 0.5;
const FOG_DENSITY_PER_LEVEL = 0.06;

const TARGET = new Vector3(0, 0.95, 0);
const BOB_AMPLITUDE = 0.025;
const BOB_PERIOD_S = 3.2;

export interface HomeShowcase {
  /** The device nodes by id, for the focus machine and the tests. */
  readonly devices: ReadonlyMap<GameId, TransformNode>;
  dispose(): void;
}

/**
 * Where the totem sits on screen: right of the text on wide screens, centred higher up on narrow ones. The
 * offset moves the view, not the camera, so orbiting still turns around the totem.
 */
function frame(camera: ArcRotateCamera, aspect: number): void {
  const wide = aspect >= 1.2;
  camera.targetScreenOffset.copyFrom(wide ? new Vector2(1.45, 0.1) : new Vector2(0, -0.55));
  camera.radius = wide ? 5.3 : 7.2;
}

export function enterHome(
  scene: Scene,
  assets: ReadonlyMap<string, unknown>,
  options: { reducedMotion: boolean },
): HomeShowcase {
  const previousCamera: Camera | null = scene.activeCamera;
  const previousClear = scene.clearColor.clone();
  scene.clearColor = HOME_CLEAR_COLOR.clone();
  scene.environmentTexture = assets.get('env/studio') as CubeTexture;
  scene.environmentIntensity = 1.0;
  scene.fogMode = 2; // Scene.FOGMODE_EXP2; the constant's class import would pull the whole Scene statics in.
  scene.fogDensity = HOME_FOG_LEVEL * FOG_DENSITY_PER_LEVEL;
  scene.fogColor = new Color3(HOME_CLEAR_COLOR.r, HOME_CLEAR_COLOR.g, HOME_CLEAR_COLOR.b);

  const camera = new ArcRotateCamera('home-camera', Math.PI / 2 - 0.4, 1.2, 5.2, TARGET.clone(), scene);
  camera.fov = HOME_CAMERA.fov;
  camera.minZ = HOME_CAMERA.minZ;
  camera.maxZ = HOME_CAMERA.maxZ;
  scene.activeCamera = camera;

  const fill = new HemisphericLight('home-fill', new Vector3(0, 1, 0), scene);
  fill.intensity = 0.3;
  fill.groundColor = new Color3(0.04, 0.04, 0.08);
  const key = new DirectionalLight('home-key', new Vector3(-0.5, -1, 0.7), scene);
  key.intensity = 1.5;
  const rimCyan = new PointLight('home-rim-cyan', new Vector3(-2.4, 2.2, 2.2), scene);
  rimCyan.diffuse = new Color3(0.1, 0.85, 1);
  rimCyan.intensity = 6;
  const rimMagenta = new PointLight('home-rim-magenta', new Vector3(2.4, 1.4, 2.0), scene);
  rimMagenta.diffuse = new Color3(1, 0.2, 0.85);
  rimMagenta.intensity = 5;
  const glow = new GlowLayer('home-glow', scene, { blurKernelSize: 32 });
  glow.intensity = 0.75;

  const instantiate = (name: string) =>
    (assets.get(name) as AssetContainer).instantiateModelsToScene((n) => n, false);
  const totem = instantiate('totem');
  const totemRoot = totem.rootNodes[0] as TransformNode;
  const devices = new Map<GameId, TransformNode>();
  const deviceEntries = DEVICES.map((id) => {
    const entries = instantiate(id);
    const slot = totemRoot.getChildTransformNodes(false).find((n) => n.name === `slot-${id}`);
    if (!slot) throw new Error(`the totem has no slot-${id} node`);
    const root = entries.rootNodes[0] as TransformNode;
    root.parent = slot;
    devices.set(id, root);
    return entries;
  });

  let time = 0;
  const baseAlpha = camera.alpha;
  const tick = scene.onBeforeRenderObservable.add(() => {
    const engine = scene.getEngine();
    frame(camera, engine.getAspectRatio(camera));
    if (options.reducedMotion) return;
    time += engine.getDeltaTime() / 1000;
    // A slow sway of the view and a hover of each device, out of phase, so the display reads as alive.
    camera.alpha = baseAlpha + Math.sin((time * 2 * Math.PI) / 24) * 0.12;
    DEVICES.forEach((id, i) => {
      const node = devices.get(id);
      if (node)
        node.position.y = BOB_AMPLITUDE * (1 + Math.sin((time * 2 * Math.PI) / BOB_PERIOD_S + i * 2.1));
    });
  });

  return {
    devices,
    dispose() {
      scene.onBeforeRenderObservable.remove(tick);
      for (const entries of deviceEntries) entries.dispose();
      totem.dispose();
      for (const light of [fill, key, rimCyan, rimMagenta]) light.dispose();
      glow.dispose();
      scene.fogMode = 0;
      scene.environmentTexture = null;
      scene.clearColor = previousClear;
      scene.activeCamera = previousCamera;
      camera.dispose();
    },
  };
}
