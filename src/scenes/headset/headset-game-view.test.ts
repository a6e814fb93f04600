import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { TargetCamera } from '@babylonjs/core/Cameras/targetCamera.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { generateWalker } from '../../../assets/models/characters/walker.ts';
import { generateHeadsetEmitter } from '../../../assets/models/game-pieces/headset-emitter.ts';
import { createHeadsetGame, type HeadsetEvent } from '../../../systems/headset/index.ts';
import { sceneWithModels } from '../../../test/scene-assets.ts';
import { createHeadsetGameView } from './headset-game-view.ts';
import { frameCharacter } from './headset-framing.ts';
import { HEADSET_CAMERA, HEADSET_RIPPLE } from './headset-world-names.ts';

describe('the Headspace scene in a NullEngine', { timeout: 30_000 }, () => {
  let stage: Awaited<ReturnType<typeof sceneWithModels>>;
  beforeAll(async () => {
    stage = await sceneWithModels(await Promise.all([generateWalker(), generateHeadsetEmitter()]));
    // The world's camera, as headset-world-scene.tsx declares it.
    new TargetCamera(HEADSET_CAMERA, new Vector3(0, 2, -4), stage.scene);
  });
  afterAll(() => stage?.dispose());

  const enabledRoots = () =>
    stage.scene.rootNodes.filter((n) => n.isEnabled(false)) as unknown as TransformNode[];

  it('draws the game’s view: the walker between two steps, turned as the character, and the shown source only', () => {
    const game = createHeadsetGame(4242);
    const view = createHeadsetGameView(stage, game, { reducedMotion: true });
    game.step([]);
    game.step([{ kind: 'turn', dxPx: 50 }]);
    for (let i = 0; i < 3; i++) game.step([]);
    game.step([{ kind: 'walk', held: true }]);
    for (let i = 0; i < 20; i++) game.step([]);
    view.draw(game, 0.5, 1);

    const v = game.view;
    const walker = stage.scene.getTransformNodeByName(`walker-${game.world.queries.characters[0]}`)!;
    expect(walker.position.x).toBeCloseTo(v.previousX + (v.x - v.previousX) * 0.5, 12);
    expect(walker.position.z).toBeCloseTo(v.previousZ + (v.z - v.previousZ) * 0.5, 12);
    expect(walker.rotation.y).toBeCloseTo(v.previousHeading + (v.heading - v.previousHeading) * 0.5, 12);
    expect(v.walking).toBe(true);

    // One beacon is drawn: at the shown source, on the floor.
    const beacons = enabledRoots().filter((n) => n.name.startsWith('__root__-emitter'));
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.position.x).toBeCloseTo(v.target!.x, 12);
    expect(beacons[0]!.position.z).toBeCloseTo(v.target!.z, 12);
    // Not in visual mode: no ripple.
    expect(view.state.rippleVisible).toBe(false);
    view.dispose();
  });

  it('follows the entities: the beacon moves to the next source after a find; visual mode draws the ripple', () => {
    const game = createHeadsetGame(7, { visual: true });
    const view = createHeadsetGameView(stage, game, { reducedMotion: false });
    game.step([]);
    view.draw(game, 1, 0);
    expect(view.state.rippleVisible).toBe(true);
    const first = game.view.target!;
    const at = { x: first.x, z: first.z };
    // Face the source and walk to it.
    const turn = Math.atan2(at.x - game.view.x, at.z - game.view.z);
    game.step([{ kind: 'turn', dxPx: Math.round((turn / (2 * Math.PI)) * 400) }]);
    game.step([{ kind: 'walk', held: true }]);
    for (let i = 0; i < 200 && game.view.finds === 0; i++) game.step([]);
    expect(game.view.finds).toBe(1);
    view.draw(game, 1, 1);
    expect(enabledRoots().filter((n) => n.name.startsWith('__root__-emitter'))).toHaveLength(0);
    expect(view.state.rippleVisible).toBe(false);
    for (let i = 0; i < 80 && game.view.target === null; i++) game.step([]);
    view.draw(game, 1, 2);
    const next = game.view.target!;
    const beacons = enabledRoots().filter((n) => n.name.startsWith('__root__-emitter'));
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.position.x).toBeCloseTo(next.x, 12);
    expect(beacons[0]!.position.z).toBeCloseTo(next.z, 12);
    expect(view.state.rippleVisible).toBe(true);
    view.dispose();
  });

  /** Turns to the shown source and walks to it until it is found, feeding the steps' events to the view. */
  const walkToAFind = (
    game: ReturnType<typeof createHeadsetGame>,
    view: { onEvent?(e: HeadsetEvent): void },
  ) => {
    const step = (inputs: Parameters<typeof game.step>[0]) => {
      for (const event of game.step(inputs)) view.onEvent?.(event);
    };
    for (let i = 0; i < 100 && game.view.target === null; i++) step([]);
    const finds = game.view.finds;
    const target = game.view.target!;
    const found = { x: target.x, z: target.z };
    const bearing = Math.atan2(target.x - game.view.x, target.z - game.view.z);
    const turn = Math.atan2(Math.sin(bearing - game.view.heading), Math.cos(bearing - game.view.heading));
    step([{ kind: 'turn', dxPx: Math.round((turn / (2 * Math.PI)) * 400) }]);
    step([{ kind: 'walk', held: true }]);
    for (let i = 0; i < 300 && game.view.finds === finds; i++) step([]);
    step([{ kind: 'walk', held: false }]);
    expect(game.view.finds).toBe(finds + 1);
    return found;
  };

  const beaconSpots = () => {
    const mesh = stage.scene.getMeshByName('headset-found-beacons') as Mesh;
    if (!mesh.isEnabled(false)) return [];
    const matrices = mesh.thinInstanceGetWorldMatrices();
    return matrices.map((m) => ({ x: m.getTranslation().x, z: m.getTranslation().z }));
  };

  it('leaves a beacon where each found source stood, for the rest of the run, and none after a restart', () => {
    const game = createHeadsetGame(515, { visual: true });
    const view = createHeadsetGameView(stage, game, { reducedMotion: false });
    view.draw(game, 1, 0);
    expect(view.state.foundBeacons).toBe(0);
    expect(beaconSpots()).toEqual([]);

    const first = walkToAFind(game, view);
    view.draw(game, 1, 1);
    expect(view.state.foundBeacons).toBe(1);
    expect(beaconSpots()).toHaveLength(1);
    expect(beaconSpots()[0]!.x).toBeCloseTo(first.x, 5);
    expect(beaconSpots()[0]!.z).toBeCloseTo(first.z, 5);

    const second = walkToAFind(game, view);
    // Steps run between frames: the beacons follow the events, not the frames.
    for (let i = 0; i < 100; i++) for (const event of game.step([])) view.onEvent?.(event);
    view.draw(game, 1, 2);
    expect(view.state.foundBeacons).toBe(2);
    const spots = beaconSpots();
    expect(spots.map((s) => [s.x, s.z].map((v) => v.toFixed(5)))).toEqual(
      [first, second].map((s) => [s.x, s.z].map((v) => v.toFixed(5))),
    );
    // The next source is shown elsewhere: the beacons stay where the found ones were.
    expect(game.view.target).not.toBeNull();

    game.reset(516);
    view.draw(game, 1, 3);
    expect(view.state.foundBeacons).toBe(0);
    expect(beaconSpots()).toEqual([]);
    view.dispose();
  });

  it('in visual mode, points arrows and a needle over the character’s head at the shown source, whichever way it lies', () => {
    const arrows = () => stage.scene.getTransformNodeByName(`${HEADSET_RIPPLE}-arrows`)!;
    for (const visual of [true, false]) {
      const game = createHeadsetGame(77, { visual });
      const view = createHeadsetGameView(stage, game, { reducedMotion: false });
      game.step([]);
      // Turn away from the source: it lies behind the character.
      const target = game.view.target!;
      const bearing = Math.atan2(target.x - game.view.x, target.z - game.view.z);
      const away = Math.atan2(
        Math.sin(bearing + Math.PI - game.view.heading),
        Math.cos(bearing + Math.PI - game.view.heading),
      );
      game.step([{ kind: 'turn', dxPx: Math.round((away / (2 * Math.PI)) * 400) }]);
      // Input is sampled every 3 steps.
      for (let i = 0; i < 6; i++) game.step([]);
      view.draw(game, 1, 0.5);
      expect(arrows().isEnabled(false)).toBe(visual);
      if (visual) {
        const v = game.view;
        const toSource = Math.atan2(target.x - v.x, target.z - v.z);
        const turn = arrows().rotation.y - toSource;
        expect(Math.abs(Math.atan2(Math.sin(turn), Math.cos(turn)))).toBeLessThan(1e-9);
        // Behind the character, as the player sees it.
        expect(Math.cos(toSource - v.heading)).toBeLessThan(-0.9);
        const needle = stage.scene.getMeshByName(`${HEADSET_RIPPLE}-needle`)!;
        expect(needle.isEnabled()).toBe(true);
        expect(needle.getAbsolutePosition().y).toBeGreaterThan(1.8);
      }
      view.dispose();
    }
  });

  it('frames the character low on the screen, the camera raised behind it', () => {
    const game = createHeadsetGame(9);
    const view = createHeadsetGameView(stage, game, { reducedMotion: true });
    game.step([]);
    game.step([{ kind: 'turn', dxPx: 73 }]);
    game.step([{ kind: 'walk', held: true }]);
    for (let i = 0; i < 30; i++) game.step([]);
    view.draw(game, 1, 1);
    const camera = stage.scene.getCameraByName(HEADSET_CAMERA) as TargetCamera;
    const v = game.view;
    const framing = frameCharacter(v, camera.getEngine().getAspectRatio(camera));
    expect(camera.position.x).toBeCloseTo(framing.position.x, 12);
    expect(camera.position.y).toBeCloseTo(framing.position.y, 12);
    expect(camera.position.z).toBeCloseTo(framing.position.z, 12);
    expect(camera.fov).toBeCloseTo(framing.fov, 12);
    // Behind the character (opposite the way it faces) and above its head.
    const behind =
      (camera.position.x - v.x) * Math.sin(v.heading) + (camera.position.z - v.z) * Math.cos(v.heading);
    expect(behind).toBeLessThan(-3);
    expect(camera.position.y).toBeGreaterThan(3);
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
    for (let i = 0; i < 20; i++) {
      const game = createHeadsetGame(i, { visual: i % 2 === 0 });
      const view = createHeadsetGameView(stage, game, { reducedMotion: i % 3 === 0 });
      for (let s = 0; s < 30; s++) game.step([{ kind: 'walk', held: true }]);
      view.draw(game, 1, i * 0.1);
      view.dispose();
    }
    await nextFrame();
    expect(stage.census()).toEqual(before);
    expect(stage.scene.animationGroups.length).toBe(animationGroups);
  });
});
