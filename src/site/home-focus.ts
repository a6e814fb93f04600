import { createActor, type Actor } from 'xstate';
import type { GameId } from '../../api/site-routes.ts';
import { homeFocusMachine, HOME_SCROLL_HEIGHT_PX, type HomeFocusEvent } from '../../machines/home-focus.ts';
import type { HomeSceneControl } from '../scenes/home/home-scene-control.ts';

/**
 * The home page's focus machine with the page around it: the DOM (tiles, Escape, scroll, clicks on the
 * canvas) sends it events, and its actions move the 3D showcase when one is on stage. The scene attaches
 * itself when it is built and detaches when it leaves; a scene attached later is brought to the machine's
 * current state. One per app, made at the composition root.
 */
export interface HomeFocus {
  readonly actor: Actor<typeof homeFocusMachine>;
  send(event: HomeFocusEvent): void;
  /**
   * A device shown as clickable: the one under the pointer, or the one whose tile the pointer or the keyboard is
   * on (the tile wins). Lit only while nothing is focused. Null clears that source.
   */
  highlight(source: HighlightSource, product: GameId | null): void;
  /** The showcase on stage: the machine's actions now move it; it starts in the machine's current pose. */
  attach(control: HomeSceneControl): () => void;
  /** Stops the machine and its scroll listener (tests, hot reload). */
  stop(): void;
}

export type HighlightSource = 'device' | 'tile';

export function createHomeFocus(
  win: Window = window,
  reducedMotion = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
): HomeFocus {
  let scene: HomeSceneControl | null = null;
  let scrollListener: (() => void) | null = null;
  const root = win.document.documentElement;
  const scrollProgress = () => {
    const max = root.scrollHeight - win.innerHeight;
    return max > 0 ? win.scrollY / max : 0;
  };
  const stopScrollListening = () => {
    if (scrollListener) win.removeEventListener('scroll', scrollListener);
    scrollListener = null;
  };

  const actor = createActor(
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
          root.style.setProperty('--home-overlay', String(overlay));
        },
        startScrollListening: () => {
          root.style.setProperty('--home-scroll-height', `${HOME_SCROLL_HEIGHT_PX}px`);
          root.classList.add('home-focused');
          win.scrollTo(0, 0);
          stopScrollListening();
          scrollListener = () => actor.send({ type: 'scroll.progress', progress: scrollProgress() });
          win.addEventListener('scroll', scrollListener, { passive: true });
        },
        stopScrollListening: () => {
          stopScrollListening();
          root.classList.remove('home-focused');
          root.style.removeProperty('--home-overlay');
          win.scrollTo(0, 0);
        },
      },
    }),
    { input: { product: 'mouse', reducedMotion } },
  );
  actor.start();

  const highlighted: Record<HighlightSource, GameId | null> = { device: null, tile: null };
  let lit: GameId | null = null;
  const light = (force = false) => {
    const wanted = actor.getSnapshot().matches('unfocused') ? (highlighted.tile ?? highlighted.device) : null;
    if (wanted === lit && !force) return;
    lit = wanted;
    scene?.highlight(wanted);
  };
  const subscription = actor.subscribe(() => light());

  return {
    actor,
    send: (event) => actor.send(event),
    highlight(source, product) {
      highlighted[source] = product;
      light();
    },
    attach(control) {
      scene = control;
      light(true);
      const snapshot = actor.getSnapshot();
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
    },
    stop() {
      subscription.unsubscribe();
      stopScrollListening();
      actor.stop();
    },
  };
}
