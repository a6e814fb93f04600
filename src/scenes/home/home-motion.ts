import type { GameId } from '../../../api/site-routes.ts';
import type { HomeSceneControl } from './home-scene-control.ts';
import {
  AIM,
  CAMERA_SWAY,
  FOCUS_RADIUS,
  FOCUS_SPAN,
  FOCUS_STANDOFF,
  HOME_RADIUS,
  HOME_TARGET,
  type CameraPose,
} from './home-rig.ts';
import { KEYFRAMES, poseAt } from './scroll-timeline.ts';
import { tweened, type Tweened } from './tweens.ts';

/**
 * How the showcase moves: the focus machine's moves (levitate, aim, orbit, focus mode, the scroll timeline,
 * fog) become tweened numbers, and `tick(time)` turns them into this frame's camera pose, fog density and
 * device poses. Babylon-free: the scene reads the results in its before-render hook and applies them to its
 * nodes. Nothing here allocates per frame.
 */
export const DEVICES: readonly GameId[] = ['mouse', 'headset', 'keyboard'];

/** Spec §4: the initial fog level, 0..1, mapped to an exponential fog density. */
export const HOME_FOG_LEVEL = 0.5;
export const FOG_DENSITY_PER_LEVEL = 0.06;
/** How high the selected device floats above its deck. */
export const LEVITATION_HEIGHT = 0.14;
/** The devices bob gently on their decks, out of step with each other. */
export const BOB_AMPLITUDE = 0.025;
export const BOB_PERIOD_S = 3.2;
const BOB_PHASE_STEP = 2.1;
/** How long the other devices take to fade out of (and back into) focus mode. */
const PRESENCE_MS = 900;
/** How long the fog takes to reach a new level. */
const FOG_MS = 1500;
/** How long a device takes to light up when pointed at, and to go back. */
const HIGHLIGHT_MS = 180;
/** Below this, a fading device or tagline is switched off rather than drawn invisibly small or clear. */
export const VISIBLE_FROM = 0.01;

/** One device's pose this frame, relative to its deck. */
export interface DeviceFrame {
  /** Height above the deck: levitation or the scroll timeline's lift, plus the bob. */
  height: number;
  /** Across the floor from the deck's slot, in the totem's axes: the focused standoff (`FOCUS_STANDOFF`). */
  x: number;
  z: number;
  turn: number;
  tilt: number;
  /** Uniform scale: shrinks to (almost) nothing when focus mode sends the device away. */
  scale: number;
  visible: boolean;
  /** The device's floating taglines: 0 hidden, 1 shown. */
  taglineAlpha: number;
  /** How lit up the device is because it can be clicked: 0 not, 1 fully (`highlight`). */
  highlight: number;
}

export type HomeMoves = Pick<
  HomeSceneControl,
  | 'setFog'
  | 'levitate'
  | 'aimCamera'
  | 'orbitCamera'
  | 'resetCamera'
  | 'enterFocusMode'
  | 'exitFocusMode'
  | 'animateToFirstKeyframe'
  | 'applyScroll'
  | 'sway'
  | 'highlight'
>;

export interface HomeMotion extends HomeMoves {
  /** Camera cuts instead of moves, no bobbing, no sway. Follows the visitor's setting. */
  reducedMotion: boolean;
  /** The page reads right to left: the framing mirrors. */
  rtl: boolean;
  /**
   * Where the page's header ends, as a fraction of the screen's height: on narrow screens the totem stands in the
   * band below it (`narrowFramingY`). Null until the page reports it.
   */
  headerBottom: number | null;
  /** Advances every tween to the scene's clock (seconds) and computes this frame. */
  tick(time: number): void;
  /** This frame's camera pose (valid after `tick`). */
  readonly camera: Readonly<CameraPose>;
  /** This frame's fog density (valid after `tick`). */
  readonly fogDensity: number;
  /** This frame's pose of each device (valid after `tick`). */
  readonly devices: ReadonlyMap<GameId, Readonly<DeviceFrame>>;
  /** The focused device, if any. */
  readonly focused: GameId | null;
  /** Whether every move has reached its goal (as of the last `tick`): the showcase holds its pose. */
  readonly still: boolean;
}

interface DeviceTweens {
  lift: Tweened;
  turn: Tweened;
  tilt: Tweened;
  presence: Tweened;
  tagline: Tweened;
  glow: Tweened;
  /** 0 on the deck, 1 at the focused standoff. */
  out: Tweened;
}

export function createHomeMotion(options: {
  reducedMotion: boolean;
  rtl?: boolean;
  /**
   * Where the middle of a device would be in the world with its pivot moved by `offset` from its slot (model
   * units, the totem's axes): the focused camera's target.
   */
  deviceAt(
    product: GameId,
    offset: { x: number; y: number; z: number },
  ): { x: number; y: number; z: number } | null;
}): HomeMotion {
  const tweens = new Map<GameId, DeviceTweens>(
    DEVICES.map((id) => [
      id,
      {
        lift: tweened(0),
        turn: tweened(0),
        tilt: tweened(0),
        presence: tweened(1),
        tagline: tweened(0),
        glow: tweened(0),
        out: tweened(0),
      },
    ]),
  );
  const frames = new Map<GameId, DeviceFrame>(
    DEVICES.map((id) => [
      id,
      { height: 0, x: 0, z: 0, turn: 0, tilt: 0, scale: 1, visible: true, taglineAlpha: 0, highlight: 0 },
    ]),
  );
  const fogLevel = tweened(HOME_FOG_LEVEL);
  const alpha = tweened(AIM.mouse.alpha);
  const beta = tweened(AIM.mouse.beta);
  const radius = tweened(HOME_RADIUS);
  const targetX = tweened(HOME_TARGET.x);
  const targetY = tweened(HOME_TARGET.y);
  const targetZ = tweened(HOME_TARGET.z);
  const focusBlend = tweened(0);
  const all: Tweened[] = [
    ...[...tweens.values()].flatMap((t) => [t.lift, t.turn, t.tilt, t.presence, t.tagline, t.glow, t.out]),
    fogLevel,
    alpha,
    beta,
    radius,
    targetX,
    targetY,
    targetZ,
    focusBlend,
  ];
  const camera: CameraPose = {
    alpha: alpha.value,
    beta: beta.value,
    radius: radius.value,
    target: { x: HOME_TARGET.x, y: HOME_TARGET.y, z: HOME_TARGET.z },
    span: 0,
    swayX: 0,
    swayY: 0,
    sway: CAMERA_SWAY,
    rtl: options.rtl ?? false,
    focusBlend: 0,
    headerBottom: null,
  };
  let swayX = 0;
  let swayY = 0;
  let fogDensity = HOME_FOG_LEVEL * FOG_DENSITY_PER_LEVEL;
  let focused: GameId | null = null;
  let lastFocused: GameId | null = null;
  const focusOffset = { x: 0, y: 0, z: 0 };
  const device = (id: GameId) => tweens.get(id)!;
  const motionMs = (ms: number) => (motion.reducedMotion ? 0 : ms);
  const aimAt = (product: GameId, durationMs: number, distance: number, x: number, y: number, z: number) => {
    alpha.set(AIM[product].alpha, durationMs);
    beta.set(AIM[product].beta, durationMs);
    radius.set(distance, durationMs);
    targetX.set(x, durationMs);
    targetY.set(y, durationMs);
    targetZ.set(z, durationMs);
  };
  const setPose = (product: GameId, progress: number, durationMs: number) => {
    const pose = poseAt(progress);
    const t = device(product);
    t.turn.set(pose.turn, durationMs);
    t.tilt.set(pose.tilt, durationMs);
    t.lift.set(pose.lift, durationMs);
  };

  const motion: HomeMotion = {
    reducedMotion: options.reducedMotion,
    rtl: options.rtl ?? false,
    headerBottom: null,
    get camera() {
      return camera;
    },
    get fogDensity() {
      return fogDensity;
    },
    get devices() {
      return frames;
    },
    get focused() {
      return focused;
    },
    get still() {
      return all.every((tween) => !tween.moving);
    },
    tick(now) {
      for (let i = 0; i < all.length; i++) all[i]!.tick(now);
      camera.alpha = alpha.value;
      camera.beta = beta.value;
      camera.radius = radius.value;
      camera.target.x = targetX.value;
      camera.target.y = targetY.value;
      camera.target.z = targetZ.value;
      camera.swayX = swayX;
      camera.swayY = swayY;
      camera.sway = motion.reducedMotion ? 0 : CAMERA_SWAY;
      camera.rtl = motion.rtl;
      camera.headerBottom = motion.headerBottom;
      camera.focusBlend = focusBlend.value;
      // Kept after leaving: the camera's way back blends the fitted distance out with `focusBlend`.
      camera.span = lastFocused ? FOCUS_SPAN[lastFocused] : 0;
      fogDensity = fogLevel.value * FOG_DENSITY_PER_LEVEL;
      for (let i = 0; i < DEVICES.length; i++) {
        const id = DEVICES[i]!;
        const t = device(id);
        const frame = frames.get(id)!;
        const bob =
          motion.reducedMotion || focused === id
            ? 0
            : BOB_AMPLITUDE * (1 + Math.sin((now * 2 * Math.PI) / BOB_PERIOD_S + i * BOB_PHASE_STEP));
        const seen = t.presence.value;
        const standoff = FOCUS_STANDOFF[id];
        frame.height = t.lift.value + standoff.y * t.out.value + bob;
        frame.x = standoff.x * t.out.value;
        frame.z = standoff.z * t.out.value;
        frame.turn = t.turn.value;
        frame.tilt = t.tilt.value;
        frame.scale = 0.0001 + seen * 0.9999;
        frame.visible = seen > VISIBLE_FROM;
        frame.taglineAlpha = t.tagline.value;
        frame.highlight = t.glow.value;
      }
    },
    setFog(level) {
      fogLevel.set(level, motionMs(FOG_MS));
    },
    levitate(product, durationMs) {
      for (const id of DEVICES) {
        device(id).lift.set(id === product ? LEVITATION_HEIGHT : 0, durationMs);
        device(id).tagline.set(id === product ? 1 : 0, durationMs);
      }
    },
    aimCamera(product, durationMs) {
      aimAt(product, durationMs, radius.value, HOME_TARGET.x, HOME_TARGET.y, HOME_TARGET.z);
    },
    orbitCamera(product, durationMs) {
      focused = product;
      lastFocused = product;
      // Focused, the page's own text takes over from the floating taglines.
      for (const id of DEVICES) device(id).tagline.set(0, durationMs / 3);
      // The camera aims where the device will float: at its standoff, lifted to its first keyframe.
      const standoff = FOCUS_STANDOFF[product];
      focusOffset.x = standoff.x;
      focusOffset.y = standoff.y + KEYFRAMES[0]!.lift;
      focusOffset.z = standoff.z;
      const at = options.deviceAt(product, focusOffset) ?? HOME_TARGET;
      aimAt(product, durationMs, FOCUS_RADIUS[product], at.x, at.y, at.z);
      focusBlend.set(1, durationMs);
    },
    resetCamera(product, durationMs) {
      focused = null;
      aimAt(product, durationMs, HOME_RADIUS, HOME_TARGET.x, HOME_TARGET.y, HOME_TARGET.z);
      focusBlend.set(0, durationMs);
      for (const id of DEVICES) {
        // The timeline ends a whole turn round: the way back takes the short way to the front, not a spin back.
        const { turn } = device(id);
        const wholeTurns = Math.round(turn.value / (2 * Math.PI)) * 2 * Math.PI;
        if (wholeTurns !== 0) turn.set(turn.value - wholeTurns, 0);
        turn.set(0, durationMs);
        device(id).tilt.set(0, durationMs);
        device(id).out.set(0, durationMs);
      }
    },
    enterFocusMode(product) {
      for (const id of DEVICES) device(id).presence.set(id === product ? 1 : 0, motionMs(PRESENCE_MS));
    },
    exitFocusMode() {
      for (const id of DEVICES) device(id).presence.set(1, motionMs(PRESENCE_MS));
    },
    animateToFirstKeyframe(product, durationMs) {
      setPose(product, 0, durationMs);
      device(product).out.set(1, durationMs);
    },
    applyScroll(product, progress) {
      setPose(product, progress, 0);
    },
    highlight(product) {
      for (const id of DEVICES) device(id).glow.set(id === product ? 1 : 0, motionMs(HIGHLIGHT_MS));
    },
    sway(x, y) {
      swayX = Math.max(-1, Math.min(1, x));
      swayY = Math.max(-1, Math.min(1, y));
    },
  };
  return motion;
}
