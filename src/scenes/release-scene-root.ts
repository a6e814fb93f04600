import type { Scene } from '@babylonjs/core/scene.js';
import { roots } from 'react-babylonjs';

/**
 * react-babylonjs 3.4's `<Scene>` disposes its Babylon scene on unmount and renders null into the scene's
 * reconciler container, but never deletes that container from its module-level `roots` map: each visit of a
 * route would leave one entry behind, holding the disposed scene and its last React tree. Give this to the
 * `<Scene>`'s `onCreated`: once the scene is disposed (and, a microtask later, its tree unmounted), the entry
 * goes.
 */
export function releaseRootOnDispose(scene: Scene): void {
  scene.onDisposeObservable.addOnce(() => {
    // `<Scene>` still looks its container up right after disposing the scene, to render null into it.
    queueMicrotask(() => {
      for (const container of [...roots.keys()]) if (container.scene === scene) roots.delete(container);
    });
  });
}
