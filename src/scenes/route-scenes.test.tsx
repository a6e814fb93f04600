// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import type { Scene } from '@babylonjs/core/scene.js';
import type { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { PBRMaterial } from '@babylonjs/core/Materials/PBR/pbrMaterial.js';
import '@babylonjs/loaders/glTF/2.0/index.js';
import {
  generateCircuitTile,
  generateCircuitTileShiftLeft,
  generateCircuitTileShiftRight,
} from '../../assets/models/game-pieces/circuit-tile.ts';
import { generatePlayerSphere } from '../../assets/models/game-pieces/player-sphere.ts';
import { generateWalker } from '../../assets/models/characters/walker.ts';
import { generateHeadsetEmitter } from '../../assets/models/game-pieces/headset-emitter.ts';
import { generateRunner } from '../../assets/models/characters/runner.ts';
import { generateKeyTile } from '../../assets/models/game-pieces/key-tile.ts';
import { generateObstacle } from '../../assets/models/game-pieces/obstacle.ts';
import { generateJunglePlant } from '../../assets/models/game-pieces/jungle-plant.ts';
import { KEY_NONE, KEY_UP, spawnKeyTile, spawnObstacle, spawnRow } from '../../components/keyboard/index.ts';
import { createKeyboardWorld, type KeyboardWorld } from '../../systems/keyboard/world.ts';
import { createMouseGame } from '../../systems/mouse/index.ts';
import { createHeadsetGame } from '../../systems/headset/index.ts';
import { createQualityStore } from '../engine/quality-store.ts';
import {
  bytesLoaders,
  CensusNullEngine,
  engineCensus as censusOf,
  renderInNullEngine,
  stubMatchMedia,
} from '../../test/render-scene.tsx';
import { createStageStore, type WorldStage } from './stage-store.ts';
import { MouseWorldScene } from './mouse/mouse-world-scene.tsx';
import { createMouseGameView } from './mouse/mouse-game-view.ts';
import { HeadsetWorldScene } from './headset/headset-world-scene.tsx';
import { createHeadsetGameView } from './headset/headset-game-view.ts';
import { KeyboardWorldScene } from './keyboard/keyboard-world-scene.tsx';
import { createKeyboardGameView } from './keyboard/keyboard-game-view.ts';
import { LoadingScene } from './loading/loading-scene-view.tsx';

/**
 * A scene per route: each route's Babylon scene comes with the route and goes with it. Twenty visits of each
 * game's world (with a run drawn on it each time) and of the loading backdrop leave the engine as they found it.
 */
describe('route scenes in a NullEngine', { timeout: 120_000 }, () => {
  let models: Map<string, Uint8Array>;
  const loaders = bytesLoaders(() => models);
  const engine = new CensusNullEngine();

  beforeAll(async () => {
    const generated = await Promise.all([
      generateCircuitTile(),
      generateCircuitTileShiftLeft(),
      generateCircuitTileShiftRight(),
      generatePlayerSphere(),
      generateWalker(),
      generateHeadsetEmitter(),
      generateRunner(),
      generateKeyTile(),
      generateObstacle(),
      generateJunglePlant(),
    ]);
    models = new Map(generated.map((asset) => [asset.name, asset.bytes]));
    stubMatchMedia();
  });
  afterAll(() => engine.dispose());

  /** Mounts the mouse world for a run's claim and waits until the world is handed over. */
  async function mountMouseWorld() {
    const stage = createStageStore();
    const claim = stage.claim('mouse');
    const scene = await renderInNullEngine(
      <MouseWorldScene stage={stage} quality={createQualityStore()} lowRes={false} loaders={loaders} />,
      { engine },
    );
    return { claim, scene, world: await claim.ready };
  }

  /** A visit: the world mounted, a few steps of a run drawn on it, then taken down. */
  async function visitMouseWorld(): Promise<WorldStage> {
    const { claim, scene, world } = await mountMouseWorld();
    const game = createMouseGame(7);
    const view = createMouseGameView(world, game, { reducedMotion: false });
    for (let i = 0; i < 30; i++) game.step([]);
    view.draw(game, 0.5, 1);
    view.onEvent?.('hit');
    scene.frame(2);
    view.dispose();
    claim.release();
    await scene.unmount();
    return world;
  }

  it('the mouse world declares its graph and hands a loaded world to the run that claimed it', async () => {
    const { claim, scene: rendered, world } = await mountMouseWorld();
    expect(world.scene.getCameraByName('mouse-camera')).not.toBeNull();
    expect(world.scene.lights.map((l) => l.name).sort()).toEqual([
      'mouse-fill',
      'mouse-spot-cyan',
      'mouse-spot-green',
      'mouse-spot-magenta',
    ]);
    expect(world.scene.clipPlane).not.toBeNull();
    expect(world.scene.fogMode).toBe(3);
    expect(world.assets.has('game/player-sphere')).toBe(true);
    claim.release();
    await rendered.unmount();
  });

  it('twenty visits of the mouse world, each with a run drawn on it, leave the engine as it was', async () => {
    await visitMouseWorld();
    const before = engine.scenes.length === 0 ? { ...censusOf(engine) } : null;
    expect(before).not.toBeNull();
    const scenes = new Set<Scene>();
    for (let i = 0; i < 20; i++) scenes.add((await visitMouseWorld()).scene);
    expect(censusOf(engine)).toEqual(before);
    for (const scene of scenes) expect(scene.isDisposed).toBe(true);
  });

  /** A visit of the headset world: mounted for a claim, a run walked and drawn on it, then taken down. */
  async function visitHeadsetWorld(): Promise<WorldStage> {
    const stage = createStageStore();
    const claim = stage.claim('headset');
    const scene = await renderInNullEngine(
      <HeadsetWorldScene stage={stage} quality={createQualityStore()} lowRes={false} loaders={loaders} />,
      { engine },
    );
    const world = await claim.ready;
    const game = createHeadsetGame(11, { visual: true });
    const view = createHeadsetGameView(world, game, { reducedMotion: false });
    for (let i = 0; i < 30; i++) game.step([{ kind: 'walk', held: true }]);
    view.draw(game, 0.5, 1);
    scene.frame(2);
    view.dispose();
    claim.release();
    await scene.unmount();
    return world;
  }

  it('twenty visits of the headset world, each with a run drawn on it, leave the engine as it was', async () => {
    const first = await visitHeadsetWorld();
    expect(first.assets.has('game/walker')).toBe(true);
    expect(first.scene.fogMode).not.toBe(0);
    const before = { ...censusOf(engine) };
    const scenes = new Set<Scene>();
    for (let i = 0; i < 20; i++) scenes.add((await visitHeadsetWorld()).scene);
    expect(censusOf(engine)).toEqual(before);
    for (const scene of scenes) expect(scene.isDisposed).toBe(true);
  });

  /**
   * A few rows ahead of the runner, as the rules lay them (three tiles each, one with the key, an obstacle on
   * another): the keyboard's rules facade is not in the build yet, so the visit draws a world it fills itself.
   */
  function layRows(world: KeyboardWorld) {
    for (let r = 0; r < 4; r++) {
      const z = 4 + 2 * r;
      const row = spawnRow(world, { beat: r, key: KEY_UP, position: 1, offset: 1, halfway: false, z });
      for (let index = 0; index < 3; index++)
        spawnKeyTile(world, {
          row,
          index,
          x: (index - 1) * 2,
          z,
          y: 0.5,
          key: index === 1 ? KEY_UP : KEY_NONE,
        });
      spawnObstacle(world, { row, index: r % 2 === 0 ? 0 : 2, x: r % 2 === 0 ? -2 : 2, z, kind: r % 3 });
    }
  }

  /** A visit of the keyboard world: mounted for a claim, a few rows drawn on it, then taken down. */
  async function visitKeyboardWorld(): Promise<WorldStage> {
    const stage = createStageStore();
    const claim = stage.claim('keyboard');
    const scene = await renderInNullEngine(
      <KeyboardWorldScene stage={stage} quality={createQualityStore()} lowRes={false} loaders={loaders} />,
      { engine },
    );
    const world = await claim.ready;
    const game = { world: createKeyboardWorld(13) };
    layRows(game.world);
    const view = createKeyboardGameView(world, game, { reducedMotion: false });
    view.draw(game, 0.5, 1);
    scene.frame(2);
    view.dispose();
    claim.release();
    await scene.unmount();
    return world;
  }

  it('the keyboard world declares its jungle and hands a loaded world to the run that claimed it', async () => {
    const stage = createStageStore();
    const claim = stage.claim('keyboard');
    const rendered = await renderInNullEngine(
      <KeyboardWorldScene stage={stage} quality={createQualityStore()} lowRes={false} loaders={loaders} />,
      { engine },
    );
    const { scene } = await claim.ready;
    expect(scene.getCameraByName('keyboard-camera')).not.toBeNull();
    expect(scene.lights.map((l) => l.name).sort()).toEqual(['keyboard-fill', 'keyboard-key']);
    expect(scene.fogMode).toBe(3);
    const ground = scene.getMeshByName('keyboard-ground')!;
    expect(ground.parent?.name).toBe('keyboard-scenery');
    expect((ground.material as PBRMaterial).albedoTexture).not.toBeNull();
    const plants = scene.getNodeByName('keyboard-plants') as TransformNode;
    expect(plants.parent?.name).toBe('keyboard-scenery');
    const planted = plants.getChildMeshes(false).filter((m) => (m as Mesh).thinInstanceCount > 0);
    expect(planted.length).toBe(3);
    claim.release();
    await rendered.unmount();
  });

  it('twenty visits of the keyboard world, each with rows drawn on it, leave the engine as it was', async () => {
    const first = await visitKeyboardWorld();
    expect(first.assets.has('game/runner')).toBe(true);
    expect(first.scene.fogMode).not.toBe(0);
    const before = { ...censusOf(engine) };
    const scenes = new Set<Scene>();
    for (let i = 0; i < 20; i++) scenes.add((await visitKeyboardWorld()).scene);
    expect(censusOf(engine)).toEqual(before);
    for (const scene of scenes) expect(scene.isDisposed).toBe(true);
  });

  it('twenty visits of the loading backdrop leave the engine as it was', async () => {
    const onFirstFrame = vi.fn();
    const visit = async () => {
      const rendered = await renderInNullEngine(
        <LoadingScene reducedMotion backdrop={false} onFirstFrame={onFirstFrame} />,
        {
          engine,
        },
      );
      await act(async () => rendered.frame(2));
      await rendered.unmount();
    };
    await visit();
    const before = censusOf(engine);
    for (let i = 0; i < 20; i++) await visit();
    expect(censusOf(engine)).toEqual(before);
    expect(onFirstFrame).toHaveBeenCalled();
  });
});
