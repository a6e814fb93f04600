import { describe, expect, it } from 'vitest';
import { NullEngine } from '@babylonjs/core/Engines/nullEngine.js';
import { Scene } from '@babylonjs/core/scene.js';
import { PBRMaterial } from '@babylonjs/core/Materials/PBR/pbrMaterial.js';
import { createStudioRig } from './studio-rig.ts';

describe('the studio rig', () => {
  it('makes no more lights than a PBR material lights with, so every one of them counts', () => {
    const engine = new NullEngine();
    const scene = new Scene(engine);
    const rig = createStudioRig(scene, { name: 'test', target: { x: 0, y: 0, z: 0 } });
    const material = new PBRMaterial('shell', scene);
    expect(scene.lights.length).toBeLessThanOrEqual(material.maxSimultaneousLights);
    expect(scene.lights.map((light) => light.name)).toEqual([
      'test-fill',
      'test-key',
      'test-back-key',
      'test-rim',
    ]);
    rig.dispose();
    expect(scene.lights).toHaveLength(0);
    engine.dispose();
  });
});
