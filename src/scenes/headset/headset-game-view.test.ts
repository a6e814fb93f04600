import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { generateWalker } from '../../../assets/models/characters/walker.ts';
import { generateHeadsetEmitter } from '../../../assets/models/game-pieces/headset-emitter.ts';
import { createHeadsetGame } from '../../../systems/headset/index.ts';
import { sceneWithModels } from '../../../test/scene-assets.ts';
import { createHeadsetGameView } from './headset-game-view.ts';

describe('the Headspace scene in a NullEngine', { timeout: 30_000 }, () => {
  let stage: Awaited<ReturnType<typeof sceneWithModels>>;
  beforeAll(async () => {
    stage = await sceneWithModels(await Promise.all([generateWalker(), generateHeadsetEmitter()]));
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
