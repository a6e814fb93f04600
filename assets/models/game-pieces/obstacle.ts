/**
 * A Jungle Board obstacle: a mossy fallen log, about 1.8 wide (along X) and 0.6 high. An eight-sided trunk
 * that thins toward one end, flat-shaded for the angular look, with moss slabs on top, a vine arching over it
 * and a few green-glowing fungi on its front (+Z) flank as the brand accent.
 */
import type { GeneratedAsset } from '../../generated-asset.ts';
import type { ModelSpec } from '../gltf.ts';
import {
  DEG,
  MeshBuilder,
  box,
  catmullRom,
  circle,
  cylinder,
  flatten,
  lathe,
  loft,
  rotateY,
  rotateZ,
  translate,
  tube,
} from '../mesh-builder.ts';
import type { Vec3 } from '../mesh-builder.ts';
import { BRAND, rgbMaterial, srgb } from '../materials.ts';
import type { MaterialSpec } from '../materials.ts';
import { fcos, fsin } from '../../../systems/fixed-math.ts';
import { writeModel } from '../gltf.ts';

export const OBSTACLE_WIDTH = 1.8;
const LOG_LENGTH = 1.8;
const SIDES = 8;
// Turning the octagon by half a side puts a flat face underneath, so the log lies still instead of on an edge.
const TURN = 180 / SIDES;
const FLAT = fcos(TURN * DEG);

const MATERIALS = {
  bark: { name: 'obstacle-bark', baseColor: srgb('#221a14'), metallic: 0, roughness: 0.9 } as MaterialSpec,
  wood: { name: 'obstacle-wood', baseColor: srgb('#4a3a2a'), metallic: 0, roughness: 0.8 } as MaterialSpec,
  moss: { name: 'obstacle-moss', baseColor: srgb('#1f3a1c'), metallic: 0, roughness: 1 } as MaterialSpec,
  glow: rgbMaterial('obstacle-glow', BRAND.green),
};

const radiusAt = (t: number): number => 0.31 - 0.06 * t;

export function obstacleModel(): ModelSpec {
  const log = new MeshBuilder();
  const stations = 6;
  const path: Vec3[] = [];
  const profiles = [];
  for (let i = 0; i < stations; i++) {
    const t = i / (stations - 1);
    const r = radiusAt(t);
    // Each ring's centre sits exactly its flat-face distance up, so the whole tapering log rests on y = 0.
    path.push([-LOG_LENGTH / 2 + LOG_LENGTH * t, r * FLAT, 0]);
    profiles.push(circle(r, SIDES, (90 + TURN) * DEG));
  }
  const trunk = loft(profiles, path, { up: [0, 1, 0], closed: true, caps: false });
  log.add(MATERIALS.bark, flatten(trunk));
  // Sawn-off ends show pale wood, set a hair inside the bark so the two never fight for the same pixels.
  for (const [x, r, facing] of [
    [-LOG_LENGTH / 2, radiusAt(0), -1],
    [LOG_LENGTH / 2, radiusAt(1), 1],
  ] as const) {
    log.add(
      MATERIALS.wood,
      lathe(
        [
          [0, -0.004],
          [r * 0.985, -0.004],
          [r * 0.985, 0],
          [0, 0.002],
        ],
        SIDES,
        { flat: true, startAngle: (90 + TURN) * DEG },
      ),
      rotateZ(-facing * 90 * DEG),
      translate(x, r * FLAT, 0),
    );
  }

  const moss = new MeshBuilder();
  for (const [x, w, turn] of [
    [-0.45, 0.5, 8],
    [0.12, 0.38, -12],
    [0.55, 0.3, 5],
  ] as const) {
    const top = 2 * radiusAt((x + LOG_LENGTH / 2) / LOG_LENGTH) * FLAT;
    moss.add(
      MATERIALS.moss,
      box([w, 0.12, 0.28], { bevel: 0.02, topInset: 0.04 }),
      rotateY(turn * DEG),
      translate(x, top - 0.03, 0),
    );
  }
  // A vine arching over the trunk from the back to the front, drifting along the log as it goes.
  const vine: Vec3[] = [];
  for (let k = 0; k <= 6; k++) {
    const a = (-20 + (220 * k) / 6) * DEG;
    const t = 0.3 + 0.05 * k;
    const r = radiusAt(t) + 0.012;
    vine.push([-LOG_LENGTH / 2 + LOG_LENGTH * t, r * FLAT + r * fsin(a), -r * fcos(a)]);
  }
  moss.add(MATERIALS.moss, tube(catmullRom(vine, 2), 0.014, 5, [1, 0, 0]));

  const fungi = new MeshBuilder();
  for (const [x, y, r] of [
    [-0.2, 0.2, 0.045],
    [-0.1, 0.26, 0.035],
    [0.32, 0.17, 0.04],
  ] as const) {
    // Bracket fungi stick straight out of the front flank: a short stalk and a flat cap.
    const z = radiusAt((x + LOG_LENGTH / 2) / LOG_LENGTH) * FLAT;
    fungi.add(MATERIALS.glow, cylinder(r, -0.006, 0.006, 6), translate(x, y, z + r * 0.6));
  }

  return {
    name: 'game/obstacle',
    parts: [
      { name: 'obstacle-log', mesh: log },
      { name: 'obstacle-moss', mesh: moss },
      { name: 'obstacle-fungi', mesh: fungi },
    ],
  };
}

export function generateObstacle(): Promise<GeneratedAsset> {
  return writeModel(obstacleModel());
}
