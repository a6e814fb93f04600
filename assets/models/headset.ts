/**
 * The gaming headset: a padded headband arc, yokes holding two large oval ear cups with soft cushions, RGB
 * rings on the outer plates and a boom microphone on the left cup.
 *
 * About 1.1 units tall and 1.05 wide, cups resting on y = 0, worn facing +Z; glTF's left is +X, so the boom
 * is on the +X cup.
 */
import type { GeneratedAsset } from '../generated-asset.ts';
import { writeModel } from './gltf.ts';
import type { ModelSpec } from './gltf.ts';
import {
  DEG,
  MeshBuilder,
  alignY,
  catmullRom,
  cylinder,
  lathe,
  loft,
  roundedRect,
  rotateX,
  rotateZ,
  scale,
  sub,
  translate,
  tube,
  box,
  chain,
  transformGeometry,
} from './mesh-builder.ts';
import type { Geometry, Transform, Vec2, Vec3 } from './mesh-builder.ts';
import { BRAND, PRODUCT_FINISH as FINISH, rgbMaterial } from './materials.ts';
import { fcos, fsin } from '../../systems/fixed-math.ts';

const MATERIALS = {
  shell: FINISH.shell('headset-shell'),
  cushion: FINISH.soft('headset-cushion'),
  metal: FINISH.metal('headset-metal'),
  /** The cups' outer plates and the mic's capsule: gloss against the matte shell. */
  gloss: FINISH.gloss('headset-gloss'),
  cable: FINISH.braid('headset-cable'),
  ringLeft: rgbMaterial('headset-rgb-cyan', BRAND.cyan),
  ringRight: rgbMaterial('headset-rgb-magenta', BRAND.magenta),
  micLight: rgbMaterial('headset-rgb-green', BRAND.green),
};

const CUP_SEGMENTS = 24;
/** Housing radius; the cups are stretched 15% in height into the oval of over-ear cups. */
const CUP_RADIUS = 0.212;
const CUP_OVAL = 1.15;
const CUP_Y = CUP_RADIUS * CUP_OVAL;
/** Half the distance between the cups' mid-planes; the headband ends right above them. */
const CUP_X = 0.44;
/** The cup's local axis runs from the head (0) outward; its mid-plane is here. */
const CUP_MID = 0.11;
const BAND_BASE_Y = 0.56;
const BAND_RISE = 0.55;

/** Closes a lathe profile loop by repeating its first point. */
const loop = (points: Vec2[]): Vec2[] => [...points, points[0] as Vec2];
const shift = (points: Vec2[], dr: number, dy: number): Vec2[] => points.map(([r, y]) => [r + dr, y + dy]);

interface CupParts {
  shell: Geometry[];
  cushion: Geometry[];
  gloss: Geometry[];
  metal: Geometry[];
  ring: Geometry[];
}

/** One ear cup around local +Y, from the cushion (y = 0, against the head) to the outer emblem. */
function earCup(): CupParts {
  const cushion = lathe(loop(shift(roundedRect(0.055, 0.034, 0.03, 2), 0.15, 0.034)), CUP_SEGMENTS);
  const fabric = lathe(
    [
      [0, 0.03],
      [0.1, 0.03],
    ],
    CUP_SEGMENTS,
  );
  const housing = lathe(
    [
      [0, 0.055],
      [0.17, 0.055],
      [0.2, 0.07],
      [CUP_RADIUS, 0.1],
      [0.208, 0.13],
      [0.19, 0.155],
      [0.165, 0.168],
      [0.155, 0.17],
    ],
    CUP_SEGMENTS,
  );
  const plate = lathe(
    [
      [0.156, 0.169],
      [0.09, 0.176],
      [0, 0.178],
    ],
    CUP_SEGMENTS,
  );
  const ring = lathe(
    loop([
      [0.128, 0.17],
      [0.148, 0.17],
      [0.148, 0.182],
      [0.128, 0.182],
    ]),
    CUP_SEGMENTS,
  );
  // The brand's angular touch: a chamfered hexagon emblem in the middle of the plate.
  const emblem = lathe(
    [
      [0.072, 0.172],
      [0.072, 0.186],
      [0.056, 0.194],
      [0, 0.194],
    ],
    6,
    { flat: true, startAngle: 30 * DEG },
  );
  return { shell: [housing], cushion: [cushion, fabric], gloss: [plate], metal: [emblem], ring: [ring] };
}

/** Where a cup goes: its local +Y turned toward ±X, stretched into an oval, the head side facing in. */
function cupPlacement(side: 1 | -1): Transform[] {
  return [rotateZ(-side * 90 * DEG), scale(1, CUP_OVAL, 1), translate(side * (CUP_X - CUP_MID), CUP_Y, 0)];
}

function bandPoint(phi: number, grow: number): Vec3 {
  return [(CUP_X + grow) * fsin(phi), BAND_BASE_Y + (BAND_RISE + grow) * fcos(phi), 0];
}

function bandPath(from: number, to: number, steps: number, grow: number): Vec3[] {
  const out: Vec3[] = [];
  for (let k = 0; k <= steps; k++) out.push(bandPoint(from + ((to - from) * k) / steps, grow));
  return out;
}

/** A strap swept along the headband arc; u is radial (out from the head), v across the band (Z). */
function strap(from: number, to: number, steps: number, grow: number, section: Vec2[]): Geometry {
  const path = bandPath(from, to, steps, grow);
  return loft(
    path.map(() => section),
    path,
    { up: [0, 0, 1], caps: true },
  );
}

function headband(): { shell: Geometry; cushion: Geometry; metal: Geometry[]; glow: Geometry } {
  const half = 90 * DEG;
  const shell = strap(-half, half, 32, 0, roundedRect(0.018, 0.056, 0.012, 2));
  const cushion = strap(-62 * DEG, 62 * DEG, 22, -0.034, roundedRect(0.017, 0.048, 0.014, 1));
  const glow = strap(-40 * DEG, 40 * DEG, 18, 0.018, roundedRect(0.004, 0.012, 0.003, 1));
  // Sliders: the metal bars that take the band down into each yoke.
  const metal = [1, -1].map((side) =>
    transformed(box([0.05, 0.15, 0.075], { bevel: 0.012 }), translate(side * CUP_X, BAND_BASE_Y + 0.01, 0)),
  );
  return { shell, cushion, metal, glow };
}

function transformed(g: Geometry, ...t: Transform[]): Geometry {
  return transformGeometry(g, chain(...t));
}

/** The fork around a cup: a metal arc from pivot to pivot over the top, with the pivot pins. */
function yoke(side: 1 | -1): Geometry[] {
  const x = side * CUP_X;
  const path: Vec3[] = [];
  for (let k = 0; k <= 20; k++) {
    const psi = (-90 + (180 * k) / 20) * DEG;
    path.push([x, CUP_Y + 0.27 * fcos(psi), 0.238 * fsin(psi)]);
  }
  const arc = tube(path, 0.013, 8, [1, 0, 0]);
  const pin = cylinder(0.024, -0.025, 0.025, 12);
  const pins = [1, -1].map((front) =>
    transformed(pin, rotateX(90 * DEG), translate(x, CUP_Y, front * 0.226)),
  );
  return [arc, ...pins];
}

/**
 * The detachable braided cable: out of the back of the -X cup, down to the deck and round behind the headband,
 * ending in a metal plug. It stays above y = 0, where the headset rests.
 */
function braidedCable(): { braid: Geometry; metal: Geometry } {
  const x = -CUP_X;
  const path = catmullRom(
    [
      [x, 0.07, -0.1],
      [x - 0.012, 0.024, -0.18],
      [x + 0.02, 0.011, -0.26],
      [x + 0.12, 0.011, -0.3],
      [x + 0.24, 0.011, -0.305],
    ],
    6,
  );
  const braid = tube(path, 0.011, 8, [0, 1, 0]);
  const end = path[path.length - 1] as Vec3;
  // The plug: a short metal barrel on the cable's end, pointing on (+X) as the cable runs, inside the headset's
  // own footprint so the showcase frames it as before.
  const plug = transformed(
    cylinder(0.016, 0, 0.07, 12),
    rotateZ(-90 * DEG),
    translate(end[0], end[1] + 0.004, end[2]),
  );
  return { braid, metal: plug };
}

/** The boom: from a pivot on the lower front of the +X cup, forward and in toward the mouth. */
function boomMic(): { metal: Geometry[]; foam: Geometry; light: Geometry; shell: Geometry } {
  const start: Vec3 = [CUP_X + 0.035, CUP_Y - 0.1, 0.15];
  const path = catmullRom(
    [
      start,
      [CUP_X + 0.03, CUP_Y - 0.14, 0.3],
      [CUP_X - 0.04, CUP_Y - 0.16, 0.45],
      [CUP_X - 0.17, CUP_Y - 0.16, 0.53],
    ],
    6,
  );
  const boom = tube(path, 0.012, 8, [0, 1, 0]);
  const pivot = transformed(
    cylinder(0.04, -0.02, 0.02, 16),
    rotateZ(-90 * DEG),
    translate(start[0] - 0.005, start[1], start[2]),
  );
  const end = path[path.length - 1] as Vec3;
  const beforeEnd = path[path.length - 2] as Vec3;
  const dir = sub(end, beforeEnd);
  const capsule: Vec2[] = [[0, -0.03]];
  for (let k = 1; k < 8; k++) {
    const a = (-90 + (180 * k) / 8) * DEG;
    capsule.push([0.026 * fcos(a), 0.04 * fsin(a) + 0.012]);
  }
  capsule.push([0, 0.052]);
  const foam = transformed(lathe(capsule, 12), alignY(end, dir));
  const light = transformed(
    lathe(
      loop([
        [0.013, -0.03],
        [0.019, -0.03],
        [0.019, -0.02],
        [0.013, -0.02],
      ]),
      12,
    ),
    alignY(end, dir),
  );
  return { metal: [pivot], foam, light, shell: boom };
}

export function headsetModel(): ModelSpec {
  const band = headband();
  const bandMesh = new MeshBuilder()
    .add(MATERIALS.shell, band.shell)
    .add(MATERIALS.cushion, band.cushion)
    .add(MATERIALS.ringLeft, band.glow);
  for (const g of band.metal) bandMesh.add(MATERIALS.metal, g);
  for (const side of [1, -1] as const) for (const g of yoke(side)) bandMesh.add(MATERIALS.metal, g);

  const cup = (side: 1 | -1): MeshBuilder => {
    const parts = earCup();
    const place = cupPlacement(side);
    const mesh = new MeshBuilder();
    for (const g of parts.shell) mesh.add(MATERIALS.shell, g, ...place);
    for (const g of parts.cushion) mesh.add(MATERIALS.cushion, g, ...place);
    for (const g of parts.metal) mesh.add(MATERIALS.metal, g, ...place);
    for (const g of parts.gloss) mesh.add(MATERIALS.gloss, g, ...place);
    for (const g of parts.ring) mesh.add(side > 0 ? MATERIALS.ringLeft : MATERIALS.ringRight, g, ...place);
    return mesh;
  };

  const mic = boomMic();
  const micMesh = new MeshBuilder()
    .add(MATERIALS.shell, mic.shell)
    .add(MATERIALS.cushion, mic.foam)
    .add(MATERIALS.micLight, mic.light);
  for (const g of mic.metal) micMesh.add(MATERIALS.metal, g);

  const cable = braidedCable();
  const cableMesh = new MeshBuilder().add(MATERIALS.cable, cable.braid).add(MATERIALS.metal, cable.metal);

  return {
    name: 'headset',
    parts: [
      { name: 'headset-band', mesh: bandMesh },
      { name: 'headset-cup-left', mesh: cup(1) },
      { name: 'headset-cup-right', mesh: cup(-1) },
      { name: 'headset-mic', mesh: micMesh },
      { name: 'headset-cable', mesh: cableMesh },
      ...headsetInnerParts(),
    ],
  };
}

export function generateHeadset(): Promise<GeneratedAsset> {
  return writeModel(headsetModel());
}

// Inner parts, for the product page's exploded view (issue 40): inside the closed cups wherever the headset is
// whole, shown when the product page draws the cups away from them. Additive only: no other part changes.

/** Each cup's 50 mm driver behind its cushion's fabric, and the battery inside the +X (left) cup's housing. */
function headsetInnerParts(): ModelSpec['parts'] {
  const driver = (side: 1 | -1): MeshBuilder =>
    new MeshBuilder()
      .add(MATERIALS.metal, cylinder(0.1, 0.034, 0.05, CUP_SEGMENTS), ...cupPlacement(side))
      .add(
        side > 0 ? MATERIALS.ringLeft : MATERIALS.ringRight,
        cylinder(0.04, 0.05, 0.054, CUP_SEGMENTS),
        ...cupPlacement(side),
      );
  const battery = new MeshBuilder().add(
    MATERIALS.micLight,
    box([0.05, 0.2, 0.14], { bevel: 0.01 }),
    translate(CUP_X - CUP_MID + 0.11, CUP_Y, 0),
  );
  return [
    { name: 'headset-driver-left', mesh: driver(1) },
    { name: 'headset-driver-right', mesh: driver(-1) },
    { name: 'headset-battery', mesh: battery },
  ];
}
