import type { Scene } from '@babylonjs/core/scene.js';
import type { Camera } from '@babylonjs/core/Cameras/camera.js';
import { ArcRotateCamera } from '@babylonjs/core/Cameras/arcRotateCamera.js';
import { Viewport } from '@babylonjs/core/Maths/math.viewport.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { Color3 } from '@babylonjs/core/Maths/math.color.js';
import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { AbstractMesh } from '@babylonjs/core/Meshes/abstractMesh.js';
import type { AssetContainer } from '@babylonjs/core/assetContainer.js';
import type { CubeTexture } from '@babylonjs/core/Materials/Textures/cubeTexture.js';
import type { PBRMaterial } from '@babylonjs/core/Materials/PBR/pbrMaterial.js';
import type { GameId } from '../../../api/site-routes.ts';
import { resolveAsset } from '../../engine/asset-index.ts';
import { babylonLoaders } from '../../engine/babylon-loaders.ts';
import { BUILT_ASSETS } from '../../engine/built-assets.ts';
import { createStudioRig, studioScaleFor } from '../studio-rig.ts';
import type { QualitySettings } from '../../engine/quality.ts';
import {
  PRODUCT_STORIES,
  angleDegrees,
  partOffset,
  poseAt,
  storyProgress,
  type Pose,
} from './product-poses.ts';
import type { ProductHost } from './product-page.ts';

/**
 * The product page's device (issue 40), drawn by the stage's engine into the page's model slot: the scene's
 * camera renders into the slot's rectangle of the full-window canvas (a Babylon viewport), so the device stands
 * beside the text wherever the page's CSS puts the slot (right, left in Arabic, above the text on phones). Each
 * frame reads where the claims are, turns and opens the device to the pose of the story (product-poses.ts), and
 * writes back the page's state and the pointer from the claim in view to its part. The page is a `ProductHost`:
 * the document itself on the page's thread, messages to it from the stage's worker.
 *
 * When the pose has settled and nothing moves, the scene takes its camera away: react-babylonjs then skips it, the
 * canvas keeps its last frame, and a product page read at rest costs no drawing. Scrolling or resizing brings the
 * camera back.
 */
export interface ProductViewOptions {
  game: GameId;
  rtl: boolean;
  reducedMotion: boolean;
  lowRes: boolean;
  /** The quality when the device is built: the studio's exposure follows its tier. */
  quality: QualitySettings | null;
}

const FOV = 0.55;
/** Easing of the shown pose toward the story's, per millisecond: about 90 % of the way in 400 ms. */
const SETTLE_PER_MS = 1 / 170;
const HIGHLIGHT = new Color3(0.1, 0.85, 1);
const HIGHLIGHT_STRENGTH = 0.55;
/** Frames without change before the camera is taken away. */
const FRAMES_TO_SLEEP = 4;

export async function createProductView(
  scene: Scene,
  page: ProductHost,
  options: ProductViewOptions,
  onReady: () => void,
): Promise<() => void> {
  const story = PRODUCT_STORIES[options.game];
  const loaders = babylonLoaders(scene);
  const [environment, container] = await Promise.all([
    loaders.env(
      resolveAsset(BUILT_ASSETS, 'env/studio', options.lowRes, true),
      'env/studio',
    ) as Promise<CubeTexture>,
    loaders.model(
      resolveAsset(BUILT_ASSETS, story.model, false, false),
      story.model,
    ) as Promise<AssetContainer>,
  ]);
  if (scene.isDisposed) {
    environment.dispose();
    container.dispose();
    return () => {};
  }

  // Each part gets materials of its own, so the part spoken of can light up alone.
  const entries = container.instantiateModelsToScene((name) => name, true);
  const root = entries.rootNodes[0] as TransformNode;
  const parts = new Map<string, TransformNode>();
  for (const node of root.getDescendants(false))
    if (node instanceof TransformNode && node.name.startsWith(`${story.model}-`)) parts.set(node.name, node);
  const rest = new Map([...parts].map(([name, node]) => [name, node.position.clone()]));
  const materialsOf = (name: string): PBRMaterial[] => {
    const node = parts.get(name);
    if (!node) return [];
    const meshes = [node, ...node.getChildMeshes(false)].filter((n): n is AbstractMesh => 'material' in n);
    return [...new Set(meshes.map((m) => m.material as PBRMaterial | null).filter((m) => m !== null))];
  };
  for (const name of parts.keys()) {
    const own = materialsOf(name);
    own.forEach((material) => {
      const clone = material.clone(`${material.name}:${name}`);
      for (const mesh of [parts.get(name)!, ...parts.get(name)!.getChildMeshes(false)])
        if ((mesh as AbstractMesh).material === material) (mesh as AbstractMesh).material = clone;
    });
  }
  const baseEmissive = new Map<PBRMaterial, Color3>();

  // The device turns about its own middle: a pivot at the origin, the model centred under it.
  const pivot = new TransformNode('product-pivot', scene);
  root.parent = pivot;
  const { min, max } = root.getHierarchyBoundingVectors(true);
  const middle = min.add(max).scale(0.5);
  root.position.subtractInPlace(middle);
  const closedRadius = max.subtract(min).length() / 2;
  // The studio every product scene is lit in, round the device's middle; over the page's picture, so transparent
  // (its bloom is the scene's glow layer). The RGB zones keep their colours: the scene sleeps when nothing moves.
  const extent = max.subtract(min);
  const rig = createStudioRig(scene, {
    name: 'product',
    target: { x: 0, y: 0, z: 0 },
    scale: studioScaleFor(Math.max(extent.x, extent.y, extent.z)),
    transparent: true,
  });
  rig.setEnvironment(environment);
  void rig.setQuality(options.quality);
  const reach = Math.max(0, ...Object.values(story.moving).map(([x, y, z]) => Math.hypot(x, y, z)));
  const lift = Math.max(0, ...Object.values(story.moving).map(([, y]) => y));

  const camera = new ArcRotateCamera('product-camera', Math.PI / 2, Math.PI / 2.4, 3, Vector3.Zero(), scene);
  camera.fov = FOV;
  camera.minZ = 0.01;
  camera.viewport = new Viewport(0, 0, 1, 1);
  scene.activeCamera = camera;

  const engine = scene.getEngine();
  let shown: Pose | null = null;
  let asleep = false;
  let still = 0;
  let lastLayout = '';
  let written = '';
  let ready = false;

  const wake = () => {
    still = 0;
    if (!asleep || scene.isDisposed) return;
    asleep = false;
    page.settled(false);
    scene.addCamera(camera);
    scene.activeCamera = camera;
  };
  const sleep = () => {
    if (asleep) return;
    asleep = true;
    // For tests and tools: the device holds the story's pose.
    page.settled(true);
    scene.removeCamera(camera as Camera);
  };
  const stopWatching = page.onChange(wake);

  const applyPose = (pose: Pose, highlight: number) => {
    pivot.rotation.y = pose.yaw;
    for (const [name, node] of parts) {
      const [x, y, z] = partOffset(story, name, pose.open);
      const base = rest.get(name)!;
      node.position.set(base.x + x, base.y + y, base.z + z);
    }
    for (const name of parts.keys())
      for (const material of materialsOf(name)) {
        if (!baseEmissive.has(material)) baseEmissive.set(material, material.emissiveColor.clone());
        const base = baseEmissive.get(material)!;
        const amount = name === pose.part ? highlight * HIGHLIGHT_STRENGTH : 0;
        material.emissiveColor.copyFrom(base).addInPlace(HIGHLIGHT.scale(amount));
      }
    camera.beta = Math.PI / 2 - pose.pitch;
    const aspect = Math.max(0.01, engine.getAspectRatio(camera));
    const fitFov = Math.min(FOV, 2 * Math.atan(Math.tan(FOV / 2) * aspect));
    const radius = closedRadius * 0.85 + reach * pose.open * 0.5;
    camera.radius = (radius / Math.sin(fitFov / 2)) * 1.02;
    camera.target.set(0, (lift * pose.open) / 2, 0);
  };

  const before = scene.onBeforeRenderObservable.add(() => {
    const layout = page.read();
    const slot = layout?.slot;
    if (!layout || !slot || slot.width < 2 || slot.height < 2) return;
    const { width, height } = layout;
    camera.viewport.x = slot.left / width;
    camera.viewport.y = 1 - slot.bottom / height;
    camera.viewport.width = slot.width / width;
    camera.viewport.height = slot.height / height;
    const progress = storyProgress(layout.claimMiddles, layout.focusY, layout.lead);
    const target = poseAt(story, progress, options);
    const dt = Math.min(100, engine.getDeltaTime());
    const k = options.reducedMotion || !shown ? 1 : 1 - Math.exp(-dt * SETTLE_PER_MS);
    const prev: Pose = shown ?? target;
    shown = {
      ...target,
      yaw: prev.yaw + (target.yaw - prev.yaw) * k,
      pitch: prev.pitch + (target.pitch - prev.pitch) * k,
      open: prev.open + (target.open - prev.open) * k,
    };
    // The part lights up as its claim comes to the focus line.
    const highlight = target.step === 0 ? 0 : Math.max(0, 1 - Math.abs(progress - target.step) * 2);
    applyPose(shown, highlight);
    const moving =
      Math.abs(target.yaw - shown.yaw) +
      Math.abs(target.pitch - shown.pitch) +
      Math.abs(target.open - shown.open);
    const key = `${slot.left},${slot.top},${slot.width},${slot.height},${progress.toFixed(3)}`;
    if (moving > 1e-3 || key !== lastLayout) still = 0;
    else still += 1;
    lastLayout = key;
  });

  const after = scene.onAfterRenderObservable.add(() => {
    if (!shown) return;
    const slot = page.read()?.slot;
    if (!slot) return;
    const toPage = (world: Vector3) => {
      const ndc = Vector3.TransformCoordinates(world, scene.getTransformMatrix());
      return {
        x: slot.left + ((ndc.x + 1) / 2) * slot.width,
        y: slot.top + ((1 - ndc.y) / 2) * slot.height,
      };
    };
    let point: { x: number; y: number } | null = null;
    let box: { left: number; top: number; right: number; bottom: number } | null = null;
    const node = shown.part ? parts.get(shown.part) : undefined;
    if (node) {
      const { min: lo, max: hi } = node.getHierarchyBoundingVectors(true);
      point = toPage(lo.add(hi).scale(0.5));
      const corners = [0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
        toPage(new Vector3(i & 1 ? hi.x : lo.x, i & 2 ? hi.y : lo.y, i & 4 ? hi.z : lo.z)),
      );
      box = {
        left: Math.min(...corners.map((c) => c.x)),
        top: Math.min(...corners.map((c) => c.y)),
        right: Math.max(...corners.map((c) => c.x)),
        bottom: Math.max(...corners.map((c) => c.y)),
      };
    }
    const state = {
      step: shown.step,
      angle: angleDegrees(shown.yaw),
      part: shown.part,
      point,
      box,
    };
    const text = JSON.stringify(state);
    if (text !== written || !ready) {
      written = text;
      page.write({ ...state, ready: true, rtl: options.rtl });
    }
    if (!ready) {
      ready = true;
      onReady();
    }
    if (still >= FRAMES_TO_SLEEP) sleep();
  });

  return () => {
    stopWatching();
    scene.onBeforeRenderObservable.remove(before);
    scene.onAfterRenderObservable.remove(after);
    page.clear();
    if (!scene.isDisposed) {
      if (asleep) scene.addCamera(camera);
      camera.dispose();
      entries.dispose();
      pivot.dispose();
      rig.dispose();
      container.dispose();
      environment.dispose();
    }
  };
}
