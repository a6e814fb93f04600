import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateCircuitTile,
  generateCircuitTileShiftLeft,
  generateCircuitTileShiftRight,
} from '../../../assets/models/game-pieces/circuit-tile.ts';
import { generatePlayerSphere } from '../../../assets/models/game-pieces/player-sphere.ts';
import { createMouseGame, mouseRules } from '../../../systems/mouse/index.ts';
import { sceneWithModels } from '../../../test/scene-assets.ts';
import { createMouseGameView } from './mouse-game-view.ts';

describe('the Circuit Shutdown scene in a NullEngine', { timeout: 30_000 }, () => {
  let stage: Awaited<ReturnType<typeof sceneWithModels>>;
  beforeAll(async () => {
    stage = await sceneWithModels(
      await Promise.all([
        generateCircuitTile(),
        generateCircuitTileShiftLeft(),
        generateCircuitTileShiftRight(),
        generatePlayerSphere(),
      ]),
    );
  });
  afterAll(() => stage?.dispose());

  it('draws the game’s view: each pooled tile at its place with its own shape, the sphere between two steps', () => {
    const game = createMouseGame(12345);
    const view = createMouseGameView(stage, game, { reducedMotion: true });
    for (let i = 0; i < 600; i++) game.step([{ kind: 'steer', targetPx: i < 300 ? 40 : -40 }]);
    const previousDistance = game.view.distance;
    game.step([]);
    view.draw(game, 0.5, 10);

    const enabledRoots = stage.scene.rootNodes.filter(
      (n) => n.name.startsWith('__root__') && n.isEnabled(false),
    );
    const distance = (previousDistance + game.view.distance) / 2;
    const tiles = game.view.tiles.filter((t) => (t.index + 0.5) * mouseRules.TILE_SIZE - distance > -3);
    expect(enabledRoots).toHaveLength(tiles.length + 1); // the shown tiles and the sphere
    for (const tile of tiles) {
      const z = (tile.index + 0.5) * mouseRules.TILE_SIZE - distance;
      const root = enabledRoots.find(
        (r) => Math.abs((r as unknown as { position: { z: number } }).position.z - z) < 1e-9,
      );
      expect(root, `tile ${tile.index}`).toBeDefined();
      expect((root as unknown as { position: { x: number } }).position.x).toBeCloseTo(tile.x, 12);
    }
    const x = game.view.previousX + (game.view.x - game.view.previousX) * 0.5;
    const sphere = enabledRoots.find((r) => r.name.startsWith('__root__-player')) as unknown as {
      position: { x: number };
    };
    expect(sphere.position.x).toBeCloseTo(x, 12);
    view.dispose();
  });

  it('leaves nothing behind: twenty runs in and out of the scene end where they began', () => {
    const before = stage.census();
    for (let i = 0; i < 20; i++) {
      const game = createMouseGame(i);
      const view = createMouseGameView(stage, game, { reducedMotion: false });
      for (let s = 0; s < 30; s++) game.step([]);
      view.draw(game, 1, i * 0.1);
      view.onEvent?.('hit');
      view.dispose();
    }
    expect(stage.census()).toEqual(before);
  });
});
