import { useEffect, useState } from 'react';
import { Scene, useScene } from 'react-babylonjs';
import { releaseRootOnDispose } from '../release-scene-root.ts';
import { createTurntable } from './turntable-scene.ts';
import { turntableViewFromHash, type TurntableModel } from './turntable-models.ts';

/** A generated model alone on a turntable, in a scene of its own (`#turntable=…`, for designers and tests). */
export function TurntableScene({
  model,
  reducedMotion,
  onReady,
}: {
  model: TurntableModel;
  reducedMotion: boolean;
  onReady: () => void;
}) {
  return (
    <Scene onCreated={releaseRootOnDispose}>
      <Turntable model={model} reducedMotion={reducedMotion} onReady={onReady} />
    </Scene>
  );
}

function Turntable({
  model,
  reducedMotion,
  onReady,
}: {
  model: TurntableModel;
  reducedMotion: boolean;
  onReady: () => void;
}) {
  const scene = useScene();
  const [view] = useState(() => turntableViewFromHash(location.hash));
  useEffect(() => {
    if (!scene) return;
    let dispose: (() => void) | null = null;
    let cancelled = false;
    createTurntable(scene, model, reducedMotion, view)
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
  }, [scene, model, reducedMotion, view, onReady]);
  return null;
}
