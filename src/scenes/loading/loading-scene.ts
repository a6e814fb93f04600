import { Color4 } from '@babylonjs/core/Maths/math.color.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { RawTexture } from '@babylonjs/core/Materials/Textures/rawTexture.js';
import { Texture } from '@babylonjs/core/Materials/Textures/texture.js';
import { ParticleSystem } from '@babylonjs/core/Particles/particleSystem.js';
import type { Scene } from '@babylonjs/core/scene.js';
import '@babylonjs/core/Particles/particleSystemComponent.js';
import { smokePuffPixels } from '../../../assets/textures/smoke-puff.ts';

/** Smoke and mist behind the loader. Its opacity is settable; at 0 it stops drawing altogether. */
export interface LoadingSceneControl {
  setOpacity(opacity: number): void;
  dispose(): void;
}

// Cyan and magenta, the brand's RGB accents, dimmed to read as lit mist rather than neon.
const SMOKE_A = new Color4(0.0, 0.55, 0.7, 0.5);
const SMOKE_B = new Color4(0.55, 0.1, 0.5, 0.45);
const MIST = new Color4(0.35, 0.4, 0.6, 0.25);

export function createLoadingScene(scene: Scene, reducedMotion: boolean): LoadingSceneControl {
  const size = 64;
  const texture = RawTexture.CreateRGBATexture(smokePuffPixels(size), size, size, scene, true, false, Texture.BILINEAR_SAMPLINGMODE);
  const systems: ParticleSystem[] = [];

  const makeLayer = (name: string, capacity: number, colors: [Color4, Color4], sizeRange: [number, number], y: number, speed: number) => {
    const ps = new ParticleSystem(name, capacity, scene);
    ps.particleTexture = texture;
    ps.blendMode = ParticleSystem.BLENDMODE_STANDARD;
    ps.emitter = new Vector3(0, y, 0);
    ps.minEmitBox = new Vector3(-9, -1, -2);
    ps.maxEmitBox = new Vector3(9, 1, 2);
    ps.color1 = colors[0].clone();
    ps.color2 = colors[1].clone();
    ps.colorDead = new Color4(colors[1].r, colors[1].g, colors[1].b, 0);
    ps.minSize = sizeRange[0];
    ps.maxSize = sizeRange[1];
    ps.minLifeTime = 6;
    ps.maxLifeTime = 11;
    ps.emitRate = capacity / 8;
    ps.direction1 = new Vector3(-0.3, 0.25, 0);
    ps.direction2 = new Vector3(0.3, 0.6, 0);
    ps.minEmitPower = speed * 0.5;
    ps.maxEmitPower = speed;
    ps.minAngularSpeed = -0.2;
    ps.maxAngularSpeed = 0.2;
    ps.updateSpeed = reducedMotion ? 0.004 : 0.012;
    // Start as if it had been running for a while: the first frame already shows a full bank of smoke.
    ps.preWarmCycles = 120;
    ps.preWarmStepOffset = 8;
    ps.start();
    systems.push(ps);
    return ps;
  };

  makeLayer('smoke', 260, [SMOKE_A, SMOKE_B], [3, 6.5], -3.5, 0.9);
  makeLayer('mist', 120, [MIST, SMOKE_A], [6, 11], -1, 0.35);
  const base = systems.map((ps) => ({ c1: ps.color1.a, c2: ps.color2.a }));

  return {
    setOpacity(opacity) {
      const o = Math.max(0, Math.min(1, opacity));
      systems.forEach((ps, i) => {
        ps.color1.a = base[i]!.c1 * o;
        ps.color2.a = base[i]!.c2 * o;
        ps.layerMask = o === 0 ? 0 : 0x0fffffff;
      });
    },
    dispose() {
      for (const ps of systems) ps.dispose(false);
      texture.dispose();
    },
  };
}

export const LOADING_CLEAR_COLOR = new Color4(11 / 255, 16 / 255, 32 / 255, 1);
