import { useEffect, useRef } from 'react';
import { Scene, useScene } from 'react-babylonjs';
import { releaseRootOnDispose } from '../release-scene-root.ts';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { createLoadingScene, LOADING_CLEAR_COLOR } from './loading-scene.ts';
import { smokeRest, type SmokeRest } from './smoke-rest.ts';

export interface LoadingSceneProps {
  reducedMotion: boolean;
  /** The smoke is only the dimmed backdrop behind a page: it drifts a while, then rests (smoke-rest.ts). */
  backdrop: boolean;
  /** Called after the first frame with the smoke is drawn (the loader's last part). */
  onFirstFrame: () => void;
}

/** The loading backdrop's own scene: a camera before the smoke, declared; the particle layers built once. */
export function LoadingScene(props: LoadingSceneProps) {
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
      <Smoke {...props} />
    </Scene>
  );
}

function Smoke({ reducedMotion, backdrop, onFirstFrame }: LoadingSceneProps) {
  const scene = useScene();
  const rest = useRef<SmokeRest | null>(null);
  const backdropNow = useRef(backdrop);
  useEffect(() => {
    if (!scene) return;
    const camera = scene.activeCamera;
    const smoke = createLoadingScene(scene, reducedMotion);
    const observer = scene.onAfterRenderObservable.addOnce(() => onFirstFrame());
    const resting = camera ? smokeRest(scene, camera) : null;
    resting?.backdrop(backdropNow.current);
    rest.current = resting;
    return () => {
      rest.current = null;
      resting?.dispose();
      scene.onAfterRenderObservable.remove(observer);
      smoke.dispose();
    };
  }, [scene, reducedMotion, onFirstFrame]);
  useEffect(() => {
    backdropNow.current = backdrop;
    rest.current?.backdrop(backdrop);
  }, [backdrop]);
  return null;
}
