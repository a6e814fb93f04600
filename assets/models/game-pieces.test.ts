import { expectModelLoads } from '../../test/model-checks.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { modelIO } from './gltf.ts';
import type { Document } from '@gltf-transform/core';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { ImportMeshAsync } from '@babylonjs/core/Loading/sceneLoader.js';
import { VertexBuffer } from '@babylonjs/core/Buffers/buffer.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { AbstractMesh } from '@babylonjs/core/Meshes/abstractMesh.js';
import '@babylonjs/loaders/glTF/2.0/index.js';
import { generateModels } from './index.ts';
import { GAME_PIECE_GENERATORS } from './game-pieces/index.ts';
import { CIRCUIT_SLAB_HEIGHT, circuitTileName } from './game-pieces/circuit-tile.ts';
import type { GeneratedAsset } from '../generated-asset.ts';
import { PATH_HALF_WIDTH } from '../../systems/mouse/rules.ts';
import { laneCentreAt, laneDelta, laneX, TileKind } from '../../systems/mouse/tile-geometry.ts';

type Range = [number, number];

interface Expectation {
  file: string;
  /** Allowed [min, max] extent along x, y, z. */
  size: [Range, Range, Range];
  /** Prefix every material name of the model carries. */
  prefix: string;
}

const TRIANGLE_BUDGET = 2000;
const EXACT = (v: number): Range => [v - 0.001, v + 0.001];

const EXPECTED: Record<string, Expectation> = {
  'game/circuit-tile': {
    file: 'models/game/circuit-tile.glb',
    size: [EXACT(1), [0.06, 0.1], EXACT(1)],
    prefix: 'circuit-tile-',
  },
  'game/circuit-tile-shift-left': {
    file: 'models/game/circuit-tile-shift-left.glb',
    size: [EXACT(1), [0.06, 0.1], EXACT(1)],
    prefix: 'circuit-tile-',
  },
  'game/circuit-tile-shift-right': {
    file: 'models/game/circuit-tile-shift-right.glb',
    size: [EXACT(1), [0.06, 0.1], EXACT(1)],
    prefix: 'circuit-tile-',
  },
  'game/player-sphere': {
    file: 'models/game/player-sphere.glb',
    size: [EXACT(0.24), EXACT(0.24), EXACT(0.24)],
    prefix: 'player-sphere-',
  },
  'game/headset-emitter': {
    file: 'models/game/headset-emitter.glb',
    size: [
      [0.2, 0.35],
      [0.38, 0.42],
      [0.2, 0.35],
    ],
    prefix: 'headset-emitter-',
  },
  'game/key-tile': {
    file: 'models/game/key-tile.glb',
    size: [EXACT(2), [0.25, 0.5], EXACT(2)],
    prefix: 'key-tile-',
  },
  'game/obstacle': {
    file: 'models/game/obstacle.glb',
    size: [
      [1.7, 1.9],
      [0.55, 0.65],
      [0.4, 0.8],
    ],
    prefix: 'obstacle-',
  },
  'game/jungle-plant': {
    file: 'models/game/jungle-plant.glb',
    size: [
      [0.8, 1.5],
      [1.15, 1.25],
      [0.8, 1.5],
    ],
    prefix: 'jungle-plant-',
  },
};

let pieces: GeneratedAsset[] = [];
beforeAll(async () => {
  pieces = [];
  for (const generate of GAME_PIECE_GENERATORS) pieces.push(await generate());
});

const piece = (name: string): GeneratedAsset => {
  const found = pieces.find((m) => m.name === name);
  if (!found) throw new Error(`no model ${name}`);
  return found;
};

const read = (name: string): Promise<Document> => modelIO().readBinary(piece(name).bytes);

type Point = [number, number, number];

/** A node's mesh in model space (the nodes sit straight under the root, unrotated): its vertices and triangles. */
function nodeGeometry(
  doc: Document,
  nodeName: string,
): { positions: Point[]; triangles: [Point, Point, Point][] } {
  const node = doc
    .getRoot()
    .listNodes()
    .find((n) => n.getName() === nodeName);
  if (!node) throw new Error(`no node ${nodeName}`);
  const [tx, ty, tz] = node.getTranslation();
  const positions: Point[] = [];
  const triangles: [Point, Point, Point][] = [];
  for (const prim of node.getMesh()?.listPrimitives() ?? []) {
    const pos = prim.getAttribute('POSITION')?.getArray() ?? new Float32Array();
    const at = (i: number): Point => [
      (pos[i * 3] ?? 0) + tx,
      (pos[i * 3 + 1] ?? 0) + ty,
      (pos[i * 3 + 2] ?? 0) + tz,
    ];
    for (let i = 0; i < pos.length / 3; i++) positions.push(at(i));
    const index = prim.getIndices()?.getArray() ?? new Uint32Array();
    for (let t = 0; t + 2 < index.length; t += 3)
      triangles.push([at(index[t] ?? 0), at(index[t + 1] ?? 0), at(index[t + 2] ?? 0)]);
  }
  return { positions, triangles };
}
const nodePositions = (doc: Document, nodeName: string) => nodeGeometry(doc, nodeName).positions;
const nodeTriangles = (doc: Document, nodeName: string) => nodeGeometry(doc, nodeName).triangles;

/** The x range where a triangle meets the plane at `z`, or null where it misses it. */
function crossSection(tri: readonly Point[], z: number): [number, number] | null {
  const xs: number[] = [];
  const on = 1e-7;
  for (let i = 0; i < 3; i++) {
    const a = tri[i] as Point;
    const b = tri[(i + 1) % 3] as Point;
    const da = a[2] - z;
    const db = b[2] - z;
    if (Math.abs(da) < on) xs.push(a[0]);
    if ((da < -on && db > on) || (da > on && db < -on)) xs.push(a[0] + ((b[0] - a[0]) * da) / (da - db));
  }
  return xs.length > 0 ? [Math.min(...xs), Math.max(...xs)] : null;
}

/** Overlapping or touching ranges joined, sorted. */
function union(ranges: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const [lo, hi] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1e-6) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

const TILE_KINDS = [TileKind.straight, TileKind.shiftLeft, TileKind.shiftRight] as const;
/** Progress 0, 1/40, … 1: both edges, the lane change's start and end, and points all along it. */
const PROGRESS_SAMPLES = Array.from({ length: 41 }, (_, k) => k / 40);

describe('game pieces', () => {
  it('are all returned by generateModels, under models/game/', async () => {
    const all = await generateModels();
    const names = Object.keys(EXPECTED);
    // The animated characters are game/ models too; characters.test.ts holds their own checks.
    const characters = new Set(['game/walker', 'game/runner']);
    expect(
      all.filter((m) => m.name.startsWith('game/') && !characters.has(m.name)).map((m) => [m.name, m.file]),
    ).toEqual(names.map((n) => [n, (EXPECTED[n] as Expectation).file]));
    for (const m of pieces) {
      expect(m.meta?.triangles, m.name).toBeGreaterThan(0);
      expect(m.meta?.triangles, m.name).toBeLessThan(TRIANGLE_BUDGET);
      expect(m.meta?.materials, m.name).toBeGreaterThan(0);
    }
  });

  it('name every node, mesh and material', async () => {
    for (const m of pieces) {
      const doc = await modelIO().readBinary(m.bytes);
      const root = doc.getRoot();
      for (const n of [...root.listNodes(), ...root.listMeshes(), ...root.listMaterials()])
        expect(n.getName(), m.name).not.toBe('');
      for (const mat of root.listMaterials())
        expect(mat.getName().startsWith((EXPECTED[m.name] as Expectation).prefix), mat.getName()).toBe(true);
    }
  });
});

describe.each(Object.keys(EXPECTED))('%s in Babylon', (name) => {
  it('loads at the intended size, on the floor, centred, lit, within the triangle budget', async () => {
    const expected = EXPECTED[name] as Expectation;
    await expectModelLoads(piece(name), {
      size: expected.size,
      maxTriangles: TRIANGLE_BUDGET,
      materialPrefix: expected.prefix,
      centre: { x: 0.05, z: 0.05 },
    });
  });
});

describe.each(TILE_KINDS.map((kind) => [circuitTileName(kind), kind] as const))('%s', (name, kind) => {
  // The model file's x is the simulation's −x; its z is (progress − 0.5) (see circuit-tile.ts's header).
  const exitX = laneX(laneDelta(kind));

  it('has traces that cross the near edge at the entry lane and the far edge at the exit lane', async () => {
    const traces = nodePositions(await read(name), 'circuit-tile-traces');
    // In simulation x (the file's −x), lane 0 entering.
    const xsAt = (z: number): number[] =>
      [
        ...new Set(traces.filter((p) => Math.abs(p[2] - z) < 1e-6).map((p) => Math.round(-p[0] * 1e5) / 1e5)),
      ].sort((a, b) => a - b);
    const back = xsAt(-0.5);
    const front = xsAt(0.5);
    expect(back.length).toBeGreaterThan(0);
    expect(front).toEqual(back.map((x) => Math.round((x + exitX) * 1e5) / 1e5));
    // The lane the player follows: 0.35 wide, centred on the entry lane.
    const width = (back[back.length - 1] ?? 0) - (back[0] ?? 0);
    expect(width).toBeCloseTo(0.35, 5);
    expect(Math.abs((back[0] ?? 0) + (back[back.length - 1] ?? 0))).toBeLessThan(1e-6);
  });

  it('keeps everything inside its 1 × 1 square and the traces on top of the slab', async () => {
    const doc = await read(name);
    for (const [x, y, z] of [
      ...nodePositions(doc, 'circuit-tile-board'),
      ...nodePositions(doc, 'circuit-tile-traces'),
    ]) {
      expect(Math.abs(x)).toBeLessThanOrEqual(0.5 + 1e-6);
      expect(Math.abs(z)).toBeLessThanOrEqual(0.5 + 1e-6);
      expect(y).toBeGreaterThanOrEqual(-1e-6);
    }
    for (const [, y] of nodePositions(doc, 'circuit-tile-traces'))
      expect(y).toBeGreaterThanOrEqual(0.06 - 1e-6);
  });

  it('draws its lane on laneCentreAt: rails PATH_HALF_WIDTH either side, only the centre line between', async () => {
    const doc = await read(name);
    const traces = nodeTriangles(doc, 'circuit-tile-traces');
    // The rails are the tallest of the traces that reach the tile's edges; their top faces mark the lane.
    const railTop = Math.max(
      ...traces
        .flat()
        .filter((p) => Math.abs(Math.abs(p[2]) - 0.5) < 1e-6)
        .map((p) => p[1]),
    );
    const tops = traces.filter((t) => t.every((p) => Math.abs(p[1] - railTop) < 1e-6));
    expect(tops.length).toBeGreaterThan(0);
    /** Where the triangles meet the plane at `progress`, in simulation x (the file's −x), joined. */
    const section = (triangles: Point[][], progress: number): [number, number][] =>
      union(
        triangles.flatMap((t) => {
          const r = crossSection(t, progress - 0.5);
          return r ? [[-r[1], -r[0]] as [number, number]] : [];
        }),
      );
    let railWidth = -1;
    let dashes = 0;
    // Both edges, the lane change's start and end and points all along it; the dashes sit on the quarters.
    for (const progress of [...PROGRESS_SAMPLES, 0.02, 0.98]) {
      const at = `progress ${progress}`;
      const centre = laneCentreAt(kind, 0, progress);
      const rails = section(tops, progress);
      expect(rails.length, at).toBe(2);
      const [left, right] = rails as [[number, number], [number, number]];
      expect(left[0], at).toBeCloseTo(centre - PATH_HALF_WIDTH, 6);
      expect(right[1], at).toBeCloseTo(centre + PATH_HALF_WIDTH, 6);
      // Both rails as wide across the path here as everywhere else: the lane change is sheared, not turned.
      if (railWidth < 0) railWidth = left[1] - left[0];
      expect(left[1] - left[0], at).toBeCloseTo(railWidth, 6);
      expect(right[1] - right[0], at).toBeCloseTo(railWidth, 6);
      // Between the rails, nothing but the dashed centre line, 0.02 wide and centred on laneCentreAt.
      const between = section(traces, progress).filter(
        ([lo, hi]) => hi > left[1] + 1e-6 && lo < right[0] - 1e-6,
      );
      for (const [lo, hi] of between) {
        expect((lo + hi) / 2, at).toBeCloseTo(centre, 6);
        expect(hi - lo, at).toBeCloseTo(0.02, 6);
      }
      const onDash = [0.02, 0.25, 0.5, 0.75, 0.98].includes(progress);
      const inGap = [0.125, 0.375, 0.625, 0.875].includes(progress);
      if (onDash) expect(between.length, at).toBe(1);
      if (inGap) expect(between.length, at).toBe(0);
      dashes += between.length;
    }
    expect(railWidth).toBeGreaterThan(0.01);
    expect(railWidth).toBeLessThan(0.05);
    expect(dashes).toBeGreaterThan(10);
  });

  it('keeps its chips clear of the lane', async () => {
    const chips = nodePositions(await read(name), 'circuit-tile-board').filter(
      (p) => p[1] > CIRCUIT_SLAB_HEIGHT + 1e-6,
    );
    expect(chips.length).toBeGreaterThan(0);
    for (const [x, , z] of chips) {
      const progress = Math.min(1, Math.max(0, z + 0.5));
      expect(Math.abs(-x - laneCentreAt(kind, 0, progress))).toBeGreaterThan(PATH_HALF_WIDTH + 0.1);
    }
  });

  it('in a Babylon scene, placed at (laneX(entryLane), 0, z), puts its lane on the entry and exit lanes', async () => {
    const engine = new NullEngine();
    const scene = new Scene(engine);
    try {
      const result = await ImportMeshAsync(piece(name).bytes, scene, { pluginExtension: '.glb' });
      const root = result.meshes[0] as AbstractMesh;
      // As the mouse scene places a tile: its root moved to the entry lane's x and the tile's centre z.
      const entryLane = -laneDelta(kind);
      root.position.set(laneX(entryLane), 0, 2.5);
      root.computeWorldMatrix(true);
      const world: Vector3[] = [];
      for (const mesh of result.meshes.filter((m) => m.name.startsWith('circuit-tile-traces'))) {
        const matrix = mesh.computeWorldMatrix(true);
        const pos = mesh.getVerticesData(VertexBuffer.PositionKind) ?? [];
        for (let i = 0; i < pos.length; i += 3)
          world.push(Vector3.TransformCoordinates(new Vector3(pos[i], pos[i + 1], pos[i + 2]), matrix));
      }
      const spanAt = (z: number): [number, number] => {
        const xs = world.filter((p) => Math.abs(p.z - z) < 1e-5).map((p) => p.x);
        return [Math.min(...xs), Math.max(...xs)];
      };
      const near = spanAt(2);
      const far = spanAt(3);
      expect(near[0]).toBeCloseTo(laneX(entryLane) - PATH_HALF_WIDTH, 5);
      expect(near[1]).toBeCloseTo(laneX(entryLane) + PATH_HALF_WIDTH, 5);
      expect(far[0]).toBeCloseTo(laneX(entryLane) + exitX - PATH_HALF_WIDTH, 5);
      expect(far[1]).toBeCloseTo(laneX(entryLane) + exitX + PATH_HALF_WIDTH, 5);
    } finally {
      scene.dispose();
      engine.dispose();
    }
  });
});

describe('key tile', () => {
  it('has its cap as the node key-cap, standing on the plinth', async () => {
    const doc = await read('game/key-tile');
    const cap = doc
      .getRoot()
      .listNodes()
      .find((n) => n.getName() === 'key-cap');
    expect(cap?.getMesh()).toBeTruthy();
    expect(cap?.getTranslation()[1]).toBeGreaterThan(0);
    const ys = nodePositions(doc, 'key-cap').map((p) => p[1]);
    expect(Math.min(...ys)).toBeCloseTo(cap?.getTranslation()[1] ?? -1, 5);

    const engine = new NullEngine();
    const scene = new Scene(engine);
    try {
      await ImportMeshAsync(piece('game/key-tile').bytes, scene, { pluginExtension: '.glb' });
      expect(scene.getNodeByName('key-cap')).not.toBeNull();
      // A blank cap: the only arrow on a row is the one the scene draws on its key (no chevron of its own).
      expect(scene.meshes.filter((m) => m.material?.name.includes('glyph'))).toEqual([]);
    } finally {
      scene.dispose();
      engine.dispose();
    }
  });
});

describe('game piece materials', () => {
  it('make the leaves double-sided and the sphere shell translucent', async () => {
    const material = async (model: string, name: string) =>
      (await read(model))
        .getRoot()
        .listMaterials()
        .find((m) => m.getName() === name);
    expect((await material('game/jungle-plant', 'jungle-plant-leaf'))?.getDoubleSided()).toBe(true);
    const shell = await material('game/player-sphere', 'player-sphere-shell');
    expect(shell?.getAlphaMode()).toBe('BLEND');
    expect(shell?.getAlpha()).toBeLessThan(0.5);
  });

  it('give the headset emitter a separate ring node the scene can pulse', async () => {
    const ring = (await read('game/headset-emitter'))
      .getRoot()
      .listNodes()
      .find((n) => n.getName() === 'headset-emitter-ring');
    expect(ring?.getMesh()).toBeTruthy();
  });
});
