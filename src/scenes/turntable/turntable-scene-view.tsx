import { useEffect, useState } from 'react';
import { Scene, useScene } from 'react-babylonjs';
import type { QualityStore } from '../../engine/quality-store.ts';
import { releaseRootOnDispose } from '../release-scene-root.ts';
import { createTurntable } from './turntable-scene.ts';
import { turntableViewFromHash, type TurntableModel } from './turntable-models.ts';

/** A generated model alone on a turntable, in a scene of its own (`#turntable=…`, for designers and tests). */
export function TurntableScene({
  model,
  reducedMotion,
  quality,
  onReady,
}: {
  model: TurntableModel;
  reducedMotion: boolean;
  quality: QualityStore;
  onReady: () => void;
}) {
  return (
    <Scene onCreated={releaseRootOnDispose}>
      <Turntable model={model} reducedMotion={reducedMotion} quality={quality} onReady={onReady} />
    </Scene>
  );
}

function Turntable({
  model,
  reducedMotion,
  quality,
  onReady,
}: {
  model: TurntableModel;
  reducedMotion: boolean;
  quality: QualityStore;
  onReady: () => void;
}) {
  const scene = useScene();
  const [view] = useState(() => turntableViewFromHash(location.hash));
  useEffect(() => {
    if (!scene) return;
    let dispose: (() => void) | null = null;
    let cancelled = false;
    createTurntable(scene, model, reducedMotion, view, quality)
      .then((d) => {
        if (cancelled) return d();
        dispose = d;
        scene.onAfterRenderObservable.addOnce(() => onReady());
      })
      .catch((error: unknown) => console.error('turntable failed:', error));
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [scene, model, reducedMotion, view, quality, onReady]);
  return null;
}
