import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { TargetCamera } from '@babylonjs/core/Cameras/targetCamera.js';
import { InstancedMesh } from '@babylonjs/core/Meshes/instancedMesh.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import { removeEntity } from 'bitecs';
import { generateRunner } from '../../../assets/models/characters/runner.ts';
import { generateKeyTile, KEY_TRAVEL } from '../../../assets/models/game-pieces/key-tile.ts';
import { generateObstacle } from '../../../assets/models/game-pieces/obstacle.ts';
import {
  ACTION_HURT,
  ACTION_JUMP,
  KEY_DOWN,
  KEY_LEFT,
  KEY_NONE,
  KEY_RIGHT,
  KEY_UP,
  OBSTACLE_BRANCH,
  OBSTACLE_LOG,
  OBSTACLE_ROCK,
  RATING_MISSED,
  RATING_PERFECT,
  spawnKeyTile,
  spawnObstacle,
  spawnRow,
} from '../../../components/keyboard/index.ts';
import { runnerOf } from '../../../systems/keyboard/queries.ts';
import { LOWER_FULL_Y, LOWER_HALFWAY_Y, TILE_SIZE } from '../../../systems/keyboard/rules.ts';
import { createKeyboardWorld, type KeyboardWorld } from '../../../systems/keyboard/world.ts';
import { sceneWithModels } from '../../../test/scene-assets.ts';
import {
  BRANCH_HEIGHT,
  CAMERA_BEHIND,
  CAMERA_FOLLOW_X,
  CAMERA_HEIGHT,
  createKeyboardGameView,
  GLYPH_FLOAT,
  GLYPH_STAND_RAD,
  LATER_GLYPH_SCALE,
  PORTRAIT_GLYPH_SCALE,
  PASSED_OBSTACLE_UNITS,
  KEY_CAP_TRAVEL,
} from './keyboard-game-view.ts';
import { KEYBOARD_CAMERA } from './keyboard-world-names.ts';

/** A closed key's height in these tests (the rules place it; the view only reads it). */
const CLOSED_Y = 0.5;

/** A row as the rules lay one: three tiles, the key on `position`, obstacles on the given tiles. */
function placeRow(
  world: KeyboardWorld,
  z: number,
  key: number,
  position: number,
  obstacles: readonly (readonly [index: number, kind: number])[] = [],
) {
  const row = spawnRow(world, { beat: Math.round(z * 100), key, position, offset: 1, halfway: false, z });
  const tiles = [0, 1, 2].map((index) =>
    spawnKeyTile(world, {
      row,
      index,
      x: (index - 1) * TILE_SIZE,
      z,
      y: CLOSED_Y,
      key: index === position ? key : KEY_NONE,
    }),
  );
  const blockers = obstacles.map(([index, kind]) =>
    spawnObstacle(world, { row, index, x: (index - 1) * TILE_SIZE, z, kind }),
  );
  return { row, tiles, obstacles: blockers };
}

describe('the Jungle Board scene in a NullEngine', { timeout: 30_000 }, () => {
  let stage: Awaited<ReturnType<typeof sceneWithModels>>;
  beforeAll(async () => {
    stage = await sceneWithModels(
      await Promise.all([generateRunner(), generateKeyTile(), generateObstacle()]),
    );
    // The world scene declares the camera; here the test does.
    new TargetCamera(KEYBOARD_CAMERA, new Vector3(0, 1, -1), stage.scene);
  });
  afterAll(() => stage?.dispose());

  const tileRoot = (eid: number) =>
    stage.scene.getTransformNodeByName(`__root__-tile-${eid}`) ??
    (stage.scene.getMeshByName(`__root__-tile-${eid}`) as unknown as TransformNode | null);
  /** The cap node (a mesh of its own since the cap is one part: no chevron beside it). */
  const cap = (eid: number) => stage.scene.getNodeByName(`key-cap-tile-${eid}`) as TransformNode;
  const glyph = (eid: number) => stage.scene.getMeshByName(`keyboard-glyph-${eid}`) as InstancedMesh | null;
  const outline = (eid: number) =>
    stage.scene.getMeshByName(`keyboard-glyph-outline-${eid}`) as InstancedMesh | null;
  /** Where a drawn arrow points, in world space. */
  const pointingOf = (arrow: InstancedMesh) => {
    arrow.computeWorldMatrix(true);
    return Vector3.TransformNormal(new Vector3(0, 0, 1), arrow.getWorldMatrix()).normalize();
  };
  const camera = () => stage.scene.getCameraByName(KEYBOARD_CAMERA) as TargetCamera;

  it('restates the key model’s travel', () => {
    expect(KEY_CAP_TRAVEL).toBe(KEY_TRAVEL);
  });

  it('makes a node per tile and obstacle as they are added, and disposes it as they are removed', () => {
    const world = createKeyboardWorld(1);
    const before = placeRow(world, 6, KEY_LEFT, 0);
    const view = createKeyboardGameView(stage, { world }, { reducedMotion: true });
    const after = placeRow(world, 8, KEY_UP, 1, [
      [0, OBSTACLE_ROCK],
      [2, OBSTACLE_LOG],
    ]);
    view.draw({ world }, 1, 0);
    for (const eid of [...before.tiles, ...after.tiles]) {
      expect(tileRoot(eid)?.isEnabled()).toBe(true);
      expect(tileRoot(eid)!.position.x).toBe(tilesOf(world).x[eid]);
      expect(tileRoot(eid)!.position.z).toBe(tilesOf(world).z[eid]);
    }
    for (const eid of after.obstacles) {
      const pivot = stage.scene.getTransformNodeByName(`obstacle-${eid}`)!;
      expect(pivot.position.x).toBe(world.c.Obstacle.x[eid]);
      expect(pivot.position.z).toBe(8);
    }
    expect(view.state).toMatchObject({ tiles: 6, obstacles: 2 });

    for (const eid of [...before.tiles, before.row]) removeEntity(world, eid);
    expect(tileRoot(before.tiles[0]!)).toBeNull();
    expect(glyph(before.tiles[0]!)).toBeNull();
    for (const eid of after.obstacles) removeEntity(world, eid);
    for (const eid of after.obstacles)
      expect(stage.scene.getTransformNodeByName(`obstacle-${eid}`)).toBeNull();
    view.draw({ world }, 1, 0);
    expect(view.state).toMatchObject({ tiles: 3, obstacles: 0 });
    view.dispose();
  });

  it('draws only the key to press: a white arrow on the key tile pointing its way, nothing on any other tile', () => {
    const world = createKeyboardWorld(2);
    const view = createKeyboardGameView(stage, { world }, { reducedMotion: true });
    const rows = [
      placeRow(world, 4, KEY_LEFT, 0),
      placeRow(world, 6, KEY_RIGHT, 2),
      placeRow(world, 8, KEY_UP, 1),
      placeRow(world, 10, KEY_DOWN, 1),
    ];
    // A row without a key (the path before the first key row): no arrow at all.
    const plain = placeRow(world, 12, KEY_NONE, 1);
    view.draw({ world }, 1, 0);
    // Closed tiles: the arrow stands, leant back GLYPH_STAND_RAD from upright towards the run, so it points on
    // screen as the key does: up is up (and a little away), down is down (and a little towards the camera).
    const up = Math.sin(GLYPH_STAND_RAD);
    const away = Math.cos(GLYPH_STAND_RAD);
    const expected = [
      new Vector3(-1, 0, 0),
      new Vector3(1, 0, 0),
      new Vector3(0, up, away),
      new Vector3(0, -up, -away),
    ];
    const keyed = [0, 2, 1, 1];
    const shownArrows = () =>
      stage.scene.meshes.filter((m) => m.name.startsWith('keyboard-glyph-') && m.isEnabled() && m.isVisible);
    rows.forEach(({ tiles }, r) => {
      tiles.forEach((eid, index) => {
        const isKey = index === keyed[r];
        const arrow = glyph(eid)!;
        expect(arrow.isEnabled()).toBe(isKey);
        expect(outline(eid)!.isEnabled()).toBe(isKey);
        // The caps are blank: no mark of the model's own competes with the arrow.
        const marks = [cap(eid), ...cap(eid).getChildMeshes(false)].filter((m) =>
          (m as { material?: { name: string } | null }).material?.name.startsWith('key-tile-glyph'),
        );
        expect(marks).toEqual([]);
        if (!isKey) return;
        expect(pointingOf(arrow).x).toBeCloseTo(expected[r]!.x, 6);
        expect(pointingOf(arrow).y).toBeCloseTo(expected[r]!.y, 6);
        expect(pointingOf(arrow).z).toBeCloseTo(expected[r]!.z, 6);
        expect(arrow.getAbsolutePosition().x).toBeCloseTo(tilesOf(world).x[eid]!, 9);
        // White, on a black outline a hair behind it (towards the run, away from the camera).
        expect((arrow.sourceMesh.material as StandardMaterial).emissiveColor.asArray()).toEqual([1, 1, 1]);
        expect((outline(eid)!.sourceMesh.material as StandardMaterial).emissiveColor.asArray()).toEqual([
          0, 0, 0,
        ]);
      });
    });
    for (const eid of plain.tiles) expect(glyph(eid)!.isEnabled()).toBe(false);
    // One arrow (and its outline) a key row: exactly the four keys; the next to press (the earliest row) big,
    // the ones after it smaller.
    expect(shownArrows()).toHaveLength(8);
    const sizeOf = (eid: number) => {
      glyph(eid)!.computeWorldMatrix(true);
      return glyph(eid)!.absoluteScaling.y;
    };
    expect(sizeOf(rows[1]!.tiles[2]!) / sizeOf(rows[0]!.tiles[0]!)).toBeCloseTo(LATER_GLYPH_SCALE, 6);

    // A judged row is no longer to be pressed: its arrow goes, the others stay.
    world.c.BeatRow.result[rows[0]!.row] = RATING_PERFECT;
    world.c.BeatRow.result[rows[1]!.row] = RATING_MISSED;
    view.draw({ world }, 1, 0);
    expect(glyph(rows[0]!.tiles[0]!)!.isEnabled()).toBe(false);
    expect(glyph(rows[1]!.tiles[2]!)!.isEnabled()).toBe(false);
    expect(shownArrows()).toHaveLength(4);
    // The up row is the next now: its arrow is the big one.
    expect(sizeOf(rows[2]!.tiles[1]!) / sizeOf(rows[3]!.tiles[1]!)).toBeCloseTo(1 / LATER_GLYPH_SCALE, 6);

    // As the tile lowers all the way under the runner, the arrow folds flat onto its cap.
    const t = world.c.KeyTile;
    const upKey = rows[2]!.tiles[1]!;
    t.previousY[upKey] = t.y[upKey] = LOWER_FULL_Y;
    view.draw({ world }, 1, 0);
    expect(pointingOf(glyph(upKey)!).y).toBeCloseTo(0, 6);
    expect(pointingOf(glyph(upKey)!).z).toBeCloseTo(1, 6);
    // Stood, it floats GLYPH_FLOAT over its cap (clear of the rocks before it); folded, it lies on the cap.
    const standing = rows[3]!.tiles[1]!;
    const capTop = (eid: number) => cap(eid).getAbsolutePosition().y;
    const footOf = (eid: number) => glyph(eid)!.parent as TransformNode;
    expect(footOf(standing).getAbsolutePosition().y - capTop(standing)).toBeCloseTo(0.27 + GLYPH_FLOAT, 6);
    expect(footOf(upKey).getAbsolutePosition().y - capTop(upKey)).toBeCloseTo(0.27, 6);
    // On a portrait screen (a phone's), every arrow is drawn smaller.
    const landscape = sizeOf(standing);
    const engine = stage.scene.getEngine();
    const tall = vi.spyOn(engine, 'getRenderHeight').mockReturnValue(engine.getRenderWidth() + 1);
    view.draw({ world }, 1, 0);
    expect(sizeOf(standing) / landscape).toBeCloseTo(PORTRAIT_GLYPH_SCALE, 6);
    tall.mockRestore();
    view.draw({ world }, 1, 0);
    expect(sizeOf(standing)).toBeCloseTo(landscape, 6);
    view.dispose();
  });

  it('presses the key cap as the tile lowers: halfway, then all the way, between two steps', () => {
    const world = createKeyboardWorld(3);
    const { tiles } = placeRow(world, 4, KEY_UP, 1);
    const view = createKeyboardGameView(stage, { world }, { reducedMotion: true });
    view.draw({ world }, 1, 0);
    const rest = cap(tiles[1]!).position.y;
    const t = world.c.KeyTile;
    const eid = tiles[1]!;
    t.previousY[eid] = CLOSED_Y;
    t.y[eid] = LOWER_HALFWAY_Y;
    view.draw({ world }, 0.5, 0);
    const halfwayDepth = ((CLOSED_Y - LOWER_HALFWAY_Y) / (CLOSED_Y - LOWER_FULL_Y)) * KEY_TRAVEL;
    expect(cap(eid).position.y).toBeCloseTo(rest - halfwayDepth / 2, 12);
    t.previousY[eid] = t.y[eid] = LOWER_FULL_Y;
    view.draw({ world }, 1, 0);
    expect(cap(eid).position.y).toBeCloseTo(rest - KEY_TRAVEL, 12);
    // The other tiles of the row stay closed.
    expect(cap(tiles[0]!).position.y).toBe(rest);
    view.dispose();
  });

  it('places the runner between two steps, the camera behind and above it, and the jungle with it', () => {
    const world = createKeyboardWorld(4);
    const view = createKeyboardGameView(stage, { world }, { reducedMotion: true });
    const eid = runnerOf(world);
    const r = world.c.Runner;
    r.previousX[eid] = 0;
    r.x[eid] = -TILE_SIZE;
    r.previousY[eid] = 0.5;
    r.y[eid] = 0.9;
    r.previousZ[eid] = 30;
    r.z[eid] = 31;
    view.draw({ world }, 0.25, 0);
    const pivot = stage.scene.getTransformNodeByName(`runner-${eid}`)!;
    expect(pivot.position.x).toBeCloseTo(-0.5, 12);
    expect(pivot.position.y).toBeCloseTo(0.1, 12);
    expect(pivot.position.z).toBeCloseTo(30.25, 12);
    const c = camera();
    expect(c.position.x).toBeCloseTo(-0.5 * CAMERA_FOLLOW_X, 12);
    expect(c.position.y).toBeCloseTo(CAMERA_HEIGHT + 0.1, 12);
    expect(c.position.z).toBeCloseTo(30.25 - CAMERA_BEHIND, 12);
    // Looking ahead and down the run.
    const forward = c.getDirection(Vector3.Forward());
    expect(forward.z).toBeGreaterThan(0.8);
    expect(forward.y).toBeLessThan(0);
    // A duck dips the camera; the runner's feet stay on the ground (its clip squats).
    r.previousY[eid] = r.y[eid] = 0.1;
    view.draw({ world }, 1, 0);
    expect(pivot.position.y).toBe(0);
    expect(c.position.y).toBeCloseTo(CAMERA_HEIGHT - 0.4, 12);
    view.dispose();
  });

  it('plays the run in a loop and the one-shot of each new action, then the run again', () => {
    const world = createKeyboardWorld(5);
    const view = createKeyboardGameView(stage, { world }, { reducedMotion: false });
    const eid = runnerOf(world);
    const group = (name: string) =>
      stage.scene.animationGroups.find((g) => g.name === `${name}-runner-${eid}`)!;
    view.draw({ world }, 1, 0);
    expect(view.state.clip).toBe('run');
    expect(group('run').isPlaying).toBe(true);
    expect(group('run').loopAnimation).toBe(true);

    world.c.Runner.action[eid] = ACTION_JUMP;
    world.c.Runner.actionStartTick[eid] = 10;
    view.draw({ world }, 1, 0);
    expect(view.state.clip).toBe('jump');
    expect(group('jump').isPlaying).toBe(true);
    expect(group('jump').loopAnimation).toBe(false);
    expect(group('run').isPlaying).toBe(false);

    // The same action again at a later step starts it again; a hurt replaces it.
    group('jump').stop();
    world.c.Runner.actionStartTick[eid] = 40;
    view.draw({ world }, 1, 0);
    expect(group('jump').isPlaying).toBe(true);
    world.c.Runner.action[eid] = ACTION_HURT;
    world.c.Runner.actionStartTick[eid] = 50;
    view.draw({ world }, 1, 0);
    expect(view.state.clip).toBe('hurt');
    expect(group('jump').isPlaying).toBe(false);

    // Once the one-shot ends, the run takes over.
    group('hurt').stop();
    view.draw({ world }, 1, 0);
    expect(view.state.clip).toBe('run');
    expect(group('run').isPlaying).toBe(true);
    view.dispose();
  });

  it('shakes the camera after a hurt for a moment, fading; never with reduced motion', () => {
    for (const reducedMotion of [false, true]) {
      const world = createKeyboardWorld(6);
      const view = createKeyboardGameView(stage, { world }, { reducedMotion });
      const eid = runnerOf(world);
      const still = () => {
        const c = camera().position;
        return { x: c.x - world.c.Runner.x[eid]! * CAMERA_FOLLOW_X, y: c.y - CAMERA_HEIGHT };
      };
      world.ctx.tick = 100;
      view.draw({ world }, 1, 0.37);
      expect(view.state.shake).toBe(0);
      expect(still().x).toBe(0);
      world.c.Runner.shakeStartTick[eid] = 100;
      view.draw({ world }, 1, 0.37);
      if (reducedMotion) {
        expect(view.state.shake).toBe(0);
        expect(still()).toEqual({ x: 0, y: 0 });
      } else {
        expect(view.state.shake).toBeCloseTo(1, 12);
        expect(Math.abs(still().x) + Math.abs(still().y)).toBeGreaterThan(0.01);
      }
      world.ctx.tick = 108;
      view.draw({ world }, 1, 0.5);
      if (!reducedMotion) expect(view.state.shake).toBeCloseTo(1 - 8 / 60 / 0.3, 12);
      // Over after 0.3 s (18 steps).
      world.ctx.tick = 119;
      view.draw({ world }, 1, 0.6);
      expect(view.state.shake).toBe(0);
      expect(still()).toEqual({ x: 0, y: 0 });
      view.dispose();
    }
  });

  it('draws each obstacle kind: a log across the lane, a rock as tall as a blocker, a branch overhead', () => {
    const world = createKeyboardWorld(7);
    const view = createKeyboardGameView(stage, { world }, { reducedMotion: true });
    const { obstacles } = placeRow(world, 4, KEY_UP, 1, [
      [0, OBSTACLE_LOG],
      [1, OBSTACLE_BRANCH],
      [2, OBSTACLE_ROCK],
    ]);
    view.draw({ world }, 1, 0);
    const bounds = (eid: number) =>
      stage.scene.getTransformNodeByName(`obstacle-${eid}`)!.getHierarchyBoundingVectors(true);
    const [log, branch, rock] = obstacles.map(bounds);
    // The log lies across its lane on the tile, lower than a jump.
    expect(log!.max.x - log!.min.x).toBeGreaterThan(1.6);
    expect(log!.max.y - log!.min.y).toBeLessThan(0.7);
    expect((log!.max.x + log!.min.x) / 2).toBeCloseTo(-TILE_SIZE, 1);
    // The branch hangs from BRANCH_HEIGHT over the tile.
    expect(branch!.min.y).toBeGreaterThan(BRANCH_HEIGHT);
    expect(branch!.max.x - branch!.min.x).toBeGreaterThan(1.8);
    // The rock stands on the tile, taller than the log and about a lane wide, centred on its lane.
    expect(rock!.min.y).toBeGreaterThan(0.3);
    expect(rock!.max.y - rock!.min.y).toBeGreaterThan(1.4);
    expect(rock!.max.x - rock!.min.x).toBeGreaterThan(1.2);
    expect((rock!.max.x + rock!.min.x) / 2).toBeCloseTo(TILE_SIZE, 1);
    // Passed by the runner, they hide: the camera behind the runner would look through them.
    const node = (eid: number) => stage.scene.getTransformNodeByName(`obstacle-${eid}`)!;
    expect(obstacles.every((eid) => node(eid).isEnabled())).toBe(true);
    const { Runner } = world.c;
    const runner = world.queries.runners[0]!;
    Runner.z[runner] = Runner.previousZ[runner] =
      world.c.Obstacle.z[obstacles[0]!]! + PASSED_OBSTACLE_UNITS + 0.01;
    view.draw({ world }, 1, 0);
    expect(obstacles.some((eid) => node(eid).isEnabled())).toBe(false);
    view.dispose();
  });

  it('draws the tiles and obstacles as instances that Babylon can batch: one draw call per part', () => {
    const world = createKeyboardWorld(8);
    const view = createKeyboardGameView(stage, { world }, { reducedMotion: true });
    const { tiles, obstacles } = placeRow(world, 4, KEY_UP, 1, [[0, OBSTACLE_LOG]]);
    view.draw({ world }, 1, 0);
    const parts = [tiles[1]!, obstacles[0]!].flatMap((eid) =>
      stage.scene.meshes.filter((m) => m.name.endsWith(`-${eid}`) && m.getTotalVertices() > 0),
    );
    parts.push(glyph(tiles[1]!)!);
    expect(parts.length).toBeGreaterThan(6);
    for (const part of parts) {
      expect(part).toBeInstanceOf(InstancedMesh);
      // An instance mirrored unlike its source (as last computed: the container's meshes are never drawn) is
      // drawn on its own (Babylon's InstancedMesh._activate).
      part.computeWorldMatrix(true);
      const source = (part as InstancedMesh).sourceMesh;
      expect(Math.sign(part.getWorldMatrix().determinant()), part.name).toBe(
        Math.sign(source.worldMatrixFromCache.determinant()),
      );
    }
    view.dispose();
  });

  /**
   * Babylon disposes a skinned mesh's active-mesh container before the next frame, by a one-time observer that
   * it unregisters on a later task: the frame that follows a run (without the rendering), then that task.
   */
  const nextFrame = async () => {
    stage.scene.onBeforeRenderObservable.notifyObservers(stage.scene);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it('leaves nothing behind: twenty runs in and out of the scene end where they began', async () => {
    await nextFrame();
    const before = stage.census();
    const animationGroups = stage.scene.animationGroups.length;
    const cameraAt = camera().position.clone();
    for (let i = 0; i < 20; i++) {
      const world = createKeyboardWorld(i);
      const view = createKeyboardGameView(stage, { world }, { reducedMotion: i % 3 === 0 });
      for (let r = 0; r < 4; r++) placeRow(world, 4 + 2 * r, KEY_UP, 1, [[r % 3, r % 3]]);
      world.c.Runner.shakeStartTick[runnerOf(world)] = 0;
      view.draw({ world }, 0.5, i * 0.1);
      view.dispose();
    }
    await nextFrame();
    expect(stage.census()).toEqual(before);
    expect(stage.scene.animationGroups.length).toBe(animationGroups);
    expect(camera().position.equals(cameraAt)).toBe(true);
  });
});

function tilesOf(world: KeyboardWorld) {
  return world.c.KeyTile;
}
