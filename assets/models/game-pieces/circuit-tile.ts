/**
 * The Circuit Shutdown path tiles: one 1 × 1 square of PCB (0.06 thick) with raised cyan traces that form the
 * lane the player sphere must follow, flanked by pads and a chip on each side. One model per tile kind of the
 * simulation (systems/mouse/tile-geometry.ts): `game/circuit-tile` keeps its lane, `game/circuit-tile-shift-left`
 * and `game/circuit-tile-shift-right` move it one lane over in the middle of the tile, at 45°.
 *
 * Tiles are laid end to end along Z. Everything that reaches a tile edge (the two lane rails and the dashed
 * centre line) crosses the near edge at the entry lane and the far edge at the exit lane, cut exactly at
 * z = ±0.5, so the lane of one tile flows into the next; the side decorations stay inside the tile and clear of
 * the lane, so neighbours never collide.
 *
 * Orientation, for placing a tile in the scene (see laneModelX and progressZ below):
 * - Progress through the tile (0 at the near edge, 1 at the far edge) runs along the model's +Z:
 *   z = (progress − 0.5) × CIRCUIT_TILE_SIZE, the same in the file and in the Babylon scene.
 * - Across, the simulation's x is the model file's −x. glTF models face +Z with their left at +X
 *   (docs/decisions.md, "Models: glTF's handedness"), and Babylon's glTF loader, in the scene's default
 *   left-handed system, hangs the model under a `__root__` turned half a turn about Y and scaled (1, 1, −1),
 *   which maps file (x, y, z) to scene (−x, y, z). So the shift-left lane (simulation −x, the player's left)
 *   bends toward file +X, and once loaded it bends toward scene −x: translating the loaded root to
 *   (laneX(entryLane), 0, tileCentreZ) puts every tile's lane exactly on laneCentreAt(kind, entryLane, progress).
 *   A scene in a right-handed system (or a loader forced to FORCE_RIGHT_HANDED) would have to mirror x itself.
 *
 * The lane's numbers (width, lane spacing, where a lane change starts and ends) are the simulation's, imported
 * from systems/mouse, so the drawn lane cannot drift from the rules that decide whether the sphere is on it.
 */
import type { GeneratedAsset } from '../../generated-asset.ts';
import type { ModelSpec } from '../gltf.ts';
import { MeshBuilder, box, cylinder, transformGeometry, translate } from '../mesh-builder.ts';
import type { Geometry, Vec2 } from '../mesh-builder.ts';
import { BRAND, glossMaterial, rgbMaterial, srgb } from '../materials.ts';
import type { MaterialSpec } from '../materials.ts';
import { bar } from './common.ts';
import { writeModel } from '../gltf.ts';
import { PATH_HALF_WIDTH, SHIFT_END, SHIFT_START, TILE_SIZE } from '../../../systems/mouse/rules.ts';
import { TILE_KIND_NAMES, TileKind, laneCentreAt, laneDelta } from '../../../systems/mouse/tile-geometry.ts';

export const CIRCUIT_TILE_SIZE = TILE_SIZE;
export const CIRCUIT_SLAB_HEIGHT = 0.06;
/** Outer width of the lane, rail edge to rail edge, measured across the path (along x). */
export const CIRCUIT_LANE_WIDTH = PATH_HALF_WIDTH * 2;
const RAIL_WIDTH = 0.03;
const RAIL_HEIGHT = 0.012;
// Side traces stand a little lower than the rails so their tops never share a plane (no z-fighting).
const BRANCH_HEIGHT = 0.009;
const BRANCH_WIDTH = 0.018;
const DASH_WIDTH = 0.02;
const DASH_PERIOD = 0.25;
const DASH_LENGTH = 0.125;
/** Offset of a rail's centre line from the lane's centre line, along x. */
const RAIL_OFFSET = PATH_HALF_WIDTH - RAIL_WIDTH / 2;

const MATERIALS = {
  pcb: {
    name: 'circuit-tile-pcb',
    baseColor: srgb('#0a1210'),
    metallic: 0.15,
    roughness: 0.75,
  } as MaterialSpec,
  chip: glossMaterial('circuit-tile-chip'),
  trace: rgbMaterial('circuit-tile-trace', BRAND.cyan),
  pad: rgbMaterial('circuit-tile-pad', BRAND.green),
  core: rgbMaterial('circuit-tile-chip-core', BRAND.magenta),
};

/** The model's z at `progress` through the tile: progress runs along +Z, the near edge at z = −size / 2. */
export function progressZ(progress: number): number {
  return (progress - 0.5) * CIRCUIT_TILE_SIZE;
}

/**
 * The model file's x of the point `offset` (simulation x, + to the player's right) from the lane's centre at
 * `progress` through a tile of `kind` entering at lane 0. The file's x is the simulation's −x (see the header).
 */
export function laneModelX(kind: TileKind, progress: number, offset = 0): number {
  return -(laneCentreAt(kind, 0, progress) + offset);
}

/**
 * A strip of the lane from progress p0 to p1, `width` across (along x) and centred `offset` from the lane's
 * centre line, standing from y0 to y0 + h. Cut where a lane change starts and ends, each piece is a box sheared
 * along x so that it follows laneCentreAt exactly: straight pieces are plain boxes, the 45° piece keeps its
 * width across the path (its width square to its own direction is narrower, as the rules want).
 */
function laneStrip(
  kind: TileKind,
  p0: number,
  p1: number,
  offset: number,
  width: number,
  y0: number,
  h: number,
): Geometry[] {
  const cuts = laneDelta(kind) === 0 ? [] : [SHIFT_START, SHIFT_END].filter((p) => p > p0 && p < p1);
  const stops = [p0, ...cuts, p1];
  const pieces: Geometry[] = [];
  for (let i = 0; i + 1 < stops.length; i++) {
    const a = stops[i] as number;
    const b = stops[i + 1] as number;
    const za = progressZ(a);
    const zb = progressZ(b);
    const xa = laneModelX(kind, a, offset);
    const xb = laneModelX(kind, b, offset);
    // x' = x + shear · z (a shear keeps every x-width; transformGeometry takes normals through the cofactors).
    const shear = (xb - xa) / (zb - za);
    // prettier-ignore
    const place = [
      1, 0, shear, (xa + xb) / 2,
      0, 1, 0, y0 + h / 2,
      0, 0, 1, (za + zb) / 2,
    ];
    pieces.push(transformGeometry(box([width, h, zb - za]), place));
  }
  return pieces;
}

/** The lane: two rails and a dashed centre line, all cut flush with the tile's z edges. */
function lane(kind: TileKind): Geometry[] {
  const top = CIRCUIT_SLAB_HEIGHT;
  // The rail on the player's right first: it is the model's −X one, and this order keeps the straight tile's bytes.
  const parts = [RAIL_OFFSET, -RAIL_OFFSET].flatMap((offset) =>
    laneStrip(kind, 0, 1, offset, RAIL_WIDTH, top, RAIL_HEIGHT),
  );
  // Dashes centred on multiples of the period: the two end half-dashes of neighbouring tiles add up to one.
  const period = DASH_PERIOD / CIRCUIT_TILE_SIZE;
  const dash = DASH_LENGTH / CIRCUIT_TILE_SIZE;
  for (let k = -2; k <= 2; k++) {
    const centre = 0.5 + k * period;
    const p0 = Math.max(0, centre - dash / 2);
    const p1 = Math.min(1, centre + dash / 2);
    parts.push(...laneStrip(kind, p0, p1, 0, DASH_WIDTH, top, RAIL_HEIGHT * 0.75));
  }
  return parts;
}

/** Draws a trace polyline, a pad and a chip with its core; points go through `at` first. */
function decorations(at: (p: Vec2) => Vec2, traces: MeshBuilder, board: MeshBuilder) {
  const top = CIRCUIT_SLAB_HEIGHT;
  return {
    polyline(points: Vec2[]): void {
      for (let i = 0; i + 1 < points.length; i++) {
        traces.add(
          MATERIALS.trace,
          bar(at(points[i] as Vec2), at(points[i + 1] as Vec2), BRANCH_WIDTH, top, BRANCH_HEIGHT),
        );
      }
    },
    via(point: Vec2): void {
      const p = at(point);
      traces.add(
        MATERIALS.pad,
        cylinder(0.032, top, top + BRANCH_HEIGHT + 0.002, 10),
        translate(p[0], 0, p[1]),
      );
    },
    chip(centre: Vec2): void {
      const c = at(centre);
      board.add(
        MATERIALS.chip,
        box([0.15, 0.026, 0.2], { bevel: 0.005 }),
        translate(c[0], top + 0.013, c[1]),
      );
      traces.add(MATERIALS.core, box([0.05, 0.004, 0.05]), translate(c[0], top + 0.028, c[1]));
    },
    pad(centre: Vec2): void {
      const p = at(centre);
      traces.add(MATERIALS.pad, box([0.05, 0.006, 0.035]), translate(p[0], top + 0.003, p[1]));
    },
  };
}

/**
 * One side's decoration of the straight tile, drawn for the +X side; the -X side is the same turned half a
 * turn, which keeps the tile from looking mirrored.
 */
function straightSide(sign: 1 | -1, traces: MeshBuilder, board: MeshBuilder): void {
  const d = decorations((p) => [sign * p[0], sign * p[1]], traces, board);
  // A branch to a via pad, bent at 45° the way PCB routers draw.
  d.polyline([
    [RAIL_OFFSET, -0.28],
    [0.25, -0.28],
    [0.32, -0.35],
  ]);
  d.via([0.32, -0.35]);
  // A branch into the chip.
  d.polyline([
    [RAIL_OFFSET, 0.02],
    [0.25, 0.02],
    [0.31, 0.08],
  ]);
  d.chip([0.38, 0.19]);
  // Two solder pads beside the lane.
  for (const z of [-0.06, -0.14]) d.pad([0.42, z]);
}

/**
 * The decoration of a lane-change tile, drawn for the lane bending toward file +X (shift-left) and mirrored
 * across for shift-right. The lane leaves room beside its near half on the side it bends toward, and beside
 * its far half (a wide one) on the other: a chip and two pads in the first, a chip, a via and two pads in the
 * second. Every branch starts on a rail where the rail runs straight, and everything else keeps clear of the
 * lane (the test checks it).
 */
function bentSides(kind: TileKind, traces: MeshBuilder, board: MeshBuilder): void {
  const sign = laneModelX(kind, 1) > 0 ? 1 : -1;
  const d = decorations((p) => [sign * p[0], p[1]], traces, board);
  // Rail centre lines, in the drawing's frame, on the near half (entry lane) and the far half (exit lane).
  const near = RAIL_OFFSET;
  const far = sign * laneModelX(kind, 1);
  // Beside the near half, on the side the lane bends toward: a chip fed from the rail, and two pads.
  d.polyline([
    [near, -0.42],
    [0.25, -0.42],
    [0.31, -0.36],
  ]);
  d.chip([0.38, -0.3]);
  for (const z of [-0.1, -0.02]) d.pad([0.43, z]);
  // Beside the near half, on the other side: a branch to a via.
  d.polyline([
    [-near, -0.34],
    [-0.25, -0.34],
    [-0.32, -0.41],
  ]);
  d.via([-0.32, -0.41]);
  // Beside the far half, on the side the lane bends away from: a long branch into a chip, and two pads.
  d.polyline([
    [far - RAIL_OFFSET, 0.42],
    [-0.08, 0.42],
    [-0.23, 0.27],
  ]);
  d.chip([-0.3, 0.27]);
  for (const z of [0.02, 0.1]) d.pad([-0.42, z]);
}

/** The model name of a tile kind: `game/circuit-tile` for the straight tile, `-shift-left` … for the others. */
export function circuitTileName(kind: TileKind): string {
  return kind === TileKind.straight ? 'game/circuit-tile' : `game/circuit-tile-${TILE_KIND_NAMES[kind]}`;
}

export function circuitTileModel(kind: TileKind = TileKind.straight): ModelSpec {
  const board = new MeshBuilder().add(
    MATERIALS.pcb,
    box([CIRCUIT_TILE_SIZE, CIRCUIT_SLAB_HEIGHT, CIRCUIT_TILE_SIZE]),
    translate(0, CIRCUIT_SLAB_HEIGHT / 2, 0),
  );
  const traces = new MeshBuilder();
  for (const g of lane(kind)) traces.add(MATERIALS.trace, g);
  if (kind === TileKind.straight) {
    straightSide(1, traces, board);
    straightSide(-1, traces, board);
  } else {
    bentSides(kind, traces, board);
  }
  return {
    name: circuitTileName(kind),
    parts: [
      { name: 'circuit-tile-board', mesh: board },
      { name: 'circuit-tile-traces', mesh: traces },
    ],
  };
}

export function generateCircuitTile(): Promise<GeneratedAsset> {
  return writeModel(circuitTileModel(TileKind.straight));
}

export function generateCircuitTileShiftLeft(): Promise<GeneratedAsset> {
  return writeModel(circuitTileModel(TileKind.shiftLeft));
}

export function generateCircuitTileShiftRight(): Promise<GeneratedAsset> {
  return writeModel(circuitTileModel(TileKind.shiftRight));
}
