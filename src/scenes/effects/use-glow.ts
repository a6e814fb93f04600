import { useScene } from 'react-babylonjs';
import type { Scene } from '@babylonjs/core/scene.js';
import type { GlowSpec } from './quality-effects.ts';
import { useQualityEffect } from './use-quality-effect.ts';

/** The scene's glow (the spec's bloom), drawn while `enabled`: at high quality only. */
export function useGlow(scene: Scene | null, enabled: boolean, spec: GlowSpec): void {
  useQualityEffect(
    scene,
    enabled,
    (effects, target) => effects.createGlow(target, spec),
    (glow, on) => {
      glow.isEnabled = on;
    },
  );
}

/** `useGlow` for the scene this is declared in. */
export function SceneGlow({ enabled, ...spec }: GlowSpec & { enabled: boolean }): null {
  useGlow(useScene(), enabled, spec);
  return null;
}
