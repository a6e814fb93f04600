import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Scene } from '@babylonjs/core/scene.js';
import type { BaseTexture } from '@babylonjs/core/Materials/Textures/baseTexture.js';
import type { QualityStore } from '../engine/quality-store.ts';
import { createStudioRig, type StudioRig, type StudioRigOptions } from './studio-rig.ts';

/**
 * The studio rig (studio-rig.ts) for a React scene: made with the scene, following the quality store (exposure,
 * bloom), lighting with `environment` once it has loaded, disposed with the component. Options are read once.
 */
export function useStudioRig(
  scene: Scene | null,
  options: StudioRigOptions & { quality: QualityStore; environment: BaseTexture | null },
): StudioRig | null {
  const [made] = useState(() => ({ name: options.name, target: options.target, scale: options.scale }));
  const [rig, setRig] = useState<StudioRig | null>(null);
  const { quality, environment } = options;
  useEffect(() => {
    if (!scene) return;
    const created = createStudioRig(scene, made);
    setRig(created);
    return () => {
      setRig(null);
      created.dispose();
    };
  }, [scene, made]);
  const settings = useSyncExternalStore(quality.subscribe, () => quality.get().settings);
  useEffect(() => {
    if (!rig) return;
    rig
      .setQuality(settings)
      .catch((error: unknown) => console.warn('the studio’s bloom could not be loaded:', error));
  }, [rig, settings]);
  useEffect(() => {
    rig?.setEnvironment(environment);
  }, [rig, environment]);
  return rig;
}
