import { Color4 } from '@babylonjs/core/Maths/math.color.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { RawTexture } from '@babylonjs/core/Materials/Textures/rawTexture.js';
import { Texture } from '@babylonjs/core/Materials/Textures/texture.js';
// ThinParticleSystem is ParticleSystem without sub-emitters, serialization and every other emitter shape: the
// smoke needs none of them, and they would weigh about 8 KB gzip in the stage's script.
import { ThinParticleSystem } from '@babylonjs/core/Particles/thinParticleSystem.js';
import { PassPostProcess } from '@babylonjs/core/PostProcesses/passPostProcess.js';
import type { Scene } from '@babylonjs/core/scene.js';
import { smokePuffPixels } from '../../../assets/textures/smoke-puff.ts';

/**
 * Smoke and mist behind the loader. Its opacity is set on the stage (the canvas fades as a whole, so
 * particles already in flight follow at once); see BACKDROP_OPACITY in stage.tsx.
 */
export interface LoadingSceneControl {
  dispose(): void;
}

/**
 * The share of the canvas's resolution the smoke is drawn at, then stretched over it in one pass. Its soft puffs
 * look the same, and they are overdraw across the whole screen: at full resolution, with the canvas's
 * multisampling, a software GPU (SwiftShader on 2 cores) spent its time drawing them, and home's set-up and
 * shader compiles, which come while the smoke is on, waited behind it. Done with a pass rather than the engine's
 * hardware scaling: resizing the canvas when home takes the stage blocked the page for 0.6–0.8 s there.
 */
export const SMOKE_RESOLUTION = 0.5;

// Cyan and magenta, the brand's RGB accents, dimmed to read as lit mist rather than neon.
const SMOKE_A = new Color4(0.0, 0.42, 0.55, 0.22);
const SMOKE_B = new Color4(0.45, 0.08, 0.42, 0.2);
const MIST = new Color4(0.3, 0.34, 0.5, 0.1);

export function createLoadingScene(scene: Scene, reducedMotion: boolean): LoadingSceneControl {
  const size = 64;
  const texture = RawTexture.CreateRGBATexture(
    smokePuffPixels(size),
    size,
    size,
    scene,
    true,
    false,
    Texture.BILINEAR_SAMPLINGMODE,
  );
  const systems: ThinParticleSystem[] = [];

  const makeLayer = (
    name: string,
    capacity: number,
    colors: [Color4, Color4],
    sizeRange: [number, number],
    y: number,
    speed: number,
  ) => {
    const ps = new ThinParticleSystem(name, capacity, scene);
    ps.particleTexture = texture;
    ps.blendMode = ThinParticleSystem.BLENDMODE_STANDARD;
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
    // The same stretch of simulated time as 120 steps of 8 (11.5 s at full motion) in half the steps: 17 ms less
    // before the first frame, and a puff lives 6–11 s, so steps of 0.19 s do not show.
    ps.preWarmCycles = 60;
    ps.preWarmStepOffset = 16;
    ps.start();
    systems.push(ps);
    return ps;
  };

  makeLayer('smoke', 160, [SMOKE_A, SMOKE_B], [3, 6], -4.5, 0.8);
  makeLayer('mist', 70, [MIST, SMOKE_A], [6, 10], -2, 0.3);
  const camera = scene.activeCamera;
  const coarse = camera
    ? new PassPostProcess('smoke-resolution', SMOKE_RESOLUTION, camera, Texture.BILINEAR_SAMPLINGMODE)
    : null;
  return {
    dispose() {
      coarse?.dispose(camera ?? undefined);
      for (const ps of systems) ps.dispose(false);
      texture.dispose();
    },
  };
}

export const LOADING_CLEAR_COLOR = new Color4(11 / 255, 16 / 255, 32 / 255, 1);
