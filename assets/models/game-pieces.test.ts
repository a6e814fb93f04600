import { expectModelLoads } from '../../test/model-checks.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { NodeIO } from '@gltf-transform/core';
import type { Document } from '@gltf-transform/core';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { ImportMeshAsync } from '@babylonjs/core/Loading/sceneLoader.js';
import '@babylonjs/loaders/glTF/2.0/index.js';
import { generateModels } from './index.ts';
import { GAME_PIECE_GENERATORS } from './game-pieces/index.ts';
import type { GeneratedAsset } from '../generated-asset.ts';

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

const read = (name: string): Promise<Document> => new NodeIO().readBinary(piece(name).bytes);

/** Every vertex of a node's mesh, in model space (the nodes sit straight under the root, unrotated). */
function nodePositions(doc: Document, nodeName: string): [number, number, number][] {
  const node = doc
    .getRoot()
    .listNodes()
    .find((n) => n.getName() === nodeName);
  if (!node) throw new Error(`no node ${nodeName}`);
  const [tx, ty, tz] = node.getTranslation();
  const out: [number, number, number][] = [];
  for (const prim of node.getMesh()?.listPrimitives() ?? []) {
    const pos = prim.getAttribute('POSITION')?.getArray() ?? new Float32Array();
    for (let i = 0; i < pos.length; i += 3)
      out.push([(pos[i] ?? 0) + tx, (pos[i + 1] ?? 0) + ty, (pos[i + 2] ?? 0) + tz]);
  }
  return out;
}

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
      const doc = await new NodeIO().readBinary(m.bytes);
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

describe('circuit tile', () => {
  it('has traces that cross both z edges at the same x, so consecutive tiles join', async () => {
    const traces = nodePositions(await read('game/circuit-tile'), 'circuit-tile-traces');
    const xsAt = (z: number): number[] =>
      [
        ...new Set(traces.filter((p) => Math.abs(p[2] - z) < 1e-6).map((p) => Math.round(p[0] * 1e5) / 1e5)),
      ].sort((a, b) => a - b);
    const back = xsAt(-0.5);
    const front = xsAt(0.5);
    expect(back.length).toBeGreaterThan(0);
    expect(front).toEqual(back);
    // The lane the player follows: about 0.35 wide, down the middle.
    const width = (back[back.length - 1] ?? 0) - (back[0] ?? 0);
    expect(width).toBeCloseTo(0.35, 3);
    expect(Math.abs((back[0] ?? 0) + (back[back.length - 1] ?? 0))).toBeLessThan(1e-6);
  });

  it('keeps everything inside its 1 × 1 square and the traces on top of the slab', async () => {
    const doc = await read('game/circuit-tile');
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
