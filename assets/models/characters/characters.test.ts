import { digests } from '../../../test/generated-assets.ts';
import { expectModelLoads } from '../../../test/model-checks.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import validator from 'gltf-validator';
import { NodeIO } from '@gltf-transform/core';
import type { Animation, Document } from '@gltf-transform/core';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { ImportMeshAsync } from '@babylonjs/core/Loading/sceneLoader.js';
import '@babylonjs/loaders/glTF/2.0/index.js';
import { CHARACTER_GENERATORS } from './index.ts';
import { JOINT_NAMES } from './rig.ts';
import type { GeneratedAsset } from '../../generated-asset.ts';

type Range = [number, number];

interface Expectation {
  file: string;
  prefix: string;
  /** Clip name → [duration in seconds, whether it loops], in file order. */
  clips: [string, number, boolean][];
}

const TRIANGLE_BUDGET = 3000;
/** About 1.8 tall (headband included), arms hanging at the sides, feet a shoe's length deep. */
const SIZE: [Range, Range, Range] = [
  [0.55, 0.7],
  [1.78, 1.82],
  [0.25, 0.4],
];

const EXPECTED: Record<string, Expectation> = {
  'game/walker': {
    file: 'models/game/walker.glb',
    prefix: 'walker-',
    clips: [
      ['idle', 2, true],
      ['walk', 1, true],
    ],
  },
  'game/runner': {
    file: 'models/game/runner.glb',
    prefix: 'runner-',
    clips: [
      ['run', 0.6, true],
      ['strafe-left', 0.4, false],
      ['strafe-right', 0.4, false],
      ['jump', 0.7, false],
      ['duck', 0.5, false],
      ['hurt', 0.5, false],
    ],
  },
};
const NAMES = Object.keys(EXPECTED);
const expectation = (name: string): Expectation => EXPECTED[name] as Expectation;

let characters: GeneratedAsset[] = [];
const docs = new Map<string, Document>();
beforeAll(async () => {
  characters = [];
  for (const generate of CHARACTER_GENERATORS) characters.push(await generate());
  for (const c of characters) docs.set(c.name, await new NodeIO().readBinary(c.bytes));
});

const character = (name: string): GeneratedAsset => {
  const found = characters.find((m) => m.name === name);
  if (!found) throw new Error(`no character ${name}`);
  return found;
};
const doc = (name: string): Document => docs.get(name) as Document;
const numbers = (array: ArrayLike<number> | null | undefined): number[] => (array ? Array.from(array) : []);

function animation(name: string, clip: string): Animation {
  const found = doc(name)
    .getRoot()
    .listAnimations()
    .find((a) => a.getName() === clip);
  if (!found) throw new Error(`${name}: no animation ${clip}`);
  return found;
}

/** The hips' translation at time t, interpolated linearly between keys as the glTF sampler says. */
function hipsAt(name: string, clip: string, t: number): number[] {
  const channel = animation(name, clip)
    .listChannels()
    .find((c) => c.getTargetNode()?.getName() === 'hips' && c.getTargetPath() === 'translation');
  const times = channel?.getSampler()?.getInput()?.getArray();
  const values = channel?.getSampler()?.getOutput()?.getArray();
  if (!times || !values) throw new Error(`${name} ${clip}: no hips translation`);
  let k = 0;
  while (k < times.length - 2 && (times[k + 1] ?? 0) <= t) k++;
  const t0 = times[k] ?? 0;
  const t1 = times[k + 1] ?? 0;
  const f = Math.min(1, Math.max(0, (t - t0) / (t1 - t0)));
  return [0, 1, 2].map((c) => (values[k * 3 + c] ?? 0) * (1 - f) + (values[(k + 1) * 3 + c] ?? 0) * f);
}

describe('characters', () => {
  it('are the walker and the runner, under models/game/, with their facts in meta', () => {
    expect(characters.map((c) => [c.name, c.file])).toEqual(NAMES.map((n) => [n, expectation(n).file]));
    for (const c of characters) {
      expect(c.meta?.triangles, c.name).toBeGreaterThan(0);
      expect(c.meta?.triangles, c.name).toBeLessThan(TRIANGLE_BUDGET);
      expect(c.meta?.materials, c.name).toBeGreaterThan(0);
      expect(c.meta?.joints, c.name).toBe(JOINT_NAMES.length);
      expect(c.meta?.animations, c.name).toBe(
        expectation(c.name)
          .clips.map(([clip]) => clip)
          .join(','),
      );
    }
  });

  it('give byte-identical GLBs on every run', async () => {
    const again: GeneratedAsset[] = [];
    for (const generate of CHARACTER_GENERATORS) again.push(await generate());
    expect(digests(again)).toEqual(digests(characters));
  });

  it('pass the Khronos glTF validator without errors or warnings', async () => {
    for (const c of characters) {
      const report = await validator.validateBytes(c.bytes);
      const problems = report.issues.messages.filter((msg) => msg.severity <= 1);
      expect(problems, c.name).toEqual([]);
      expect(report.issues.numErrors, c.name).toBe(0);
    }
  });
});

describe.each(NAMES)('%s skin', (name) => {
  it('has the joint hierarchy hips → spine → chest → neck → head, arms and legs, bound by inverse bind matrices', () => {
    const skins = doc(name).getRoot().listSkins();
    expect(skins).toHaveLength(1);
    const skin = skins[0];
    const joints = skin?.listJoints() ?? [];
    expect(joints.map((j) => j.getName())).toEqual([...JOINT_NAMES]);
    expect(skin?.getSkeleton()?.getName()).toBe('hips');
    const parent = (joint: string): string | undefined =>
      joints
        .find((j) => j.getName() === joint)
        ?.getParentNode()
        ?.getName();
    for (const [child, up] of [
      ['spine', 'hips'],
      ['chest', 'spine'],
      ['neck', 'chest'],
      ['head', 'neck'],
      ['shoulder-left', 'chest'],
      ['upper-arm-left', 'shoulder-left'],
      ['forearm-left', 'upper-arm-left'],
      ['upper-arm-right', 'shoulder-right'],
      ['upper-leg-left', 'hips'],
      ['lower-leg-left', 'upper-leg-left'],
      ['foot-left', 'lower-leg-left'],
      ['foot-right', 'lower-leg-right'],
    ])
      expect(parent(child as string), child).toBe(up);
    const inverseBind = skin?.getInverseBindMatrices();
    expect(inverseBind?.getType()).toBe('MAT4');
    expect(inverseBind?.getCount()).toBe(joints.length);
  });

  it('weights every vertex of every primitive to 1, on joints that exist', () => {
    const jointCount = JOINT_NAMES.length;
    let triangles = 0;
    for (const mesh of doc(name).getRoot().listMeshes()) {
      for (const prim of mesh.listPrimitives()) {
        const where = `${name} ${prim.getMaterial()?.getName()}`;
        const joints = prim.getAttribute('JOINTS_0')?.getArray();
        const weights = prim.getAttribute('WEIGHTS_0')?.getArray();
        const count = prim.getAttribute('POSITION')?.getCount() ?? 0;
        expect(joints instanceof Uint8Array || joints instanceof Uint16Array, where).toBe(true);
        expect(weights, where).toBeInstanceOf(Float32Array);
        if (!joints || !weights) throw new Error(`${where}: not skinned`);
        expect(joints.length, where).toBe(count * 4);
        expect(weights.length, where).toBe(count * 4);
        let worstSum = 0;
        let highestJoint = 0;
        for (let v = 0; v < count; v++) {
          let sum = 0;
          for (let c = 0; c < 4; c++) {
            const w = weights[v * 4 + c] ?? 0;
            expect(w, where).toBeGreaterThanOrEqual(0);
            sum += w;
            if (w > 0) highestJoint = Math.max(highestJoint, joints[v * 4 + c] ?? 0);
          }
          worstSum = Math.max(worstSum, Math.abs(sum - 1));
        }
        expect(worstSum, where).toBeLessThan(1e-6);
        expect(highestJoint, where).toBeLessThan(jointCount);
        expect(Math.max(...joints), where).toBeLessThan(jointCount);
        triangles += (prim.getIndices()?.getCount() ?? 0) / 3;
      }
    }
    expect(triangles).toBe(character(name).meta?.triangles);
    expect(triangles).toBeLessThan(TRIANGLE_BUDGET);
  });
});

describe.each(NAMES)('%s animations', (name) => {
  it('are the listed clips, each as long as intended, LINEAR rotations on every joint and the hips moving', () => {
    const clips = expectation(name).clips;
    expect(
      doc(name)
        .getRoot()
        .listAnimations()
        .map((a) => a.getName()),
    ).toEqual(clips.map(([clip]) => clip));
    for (const [clip, duration] of clips) {
      const channels = animation(name, clip).listChannels();
      const rotated = channels
        .filter((c) => c.getTargetPath() === 'rotation')
        .map((c) => c.getTargetNode()?.getName());
      expect(rotated, clip).toEqual([...JOINT_NAMES]);
      const moved = channels
        .filter((c) => c.getTargetPath() === 'translation')
        .map((c) => c.getTargetNode()?.getName());
      expect(moved, clip).toEqual(['hips']);
      for (const channel of channels) {
        const sampler = channel.getSampler();
        expect(sampler?.getInterpolation(), clip).toBe('LINEAR');
        const times = sampler?.getInput()?.getArray() ?? new Float32Array();
        expect(times[0], clip).toBe(0);
        expect(times[times.length - 1], clip).toBeCloseTo(duration, 6);
      }
    }
  });

  it('turn joints with unit quaternions', () => {
    for (const a of doc(name).getRoot().listAnimations()) {
      for (const channel of a.listChannels().filter((c) => c.getTargetPath() === 'rotation')) {
        const q = channel.getSampler()?.getOutput()?.getArray() ?? new Float32Array();
        for (let k = 0; k < q.length; k += 4) {
          const length = Math.hypot(q[k] ?? 0, q[k + 1] ?? 0, q[k + 2] ?? 0, q[k + 3] ?? 0);
          expect(Math.abs(length - 1), a.getName()).toBeLessThan(1e-6);
        }
      }
    }
  });

  it('end their loops on exactly their first frame', () => {
    for (const [clip, , loops] of expectation(name).clips) {
      if (!loops) continue;
      for (const channel of animation(name, clip).listChannels()) {
        const output = channel.getSampler()?.getOutput();
        const size = output?.getElementSize() ?? 0;
        const values = numbers(output?.getArray());
        const first = values.slice(0, size);
        const last = values.slice(values.length - size);
        expect(last, `${clip} ${channel.getTargetNode()?.getName()} ${channel.getTargetPath()}`).toEqual(
          first,
        );
      }
      // And the loop really moves: some key differs from the first.
      const moving = animation(name, clip)
        .listChannels()
        .some((channel) => {
          const values = numbers(channel.getSampler()?.getOutput()?.getArray());
          const size = channel.getSampler()?.getOutput()?.getElementSize() ?? 1;
          return values.some((v, i) => Math.abs(v - (values[i % size] ?? 0)) > 0.01);
        });
      expect(moving, clip).toBe(true);
    }
  });
});

describe('runner moves', () => {
  const runner = 'game/runner';
  const rest = (): number[] => hipsAt(runner, 'run', 0);

  it('jumps: the hips rise well above where they start at mid-jump, and come back down', () => {
    const start = hipsAt(runner, 'jump', 0)[1] ?? 0;
    const middle = hipsAt(runner, 'jump', 0.35)[1] ?? 0;
    const end = hipsAt(runner, 'jump', 0.7)[1] ?? 0;
    expect(middle - start).toBeGreaterThan(0.3);
    expect(end).toBeCloseTo(start, 6);
    // The crouch before the push-off lowers them first.
    expect(hipsAt(runner, 'jump', 0.12)[1]).toBeLessThan(start - 0.1);
  });

  it('ducks: the hips drop low at mid-duck and are back at the end', () => {
    const start = hipsAt(runner, 'duck', 0)[1] ?? 0;
    expect(hipsAt(runner, 'duck', 0.25)[1]).toBeLessThan(start - 0.25);
    expect(hipsAt(runner, 'duck', 0.5)[1]).toBeCloseTo(start, 6);
  });

  it('strafes toward its own left (+X) and right (−X), mirror images of each other', () => {
    expect(hipsAt(runner, 'strafe-left', 0.2)[0]).toBeGreaterThan(0.02);
    expect(hipsAt(runner, 'strafe-right', 0.2)[0]).toBeLessThan(-0.02);
    for (const t of [0, 0.1, 0.2, 0.3, 0.4]) {
      const [lx, ly, lz] = hipsAt(runner, 'strafe-left', t);
      const [rx, ry, rz] = hipsAt(runner, 'strafe-right', t);
      expect(rx).toBeCloseTo(-(lx ?? 0), 6);
      expect(ry).toBeCloseTo(ly ?? 0, 6);
      expect(rz).toBeCloseTo(lz ?? 0, 6);
    }
  });

  it('flinches backwards (−Z) when hurt', () => {
    expect(hipsAt(runner, 'hurt', 0.1)[2]).toBeLessThan((rest()[2] ?? 0) - 0.05);
  });

  it('keeps the hips about where the figure stands in every clip, off the floor', () => {
    for (const clip of ['run', 'strafe-left', 'strafe-right', 'duck', 'hurt']) {
      for (let t = 0; t <= 0.4; t += 0.05) {
        const [, y] = hipsAt(runner, clip, t);
        expect(y, `${clip} at ${t}`).toBeGreaterThan(0.4);
        expect(y, `${clip} at ${t}`).toBeLessThan(1);
      }
    }
  });
});

describe.each(NAMES)('%s in Babylon', (name) => {
  it('loads at the intended size, on the floor, centred, lit, within the triangle budget', async () => {
    await expectModelLoads(character(name), {
      size: SIZE,
      maxTriangles: TRIANGLE_BUDGET,
      materialPrefix: expectation(name).prefix,
      centre: { x: 0.05, z: 0.1 },
    });
  });

  it('has one skeleton of 17 bones and an animation group per clip, as long as the clip', async () => {
    const engine = new NullEngine();
    const scene = new Scene(engine);
    try {
      const result = await ImportMeshAsync(character(name).bytes, scene, { pluginExtension: '.glb' });
      expect(result.skeletons).toHaveLength(1);
      const skeleton = result.skeletons[0];
      expect(skeleton?.bones.map((b) => b.name).sort()).toEqual([...JOINT_NAMES].sort());
      expect(
        result.meshes.filter((m) => m.getTotalVertices() > 0).every((m) => m.skeleton === skeleton),
      ).toBe(true);
      const clips = expectation(name).clips;
      expect(result.animationGroups.map((g) => g.name)).toEqual(clips.map(([clip]) => clip));
      for (const [clip, duration] of clips) {
        const group = result.animationGroups.find((g) => g.name === clip);
        const fps = group?.targetedAnimations[0]?.animation.framePerSecond ?? 0;
        expect(fps, clip).toBeGreaterThan(0);
        expect(((group?.to ?? 0) - (group?.from ?? 0)) / fps, clip).toBeCloseTo(duration, 3);
        // Every joint's rotation and the hips' position: 17 + 1 animations.
        expect(group?.targetedAnimations.length, clip).toBe(JOINT_NAMES.length + 1);
      }
    } finally {
      scene.dispose();
      engine.dispose();
    }
  });
});
