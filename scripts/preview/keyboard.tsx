import { createRoot } from 'react-dom/client';
import { Engine } from 'react-babylonjs';
import { qualityFor } from '../../src/engine/quality.ts';
import { createQualityStore } from '../../src/engine/quality-store.ts';
import { createStageStore } from '../../src/scenes/stage-store.ts';
import { KeyboardWorldScene } from '../../src/scenes/keyboard/keyboard-world-scene.tsx';
import { createKeyboardGameView } from '../../src/scenes/keyboard/keyboard-game-view.ts';
import {
  KEY_DOWN,
  KEY_LEFT,
  KEY_NONE,
  KEY_RIGHT,
  KEY_UP,
  spawnKeyTile,
  spawnObstacle,
  spawnRow,
} from '../../components/keyboard/index.ts';
import { runnerOf } from '../../systems/keyboard/queries.ts';
import { createKeyboardWorld } from '../../systems/keyboard/world.ts';

/**
 * The keyboard world with a made-up board on it, for a look in the browser before the rules and the adapter
 * exist. `npx vite`, then open /scripts/preview/keyboard.html: `?glow=1` turns the glow on (high quality), `?z=`
 * puts the runner further along, `?frames=` is when counting starts. After 60 more frames `window.__preview`
 * holds the draw calls per frame (a headless Chromium script can wait for it, then take a screenshot).
 */
const params = new URLSearchParams(location.search);
const quality = createQualityStore();
if (params.get('glow') === '1') quality.setSettings(qualityFor(3, { mobile: false, touch: false }));
const stage = createStageStore();
const claim = stage.claim('keyboard');
createRoot(document.getElementById('root')!).render(
  <Engine antialias adaptToDeviceRatio canvasId="preview-canvas">
    <KeyboardWorldScene stage={stage} quality={quality} lowRes={false} />
  </Engine>,
);

const world = await claim.ready;
const game = { world: createKeyboardWorld(1) };
const keys = [KEY_UP, KEY_LEFT, KEY_RIGHT, KEY_DOWN];
const startZ = Number(params.get('z') ?? 1);
for (let r = 0; r < 20; r++) {
  const z = startZ + 3 + 2 * r;
  const key = keys[r % 4]!;
  const position = key === KEY_LEFT ? 0 : key === KEY_RIGHT ? 2 : 1;
  const row = spawnRow(game.world, { beat: r, key, position, offset: 1, halfway: false, z });
  for (let index = 0; index < 3; index++)
    spawnKeyTile(game.world, {
      row,
      index,
      x: (index - 1) * 2,
      z,
      y: 0.5,
      key: index === position ? key : KEY_NONE,
    });
  if (r % 2 === 1) {
    const index = (position + 1 + (r % 3 === 0 ? 1 : 0)) % 3;
    spawnObstacle(game.world, { row, index, x: (index - 1) * 2, z, kind: r % 3 });
  }
}
const runner = runnerOf(game.world);
const r = game.world.c.Runner;
r.z[runner] = r.previousZ[runner] = startZ;
// The first key tile is lowered: the runner is on it.
const view = createKeyboardGameView(world, game, { reducedMotion: false });
const frames = Number(params.get('frames') ?? 30);
let count = 0;
let start = 0;
world.scene.onBeforeRenderObservable.add(() => {
  view.draw(game, 1, performance.now() / 1000);
  const engine = world.scene.getEngine() as unknown as { _drawCalls: { current: number } };
  if (++count === frames) start = engine._drawCalls.current;
  if (count === frames + 60) {
    (window as unknown as { __preview: object }).__preview = {
      frames: count,
      drawCallsPerFrame: (engine._drawCalls.current - start) / 60,
      meshes: world.scene.meshes.length,
      activeMeshes: world.scene.getActiveMeshes().length,
      materials: world.scene.materials.length,
    };
  }
});
