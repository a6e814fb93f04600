import { assign, setup, type SnapshotFrom } from 'xstate';
import type { GameId } from '../api/site-routes.ts';

/**
 * The home scene's focus (spec §2 "Home scene behaviour", §4 "Home focus", §9 "Home and rendering"): three
 * devices on a totem; the selected one levitates with its texts; clicking it focuses it (the camera orbits to
 * it, then the page scroll drives its animation through sections 0 to 3); leaving resets the camera.
 *
 * The machine decides; the Babylon scene does, through the named actions below, which the app implements with
 * `homeFocusMachine.provide({ actions })` (the defaults do nothing). Motion actions carry `durationMs`, 0 when
 * the visitor prefers reduced motion (the camera then cuts instead of orbiting).
 */

/** Spec §9: the height of the scrollable page while a device is focused. */
export const HOME_SCROLL_HEIGHT_PX = 5000;
/** Spec §9: the camera's orbit to a focused device, and its way back. */
export const CAMERA_MOVE_MS = 1500;
/** Spec §9: the selected device's levitation tween. */
export const LEVITATION_MS = 1500;
/** Spec §9: fog density at first load, when unfocused again, and while focused. */
export const FOG = { initial: 0.5, unfocused: 0.7, focused: 0.9 } as const;
/** The scroll timeline is cut into this many equal sections, each with its own text overlay. */
export const SECTION_COUNT = 4;

export type HomeSection = 0 | 1 | 2 | 3;

/** The home page's state as the site names it. */
export type HomeState = `home-${GameId}`;

export interface HomeFocusContext {
  /** The selected device (the one that levitates, or the one focused). */
  product: GameId;
  /** The scroll section while focused (0 when not). */
  section: HomeSection;
  /** The scroll progress while focused, 0..1 of the page (0 when not). */
  progress: number;
  /** The fog density last asked of the scene. */
  fog: number;
  /** Camera cuts instead of orbits: every camera move lasts 0 ms. */
  reducedMotion: boolean;
  /** Whether a device has been focused yet: the first unfocused view has the initial fog, later ones not. */
  focusedOnce: boolean;
}

export interface HomeFocusInput {
  /** The selected device at first; 'mouse' by default (spec §2). */
  product?: GameId;
  /** `prefers-reduced-motion`: camera moves take 0 ms. */
  reducedMotion?: boolean;
}

export type HomeFocusEvent =
  /** A device, its name or a dot of the home page chosen while nothing is focused. */
  | { type: 'home.choose'; product: GameId }
  /** Clicking or touching the selected device, or a focus button; a product given is selected first. */
  | { type: 'home.focus'; product?: GameId }
  /** Back, Escape, or a click outside the focused device. */
  | { type: 'home.leave' }
  /** The page scroll while focused, as 0..1 of `HOME_SCROLL_HEIGHT_PX`. */
  | { type: 'scroll.progress'; progress: number };

/** Clamps a progress to 0..1; NaN (and anything not a number) gives 0. */
export function clampProgress(progress: number): number {
  if (typeof progress !== 'number' || Number.isNaN(progress)) return 0;
  return Math.min(1, Math.max(0, progress));
}

/**
 * The scroll section of a progress: four equal sections, [0, 0.25) → 0, [0.25, 0.5) → 1, [0.5, 0.75) → 2,
 * [0.75, 1] → 3 (the last one includes the end). Out-of-range values are clamped; NaN gives 0.
 */
export function sectionOf(progress: number): HomeSection {
  const p = clampProgress(progress);
  return Math.min(SECTION_COUNT - 1, Math.floor(p * SECTION_COUNT)) as HomeSection;
}

/**
 * The loading overlay's opacity for a scroll progress: 0 through sections 0 to 2, then a linear fade-in across
 * section 3, from 0 at its start (progress 0.75) to 1 at the last keyframe (progress 1). It is fully visible
 * only at progress 1 exactly: below, it is strictly less than 1. Out-of-range values are clamped; NaN gives 0.
 */
export function overlayOpacity(progress: number): number {
  const start = (SECTION_COUNT - 1) / SECTION_COUNT;
  const p = clampProgress(progress);
  // Exact in binary floating point (0.75 and 0.25 are powers of two apart), so only p = 1 gives 1.
  return p <= start ? 0 : (p - start) / (1 - start);
}

/** Whether a scroll report can be used: a number, not NaN (infinities are clamped). */
export function isUsableProgress(progress: unknown): progress is number {
  return typeof progress === 'number' && !Number.isNaN(progress);
}

const motionMs = (context: HomeFocusContext, ms: number) => (context.reducedMotion ? 0 : ms);

/** The fog of the unfocused view: the initial one until a device has been focused once. */
const unfocusedFog = (context: HomeFocusContext) => (context.focusedOnce ? FOG.unfocused : FOG.initial);

export interface ProductMotion {
  product: GameId;
  /** How long the move takes; 0 when the visitor prefers reduced motion. */
  durationMs: number;
}

export interface ScrollApplication {
  product: GameId;
  progress: number;
  section: HomeSection;
  /** `overlayOpacity(progress)`, for the loading overlay's fade. */
  overlay: number;
}

const cameraMotion = ({ context }: { context: HomeFocusContext }): ProductMotion => ({
  product: context.product,
  durationMs: motionMs(context, CAMERA_MOVE_MS),
});
const levitation = ({ context }: { context: HomeFocusContext }): ProductMotion => ({
  product: context.product,
  durationMs: motionMs(context, LEVITATION_MS),
});

export const homeFocusMachine = setup({
  types: {
    context: {} as HomeFocusContext,
    events: {} as HomeFocusEvent,
    input: {} as HomeFocusInput,
  },
  guards: {
    /** A product other than the selected one: choosing the current product does nothing at all. */
    isOtherProduct: ({ context, event }) => event.type === 'home.choose' && event.product !== context.product,
    /** A scroll report that is a number (NaN is ignored). */
    isUsableProgress: ({ event }) => event.type === 'scroll.progress' && isUsableProgress(event.progress),
  },
  delays: {
    /** The camera's orbit (spec §9: 1.5 s), or a cut (0 ms) with reduced motion. */
    cameraMove: ({ context }) => motionMs(context, CAMERA_MOVE_MS),
  },
  actions: {
    assignProduct: assign({
      product: ({ context, event }) =>
        (event.type === 'home.choose' || event.type === 'home.focus') && event.product
          ? event.product
          : context.product,
    }),
    assignFog: assign((_, params: { level: number }) => ({ fog: params.level })),
    /** Entering focus: the scroll timeline starts over at its first keyframe. */
    assignFocused: assign({ focusedOnce: true, section: 0, progress: 0 }),
    assignScroll: assign(({ context, event }) => {
      if (event.type !== 'scroll.progress') return context;
      const progress = clampProgress(event.progress);
      return { progress, section: sectionOf(progress) };
    }),
    // What the scene does (implemented by the app; no-ops here).
    /** The scene's fog density. */
    setFog: (_, _params: { level: number }) => {},
    /** The selected device levitates and shows its texts (spec §9: 1.5 s tween). */
    levitate: (_, _params: ProductMotion) => {},
    /** The unfocused camera turns to the newly selected device. */
    aimCamera: (_, _params: ProductMotion) => {},
    /** The camera orbits to the focused device (spec §9: 1.5 s). */
    orbitCamera: (_, _params: ProductMotion) => {},
    /** The other models go into focus mode (dimmed, out of the way). */
    enterFocusMode: (_, _params: { product: GameId }) => {},
    /** The focused device moves to the first keyframe of its scroll timeline (1.5 s). */
    animateToFirstKeyframe: (_, _params: ProductMotion) => {},
    /** The page becomes `HOME_SCROLL_HEIGHT_PX` tall and its scroll is reported as `scroll.progress`. */
    startScrollListening: (_, _params: { product: GameId }) => {},
    stopScrollListening: () => {},
    /** The device's rotation and position, the section's text overlay, and the loading overlay's fade. */
    applyScroll: (_, _params: ScrollApplication) => {},
    /** The camera goes back to the totem view. */
    resetCamera: (_, _params: { durationMs: number }) => {},
    /** The other models leave focus mode. */
    exitFocusMode: (_, _params: { product: GameId }) => {},
  },
}).createMachine({
  id: 'homeFocus',
  description:
    'The home page’s 3D showcase: the selected device levitates; focusing it orbits the camera to it, then the page scroll drives its animation through four sections.',
  context: ({ input }) => ({
    product: input.product ?? 'mouse',
    section: 0,
    progress: 0,
    fog: FOG.initial,
    reducedMotion: input.reducedMotion ?? false,
    focusedOnce: false,
  }),
  initial: 'unfocused',
  states: {
    unfocused: {
      description:
        'Nothing focused: the selected device levitates and shows its texts. Fog 0.5 at first, 0.7 after a focus.',
      entry: [
        { type: 'assignFog', params: ({ context }) => ({ level: unfocusedFog(context) }) },
        { type: 'setFog', params: ({ context }) => ({ level: unfocusedFog(context) }) },
        { type: 'levitate', params: levitation },
      ],
      on: {
        'home.choose': {
          guard: 'isOtherProduct',
          actions: [
            'assignProduct',
            { type: 'aimCamera', params: cameraMotion },
            { type: 'levitate', params: levitation },
          ],
          description:
            'Another device chosen: it becomes the selected one (home-mouse, home-keyboard or home-headset), the camera re-aims and it levitates. Choosing the current one does nothing.',
        },
        'home.focus': {
          target: 'focusing',
          actions: 'assignProduct',
          description:
            'A click or touch on the selected device, or a focus button (a device named there is selected first).',
        },
      },
    },
    focusing: {
      description:
        'The camera orbits to the device (1.5 s, a cut with reduced motion), fog rises to 0.9, the other models go into focus mode and the device moves to its first keyframe.',
      entry: [
        'assignFocused',
        { type: 'assignFog', params: { level: FOG.focused } },
        { type: 'orbitCamera', params: cameraMotion },
        { type: 'setFog', params: { level: FOG.focused } },
        { type: 'enterFocusMode', params: ({ context }) => ({ product: context.product }) },
        { type: 'animateToFirstKeyframe', params: cameraMotion },
      ],
      after: {
        cameraMove: { target: 'focused', description: 'The camera has locked on the device.' },
      },
      on: {
        'home.leave': { target: 'unfocusing', description: 'Back, Escape or a click outside, mid-orbit.' },
      },
    },
    focused: {
      description:
        'The camera is locked on the device; the page scroll (5000 px) drives it through sections 0 to 3, each with its text overlay.',
      entry: { type: 'startScrollListening', params: ({ context }) => ({ product: context.product }) },
      exit: 'stopScrollListening',
      on: {
        'scroll.progress': {
          guard: 'isUsableProgress',
          actions: [
            'assignScroll',
            {
              type: 'applyScroll',
              params: ({ context, event }) => {
                const progress = clampProgress(event.progress);
                return {
                  product: context.product,
                  progress,
                  section: sectionOf(progress),
                  overlay: overlayOpacity(progress),
                };
              },
            },
          ],
          description:
            'The page scrolled: rotation, position, the section’s texts and the loading overlay’s fade follow. NaN is ignored.',
        },
        'home.leave': { target: 'unfocusing', description: 'Back, Escape or a click outside the device.' },
      },
    },
    unfocusing: {
      description: 'The camera goes back to the totem (1.5 s) and the other models leave focus mode.',
      entry: [
        { type: 'resetCamera', params: ({ context }) => ({ durationMs: motionMs(context, CAMERA_MOVE_MS) }) },
        { type: 'exitFocusMode', params: ({ context }) => ({ product: context.product }) },
      ],
      after: {
        cameraMove: {
          target: 'unfocused',
          description: 'The camera is back: fog 0.7 and levitation restored.',
        },
      },
      on: {
        'home.focus': {
          target: 'focusing',
          actions: 'assignProduct',
          description: 'Focus again before the camera is back.',
        },
      },
    },
  },
});

export type HomeFocusMachine = typeof homeFocusMachine;
export type HomeFocusSnapshot = SnapshotFrom<HomeFocusMachine>;

/** The home page's state: which device is selected, focused or not (spec §4: home-mouse, …). */
export function homeState(snapshot: { context: Pick<HomeFocusContext, 'product'> }): HomeState {
  return `home-${snapshot.context.product}`;
}
