import type { Scene } from '@babylonjs/core/scene.js';
import { Color3 } from '@babylonjs/core/Maths/math.color.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { AssetContainer, InstantiatedEntries } from '@babylonjs/core/assetContainer.js';
import type { AnimationGroup } from '@babylonjs/core/Animations/animationGroup.js';
import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import { CreateTorus } from '@babylonjs/core/Meshes/Builders/torusBuilder.js';
import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { VertexData } from '@babylonjs/core/Meshes/mesh.vertexData.js';
import { unlitShape } from './unlit-shape.ts';
import { DirectionalLight } from '@babylonjs/core/Lights/directionalLight.js';
import type { AbstractMesh } from '@babylonjs/core/Meshes/abstractMesh.js';
import type { TargetCamera } from '@babylonjs/core/Cameras/targetCamera.js';
import { observe, onAdd, onRemove, query } from 'bitecs';
import type { HeadsetEvent, HeadsetGame } from '../../../systems/headset/index.ts';
import type { GameView } from '../../engine/game-runtime.ts';
import { HEADSET_CAMERA, HEADSET_INDICATOR, HEADSET_RIPPLE } from './headset-world-names.ts';
import { frameCharacter } from './headset-framing.ts';
import { createFoundBeacons, createFoundSpots } from './found-beacons.ts';

/**
 * Headspace's moving nodes on the headset world's scene (whose static graph, declared in
 * headset-world-scene.tsx, is already there): a walker per character entity and a beacon per audio emitter,
 * kept in `eid → node` maps fed by the world's add and remove observers; the red idle indicator round the
 * character's feet; in visual mode a ripple at the shown source, arrows on the floor towards it and a needle
 * over the character's head pointing at it; a green beacon
 * where each found source stood (found-beacons.ts); a rim light behind the character, towards the camera, that
 * cuts its outline out of the dark; and the third-person camera raised behind it, framing it low so the middle
 * of the screen stays free for the sources (headset-framing.ts). It only reads the components and draws them,
 * interpolating between the last two steps with the loop's alpha.
 */

/** The walk animation blends in and out over this long (s). */
const BLEND_S = 0.2;
/** The beacon model is 0.4 units tall: drawn twice as big, to be seen in the fog. */
const EMITTER_SCALE = 2;
/** The ripple spreads round the source's foot, on the floor: the arrows say which way, the ripple where. */
const RIPPLE_PERIOD_S = 1.1;
const RIPPLE_RINGS = 2;
const INDICATOR_RED = new Color3(1, 0.12, 0.1);
const RIPPLE_CYAN = new Color3(0.1, 0.85, 1);
/** Visual mode's arrows: the warmest, brightest colour on the floor, so the way to the source reads at a glance. */
/** Engine.ALPHA_ADD, without the engine's statics. */
const ALPHA_ADD = 1;
/** The pool of light round the character's feet: its radius and its colour at the centre (added to the floor). */
const POOL_RADIUS = 2.6;
const POOL_COLOR = new Color3(0.09, 0.16, 0.24);
const ARROW_YELLOW = new Color3(1, 0.86, 0.1);
/** The arrows start this far from the character, towards the source, each next one ARROW_GAP further. */
const ARROW_START = 0.9;
const ARROW_GAP = 0.55;
const ARROW_COUNT = 3;
const ARROW_PERIOD_S = 0.9;
/** The needle over the character's head: its height (the figure is 1.8 tall) and its size. */
const NEEDLE_HEIGHT = 2.25;
const NEEDLE_SCALE = 1.1;
/** The rim light: from beyond the character, towards the camera and down, cyan-white. */
const RIM_INTENSITY = 3;
/** Where the rim light comes from, relative to the character: ahead of it, to its left, above. */
const RIM_FROM = { ahead: 0.5, left: 0.6, above: 0.6 };
const RIM_COLOR = new Color3(0.55, 0.9, 1);

interface WalkerNode {
  readonly entries: InstantiatedEntries;
  /** Our own parent of the model's root (which keeps glTF's handedness turn): placed and turned per frame. */
  readonly pivot: TransformNode;
  readonly idle: AnimationGroup | null;
  readonly walk: AnimationGroup | null;
  /** 0 (idle) … 1 (walking). */
  blend: number;
}

interface EmitterNode {
  readonly entries: InstantiatedEntries;
  readonly root: TransformNode;
  readonly ring: TransformNode | null;
}

/** What the view shows besides nodes, for the test build and tests. */
export interface HeadsetViewState {
  rippleVisible: boolean;
  indicatorVisible: boolean;
  /** How many beacons of found sources stand on the floor. */
  foundBeacons: number;
}

/**
 * What the view reads of the game: its world, the rules' view over it and whether the run is in visual mode. The
 * facade (systems/headset/game.ts) has them, and so does the operators' replay viewer.
 */
export type HeadsetViewGame = Pick<HeadsetGame, 'world' | 'view' | 'visual'>;

export interface HeadsetGameView<G extends HeadsetViewGame = HeadsetGame> extends GameView<G, HeadsetEvent> {
  readonly state: HeadsetViewState;
  /** The character as drawn this frame (between two steps), for the listener of the spatial sound. */
  readonly pose: { x: number; z: number; heading: number };
}

export function createHeadsetGameView<G extends HeadsetViewGame>(
  world: { scene: Scene; assets: ReadonlyMap<string, unknown> },
  game: G,
  options: { reducedMotion: boolean },
): HeadsetGameView<G> {
  const { scene, assets } = world;
  const ecs = game.world;
  const { IsCharacter, AudioEmitter, FloorPosition, Heading } = ecs.c;
  const camera = scene.getCameraByName(HEADSET_CAMERA) as TargetCamera | null;
  const cameraStart = camera ? { position: camera.position.clone(), fov: camera.fov } : null;
  const cameraTarget = new Vector3();
  // The rim light touches the character alone (its meshes are added as walkers come): the floor's shader and
  // the sources' keep the lights they had.
  const rim = new DirectionalLight('headset-rim', new Vector3(0, -0.5, -1), scene);
  rim.intensity = RIM_INTENSITY;
  rim.diffuse = RIM_COLOR;
  rim.specular = RIM_COLOR;
  const rimMeshes: AbstractMesh[] = [];
  rim.includedOnlyMeshes = rimMeshes;

  const instantiate = (name: string, suffix: string): InstantiatedEntries => {
    const container = assets.get(name) as AssetContainer | undefined;
    if (!container) throw new Error(`can't find asset with name ${name}`);
    return container.instantiateModelsToScene((n) => `${n}-${suffix}`, false);
  };
  const walkerNode = (eid: number): WalkerNode => {
    const entries = instantiate('game/walker', `walker-${eid}`);
    const pivot = new TransformNode(`walker-${eid}`, scene);
    for (const root of entries.rootNodes) {
      root.parent = pivot;
      rimMeshes.push(...root.getChildMeshes(false));
    }
    const group = (name: string) => entries.animationGroups.find((g) => g.name.startsWith(name)) ?? null;
    const idle = group('idle');
    const walk = group('walk');
    idle?.start(true);
    walk?.start(true);
    if (idle) idle.weight = 1;
    if (walk) walk.weight = 0;
    return { entries, pivot, idle, walk, blend: 0 };
  };
  const emitterNode = (eid: number): EmitterNode => {
    const entries = instantiate('game/headset-emitter', `emitter-${eid}`);
    const root = entries.rootNodes[0] as TransformNode;
    root.scaling.scaleInPlace(EMITTER_SCALE);
    root.setEnabled(false);
    const ring =
      (root.getChildTransformNodes(false).find((n) => n.name.startsWith('headset-emitter-ring')) as
        TransformNode | undefined) ?? null;
    return { entries, root, ring };
  };

  // eid → node, as the mouse view: the entities already in the world, then every change.
  const walkers = new Map<number, WalkerNode>();
  const emitters = new Map<number, EmitterNode>();
  const addWalker = (eid: number) => walkers.set(eid, walkerNode(eid));
  const addEmitter = (eid: number) => emitters.set(eid, emitterNode(eid));
  const removeWalker = (eid: number) => {
    const node = walkers.get(eid);
    if (!node) return;
    for (const mesh of node.pivot.getChildMeshes(false)) {
      const at = rimMeshes.indexOf(mesh);
      if (at >= 0) rimMeshes.splice(at, 1);
    }
    node.entries.dispose();
    node.pivot.dispose();
    walkers.delete(eid);
  };
  const removeEmitter = (eid: number) => {
    emitters.get(eid)?.entries.dispose();
    emitters.delete(eid);
  };
  for (const eid of query(ecs, [IsCharacter, FloorPosition, Heading])) addWalker(eid);
  for (const eid of query(ecs, [AudioEmitter, FloorPosition])) addEmitter(eid);
  const unobserve = [
    observe(ecs, onAdd(IsCharacter, FloorPosition, Heading), addWalker),
    observe(ecs, onRemove(IsCharacter), removeWalker),
    observe(ecs, onAdd(AudioEmitter, FloorPosition), addEmitter),
    observe(ecs, onRemove(AudioEmitter), removeEmitter),
  ];

  // The idle indicator: a red ring round the character's feet, drawn with the rules' opacity.
  const flat = (name: string, diameter: number, thickness: number, color: Color3) => {
    const mesh = CreateTorus(name, { diameter, thickness, tessellation: 48 }, scene);
    const material = new StandardMaterial(name, scene);
    material.disableLighting = true;
    material.emissiveColor = color;
    material.alpha = 0;
    material.fogEnabled = false;
    mesh.material = material;
    mesh.isPickable = false;
    mesh.setEnabled(false);
    return { mesh, material };
  };
  const indicator = flat(HEADSET_INDICATOR, 1.3, 0.06, INDICATOR_RED);
  indicator.mesh.position.y = 0.03;
  // The ripple: rings spreading on the floor towards the shown source (visual mode only).
  const ripples = Array.from({ length: RIPPLE_RINGS }, (_, i) =>
    flat(`${HEADSET_RIPPLE}-${i}`, 1, 0.06, RIPPLE_CYAN),
  );
  const rippleParent = new TransformNode(HEADSET_RIPPLE, scene);
  for (const ripple of ripples) {
    ripple.mesh.parent = rippleParent;
    ripple.mesh.setEnabled(true);
  }
  rippleParent.setEnabled(false);
  // Visual mode's arrows: chevrons on the floor pointing from the character to the shown source.
  const arrows = Array.from({ length: ARROW_COUNT }, (_, i) =>
    yellowChevron(scene, `${HEADSET_RIPPLE}-arrow-${i}`),
  );
  // And one over the character's head, which the raised camera sees whichever way the source lies (the floor's
  // arrows are out of the frame when it lies behind): a compass needle turned towards it.
  const needle = (() => {
    const { mesh, material } = yellowChevron(scene, `${HEADSET_RIPPLE}-needle`);
    mesh.scaling.setAll(NEEDLE_SCALE);
    mesh.position.set(0, NEEDLE_HEIGHT, NEEDLE_SCALE * 0.2);
    return { mesh, material };
  })();
  const arrowsParent = new TransformNode(`${HEADSET_RIPPLE}-arrows`, scene);
  for (const { mesh } of [...arrows, needle]) mesh.parent = arrowsParent;
  arrowsParent.setEnabled(false);

  // A pool of light on the floor round the character: where the eye goes first, and the floor's lines
  // brighten there.
  const pool = new Mesh(`${HEADSET_INDICATOR}-pool`, scene);
  lightPool().applyToMesh(pool);
  const poolMaterial = new StandardMaterial(`${HEADSET_INDICATOR}-pool`, scene);
  poolMaterial.disableLighting = true;
  poolMaterial.emissiveColor = Color3.White();
  poolMaterial.alphaMode = ALPHA_ADD;
  poolMaterial.alpha = 0.999;
  poolMaterial.disableDepthWrite = true;
  poolMaterial.backFaceCulling = false;
  pool.material = poolMaterial;
  pool.isPickable = false;

  const found = createFoundSpots();
  const beacons = createFoundBeacons(scene);

  const state: HeadsetViewState = { rippleVisible: false, indicatorVisible: false, foundBeacons: 0 };
  const pose = { x: 0, z: 0, heading: 0 };
  let lastTime: number | null = null;

  const drawCharacter = (eid: number, node: WalkerNode, alpha: number, dt: number) => {
    const x = FloorPosition.previousX[eid]! + (FloorPosition.x[eid]! - FloorPosition.previousX[eid]!) * alpha;
    const z = FloorPosition.previousZ[eid]! + (FloorPosition.z[eid]! - FloorPosition.previousZ[eid]!) * alpha;
    const previous = game.view.previousHeading;
    const heading = previous + (game.view.heading - previous) * alpha;
    node.pivot.position.set(x, 0, z);
    node.pivot.rotation.y = heading;
    const walking = game.view.walking && !game.view.over;
    const goal = walking ? 1 : 0;
    node.blend = options.reducedMotion
      ? goal
      : goal > node.blend
        ? Math.min(goal, node.blend + dt / BLEND_S)
        : Math.max(goal, node.blend - dt / BLEND_S);
    if (node.walk) node.walk.weight = node.blend;
    if (node.idle) node.idle.weight = 1 - node.blend;
    pose.x = x;
    pose.z = z;
    pose.heading = heading;
  };

  return {
    state,
    pose,
    onEvent(event) {
      found.onEvent(event, game.view);
    },
    draw(g, alpha, time) {
      const dt = lastTime === null ? 0 : Math.max(0, Math.min(0.1, time - lastTime));
      lastTime = time;
      for (const [eid, node] of walkers) drawCharacter(eid, node, alpha, dt);
      pool.position.set(pose.x, 0.008, pose.z);

      const view = g.view;
      const target = view.target;
      for (const [eid, node] of emitters) {
        const show = AudioEmitter.visible[eid] === 1;
        if (node.root.isEnabled(false) !== show) node.root.setEnabled(show);
        if (!show) continue;
        node.root.position.set(FloorPosition.x[eid]!, 0, FloorPosition.z[eid]!);
        if (node.ring && !options.reducedMotion) {
          const pulse = 1 + 0.25 * Math.sin(time * Math.PI * 2);
          node.ring.scaling.setAll(pulse);
        }
      }

      // A beacon where each found source stood (none left from a run that started over).

      // The idle indicator, faded by the rules (its opacity counts steps, so it pauses with the run).
      const opacity = view.indicatorOpacity;
      state.indicatorVisible = opacity > 0;
      indicator.mesh.setEnabled(state.indicatorVisible);
      indicator.material.alpha = opacity;
      indicator.mesh.position.x = pose.x;
      indicator.mesh.position.z = pose.z;

      // The ripple towards the source, in visual mode, while a source is shown.
      const rippleOn = g.visual && target !== null && !view.over;
      state.rippleVisible = rippleOn;
      rippleParent.setEnabled(rippleOn);
      arrowsParent.setEnabled(rippleOn);
      if (rippleOn) {
        const dx = target.x - pose.x;
        const dz = target.z - pose.z;
        const distance = Math.hypot(dx, dz) || 1;
        rippleParent.position.set(target.x, 0.03, target.z);
        ripples.forEach(({ mesh, material }, i) => {
          // Reduced motion: still rings instead of spreading ones.
          const phase = options.reducedMotion
            ? (i + 0.5) / RIPPLE_RINGS
            : (time / RIPPLE_PERIOD_S + i / RIPPLE_RINGS) % 1;
          mesh.scaling.setAll(0.6 + phase * 1.8);
          material.alpha = options.reducedMotion ? 0.85 : 1 - phase * 0.85;
        });
        // The arrows lie from the character towards the source (never past it), turned to point at it; a
        // brightness runs along them towards the source (held still under reduced motion).
        arrowsParent.position.set(pose.x, 0, pose.z);
        arrowsParent.rotation.y = Math.atan2(dx, dz);
        arrows.forEach(({ mesh, material }, i) => {
          const along = ARROW_START + i * ARROW_GAP;
          mesh.setEnabled(along < distance - 0.4);
          mesh.position.z = along;
          const wave = options.reducedMotion ? 1 : (time / ARROW_PERIOD_S - i / ARROW_COUNT) % 1;
          material.alpha = options.reducedMotion ? 0.95 : 0.45 + 0.55 * (1 - wave);
        });
      }

      // The rim light comes from beyond the character, from its left and above, towards the camera: it edges
      // the figure's top and left side, which the camera behind it sees, in cyan.
      const sin = Math.sin(pose.heading);
      const cos = Math.cos(pose.heading);
      rim.direction.set(
        -RIM_FROM.ahead * sin + RIM_FROM.left * cos,
        -RIM_FROM.above,
        -RIM_FROM.ahead * cos - RIM_FROM.left * sin,
      );

      // Third person: raised behind the character as it turns, the character low in the frame.
      const framing = frameCharacter(pose, camera ? camera.getEngine().getAspectRatio(camera) : 16 / 9);

      // A beacon where each found source stood (none left from a run that started over).
      found.sync(view.finds);
      beacons.show(found.spots, pose, framing.position);
      state.foundBeacons = beacons.count;

      if (!camera) return;
      camera.position.set(framing.position.x, framing.position.y, framing.position.z);
      cameraTarget.set(framing.target.x, framing.target.y, framing.target.z);
      camera.setTarget(cameraTarget);
      camera.fov = framing.fov;
    },
    dispose() {
      for (const stop of unobserve) stop();
      for (const eid of [...walkers.keys()]) removeWalker(eid);
      for (const eid of [...emitters.keys()]) removeEmitter(eid);
      for (const { mesh, material } of [indicator, ...ripples, ...arrows, needle]) {
        mesh.dispose();
        material.dispose();
      }
      rippleParent.dispose();
      arrowsParent.dispose();
      pool.dispose();
      poolMaterial.dispose();
      beacons.dispose();
      rim.dispose();
      if (camera && cameraStart) {
        camera.position.copyFrom(cameraStart.position);
        camera.fov = cameraStart.fov;
      }
    },
  };
}

/** Visual mode's arrow: the chevron in unlit yellow, seen from both sides and through the fog. */
function yellowChevron(scene: Scene, name: string): { mesh: Mesh; material: StandardMaterial } {
  const mesh = new Mesh(name, scene);
  chevron().applyToMesh(mesh);
  const material = new StandardMaterial(name, scene);
  material.disableLighting = true;
  material.emissiveColor = ARROW_YELLOW;
  material.fogEnabled = false;
  material.backFaceCulling = false;
  mesh.material = material;
  mesh.isPickable = false;
  return { mesh, material };
}

/** A flat chevron on the floor, pointing along +z: two bars meeting at its tip, 0.7 wide. */
function chevron(): VertexData {
  const half = 0.35;
  const depth = 0.28;
  const bar = 0.13;
  // The outer V and the inner V, tip first.
  const outer = [
    [-half, -depth],
    [0, 0],
    [half, -depth],
  ];
  const inner = outer.map(([x, z]) => [x!, z! - bar]);
  const positions = [...outer, ...inner].flatMap(([x, z]) => [x!, 0, z!]);
  // outer 0 1 2, inner 3 4 5: the left bar (0, 1, 4, 3) and the right bar (1, 2, 5, 4).
  return unlitShape(positions, [0, 1, 4, 0, 4, 3, 1, 2, 5, 1, 5, 4]);
}

/** A disc on the floor, POOL_COLOR at its centre fading to nothing at POOL_RADIUS (drawn additively). */
function lightPool(): VertexData {
  const rings = [0, 0.35, 0.7, 1];
  const segments = 40;
  const positions: number[] = [];
  const colors: number[] = [];
  const indices: number[] = [];
  for (const [r, ring] of rings.map((t, i) => [t, i] as const)) {
    // A soft falloff: 1 − t² squared.
    const strength = (1 - r * r) ** 2;
    for (let i = 0; i <= segments; i++) {
      const a = (i / segments) * Math.PI * 2;
      positions.push(Math.sin(a) * r * POOL_RADIUS, 0, Math.cos(a) * r * POOL_RADIUS);
      colors.push(POOL_COLOR.r * strength, POOL_COLOR.g * strength, POOL_COLOR.b * strength, 1);
    }
    if (ring === 0) continue;
    for (let i = 0; i < segments; i++) {
      const p = (ring - 1) * (segments + 1) + i;
      const q = p + segments + 1;
      indices.push(p, p + 1, q, p + 1, q + 1, q);
    }
  }
  return unlitShape(positions, indices, colors);
}
