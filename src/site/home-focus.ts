import { createActor, type Actor } from 'xstate';
import { homeFocusMachine, HOME_SCROLL_HEIGHT_PX, type HomeFocusEvent } from '../../machines/home-focus.ts';
import type { HomeSceneControl } from '../scenes/home/home-showcase.ts';

/**
 * The home page's focus machine, one per page: the DOM (tiles, Escape, scroll, clicks on the canvas) sends it
 * events, and its actions move the 3D showcase when one is on stage. The scene attaches itself when it is
 * built and detaches when it leaves; a scene attached later is brought to the machine's current state.
 */
let scene: HomeSceneControl | null = null;
let actor: Actor<typeof homeFocusMachine> | null = null;
let scrollListener: (() => void) | null = null;

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

function scrollProgress(): number {
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return max > 0 ? window.scrollY / max : 0;
}

export function homeFocusActor(): Actor<typeof homeFocusMachine> {
  if (actor) return actor;
  actor = createActor(
    homeFocusMachine.provide({
      actions: {
        setFog: (_, { level }) => scene?.setFog(level),
        levitate: (_, { product, durationMs }) => scene?.levitate(product, durationMs),
        aimCamera: (_, { product, durationMs }) => scene?.aimCamera(product, durationMs),
        orbitCamera: (_, { product, durationMs }) => scene?.orbitCamera(product, durationMs),
        resetCamera: ({ context }, { durationMs }) => scene?.resetCamera(context.product, durationMs),
        enterFocusMode: (_, { product }) => scene?.enterFocusMode(product),
        exitFocusMode: () => scene?.exitFocusMode(),
        animateToFirstKeyframe: (_, { product, durationMs }) =>
          scene?.animateToFirstKeyframe(product, durationMs),
        applyScroll: (_, { product, progress, overlay }) => {
          scene?.applyScroll(product, progress);
          document.documentElement.style.setProperty('--home-overlay', String(overlay));
        },
        startScrollListening: () => {
          document.documentElement.style.setProperty('--home-scroll-height', `${HOME_SCROLL_HEIGHT_PX}px`);
          document.documentElement.classList.add('home-focused');
          window.scrollTo(0, 0);
          scrollListener = () => actor?.send({ type: 'scroll.progress', progress: scrollProgress() });
          window.addEventListener('scroll', scrollListener, { passive: true });
        },
        stopScrollListening: () => {
          if (scrollListener) window.removeEventListener('scroll', scrollListener);
          scrollListener = null;
          document.documentElement.classList.remove('home-focused');
          document.documentElement.style.removeProperty('--home-overlay');
          window.scrollTo(0, 0);
        },
      },
    }),
    { input: { product: 'mouse', reducedMotion: reducedMotion() } },
  );
  actor.start();
  return actor;
}

export function sendHomeFocus(event: HomeFocusEvent): void {
  homeFocusActor().send(event);
}

/** The showcase on stage: the machine's actions now move it; it starts in the machine's current pose. */
export function attachHomeScene(control: HomeSceneControl): () => void {
  scene = control;
  const snapshot = homeFocusActor().getSnapshot();
  const { context } = snapshot;
  control.setFog(context.fog);
  control.aimCamera(context.product, 0);
  control.levitate(context.product, 0);
  if (snapshot.matches('focusing') || snapshot.matches('focused')) {
    control.enterFocusMode(context.product);
    control.orbitCamera(context.product, 0);
    control.applyScroll(context.product, context.progress);
  }
  return () => {
    if (scene === control) scene = null;
  };
}
