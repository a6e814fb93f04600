/**
 * A Jungle Board key tile: 2 × 2 units, a chunky keycap on a chamfered plinth with a magenta rim lit around
 * the cap. The cap is its own node, `key-cap`, with its origin at the plinth top, so the scene presses the key
 * by lowering that node (by up to KEY_TRAVEL) and the rim stays put. The cap is blank: the scene draws the arrow
 * of the key to press on the one tile of a row that asks for it, and nothing else may look like an arrow (a
 * decorative chevron on every cap drowned the one that mattered).
 */
import type { GeneratedAsset } from '../../generated-asset.ts';
import type { ModelSpec } from '../gltf.ts';
import { MeshBuilder, box, translate } from '../mesh-builder.ts';
import { BRAND, glossMaterial, metalMaterial, rgbMaterial } from '../materials.ts';
import { writeModel } from '../gltf.ts';

export const KEY_TILE_SIZE = 2;
const PLINTH_HEIGHT = 0.1;
const CAP = { size: 1.76, height: 0.26, bevel: 0.05, inset: 0.1 };
/** How far the cap can sink before it meets the plinth. */
export const KEY_TRAVEL = 0.08;

const MATERIALS = {
  plinth: metalMaterial('key-tile-plinth', '#1a1c21'),
  cap: glossMaterial('key-tile-cap'),
  rim: rgbMaterial('key-tile-rim', BRAND.magenta),
};

export function keyTileModel(): ModelSpec {
  const base = new MeshBuilder().add(
    MATERIALS.plinth,
    box([KEY_TILE_SIZE, PLINTH_HEIGHT, KEY_TILE_SIZE], { bevel: 0.03 }),
    translate(0, PLINTH_HEIGHT / 2, 0),
  );
  // A lit frame in the gap between cap and plinth edge: four bars, the +X/-X ones spanning the full width.
  const outer = 0.95;
  const inner = 0.9;
  const mid = (outer + inner) / 2;
  const y = PLINTH_HEIGHT + 0.01;
  for (const s of [-1, 1]) {
    base.add(MATERIALS.rim, box([outer - inner, 0.02, 2 * outer]), translate(s * mid, y, 0));
    base.add(MATERIALS.rim, box([2 * inner, 0.02, outer - inner]), translate(0, y, s * mid));
  }

  const cap = new MeshBuilder().add(
    MATERIALS.cap,
    box([CAP.size, CAP.height, CAP.size], { bevel: CAP.bevel, topInset: CAP.inset }),
    translate(0, CAP.height / 2, 0),
  );

  return {
    name: 'game/key-tile',
    parts: [
      { name: 'key-tile-base', mesh: base },
      { name: 'key-cap', mesh: cap, translation: [0, PLINTH_HEIGHT, 0] },
    ],
  };
}

export function generateKeyTile(): Promise<GeneratedAsset> {
  return writeModel(keyTileModel());
}
