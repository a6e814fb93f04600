/**
 * The Circuit Shutdown path tile: one 1 × 1 square of PCB (0.06 thick) with raised cyan traces that form the
 * lane the player sphere must follow, flanked by pads and a chip on each side.
 *
 * Tiles are laid end to end along Z. Everything that reaches a tile edge (the two lane rails and the dashed
 * centre line) crosses both edges at the same x and is cut exactly at z = ±0.5, so the lane of one tile flows
 * into the next; the side decorations stay inside the tile so neighbours never collide.
 */
import type { GeneratedAsset } from '../../generated-asset.ts';
import type { ModelSpec } from '../gltf.ts';
import { MeshBuilder, box, cylinder, translate } from '../mesh-builder.ts';
import type { Geometry, Vec2 } from '../mesh-builder.ts';
import { BRAND, glossMaterial, rgbMaterial, srgb } from '../materials.ts';
import type { MaterialSpec } from '../materials.ts';
import { bar } from './common.ts';
import { writeModel } from '../gltf.ts';

export const CIRCUIT_TILE_SIZE = 1;
export const CIRCUIT_SLAB_HEIGHT = 0.06;
/** Outer width of the lane, rail edge to rail edge. */
export const CIRCUIT_LANE_WIDTH = 0.35;
const RAIL_WIDTH = 0.03;
const RAIL_HEIGHT = 0.012;
// Side traces stand a little lower than the rails so their tops never share a plane (no z-fighting).
const BRANCH_HEIGHT = 0.009;
const BRANCH_WIDTH = 0.018;
const DASH_PERIOD = 0.25;
const DASH_LENGTH = 0.125;

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

/** The lane: two rails and a dashed centre line, all cut flush with the tile's z edges. */
function lane(): Geometry[] {
  const half = CIRCUIT_TILE_SIZE / 2;
  const top = CIRCUIT_SLAB_HEIGHT;
  const railX = CIRCUIT_LANE_WIDTH / 2 - RAIL_WIDTH / 2;
  const parts = [-railX, railX].map((x) => bar([x, -half], [x, half], RAIL_WIDTH, top, RAIL_HEIGHT, false));
  // Dashes centred on multiples of the period: the two end half-dashes of neighbouring tiles add up to one.
  for (let k = -2; k <= 2; k++) {
    const centre = k * DASH_PERIOD;
    const z0 = Math.max(-half, centre - DASH_LENGTH / 2);
    const z1 = Math.min(half, centre + DASH_LENGTH / 2);
    parts.push(bar([0, z0], [0, z1], 0.02, top, RAIL_HEIGHT * 0.75, false));
  }
  return parts;
}

/**
 * One side's decoration, drawn for the +X side; the -X side is the same turned half a turn, which keeps the
 * tile from looking mirrored.
 */
function side(sign: 1 | -1, traces: MeshBuilder, board: MeshBuilder): void {
  const top = CIRCUIT_SLAB_HEIGHT;
  const at = (p: Vec2): Vec2 => [sign * p[0], sign * p[1]];
  const polyline = (points: Vec2[]): void => {
    for (let i = 0; i + 1 < points.length; i++) {
      traces.add(
        MATERIALS.trace,
        bar(at(points[i] as Vec2), at(points[i + 1] as Vec2), BRANCH_WIDTH, top, BRANCH_HEIGHT),
      );
    }
  };
  const rail = CIRCUIT_LANE_WIDTH / 2 - RAIL_WIDTH / 2;
  // A branch to a via pad, bent at 45° the way PCB routers draw.
  polyline([
    [rail, -0.28],
    [0.25, -0.28],
    [0.32, -0.35],
  ]);
  const via = at([0.32, -0.35]);
  traces.add(
    MATERIALS.pad,
    cylinder(0.032, top, top + BRANCH_HEIGHT + 0.002, 10),
    translate(via[0], 0, via[1]),
  );
  // A branch into the chip.
  polyline([
    [rail, 0.02],
    [0.25, 0.02],
    [0.31, 0.08],
  ]);
  const chip = at([0.38, 0.19]);
  board.add(
    MATERIALS.chip,
    box([0.15, 0.026, 0.2], { bevel: 0.005 }),
    translate(chip[0], top + 0.013, chip[1]),
  );
  traces.add(MATERIALS.core, box([0.05, 0.004, 0.05]), translate(chip[0], top + 0.028, chip[1]));
  // Two solder pads beside the lane.
  for (const z of [-0.06, -0.14]) {
    const p = at([0.42, z]);
    traces.add(MATERIALS.pad, box([0.05, 0.006, 0.035]), translate(p[0], top + 0.003, p[1]));
  }
}

export function circuitTileModel(): ModelSpec {
  const board = new MeshBuilder().add(
    MATERIALS.pcb,
    box([CIRCUIT_TILE_SIZE, CIRCUIT_SLAB_HEIGHT, CIRCUIT_TILE_SIZE]),
    translate(0, CIRCUIT_SLAB_HEIGHT / 2, 0),
  );
  const traces = new MeshBuilder();
  for (const g of lane()) traces.add(MATERIALS.trace, g);
  side(1, traces, board);
  side(-1, traces, board);
  return {
    name: 'game/circuit-tile',
    parts: [
      { name: 'circuit-tile-board', mesh: board },
      { name: 'circuit-tile-traces', mesh: traces },
    ],
  };
}

export function generateCircuitTile(): Promise<GeneratedAsset> {
  return writeModel(circuitTileModel());
}
