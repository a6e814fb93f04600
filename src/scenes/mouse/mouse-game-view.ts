import type { Scene } from '@babylonjs/core/scene.js';
import { Color3 } from '@babylonjs/core/Maths/math.color.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { PBRMaterial } from '@babylonjs/core/Materials/PBR/pbrMaterial.js';
import type { Texture } from '@babylonjs/core/Materials/Textures/texture.js';
import type { AssetContainer, InstantiatedEntries } from '@babylonjs/core/assetContainer.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { AbstractMesh } from '@babylonjs/core/Meshes/abstractMesh.js';
import type { Camera } from '@babylonjs/core/Cameras/camera.js';
import { observe, onAdd, onRemove, query } from 'bitecs';
import type { MouseEvent, MouseGame } from '../../../systems/mouse/index.ts';
import { laneX, mouseRules, TILE_KIND_NAMES, type TileKindName } from '../../../systems/mouse/index.ts';
import type { GameView } from '../../engine/game-runtime.ts';
import { MOUSE_BOARD, MOUSE_CAMERA, MOUSE_CAMERA_FOV, MOUSE_CAMERA_POSITION } from './mouse-world-names.ts';
import { mouseCameraFraming, SPHERE_Y, type MouseCameraFraming } from './mouse-camera-framing.ts';

/**
 * Circuit Shutdown's moving nodes on the mouse world's scene (whose static graph, declared in
 * mouse-world-scene.tsx, is already there): a node per tile entity and one for the player, kept in an
 * `eid → node` map fed by the world's add and remove observers. It only reads the components and draws
 * them, interpolating between the last two steps with the loop's alpha; heat tints the sphere toward red.
 */

/** Which model draws each tile kind; a kind without its own model yet falls back to the straight tile. */
const TILE_MODELS: Record<TileKindName, string> = {
  straight: 'game/circuit-tile',
  'shift-left': 'game/circuit-tile-shift-left',
  'shift-right': 'game/circuit-tile-shift-right',
};

const COOL = new Color3(0.1, 0.85, 1);
const HOT = new Color3(1, 0.18, 0.1);
const SHAKE_S = 0.3;
/** Tiles this far behind the player (z) are not drawn any more. */
const BEHIND_Z = -3;

interface TileNode {
  /** One instance per tile kind; the tile shows the one its current kind needs. */
  readonly byKind: readonly { entries: InstantiatedEntries; root: TransformNode }[];
}

/**
 * What the view reads of the game: its world and the rules' view over it. The facade (systems/mouse/game.ts) has
 * both, and so does the operators' replay viewer, which draws a replayed world with this same view.
 */
export type MouseViewGame = Pick<MouseGame, 'world' | 'view'>;

export function createMouseGameView<G extends MouseViewGame>(
  world: { scene: Scene; assets: ReadonlyMap<string, unknown> },
  game: G,
  options: { reducedMotion: boolean },
): GameView<G, MouseEvent> {
  const { scene, assets } = world;
  const ecs = game.world;
  const { CircuitTile, IsPlayer, LateralPosition, Scroller } = ecs.c;
  const camera = scene.getCameraByName(MOUSE_CAMERA) as Camera | null;
  const board = scene.getMaterialByName(MOUSE_BOARD) as PBRMaterial | null;
  const boardTexture = (board?.albedoTexture as Texture | null) ?? null;

  const instantiate = (name: string, suffix: string): InstantiatedEntries | null => {
    const container = assets.get(name) as AssetContainer | undefined;
    return container ? container.instantiateModelsToScene((n) => `${n}-${suffix}`, false) : null;
  };
  const tileNode = (eid: number): TileNode => ({
    byKind: TILE_KIND_NAMES.map((kind) => {
      const entries =
        instantiate(TILE_MODELS[kind], `${eid}`) ?? instantiate(TILE_MODELS.straight, `${eid}-${kind}`);
      if (!entries) throw new Error(`can't find asset with name ${TILE_MODELS.straight}`);
      const root = entries.rootNodes[0] as TransformNode;
      root.setEnabled(false);
      return { entries, root };
    }),
  });
  const sphereNode = (eid: number) => {
    const entries = instantiate('game/player-sphere', `player-${eid}`);
    if (!entries) throw new Error("can't find asset with name game/player-sphere");
    const root = entries.rootNodes[0] as TransformNode;
    const glowing = (root.getChildMeshes(false) as AbstractMesh[])
      .map((m) => m.material as PBRMaterial | null)
      .filter((m): m is PBRMaterial => !!m && m.emissiveColor.toLuminance() > 0.05);
    return { entries, root, glowing };
  };

  // eid → node, as Hubs' eid2obj but owned by this view: entities already in the world, then every change.
  const tiles = new Map<number, TileNode>();
  const players = new Map<number, ReturnType<typeof sphereNode>>();
  const addTile = (eid: number) => tiles.set(eid, tileNode(eid));
  const addPlayer = (eid: number) => players.set(eid, sphereNode(eid));
  const removeTile = (eid: number) => {
    for (const { entries } of tiles.get(eid)?.byKind ?? []) entries.dispose();
    tiles.delete(eid);
  };
  const removePlayer = (eid: number) => {
    players.get(eid)?.entries.dispose();
    players.delete(eid);
  };
  for (const eid of query(ecs, [CircuitTile])) addTile(eid);
  for (const eid of query(ecs, [IsPlayer, LateralPosition])) addPlayer(eid);
  const unobserve = [
    observe(ecs, onAdd(CircuitTile), addTile),
    observe(ecs, onRemove(CircuitTile), removeTile),
    observe(ecs, onAdd(IsPlayer, LateralPosition), addPlayer),
    observe(ecs, onRemove(IsPlayer), removePlayer),
  ];

  const cameraBase = camera ? camera.position.clone() : Vector3.Zero();
  const heatColor = new Color3();
  // The framing for the screen's shape, worked out again only when the shape changes (a turned phone).
  let framedAspect = NaN;
  let framing: MouseCameraFraming = { fov: MOUSE_CAMERA_FOV, follow: 0.35 };
  let shakeUntil = -1;
  let lastTime = 0;

  return {
    draw(g, alpha, time) {
      lastTime = time;
      // The world's one circuit (its query holds it from the start).
      const circuit = ecs.queries.circuits[0]!;
      const now = Scroller.distance[circuit]!;
      // The scroll of the last step, undone by (1 − alpha): true interpolation between the two states.
      const distance = now - Scroller.lastAdvance[circuit]! * (1 - alpha);
      for (const [eid, node] of tiles) {
        const index = CircuitTile.index[eid]!;
        const kind = CircuitTile.kind[eid]!;
        const z = (index + 0.5) * mouseRules.TILE_SIZE - distance;
        for (let k = 0; k < node.byKind.length; k++) {
          const { root } = node.byKind[k]!;
          const show = kind === k && z > BEHIND_Z;
          if (root.isEnabled() !== show) root.setEnabled(show);
          if (show) {
            root.position.x = laneX(CircuitTile.entryLane[eid]!);
            root.position.z = z;
          }
        }
      }
      if (boardTexture) boardTexture.vOffset = -(distance / 2);

      const heat = Math.min(1, g.view.heat);
      // Heat turns the sphere from cyan to red; while invulnerable it blinks (steady with reduced motion).
      Color3.LerpToRef(COOL, HOT, heat, heatColor);
      const blink = g.view.invulnerable && !options.reducedMotion && Math.floor(time * 8) % 2 === 0;
      const level = blink ? 0.25 : 1;
      let sphereX = 0;
      for (const [eid, sphere] of players) {
        const previous = LateralPosition.previousX[eid]!;
        sphereX = previous + (LateralPosition.x[eid]! - previous) * alpha;
        sphere.root.position.x = sphereX;
        sphere.root.position.y = SPHERE_Y;
        for (const material of sphere.glowing)
          material.emissiveColor.set(heatColor.r * level, heatColor.g * level, heatColor.b * level);
      }

      if (!camera) return;
      const aspect = scene.getEngine().getAspectRatio(camera);
      if (aspect !== framedAspect) {
        framedAspect = aspect;
        framing = mouseCameraFraming(aspect);
        camera.fov = framing.fov;
      }
      camera.position.copyFrom(cameraBase);
      camera.position.x += sphereX * framing.follow;
      if (time < shakeUntil) {
        const k = (shakeUntil - time) / SHAKE_S;
        camera.position.x += Math.sin(time * 90) * 0.03 * k;
        camera.position.y += Math.cos(time * 70) * 0.02 * k;
      }
    },
    onEvent(event) {
      // A hit: a short camera shake, unless reduced motion is asked for.
      if (event === 'hit' && !options.reducedMotion) shakeUntil = lastTime + SHAKE_S;
    },
    dispose() {
      for (const stop of unobserve) stop();
      for (const eid of [...tiles.keys()]) removeTile(eid);
      for (const eid of [...players.keys()]) removePlayer(eid);
      if (boardTexture) boardTexture.vOffset = 0;
      camera?.position.copyFrom(MOUSE_CAMERA_POSITION);
      if (camera) camera.fov = MOUSE_CAMERA_FOV;
    },
  };
}
