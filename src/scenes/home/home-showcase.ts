import type { Scene } from '@babylonjs/core/scene.js';
import { ArcRotateCamera } from '@babylonjs/core/Cameras/arcRotateCamera.js';
import { HemisphericLight } from '@babylonjs/core/Lights/hemisphericLight.js';
import { DirectionalLight } from '@babylonjs/core/Lights/directionalLight.js';
import { PointLight } from '@babylonjs/core/Lights/pointLight.js';
import { Matrix, Vector2, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { Color3, Color4 } from '@babylonjs/core/Maths/math.color.js';
import { GlowLayer } from '@babylonjs/core/Layers/glowLayer.js';
import { ShadowGenerator } from '@babylonjs/core/Lights/Shadows/shadowGenerator.js';
import '@babylonjs/core/Lights/Shadows/shadowGeneratorSceneComponent.js';
import { SHADOW_MAP_RESOLUTION } from '../../engine/quality.ts';
import { DynamicTexture } from '@babylonjs/core/Materials/Textures/dynamicTexture.js';
import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import { CreatePlane } from '@babylonjs/core/Meshes/Builders/planeBuilder.js';
import { qualityStore } from '../../engine/quality-store.ts';
import type { AssetContainer } from '@babylonjs/core/assetContainer.js';
import type { CubeTexture } from '@babylonjs/core/Materials/Textures/cubeTexture.js';
import { TransformNode as TransformNodeClass } from '@babylonjs/core/Meshes/transformNode.js';
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
const LEVITATION_HEIGHT = 0.14;
/** Spec §9: the camera sways slightly with the pointer. */
export const CAMERA_SWAY = 0.05;

/** The unfocused camera's angles for each selected device: that device turned toward the viewer. */
const AIM: Record<GameId, { alpha: number; beta: number }> = {
  keyboard: { alpha: Math.PI / 2 - 0.3, beta: 1.2 },
  mouse: { alpha: Math.PI / 2 + 0.15, beta: 1.15 },
  headset: { alpha: Math.PI / 2 - 0.45, beta: 1.05 },
};
/** How close the focused camera comes to each device. */
const FOCUS_RADIUS: Record<GameId, number> = { mouse: 1.9, headset: 2.4, keyboard: 2.7 };

/**
 * Each device's scroll timeline while focused: four keyframes (sections 0 to 3) of turn, tilt and height above
 * its deck. Between keyframes the pose is interpolated linearly with the page's scroll.
 */
const KEYFRAMES: readonly { turn: number; tilt: number; lift: number }[] = [
  { turn: -0.5, tilt: 0.2, lift: 0.3 },
  { turn: 0.9, tilt: 0.05, lift: 0.35 },
  { turn: 2.3, tilt: -0.15, lift: 0.35 },
  { turn: 2 * Math.PI - 0.5, tilt: 0.2, lift: 0.3 },
];

export function poseAt(progress: number): { turn: number; tilt: number; lift: number } {
  const p = Math.min(1, Math.max(0, progress)) * (KEYFRAMES.length - 1);
  const i = Math.min(KEYFRAMES.length - 2, Math.floor(p));
  const k = p - i;
  const a = KEYFRAMES[i]!;
  const b = KEYFRAMES[i + 1]!;
  return {
    turn: a.turn + (b.turn - a.turn) * k,
    tilt: a.tilt + (b.tilt - a.tilt) * k,
    lift: a.lift + (b.lift - a.lift) * k,
  };
}

const ease = (t: number) => (t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t));

/** A value that moves to its goal over a duration (or jumps there with 0), read every frame. */
function tweened(initial: number) {
  let from = initial;
  let to = initial;
  let start = 0;
  let duration = 0;
  let now = 0;
  return {
    set(goal: number, durationMs: number) {
      from = this.value;
      to = goal;
      start = now;
      duration = durationMs / 1000;
    },
    tick(time: number) {
      now = time;
    },
    get value() {
      return duration <= 0 ? to : from + (to - from) * ease((now - start) / duration);
    },
  };
}

export interface HomeShowcase extends HomeSceneControl {
  /** The device nodes by id, for the focus machine and the tests. */
  readonly devices: ReadonlyMap<GameId, TransformNode>;
  dispose(): void;
}

/**
 * Where the totem sits on screen: right of the text on wide screens, centred higher up on narrow ones. The
 * offset moves the view, not the camera, so orbiting still turns around the totem.
 */
function frame(wide: boolean): Vector2 {
  return wide ? WIDE_OFFSET : NARROW_OFFSET;
}
const WIDE_OFFSET = new Vector2(1.45, 0.1);
const NARROW_OFFSET = new Vector2(0, -0.55);
const HOME_RADIUS = 5.3;

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

  const camera = new ArcRotateCamera(
    'home-camera',
    AIM.mouse.alpha,
    AIM.mouse.beta,
    HOME_RADIUS,
    TARGET.clone(),
    scene,
  );
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
  // Spec §9, high quality: two shadow-casting lights with 512 px shadow maps; switched with the quality.
  const backKey = new DirectionalLight('home-back-key', new Vector3(0.6, -1, -0.4), scene);
  backKey.intensity = 0.6;
  const shadowLights = [key, backKey];
  for (const light of shadowLights) light.position = light.direction.scale(-6).add(TARGET);
  const shadows = shadowLights.map((light) => {
    const generator = new ShadowGenerator(SHADOW_MAP_RESOLUTION, light);
    generator.usePercentageCloserFiltering = true;
    return generator;
  });
  const followShadows = () => {
    const on = qualityStore.get().settings?.shadowMap ?? false;
    for (const light of shadowLights) light.shadowEnabled = on;
  };
  followShadows();
  const stopFollowingShadows = qualityStore.subscribe(followShadows);
  const glow = new GlowLayer('home-glow', scene, { blurKernelSize: 32 });
  glow.intensity = 0.75;
  // The glow is the spec's bloom: drawn at high quality only, and dropped when the stage steps down.
  glow.isEnabled = qualityStore.glow;
  const followQuality = qualityStore.subscribe(() => {
    glow.isEnabled = qualityStore.glow;
  });

  const instantiate = (name: string) =>
    (assets.get(name) as AssetContainer).instantiateModelsToScene((n) => n, false);
  const totem = instantiate('totem');
  const totemRoot = totem.rootNodes[0] as TransformNode;
  const devices = new Map<GameId, TransformNode>();
  // A pivot between each slot and its device: the glTF root keeps its own handedness transform, the pivot
  // carries the levitation and the scroll timeline's pose.
  const pivots = new Map<GameId, TransformNode>();
  const deviceEntries = DEVICES.map((id) => {
    const entries = instantiate(id);
    const slot = totemRoot.getChildTransformNodes(false).find((n) => n.name === `slot-${id}`);
    if (!slot) throw new Error(`the totem has no slot-${id} node`);
    const pivot = new TransformNodeClass(`pivot-${id}`, scene);
    pivot.parent = slot;
    const root = entries.rootNodes[0] as TransformNode;
    root.parent = pivot;
    devices.set(id, root);
    pivots.set(id, pivot);
    return entries;
  });
  for (const mesh of [
    ...totemRoot.getChildMeshes(false),
    ...DEVICES.flatMap((id) => devices.get(id)!.getChildMeshes(false)),
  ]) {
    for (const generator of shadows) generator.addShadowCaster(mesh, false);
    mesh.receiveShadows = true;
  }
  const lift = new Map(DEVICES.map((id) => [id, tweened(0)] as const));
  const turn = new Map(DEVICES.map((id) => [id, tweened(0)] as const));
  const tilt = new Map(DEVICES.map((id) => [id, tweened(0)] as const));
  const presence = new Map(DEVICES.map((id) => [id, tweened(1)] as const));
  const fogLevel = tweened(HOME_FOG_LEVEL);
  const camAlpha = tweened(camera.alpha);
  const camBeta = tweened(camera.beta);
  const camRadius = tweened(camera.radius);
  const camX = tweened(TARGET.x);
  const camY = tweened(TARGET.y);
  const camZ = tweened(TARGET.z);
  const focusBlend = tweened(0);
  let focused: GameId | null = null;
  let swayX = 0;
  let swayY = 0;
  const all = [
    ...lift.values(),
    ...turn.values(),
    ...tilt.values(),
    ...presence.values(),
    fogLevel,
    camAlpha,
    camBeta,
    camRadius,
    camX,
    camY,
    camZ,
    focusBlend,
  ];
  const deviceWorld = (id: GameId) => pivots.get(id)!.getAbsolutePosition();
  const aimAt = (product: GameId, durationMs: number, radius: number, target: Vector3) => {
    camAlpha.set(AIM[product].alpha, durationMs);
    camBeta.set(AIM[product].beta, durationMs);
    camRadius.set(radius, durationMs);
    camX.set(target.x, durationMs);
    camY.set(target.y, durationMs);
    camZ.set(target.z, durationMs);
  };

  let time = 0;
  const tick = scene.onBeforeRenderObservable.add(() => {
    const engine = scene.getEngine();
    time += engine.getDeltaTime() / 1000;
    for (const t of all) t.tick(time);
    const wide = engine.getAspectRatio(camera) >= 1.2;
    const base = frame(wide);
    const f = focusBlend.value;
    camera.radius = camRadius.value * (wide ? 1 : 1.4);
    camera.target.set(camX.value, camY.value, camZ.value);
    camera.targetScreenOffset.set(
      base.x * (1 - f) + (wide ? 0.55 : 0) * f,
      base.y * (1 - f) + (wide ? 0 : -0.35) * f,
    );
    const sway = options.reducedMotion ? 0 : CAMERA_SWAY;
    camera.alpha = camAlpha.value + swayX * sway;
    camera.beta = camBeta.value + swayY * sway;
    scene.fogDensity = fogLevel.value * FOG_DENSITY_PER_LEVEL;
    DEVICES.forEach((id, i) => {
      const pivot = pivots.get(id)!;
      const bob =
        options.reducedMotion || focused === id
          ? 0
          : BOB_AMPLITUDE * (1 + Math.sin((time * 2 * Math.PI) / BOB_PERIOD_S + i * 2.1));
      pivot.position.y = lift.get(id)!.value + bob;
      pivot.rotation.y = turn.get(id)!.value;
      pivot.rotation.x = tilt.get(id)!.value;
      const seen = presence.get(id)!.value;
      pivot.scaling.setAll(0.0001 + seen * 0.9999);
      pivot.setEnabled(seen > 0.01);
      const tagline = taglines.get(id);
      if (tagline) {
        const right = camera.getDirection(Vector3.Right());
        tagline.plane.position
          .copyFrom(pivot.getAbsolutePosition())
          .addInPlace(right.scaleInPlace(taglineAt[id].across))
          .addInPlaceFromFloats(0, taglineAt[id].up, 0);
        tagline.seen.tick(time);
        tagline.material.alpha = tagline.seen.value;
        tagline.plane.setEnabled(tagline.seen.value > 0.01);
      }
    });
  });

  /** A device's outline on screen, in CSS pixels: the box around its projected bounding corners. */
  const screenRect = (product: GameId) => {
    const root = devices.get(product);
    const pivot = pivots.get(product);
    if (!root || !pivot?.isEnabled()) return null;
    const engine = scene.getEngine();
    const { min, max } = root.getHierarchyBoundingVectors(true);
    const viewport = camera.viewport.toGlobal(engine.getRenderWidth(), engine.getRenderHeight());
    const transform = scene.getTransformMatrix();
    const scale = engine.getHardwareScalingLevel();
    const rect = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
    for (const x of [min.x, max.x])
      for (const y of [min.y, max.y])
        for (const z of [min.z, max.z]) {
          const p = Vector3.Project(new Vector3(x, y, z), Matrix.IdentityReadOnly, transform, viewport);
          rect.left = Math.min(rect.left, p.x * scale);
          rect.right = Math.max(rect.right, p.x * scale);
          rect.top = Math.min(rect.top, p.y * scale);
          rect.bottom = Math.max(rect.bottom, p.y * scale);
        }
    return rect;
  };

  // The selected device's taglines float beside it (spec §9): text drawn on a texture, always facing the camera.
  const taglineColour: Record<GameId, string> = { mouse: '#20e3ff', headset: '#ff3fd8', keyboard: '#7dff5a' };
  // Beside each device as the camera sees it: across (camera right) and up, in world units.
  const taglineAt: Record<GameId, { across: number; up: number }> = {
    mouse: { across: 0.75, up: 0.35 },
    headset: { across: 0.9, up: 0.55 },
    keyboard: { across: -1.25, up: 0.35 },
  };
  // Text needs a 2D canvas; where there is none (the scene tests in Node) the showcase goes without it.
  const canDrawText = typeof document !== 'undefined' || typeof OffscreenCanvas !== 'undefined';
  const taglines = new Map(
    (canDrawText ? DEVICES : []).map((id) => {
      const texture = new DynamicTexture(`tagline-${id}`, { width: 512, height: 256 }, scene, true);
      texture.hasAlpha = true;
      const material = new StandardMaterial(`tagline-${id}`, scene);
      material.diffuseTexture = texture;
      material.emissiveTexture = texture;
      material.opacityTexture = texture;
      material.disableLighting = true;
      material.backFaceCulling = false;
      const plane = CreatePlane(`tagline-${id}`, { width: 1.1, height: 0.55 }, scene);
      plane.material = material;
      plane.billboardMode = 7; // TransformNode.BILLBOARDMODE_ALL
      plane.isPickable = false;
      // Drawn over the totem: a tagline half hidden behind a deck reads as a glitch.
      plane.renderingGroupId = 1;
      // Not parented to the device: the glTF root's mirroring would mirror the text too.
      return [id, { texture, material, plane, seen: tweened(0) }] as const;
    }),
  );

  const control: HomeSceneControl = {
    setTaglines(lines, rtl) {
      for (const [id, { texture }] of taglines) {
        const ctx = texture.getContext() as CanvasRenderingContext2D;
        ctx.clearRect(0, 0, 512, 256);
        ctx.direction = rtl ? 'rtl' : 'ltr';
        ctx.textAlign = rtl ? 'right' : 'left';
        ctx.font = '800 44px system-ui, sans-serif';
        ctx.fillStyle = taglineColour[id];
        ctx.shadowColor = taglineColour[id];
        ctx.shadowBlur = 12;
        (lines[id] ?? []).forEach((line, i) =>
          ctx.fillText(line.toLocaleUpperCase(), rtl ? 500 : 12, 64 + i * 72, 488),
        );
        texture.update();
      }
    },
    setFog(level) {
      fogLevel.set(level, options.reducedMotion ? 0 : 1500);
    },
    levitate(product, durationMs) {
      for (const id of DEVICES) {
        lift.get(id)!.set(id === product ? LEVITATION_HEIGHT : 0, durationMs);
        taglines.get(id)?.seen.set(id === product ? 1 : 0, durationMs);
      }
    },
    aimCamera(product, durationMs) {
      aimAt(product, durationMs, camRadius.value, TARGET);
    },
    orbitCamera(product, durationMs) {
      focused = product;
      // Focused, the page's own text takes over from the floating taglines.
      for (const tagline of taglines.values()) tagline.seen.set(0, durationMs / 3);
      const at = deviceWorld(product);
      aimAt(product, durationMs, FOCUS_RADIUS[product], new Vector3(at.x, at.y + 0.3, at.z));
      focusBlend.set(1, durationMs);
    },
    resetCamera(product, durationMs) {
      focused = null;
      aimAt(product, durationMs, HOME_RADIUS, TARGET);
      focusBlend.set(0, durationMs);
      for (const id of DEVICES) {
        turn.get(id)!.set(0, durationMs);
        tilt.get(id)!.set(0, durationMs);
      }
    },
    enterFocusMode(product) {
      for (const id of DEVICES)
        presence.get(id)!.set(id === product ? 1 : 0, options.reducedMotion ? 0 : 900);
    },
    exitFocusMode() {
      for (const id of DEVICES) presence.get(id)!.set(1, options.reducedMotion ? 0 : 900);
    },
    animateToFirstKeyframe(product, durationMs) {
      const pose = poseAt(0);
      turn.get(product)!.set(pose.turn, durationMs);
      tilt.get(product)!.set(pose.tilt, durationMs);
      lift.get(product)!.set(pose.lift, durationMs);
    },
    applyScroll(product, progress) {
      const pose = poseAt(progress);
      turn.get(product)!.set(pose.turn, 0);
      tilt.get(product)!.set(pose.tilt, 0);
      lift.get(product)!.set(pose.lift, 0);
    },
    sway(x, y) {
      swayX = Math.max(-1, Math.min(1, x));
      swayY = Math.max(-1, Math.min(1, y));
    },
    screenPoint(product) {
      const rect = screenRect(product);
      return rect ? { x: (rect.left + rect.right) / 2, y: (rect.top + rect.bottom) / 2 } : null;
    },
    pick(x, y) {
      // A device is hit anywhere inside its outline on screen: the headset's band or the mouse's thin
      // sides would otherwise be hard targets on a phone.
      let best: { id: GameId; area: number } | null = null;
      for (const id of DEVICES) {
        const r = screenRect(id);
        if (!r || x < r.left || x > r.right || y < r.top || y > r.bottom) continue;
        const area = (r.right - r.left) * (r.bottom - r.top);
        if (!best || area < best.area) best = { id, area };
      }
      return best?.id ?? null;
    },
  };

  return {
    ...control,
    devices,
    dispose() {
      scene.onBeforeRenderObservable.remove(tick);
      for (const entries of deviceEntries) entries.dispose();
      for (const { texture, material, plane } of taglines.values()) {
        plane.dispose();
        material.dispose();
        texture.dispose();
      }
      for (const pivot of pivots.values()) pivot.dispose();
      totem.dispose();
      stopFollowingShadows();
      for (const generator of shadows) generator.dispose();
      for (const light of [fill, key, backKey, rimCyan, rimMagenta]) light.dispose();
      followQuality();
      glow.dispose();
      scene.fogMode = 0;
      scene.environmentTexture = null;
      scene.clearColor = previousClear;
      scene.activeCamera = previousCamera;
      camera.dispose();
    },
  };
}
