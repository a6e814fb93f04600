import type { Scene } from '@babylonjs/core/scene.js';
import { Color3 } from '@babylonjs/core/Maths/math.color.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { AssetContainer, InstantiatedEntries } from '@babylonjs/core/assetContainer.js';
import type { AnimationGroup } from '@babylonjs/core/Animations/animationGroup.js';
import type { InstancedMesh } from '@babylonjs/core/Meshes/instancedMesh.js';
import '@babylonjs/core/Meshes/instancedMesh.js';
import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { VertexData } from '@babylonjs/core/Meshes/mesh.vertexData.js';
import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import type { TargetCamera } from '@babylonjs/core/Cameras/targetCamera.js';
import { observe, onAdd, onRemove, query } from 'bitecs';
import {
  ACTION_DUCK,
  ACTION_HURT,
  ACTION_JUMP,
  ACTION_RUN,
  ACTION_STRAFE_LEFT,
  ACTION_STRAFE_RIGHT,
  KEY_DOWN,
  KEY_LEFT,
  KEY_NONE,
  KEY_RIGHT,
  KEY_UP,
  OBSTACLE_BRANCH,
  OBSTACLE_ROCK,
  RATING_NONE,
} from '../../../components/keyboard/index.ts';
import type { KeyboardEvent } from '../../../systems/keyboard/commands.ts';
import { CAMERA_START, LOWER_FULL_Y, STEPS_PER_SECOND } from '../../../systems/keyboard/rules.ts';
import {
  LANDSCAPE_FRAMING,
  LOOK_AT,
  keyboardCameraFraming,
  type KeyboardCameraFraming,
} from './keyboard-camera-framing.ts';
import type { KeyboardWorld } from '../../../systems/keyboard/world.ts';
import type { GameView } from '../../engine/game-runtime.ts';
import { KEYBOARD_CAMERA, KEYBOARD_SCENERY, KEYBOARD_SCENERY_PERIOD } from './keyboard-world-names.ts';

/**
 * Jungle Board's moving nodes on the keyboard world's scene (whose static graph, declared in
 * keyboard-world-scene.tsx, is already there): the runner, a key tile per tile entity (its cap pressed down as
 * the tile lowers; on the one tile of a row that asks for a key, until the row is judged, that key's arrow) and an
 * obstacle per obstacle entity, kept in
 * `eid → node` maps fed by the world's add and remove observers; the third-person camera behind the runner,
 * shaken after a failed key; and the jungle moved along by whole periods. It only reads the components and
 * draws them, interpolating between the last two steps with the loop's alpha.
 */

/**
 * On a landscape screen the camera sits this far behind the runner and this high (above its eyes' start), looking
 * down the run, and follows half the runner's strafe; a taller screen fits it to its shape
 * (keyboard-camera-framing.ts).
 */
export const CAMERA_BEHIND = LANDSCAPE_FRAMING.behind;
export const CAMERA_HEIGHT = LANDSCAPE_FRAMING.height;
export const CAMERA_FOLLOW_X = LANDSCAPE_FRAMING.follow;
/** A failed key shakes the camera this long (s), this far at first (units), fading out. */
export const SHAKE_S = 0.3;
const SHAKE_AMPLITUDE = 0.12;
/**
 * How far the key cap sinks at most: the model's own travel (assets/models/game-pieces/key-tile.ts KEY_TRAVEL,
 * restated so that the view does not pull the model generator into the game's bundle; a test keeps them equal).
 */
export const KEY_CAP_TRAVEL = 0.08;
/** The arrow's foot lies on the cap's top face (the cap node's origin is on the plinth, the cap 0.26 tall). */
const GLYPH_HEIGHT = 0.27;
/**
 * The arrow of the key to press is the one white thing on the board (the jungle is green, the rims magenta, the
 * caps black), on a black outline so it holds against the bright leaves too.
 */
const GLYPH_WHITE = new Color3(1, 1, 1);
const GLYPH_OUTLINE = new Color3(0, 0, 0);
/** The arrow's mesh (1.05 long, 0.9 wide) drawn this much larger: 1.5 units on a 1.76 cap. */
export const GLYPH_SCALE = 1.45;
/** The outline: the arrow's shape this much larger, a hair behind it. */
const OUTLINE_GROW = 1.16;
/**
 * While its row comes, the arrow stands up off the near edge of its cap, leant back this far from upright, so the
 * camera (looking down the run from behind the runner) sees it whole, pointing as the key on the keyboard does: up
 * is up, down is down. As the tile lowers under the runner it folds down flat onto the cap. (Upright enough that
 * it stays in front of a log or a branch on its own tile.)
 */
export const GLYPH_STAND_RAD = (78 * Math.PI) / 180;
/**
 * And it floats this high over its cap while it stands, landing on the cap as it folds: high enough that the rocks
 * of the rows before it (chest-high trunks) do not hide it from the camera.
 */
export const GLYPH_FLOAT = 0.9;
/**
 * The arrows of the rows after the next are drawn this much smaller: the next key to press is the big one, the
 * ones after it read ahead without crowding it.
 */
export const LATER_GLYPH_SCALE = 0.6;
/**
 * On a portrait screen (a phone) the camera frames the three lanes edge to edge: the arrows are drawn this much
 * smaller there, so that a side lane's arrow does not run off the screen or cover the path as it comes close.
 */
export const PORTRAIT_GLYPH_SCALE = 0.7;
/** The arrow's half length once scaled: its foot is this far in front of the cap's middle. */
const GLYPH_HALF = 0.55 * GLYPH_SCALE;
/** Obstacles stand on their tile's cap (the tile model's top). */
const TILE_TOP = 0.36;
/** A branch hangs this high over the tile, under the runner's head (1.8) and above its duck. */
export const BRANCH_HEIGHT = 1.2;

/** The runner model's clips (assets/models/characters/runner.ts), by Runner.action. */
export const RUNNER_CLIPS = ['run', 'strafe-left', 'strafe-right', 'jump', 'duck', 'hurt'] as const;
export type RunnerClip = (typeof RUNNER_CLIPS)[number];
const CLIP_OF_ACTION: Record<number, RunnerClip> = {
  [ACTION_RUN]: 'run',
  [ACTION_STRAFE_LEFT]: 'strafe-left',
  [ACTION_STRAFE_RIGHT]: 'strafe-right',
  [ACTION_JUMP]: 'jump',
  [ACTION_DUCK]: 'duck',
  [ACTION_HURT]: 'hurt',
};

/**
 * The arrow's turn on the cap per key. Its mesh points along the cap's +z; the glTF root above the cap mirrors
 * x (handedness), so a turn θ points the arrow at world (−sin θ, 0, cos θ): up runs ahead (+z), right to +x.
 */
const GLYPH_TURN: Record<number, number> = {
  [KEY_UP]: 0,
  [KEY_DOWN]: Math.PI,
  [KEY_RIGHT]: -Math.PI / 2,
  [KEY_LEFT]: Math.PI / 2,
};

interface RunnerNode {
  readonly entries: InstantiatedEntries;
  /** Our own parent of the model's root (which keeps glTF's handedness turn): placed per frame. */
  readonly pivot: TransformNode;
  readonly clips: ReadonlyMap<RunnerClip, AnimationGroup>;
  clip: RunnerClip;
  /** The action and its start step last played (−1: none yet). */
  action: number;
  actionStart: number;
}

interface TileNode {
  readonly entries: InstantiatedEntries;
  readonly root: TransformNode;
  readonly cap: TransformNode | null;
  readonly capRestY: number;
  /** The arrow's hinge on the cap's near edge: it stands the arrow up and folds it down. */
  readonly stand: TransformNode;
  readonly glyph: InstancedMesh;
  readonly outline: InstancedMesh;
  /** The key drawn (−1: none yet) and whether its arrow shows (the row not judged yet). */
  key: number;
  shown: boolean;
  /** The size its arrow is drawn at (1: the next to press, on a landscape screen). */
  size: number;
  /** The highest the tile has been (its closed height): the cap is pressed as y goes from it to LOWER_FULL_Y. */
  topY: number;
}

interface ObstacleNode {
  readonly kind: number;
  readonly entries: InstantiatedEntries;
  readonly pivot: TransformNode;
}

/** What the view shows besides nodes, for the test build and tests. */
export interface KeyboardViewState {
  /** The runner's clip now. */
  clip: RunnerClip;
  /** The camera shake's strength now, 1 at a failed key fading to 0 (always 0 with reduced motion). */
  shake: number;
  tiles: number;
  obstacles: number;
}

/** What the view reads of the game: its world (the facade, systems/keyboard/game.ts, has it). */
export interface KeyboardViewGame {
  readonly world: KeyboardWorld;
}

export interface KeyboardGameView<G extends KeyboardViewGame = KeyboardViewGame> extends GameView<
  G,
  KeyboardEvent
> {
  readonly state: KeyboardViewState;
}

/**
 * A flat arrow on the xz plane pointing +z, 1.05 long: a head and a shaft; `grow` scales it about its middle
 * (the outline) and `below` sinks it along −y (behind the arrow once stood up).
 */
function arrowMesh(scene: Scene, name: string, color: Color3, grow = 1, below = 0): Mesh {
  const mesh = new Mesh(name, scene);
  const data = new VertexData();
  // prettier-ignore
  const shape = [
    0, 0, 0.55, 0.45, 0, 0.05, -0.45, 0, 0.05,
    -0.16, 0, 0.05, 0.16, 0, 0.05, 0.16, 0, -0.5, -0.16, 0, -0.5,
  ];
  const middleZ = 0.025;
  data.positions = shape.map((v, i) =>
    i % 3 === 0 ? v * grow : i % 3 === 1 ? -below : middleZ + (v - middleZ) * grow,
  );
  data.indices = [0, 1, 2, 3, 4, 5, 3, 5, 6];
  data.normals = [0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0];
  data.applyToMesh(mesh);
  const material = new StandardMaterial(name, scene);
  material.disableLighting = true;
  material.emissiveColor = color;
  material.backFaceCulling = false;
  material.freeze();
  mesh.material = material;
  mesh.isPickable = false;
  mesh.isVisible = false;
  // Mirrored as the caps it is drawn on are (their glTF root): Babylon draws an instance mirrored unlike its
  // source on its own, so this keeps all the arrows in one draw call.
  mesh.scaling.x = -1;
  // Never drawn itself, so its world matrix would not be computed: Babylon compares the instances with the cache.
  mesh.computeWorldMatrix(true);
  return mesh;
}

/** An obstacle this far behind the runner is hidden: the camera, behind the runner, would look through it. */
export const PASSED_OBSTACLE_UNITS = 1;

export function createKeyboardGameView<G extends KeyboardViewGame>(
  world: { scene: Scene; assets: ReadonlyMap<string, unknown> },
  game: G,
  options: { reducedMotion: boolean },
): KeyboardGameView<G> {
  const { scene, assets } = world;
  const ecs = game.world;
  const { IsRunner, Runner, BeatRow, KeyTile, Obstacle } = ecs.c;
  const camera = scene.getCameraByName(KEYBOARD_CAMERA) as TargetCamera | null;
  const cameraStart = camera
    ? { position: camera.position.clone(), rotation: camera.rotation.clone(), fov: camera.fov }
    : null;
  // The camera keeps one direction (it only translates), so it is aimed only when the screen's shape changes it.
  let framing: KeyboardCameraFraming | null = null;
  const frameFor = (aspect: number) => {
    const next = keyboardCameraFraming(aspect);
    if (!camera || next === framing) return;
    framing = next;
    camera.fov = next.fov;
    camera.position.set(0, next.height, -next.behind);
    camera.setTarget(new Vector3(0, LOOK_AT.height, LOOK_AT.ahead));
  };
  if (camera) frameFor(camera.getEngine().getAspectRatio(camera));
  const scenery = scene.getTransformNodeByName(KEYBOARD_SCENERY);
  const arrow = arrowMesh(scene, 'keyboard-glyph', GLYPH_WHITE);
  const arrowOutline = arrowMesh(scene, 'keyboard-glyph-outline', GLYPH_OUTLINE, OUTLINE_GROW, 0.012);

  /** A copy of a model: its meshes instanced (one draw call per part for all copies) unless `clone`. */
  const instantiate = (name: string, suffix: string, clone = false): InstantiatedEntries => {
    const container = assets.get(name) as AssetContainer | undefined;
    if (!container) throw new Error(`can't find asset with name ${name}`);
    return container.instantiateModelsToScene((n) => `${n}-${suffix}`, false, { doNotInstantiate: clone });
  };
  const runnerNode = (eid: number): RunnerNode => {
    const suffix = `runner-${eid}`;
    const entries = instantiate('game/runner', suffix, true);
    const pivot = new TransformNode(suffix, scene);
    for (const root of entries.rootNodes) root.parent = pivot;
    const clips = new Map<RunnerClip, AnimationGroup>();
    for (const clip of RUNNER_CLIPS) {
      const group = entries.animationGroups.find((g) => g.name === `${clip}-${suffix}`);
      if (!group) continue;
      group.enableBlending = !options.reducedMotion;
      group.blendingSpeed = 0.15;
      clips.set(clip, group);
    }
    clips.get('run')?.start(true);
    return { entries, pivot, clips, clip: 'run', action: ACTION_RUN, actionStart: -1 };
  };
  const tileNode = (eid: number): TileNode => {
    const entries = instantiate('game/key-tile', `tile-${eid}`);
    const root = entries.rootNodes[0] as TransformNode;
    const cap = root.getChildTransformNodes(false).find((n) => n.name.startsWith('key-cap-')) ?? null;
    // The hinge on the cap's near edge (it sinks with the cap); the arrow's middle half its length beyond.
    const stand = new TransformNode(`keyboard-glyph-stand-${eid}`, scene);
    stand.parent = cap ?? root;
    stand.position.set(0, GLYPH_HEIGHT, -GLYPH_HALF);
    const glyph = arrow.createInstance(`keyboard-glyph-${eid}`);
    const outline = arrowOutline.createInstance(`keyboard-glyph-outline-${eid}`);
    for (const mesh of [glyph, outline]) {
      mesh.parent = stand;
      mesh.position.z = GLYPH_HALF;
      mesh.scaling.setAll(GLYPH_SCALE);
    }
    stand.setEnabled(false);
    return {
      entries,
      root,
      cap,
      capRestY: cap?.position.y ?? 0,
      stand,
      glyph,
      outline,
      key: -1,
      shown: false,
      size: 1,
      topY: -Infinity,
    };
  };
  const obstacleNode = (eid: number, kind: number): ObstacleNode => {
    const entries = instantiate('game/obstacle', `obstacle-${eid}`);
    const pivot = new TransformNode(`obstacle-${eid}`, scene);
    // The log lies across the lane as modelled; the other kinds re-form it inside the pivot.
    const form = new TransformNode(`obstacle-${eid}-form`, scene);
    form.parent = pivot;
    for (const root of entries.rootNodes) root.parent = form;
    if (kind === OBSTACLE_ROCK) {
      // A thick trunk stood on end, as tall as the runner's chest: no jump or duck gets past it.
      form.scaling.set(0.9, 2.4, 2.4);
      form.rotation.z = -Math.PI / 2;
      form.position.set(-0.72, 0.81, 0);
    } else if (kind === OBSTACLE_BRANCH) {
      // The log hung overhead, a little longer than the tile is wide.
      form.scaling.x = 1.15;
      form.position.y = BRANCH_HEIGHT;
    }
    return { kind, entries, pivot };
  };

  // eid → node, as the headset view: the entities already in the world, then every change. A tile's and an
  // obstacle's fields are written after their component is added, so what depends on them is settled in draw.
  const runners = new Map<number, RunnerNode>();
  const tiles = new Map<number, TileNode>();
  const obstacles = new Map<number, ObstacleNode | null>();
  const addRunner = (eid: number) => runners.set(eid, runnerNode(eid));
  const addTile = (eid: number) => tiles.set(eid, tileNode(eid));
  const addObstacle = (eid: number) => obstacles.set(eid, null);
  const removeRunner = (eid: number) => {
    const node = runners.get(eid);
    if (!node) return;
    node.entries.dispose();
    node.pivot.dispose();
    runners.delete(eid);
  };
  const removeTile = (eid: number) => {
    const node = tiles.get(eid);
    if (!node) return;
    node.glyph.dispose();
    node.outline.dispose();
    node.stand.dispose();
    node.entries.dispose();
    tiles.delete(eid);
  };
  const disposeObstacle = (node: ObstacleNode | null | undefined) => {
    if (!node) return;
    node.entries.dispose();
    node.pivot.dispose();
  };
  const removeObstacle = (eid: number) => {
    disposeObstacle(obstacles.get(eid));
    obstacles.delete(eid);
  };
  for (const eid of query(ecs, [IsRunner, Runner])) addRunner(eid);
  for (const eid of query(ecs, [KeyTile])) addTile(eid);
  for (const eid of query(ecs, [Obstacle])) addObstacle(eid);
  const unobserve = [
    observe(ecs, onAdd(IsRunner, Runner), addRunner),
    observe(ecs, onRemove(IsRunner), removeRunner),
    observe(ecs, onAdd(KeyTile), addTile),
    observe(ecs, onRemove(KeyTile), removeTile),
    observe(ecs, onAdd(Obstacle), addObstacle),
    observe(ecs, onRemove(Obstacle), removeObstacle),
  ];

  const state: KeyboardViewState = { clip: 'run', shake: 0, tiles: 0, obstacles: 0 };
  const play = (node: RunnerNode, clip: RunnerClip) => {
    const group = node.clips.get(clip);
    for (const other of node.clips.values()) if (other !== group) other.stop();
    group?.start(clip === 'run', 1, group.from, group.to);
    node.clip = clip;
  };

  const drawRunner = (eid: number, node: RunnerNode) => {
    // A new action (or the same one again at a later step) starts its clip; a one-shot hands back to the run.
    const action = Runner.action[eid]!;
    const start = Runner.actionStartTick[eid]!;
    if (action !== node.action || start !== node.actionStart) {
      node.action = action;
      node.actionStart = start;
      play(node, CLIP_OF_ACTION[action] ?? 'run');
    } else if (node.clip !== 'run' && !node.clips.get(node.clip)?.isStarted) {
      play(node, 'run');
    }
    state.clip = node.clip;
  };

  return {
    state,
    draw(g, alpha, time) {
      const tick = g.world.ctx.tick;
      let runnerX = 0;
      let runnerY: number = CAMERA_START.y;
      let runnerZ: number = CAMERA_START.z;
      let shakeStart = -1;
      for (const [eid, node] of runners) {
        runnerX = Runner.previousX[eid]! + (Runner.x[eid]! - Runner.previousX[eid]!) * alpha;
        runnerY = Runner.previousY[eid]! + (Runner.y[eid]! - Runner.previousY[eid]!) * alpha;
        runnerZ = Runner.previousZ[eid]! + (Runner.z[eid]! - Runner.previousZ[eid]!) * alpha;
        // The rules' y is the runner's eyes (CAMERA_START.y when standing): a jump lifts the feet; a duck is the
        // clip's squat, the feet stay on the ground.
        node.pivot.position.set(runnerX, Math.max(0, runnerY - CAMERA_START.y), runnerZ);
        drawRunner(eid, node);
        shakeStart = Runner.shakeStartTick[eid]!;
      }

      state.tiles = tiles.size;
      // The next row to judge: the earliest key row without a result among the tiles drawn.
      let nextBeat = Infinity;
      const engine = scene.getEngine();
      const portrait = engine.getRenderWidth() < engine.getRenderHeight() ? PORTRAIT_GLYPH_SCALE : 1;
      for (const eid of tiles.keys()) {
        const row = KeyTile.row[eid]!;
        if (KeyTile.key[eid] !== KEY_NONE && BeatRow.result[row] === RATING_NONE)
          nextBeat = Math.min(nextBeat, BeatRow.beat[row]!);
      }
      for (const [eid, node] of tiles) {
        node.root.position.set(KeyTile.x[eid]!, 0, KeyTile.z[eid]!);
        const previous = KeyTile.previousY[eid]!;
        const now = KeyTile.y[eid]!;
        node.topY = Math.max(node.topY, previous, now);
        const y = previous + (now - previous) * alpha;
        const span = node.topY - LOWER_FULL_Y;
        const pressed = span > 1e-9 ? Math.min(1, Math.max(0, (node.topY - y) / span)) : 0;
        if (node.cap) node.cap.position.y = node.capRestY - pressed * KEY_CAP_TRAVEL;
        // Only the tile to press carries an arrow, and only until its row is judged: every other tile is a
        // blank cap (the model has no mark of its own), so the key to press is the one thing that reads.
        const key = KeyTile.key[eid]!;
        const shown =
          key !== KEY_NONE && key in GLYPH_TURN && BeatRow.result[KeyTile.row[eid]!] === RATING_NONE;
        if (shown !== node.shown) {
          node.shown = shown;
          node.stand.setEnabled(shown);
        }
        if (shown && key !== node.key) {
          node.key = key;
          node.glyph.rotation.y = node.outline.rotation.y = GLYPH_TURN[key]!;
        }
        // Stood up while the row comes, folded flat onto the cap as the tile goes down under the runner.
        if (shown) {
          node.stand.rotation.x = -GLYPH_STAND_RAD * (1 - pressed);
          node.stand.position.y = GLYPH_HEIGHT + GLYPH_FLOAT * (1 - pressed);
          const size = (BeatRow.beat[KeyTile.row[eid]!] === nextBeat ? 1 : LATER_GLYPH_SCALE) * portrait;
          if (size !== node.size) {
            node.size = size;
            node.stand.scaling.setAll(size);
          }
        }
      }

      state.obstacles = obstacles.size;
      for (const [eid, node] of obstacles) {
        const kind = Obstacle.kind[eid]!;
        let drawn = node;
        if (!drawn || drawn.kind !== kind) {
          disposeObstacle(drawn);
          drawn = obstacleNode(eid, kind);
          obstacles.set(eid, drawn);
        }
        drawn.pivot.position.set(Obstacle.x[eid]!, TILE_TOP, Obstacle.z[eid]!);
        // Once the runner has passed it, an obstacle would stand between the camera and the rows to come.
        drawn.pivot.setEnabled(Obstacle.z[eid]! > runnerZ - PASSED_OBSTACLE_UNITS);
      }

      // The jungle moves by whole periods, so the runner is always inside it and its seams never show.
      if (scenery)
        scenery.position.z = Math.floor(runnerZ / KEYBOARD_SCENERY_PERIOD) * KEYBOARD_SCENERY_PERIOD;

      // A failed key shakes the camera for SHAKE_S from its step, fading; never with reduced motion.
      const since = shakeStart < 0 ? Infinity : Math.max(0, tick - 1 + alpha - shakeStart) / STEPS_PER_SECOND;
      state.shake = options.reducedMotion || since >= SHAKE_S ? 0 : 1 - since / SHAKE_S;

      if (!camera) return;
      frameFor(engine.getAspectRatio(camera));
      const { follow, height, behind } = framing ?? LANDSCAPE_FRAMING;
      const lift = runnerY - CAMERA_START.y;
      camera.position.set(runnerX * follow, height + lift, runnerZ - behind);
      if (state.shake > 0) {
        camera.position.x += Math.sin(time * 83) * SHAKE_AMPLITUDE * state.shake;
        camera.position.y += Math.cos(time * 61) * SHAKE_AMPLITUDE * 0.6 * state.shake;
      }
    },
    testState: () => ({ ...state }),
    dispose() {
      for (const stop of unobserve) stop();
      for (const eid of [...runners.keys()]) removeRunner(eid);
      for (const eid of [...tiles.keys()]) removeTile(eid);
      for (const eid of [...obstacles.keys()]) removeObstacle(eid);
      for (const mesh of [arrow, arrowOutline]) {
        mesh.material?.dispose();
        mesh.dispose();
      }
      if (scenery) scenery.position.z = 0;
      if (camera && cameraStart) {
        camera.position.copyFrom(cameraStart.position);
        camera.rotation.copyFrom(cameraStart.rotation);
        camera.fov = cameraStart.fov;
      }
    },
  };
}
