import { useEffect } from 'react';
import { Scene, useScene } from 'react-babylonjs';
import { releaseRootOnDispose } from '../release-scene-root.ts';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { createLoadingScene, LOADING_CLEAR_COLOR } from './loading-scene.ts';

/** The loading backdrop's own scene: a camera before the smoke, declared; the particle layers built once. */
export function LoadingScene({
  reducedMotion,
  onFirstFrame,
}: {
  reducedMotion: boolean;
  /** Called after the first frame with the smoke is drawn (the loader's last part). */
  onFirstFrame: () => void;
}) {
  return (
    <Scene clearColor={LOADING_CLEAR_COLOR} skipPointerMovePicking onCreated={releaseRootOnDispose}>
      <targetCamera
        name="loading-camera"
        position={new Vector3(0, 0, -12)}
        setTarget={[Vector3.Zero()]}
        fov={1.0472}
        minZ={0.01}
        maxZ={1000}
      />
      <Smoke reducedMotion={reducedMotion} onFirstFrame={onFirstFrame} />
    </Scene>
  );
}

function Smoke({ reducedMotion, onFirstFrame }: { reducedMotion: boolean; onFirstFrame: () => void }) {
  const scene = useScene();
  useEffect(() => {
    if (!scene) return;
    const smoke = createLoadingScene(scene, reducedMotion);
    const observer = scene.onAfterRenderObservable.addOnce(() => onFirstFrame());
    return () => {
      scene.onAfterRenderObservable.remove(observer);
      smoke.dispose();
    };
  }, [scene, reducedMotion, onFirstFrame]);
  return null;
}
