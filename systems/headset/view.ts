import type { HeadsetWorld } from './world.ts';
import { characterOf, huntOf } from './queries.ts';
import { headingRadians } from './heading-geometry.ts';
import { DRAIN_UNITS_START, INDICATOR_FADE_STEPS, TIME_UNITS_PER_SECOND } from './rules.ts';
import { findsOf, scoreOf } from './score-hunt.ts';

/** One audio object as the scene, the sound and a bot see it. */
export interface EmitterView {
  readonly eid: number;
  /** Which of the three source sounds it plays. */
  readonly src: number;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly visible: boolean;
}

/** Read-only state for rendering, the HUD, sounds and bots: getters over the live stores, nothing copied per frame. */
export interface HeadsetView {
  readonly x: number;
  readonly z: number;
  readonly previousX: number;
  readonly previousZ: number;
  /** Radians, 0 facing +z, growing towards +x (Babylon's rotation.y). */
  readonly heading: number;
  /** One step ago, unwrapped towards `heading`: lerp(previousHeading, heading, alpha) turns the short way. */
  readonly previousHeading: number;
  readonly headingQuanta: number;
  /** The character moved this step (walk animation). */
  readonly walking: boolean;
  readonly pointerHeld: boolean;
  /** The three audio objects, in the order of their entities. */
  readonly emitters: readonly EmitterView[];
  /** The source shown now, or null during the wait after a find. */
  readonly target: EmitterView | null;
  readonly timeLeftMs: number;
  /** How many times faster than at the start the clock drains (1 … 3). */
  readonly drainRate: number;
  readonly score: number;
  readonly finds: number;
  /** The idle indicator: on, and the opacity to draw it with (0 … 1, fading over 1.6 s). */
  readonly indicatorOn: boolean;
  readonly indicatorOpacity: number;
  readonly over: boolean;
}

export function createHeadsetView(world: () => HeadsetWorld): HeadsetView {
  const emitterViews = new Map<number, EmitterView>();
  const emitterView = (eid: number): EmitterView => {
    let view = emitterViews.get(eid);
    if (!view) {
      view = {
        eid,
        get src() {
          return world().c.AudioEmitter.src[eid]!;
        },
        get x() {
          return world().c.FloorPosition.x[eid]!;
        },
        get y() {
          return world().c.AudioEmitter.y[eid]!;
        },
        get z() {
          return world().c.FloorPosition.z[eid]!;
        },
        get visible() {
          return world().c.AudioEmitter.visible[eid] === 1;
        },
      };
      emitterViews.set(eid, view);
    }
    return view;
  };
  const character = () => {
    const w = world();
    return { c: w.c, e: characterOf(w) };
  };
  const hunt = () => {
    const w = world();
    return { c: w.c, h: huntOf(w) };
  };
  return {
    get x() {
      const { c, e } = character();
      return c.FloorPosition.x[e]!;
    },
    get z() {
      const { c, e } = character();
      return c.FloorPosition.z[e]!;
    },
    get previousX() {
      const { c, e } = character();
      return c.FloorPosition.previousX[e]!;
    },
    get previousZ() {
      const { c, e } = character();
      return c.FloorPosition.previousZ[e]!;
    },
    get heading() {
      const { c, e } = character();
      return headingRadians(c.Heading.quanta[e]!);
    },
    get previousHeading() {
      const { c, e } = character();
      return headingRadians(c.Heading.previous[e]!);
    },
    get headingQuanta() {
      const { c, e } = character();
      return c.Heading.quanta[e]!;
    },
    get walking() {
      const { c, e } = character();
      return c.Controls.walking[e] === 1;
    },
    get pointerHeld() {
      const { c, e } = character();
      return c.Controls.pointerHeld[e] === 1;
    },
    get emitters() {
      return Array.from(world().queries.emitters, emitterView);
    },
    get target() {
      const { c, h } = hunt();
      const target = c.Hunt.target[h]!;
      return target < 0 ? null : emitterView(target);
    },
    get timeLeftMs() {
      const { c, h } = hunt();
      return (c.RunTimer.unitsLeft[h]! * 1000) / TIME_UNITS_PER_SECOND;
    },
    get drainRate() {
      const { c, h } = hunt();
      return c.RunTimer.drainPerStep[h]! / DRAIN_UNITS_START;
    },
    get score() {
      return scoreOf(world());
    },
    get finds() {
      return findsOf(world());
    },
    get indicatorOn() {
      const { c, e } = character();
      return c.IdleIndicator.on[e] === 1;
    },
    get indicatorOpacity() {
      const { c, e } = character();
      return c.IdleIndicator.fadeSteps[e]! / INDICATOR_FADE_STEPS;
    },
    get over() {
      const { c, h } = hunt();
      return c.RunTimer.ended[h] === 1;
    },
  };
}
