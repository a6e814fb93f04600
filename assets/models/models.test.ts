import { totemSolids } from './totem.ts';
import { outlinesOverlap } from '../../test/totem-solids.ts';
import { digests } from '../../test/generated-assets.ts';
import { expectModelLoads } from '../../test/model-checks.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import validator from 'gltf-validator';
import { modelIO, quantizeNormals } from './gltf.ts';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { ImportMeshAsync } from '@babylonjs/core/Loading/sceneLoader.js';
import '@babylonjs/loaders/glTF/2.0/index.js';
import { generateModels } from './index.ts';
import type { GeneratedAsset } from '../generated-asset.ts';
import type { ModelSpec } from './gltf.ts';
import type { MaterialKind } from './materials.ts';
import { mouseModel } from './mouse.ts';
import { headsetModel } from './headset.ts';
import { keyboardModel } from './keyboard.ts';
import { totemModel } from './totem.ts';

interface Expectation {
  /** Allowed [min, max] extent along x, y, z. */
  size: [[number, number], [number, number], [number, number]];
  maxTriangles: number;
}

const EXPECTED: Record<string, Expectation> = {
  mouse: {
    size: [
      [0.5, 0.75],
      [0.3, 0.5],
      [1.0, 1.4],
    ],
    maxTriangles: 6000,
  },
  headset: {
    size: [
      [0.9, 1.2],
      [0.9, 1.3],
      [0.4, 0.9],
    ],
    // 6,000 for the shell, cups, band, cable and mic; the drivers and battery the product page's exploded view
    // opens to (about 430 triangles, hidden inside the cups elsewhere) take it past (docs/decisions.md).
    maxTriangles: 6500,
  },
  keyboard: {
    size: [
      [1.6, 2.2],
      [0.1, 0.2],
      [0.6, 0.9],
    ],
    maxTriangles: 6000,
  },
  totem: {
    size: [
      [1.5, 3],
      [1.55, 1.65],
      [1, 2.5],
    ],
    maxTriangles: 4000,
  },
};

let models: GeneratedAsset[] = [];
beforeAll(async () => {
  models = await generateModels();
});

const model = (name: string): GeneratedAsset => {
  const found = models.find((m) => m.name === name);
  if (!found) throw new Error(`no model ${name}`);
  return found;
};

describe('generated models', () => {
  it('are the product models and the game pieces, under models/', () => {
    expect(models.map((m) => [m.name, m.file])).toEqual([
      ['mouse', 'models/mouse.glb'],
      ['headset', 'models/headset.glb'],
      ['keyboard', 'models/keyboard.glb'],
      ['totem', 'models/totem.glb'],
      ['game/circuit-tile', 'models/game/circuit-tile.glb'],
      ['game/circuit-tile-shift-left', 'models/game/circuit-tile-shift-left.glb'],
      ['game/circuit-tile-shift-right', 'models/game/circuit-tile-shift-right.glb'],
      ['game/player-sphere', 'models/game/player-sphere.glb'],
      ['game/headset-emitter', 'models/game/headset-emitter.glb'],
      ['game/key-tile', 'models/game/key-tile.glb'],
      ['game/obstacle', 'models/game/obstacle.glb'],
      ['game/jungle-plant', 'models/game/jungle-plant.glb'],
      ['game/walker', 'models/game/walker.glb'],
      ['game/runner', 'models/game/runner.glb'],
    ]);
    for (const m of models) {
      expect(m.meta?.triangles).toBeGreaterThan(0);
      expect(m.meta?.materials).toBeGreaterThan(0);
    }
  });

  it('give byte-identical GLBs on every run', async () => {
    const again = await generateModels();
    expect(digests(again)).toEqual(digests(models));
  });

  it('hold no cameras and no morph targets: the built site’s glTF loader leaves them out', async () => {
    // scripts/vite-gltf-loader-unused.ts: the stage's loader has stand-ins for these that throw.
    for (const m of models) {
      const root = (await modelIO().readBinary(m.bytes)).getRoot();
      expect(root.listCameras(), m.name).toEqual([]);
      const targets = root
        .listMeshes()
        .flatMap((mesh) => mesh.listPrimitives().flatMap((p) => p.listTargets()));
      expect(targets, m.name).toEqual([]);
    }
    // Skins and animations stay: the characters use them.
    const walker = (await modelIO().readBinary(model('game/walker').bytes)).getRoot();
    expect(walker.listSkins().length).toBeGreaterThan(0);
    expect(walker.listAnimations().length).toBeGreaterThan(0);
  });

  it('pass the Khronos glTF validator without errors or warnings', async () => {
    for (const m of models) {
      const report = await validator.validateBytes(m.bytes);
      const problems = report.issues.messages.filter((msg) => msg.severity <= 1);
      expect(problems, m.name).toEqual([]);
      expect(report.issues.numErrors, m.name).toBe(0);
    }
  });
});

describe('model geometry', () => {
  it('has normals that agree with their faces, and 16-bit indices', async () => {
    for (const m of models) {
      const doc = await modelIO().readBinary(m.bytes);
      for (const mesh of doc.getRoot().listMeshes()) {
        for (const prim of mesh.listPrimitives()) {
          const where = `${m.name} ${mesh.getName()}`;
          const indices = prim.getIndices()?.getArray();
          const pos = prim.getAttribute('POSITION')?.getArray();
          const nor = prim.getAttribute('NORMAL')?.getArray();
          expect(indices, where).toBeInstanceOf(Uint16Array);
          if (!indices || !pos || !nor) throw new Error(`${where}: missing data`);
          let worst = 1;
          for (let t = 0; t < indices.length; t += 3) {
            const ids = [indices[t] ?? 0, indices[t + 1] ?? 0, indices[t + 2] ?? 0];
            const p = ids.map((i) => [pos[i * 3] ?? 0, pos[i * 3 + 1] ?? 0, pos[i * 3 + 2] ?? 0]);
            const [a, b, c] = p as [number[], number[], number[]];
            const u = [(b[0] ?? 0) - (a[0] ?? 0), (b[1] ?? 0) - (a[1] ?? 0), (b[2] ?? 0) - (a[2] ?? 0)];
            const v = [(c[0] ?? 0) - (a[0] ?? 0), (c[1] ?? 0) - (a[1] ?? 0), (c[2] ?? 0) - (a[2] ?? 0)];
            const n = [
              (u[1] ?? 0) * (v[2] ?? 0) - (u[2] ?? 0) * (v[1] ?? 0),
              (u[2] ?? 0) * (v[0] ?? 0) - (u[0] ?? 0) * (v[2] ?? 0),
              (u[0] ?? 0) * (v[1] ?? 0) - (u[1] ?? 0) * (v[0] ?? 0),
            ];
            const len = Math.hypot(n[0] ?? 0, n[1] ?? 0, n[2] ?? 0);
            for (const i of ids) {
              const d =
                ((nor[i * 3] ?? 0) * (n[0] ?? 0) +
                  (nor[i * 3 + 1] ?? 0) * (n[1] ?? 0) +
                  (nor[i * 3 + 2] ?? 0) * (n[2] ?? 0)) /
                len;
              worst = Math.min(worst, d);
            }
          }
          // Smooth normals lean away from a face, but never by more than ~70°: more means a flipped face
          // or a normal carried wrongly through a transform.
          expect(worst, where).toBeGreaterThan(0.3);
        }
      }
    }
  });
});

describe.each(Object.keys(EXPECTED))('%s in Babylon', (name) => {
  it('loads with its meshes and materials, at the intended size and within the triangle budget', async () => {
    const expected = EXPECTED[name] as Expectation;
    await expectModelLoads(model(name), {
      size: expected.size,
      maxTriangles: expected.maxTriangles,
      materialPrefix: `${name}-`,
      // The totem is lopsided on purpose: its mouse deck reaches out to one side.
      centre: { x: name === 'totem' ? 0.3 : 0.05 },
    });
  });
});

describe('totem', () => {
  it('never lays two faces in one plane where its solids overlap (no z-fighting)', () => {
    const prisms = totemSolids().flatMap((solid) => (solid.kind === 'prism' ? [solid] : []));
    const coplanar: string[] = [];
    for (const [i, a] of prisms.entries())
      for (const b of prisms.slice(i + 1)) {
        const shared = [a.y0, a.y1].some((y) => Math.abs(y - b.y0) < 1e-4 || Math.abs(y - b.y1) < 1e-4);
        // A top resting on a bottom faces away from it: only two tops or two bottoms in one plane fight.
        const sameFacing = Math.abs(a.y1 - b.y1) < 1e-4 || Math.abs(a.y0 - b.y0) < 1e-4;
        if (shared && sameFacing && outlinesOverlap(a.outline, b.outline))
          coplanar.push(`${a.name} × ${b.name}`);
      }
    expect(coplanar).toEqual([]);
  });

  it('marks a slot for each device on top of a deck', async () => {
    const engine = new NullEngine();
    const scene = new Scene(engine);
    try {
      await ImportMeshAsync(model('totem').bytes, scene, { pluginExtension: '.glb' });
      const heights: number[] = [];
      for (const slot of ['slot-mouse', 'slot-headset', 'slot-keyboard']) {
        const node = scene.getTransformNodeByName(slot);
        expect(node, slot).not.toBeNull();
        node?.computeWorldMatrix(true);
        heights.push(node?.getAbsolutePosition().y ?? -1);
      }
      // Three decks at three different heights, the headset's the top of the 1.6-unit column.
      expect(new Set(heights.map((h) => h.toFixed(3))).size).toBe(3);
      expect(heights[1]).toBeCloseTo(1.6, 3);
    } finally {
      scene.dispose();
      engine.dispose();
    }
  });
});

describe('the normals as bytes (KHR_mesh_quantization)', () => {
  it('keep every unit normal within half a step of 1/127, clamped to the byte range', () => {
    const normals = [1, 0, 0, -1, 0, 0, 0.6, -0.8, 0, 0.57735, 0.57735, -0.57735, 1.0000001, -1.0000001, 0];
    const bytes = quantizeNormals(normals);
    expect([...bytes.slice(0, 6)]).toEqual([127, 0, 0, -127, 0, 0]);
    for (let i = 0; i < normals.length; i++)
      expect(Math.abs(bytes[i]! / 127 - Math.max(-1, Math.min(1, normals[i]!)))).toBeLessThanOrEqual(
        0.5 / 127,
      );
  });

  it('are declared required and read back as unit vectors', async () => {
    const doc = await modelIO().readBinary((await generateModels()).find((m) => m.name === 'mouse')!.bytes);
    expect(
      doc
        .getRoot()
        .listExtensionsRequired()
        .map((e) => e.extensionName),
    ).toEqual(['KHR_mesh_quantization']);
    const normal = doc.getRoot().listMeshes()[0]!.listPrimitives()[0]!.getAttribute('NORMAL')!;
    expect(normal.getComponentType()).toBe(5120);
    expect(normal.getNormalized()).toBe(true);
    const n = normal.getElement(0, []);
    expect(Math.hypot(n[0]!, n[1]!, n[2]!)).toBeCloseTo(1, 1);
  });
});

/** Each product model's finishes (materials.ts's kinds), as an art director would list them. */
const FINISHES: Record<string, MaterialKind[]> = {
  mouse: ['gloss', 'metal', 'rgb', 'rubber', 'shell'],
  headset: ['braid', 'gloss', 'metal', 'rgb', 'shell', 'soft'],
  keyboard: ['gloss', 'metal', 'rgb', 'shell'],
  totem: ['gloss', 'metal', 'rgb'],
};
const SPECS: Record<string, () => ModelSpec> = {
  mouse: mouseModel,
  headset: headsetModel,
  keyboard: keyboardModel,
  totem: totemModel,
};
const partsOf = (name: string) =>
  SPECS[name]!().parts.flatMap((part) => part.mesh.parts().map((p) => ({ part: part.name, ...p })));

/** The share of a geometry's area in faces that lean between flat and upright: the chamfers of a bevelled edge. */
function chamferShare(positions: readonly number[], indices: readonly number[]): number {
  let slanted = 0;
  let total = 0;
  for (let t = 0; t < indices.length; t += 3) {
    const p = [0, 1, 2]
      .map((k) => indices[t + k]! * 3)
      .map((i) => [positions[i]!, positions[i + 1]!, positions[i + 2]!]);
    const u = [0, 1, 2].map((c) => p[1]![c]! - p[0]![c]!);
    const v = [0, 1, 2].map((c) => p[2]![c]! - p[0]![c]!);
    const n = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
    const area = Math.hypot(n[0]!, n[1]!, n[2]!);
    if (area === 0) continue;
    total += area;
    const up = Math.abs(n[1]!) / area;
    if (up > 0.3 && up < 0.95) slanted += area;
  }
  return total > 0 ? slanted / total : 0;
}

describe('the product models’ finishes', () => {
  it.each(Object.keys(FINISHES))(
    '%s is made of its finishes, every material named for the model and given a kind',
    (name) => {
      const materials = partsOf(name).map((p) => p.material);
      for (const material of materials) {
        expect(material.name.startsWith(`${name}-`), material.name).toBe(true);
        expect(material.kind, material.name).toBeDefined();
      }
      expect([...new Set(materials.map((m) => m.kind))].sort()).toEqual(FINISHES[name]);
    },
  );

  it('tells the finishes apart the way light does: gloss sharper than shell, rubber and cushions duller, metal metallic', () => {
    const all = Object.keys(SPECS).flatMap((name) => partsOf(name).map((p) => p.material));
    const of = (kind: MaterialKind) => all.filter((m) => m.kind === kind);
    for (const gloss of of('gloss'))
      for (const shell of of('shell')) expect(gloss.roughness).toBeLessThan(shell.roughness);
    for (const dull of [...of('rubber'), ...of('soft')])
      for (const shell of of('shell')) expect(dull.roughness).toBeGreaterThan(shell.roughness);
    for (const metal of of('metal')) expect(metal.metallic).toBe(1);
    for (const other of all.filter((m) => m.kind !== 'metal' && m.kind !== 'braid'))
      expect(other.metallic).toBeLessThanOrEqual(0.2);
    // Every RGB zone is named so the studio rig finds it (src/scenes/studio-look.ts's RGB_ZONE) and cycles it.
    for (const zone of of('rgb')) expect(zone.name).toMatch(/-rgb-/);
  });

  it('bevels the hard edges: chamfer faces on the keyboard’s frame and keycaps, the totem’s decks, the headset’s sliders', () => {
    const share = (name: string, part: string, material?: string) => {
      const pieces = partsOf(name).filter(
        (p) => p.part === part && (!material || p.material.name === material),
      );
      expect(pieces.length, `${name} ${part}`).toBeGreaterThan(0);
      return Math.max(...pieces.map((p) => chamferShare(p.geometry.positions, p.geometry.indices)));
    };
    expect(share('keyboard', 'keyboard-frame')).toBeGreaterThan(0.01);
    expect(share('keyboard', 'keyboard-keycaps')).toBeGreaterThan(0.05);
    expect(share('totem', 'totem-body')).toBeGreaterThan(0.01);
    expect(share('headset', 'headset-band', 'headset-metal')).toBeGreaterThan(0.01);
  });

  it('gives the mouse what makes it read as a mouse up close: split buttons, a wheel, thumb buttons, rubber grips', () => {
    const parts = new Set(mouseModel().parts.map((p) => p.name));
    for (const part of ['mouse-buttons', 'mouse-scroll-wheel', 'mouse-side-buttons', 'mouse-grips'])
      expect(parts.has(part), part).toBe(true);
    // Two main buttons, apart: the groove between them, where the wheel sits, holds no vertex of either.
    const wheel = mouseModel().parts.find((p) => p.name === 'mouse-scroll-wheel')!;
    const middle = wheel.translation![0];
    const buttons = partsOf('mouse').filter((p) => p.part === 'mouse-buttons')[0]!.geometry.positions;
    const xs = buttons.filter((_, i) => i % 3 === 0);
    expect(xs.some((x) => x > middle + 0.1)).toBe(true);
    expect(xs.some((x) => x < middle - 0.1)).toBe(true);
    expect(xs.filter((x) => Math.abs(x - middle) < 0.02)).toEqual([]);
    // Grips on both flanks.
    const grips = partsOf('mouse').filter((p) => p.part === 'mouse-grips')[0]!;
    expect(grips.material.kind).toBe('rubber');
    const gx = grips.geometry.positions.filter((_, i) => i % 3 === 0);
    expect(Math.max(...gx)).toBeGreaterThan(0.15);
    expect(Math.min(...gx)).toBeLessThan(-0.15);
  });
});
