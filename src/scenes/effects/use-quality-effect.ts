import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Scene } from '@babylonjs/core/scene.js';

type QualityEffects = typeof import('./quality-effects.ts');
const loadQualityEffects = (): Promise<QualityEffects> => import('./quality-effects.ts');

/**
 * An effect of the high quality (glow, shadows) in `scene`: made the first time `enabled` is true, from the lazily
 * loaded effects chunk; then switched with `enabled` (kept while the quality steps down, so stepping back up is
 * instant); disposed with the component. Null until made.
 */
export function useQualityEffect<T extends { dispose(): void }>(
  scene: Scene | null,
  enabled: boolean,
  create: (effects: QualityEffects, scene: Scene) => T,
  toggle: (made: T, enabled: boolean) => void,
): T | null {
  const [made, setMade] = useState<T | null>(null);
  const latest = useRef({ create, toggle });
  useLayoutEffect(() => {
    latest.current = { create, toggle };
  });
  useEffect(() => {
    if (!scene || !enabled || made) return;
    let cancelled = false;
    loadQualityEffects().then(
      (effects) => {
        if (!cancelled && !scene.isDisposed) setMade(latest.current.create(effects, scene));
      },
      (error: unknown) => console.warn('the high-quality effects could not be loaded:', error),
    );
    return () => {
      cancelled = true;
    };
  }, [scene, enabled, made]);
  useEffect(() => {
    if (made) latest.current.toggle(made, enabled);
  }, [made, enabled]);
  useEffect(
    () => () => {
      // A scene disposed first has taken its effects with it.
      if (made && scene && !scene.isDisposed) made.dispose();
    },
    [made, scene],
  );
  return made;
}
