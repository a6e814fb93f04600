/**
 * Set dressing for the Jungle Board: a fern/palm cluster about 1.2 tall. A short leaning stem carries three
 * tiers of leaves fanned around it, each leaf a strip folded along its midrib that rises and droops; the leaf
 * material is double-sided, because the bent strips are seen from above and below. Green-glowing buds at the
 * crown carry the brand accent into the jungle.
 */
import type { GeneratedAsset } from '../../generated-asset.ts';
import type { ModelSpec } from '../gltf.ts';
import { DEG, MeshBuilder, add, gridSurface, lathe, mul, translate, tube } from '../mesh-builder.ts';
import type { Geometry, Vec3 } from '../mesh-builder.ts';
import { BRAND, rgbMaterial, srgb } from '../materials.ts';
import type { MaterialSpec } from '../materials.ts';
import { PI, fcos, fsin } from '../../../systems/fixed-math.ts';
import { writeModel } from '../gltf.ts';

export const JUNGLE_PLANT_HEIGHT = 1.2;
const CROWN: Vec3 = [0.02, 0.5, 0.01];

const MATERIALS = {
  stem: {
    name: 'jungle-plant-stem',
    baseColor: srgb('#2a2118'),
    metallic: 0,
    roughness: 0.9,
  } as MaterialSpec,
  leaf: {
    name: 'jungle-plant-leaf',
    baseColor: srgb('#1c3b20'),
    metallic: 0,
    roughness: 0.75,
  } as MaterialSpec,
  glow: rgbMaterial('jungle-plant-glow', BRAND.green),
};

interface LeafShape {
  /** Heading around Y; 0 points along +Z. */
  heading: number;
  /** Horizontal reach. */
  reach: number;
  /** Height gained per unit of t at the base, and lost per t² (the droop). */
  rise: number;
  droop: number;
  width: number;
  /** Where the leaf leaves the stem. */
  base: Vec3;
}

/** A leaf as a strip of three rows (edge, raised midrib, edge), pointed at the tip. */
function leaf(shape: LeafShape): Geometry {
  const dir: Vec3 = [fsin(shape.heading), 0, fcos(shape.heading)];
  const across: Vec3 = [fcos(shape.heading), 0, -fsin(shape.heading)];
  const rows: Vec3[][] = [];
  const steps = 6;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const centre = add(
      shape.base,
      add(mul(dir, shape.reach * t), [0, shape.rise * t - shape.droop * t * t, 0]),
    );
    const w = shape.width * fsin(PI * (0.12 + 0.88 * t));
    rows.push([add(centre, mul(across, -w)), add(centre, [0, w * 0.35, 0]), add(centre, mul(across, w))]);
  }
  return gridSurface(rows);
}

/** Three tiers: a few upright young fronds in the middle, wider arching ones around, low ones at the foot. */
function leaves(): LeafShape[] {
  const out: LeafShape[] = [];
  const tiers = [
    { count: 3, reach: 0.22, rise: 1.15, droop: 0.45, width: 0.07, y: 0, offset: 20 },
    { count: 5, reach: 0.55, rise: 0.75, droop: 0.75, width: 0.11, y: -0.04, offset: 0 },
    { count: 6, reach: 0.6, rise: 0.3, droop: 0.55, width: 0.1, y: -0.22, offset: 30 },
  ];
  for (const tier of tiers) {
    for (let k = 0; k < tier.count; k++) {
      const heading = (tier.offset + (360 * k) / tier.count) * DEG;
      out.push({
        heading,
        reach: tier.reach,
        rise: tier.rise,
        droop: tier.droop,
        width: tier.width,
        base: add(CROWN, [0, tier.y, 0]),
      });
    }
  }
  return out;
}

export function junglePlantModel(): ModelSpec {
  const stem = new MeshBuilder().add(
    MATERIALS.stem,
    tube(
      [
        [0, 0, 0],
        // A vertical first step keeps the foot ring level, flat on the ground.
        [0, 0.08, 0],
        [0.03, 0.2, 0],
        [0.035, 0.38, 0.01],
        CROWN,
      ],
      (i) => 0.05 - 0.006 * i,
      6,
      [0, 0, 1],
    ),
  );
  for (const [x, y, z] of [
    [0.06, 0.52, 0.03],
    [-0.03, 0.5, 0.05],
    [0.02, 0.54, -0.05],
  ] as const) {
    stem.add(
      MATERIALS.glow,
      lathe(
        [
          [0, -0.03],
          [0.022, 0],
          [0, 0.03],
        ],
        4,
        { flat: true },
      ),
      translate(x, y, z),
    );
  }
  const fronds = new MeshBuilder();
  for (const shape of leaves()) fronds.add(MATERIALS.leaf, leaf(shape));
  return {
    name: 'game/jungle-plant',
    parts: [
      { name: 'jungle-plant-stem', mesh: stem },
      { name: 'jungle-plant-leaves', mesh: fronds },
    ],
  };
}

export function generateJunglePlant(): Promise<GeneratedAsset> {
  return writeModel(junglePlantModel(), { doubleSided: [MATERIALS.leaf.name] });
}
