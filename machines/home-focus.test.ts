import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  CAMERA_MOVE_MS,
  FOG,
  HOME_SCROLL_HEIGHT_PX,
  LEVITATION_MS,
  homeFocusMachine,
  homeState,
  overlayOpacity,
  sectionOf,
  type HomeFocusEvent,
  type HomeFocusInput,
} from './home-focus.ts';
import { coverByShortestPaths, declaredStates, declaredTransitions } from '../test/machine-coverage.ts';

type Call = [name: string, params?: unknown];

/** The machine on a simulated clock, every scene action recorded in order with its params. */
function harness(input: HomeFocusInput = {}) {
  const clock = new SimulatedClock();
  const calls: Call[] = [];
  const record =
    (name: string) =>
    (_: unknown, params?: unknown): void => {
      calls.push(params === undefined ? [name] : [name, params]);
    };
  const machine = homeFocusMachine.provide({
    actions: {
      setFog: record('setFog'),
      levitate: record('levitate'),
      aimCamera: record('aimCamera'),
      orbitCamera: record('orbitCamera'),
      enterFocusMode: record('enterFocusMode'),
      animateToFirstKeyframe: record('animateToFirstKeyframe'),
      startScrollListening: record('startScrollListening'),
      stopScrollListening: record('stopScrollListening'),
      applyScroll: record('applyScroll'),
      resetCamera: record('resetCamera'),
      exitFocusMode: record('exitFocusMode'),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  const state = () => actor.getSnapshot().value;
  const context = () => actor.getSnapshot().context;
  const send = (event: HomeFocusEvent) => actor.send(event);
  const names = () => calls.map(([name]) => name);
  const count = (name: string) => calls.filter(([n]) => n === name).length;
  /** Focuses the selected device and waits for the camera to lock. */
  const focus = () => {
    send({ type: 'home.focus' });
    clock.increment(input.reducedMotion ? 0 : CAMERA_MOVE_MS);
  };
  const leave = () => {
    send({ type: 'home.leave' });
    clock.increment(input.reducedMotion ? 0 : CAMERA_MOVE_MS);
  };
  return { actor, clock, calls, state, context, send, names, count, focus, leave };
}

describe('home focus machine', () => {
  it('reaches every state and takes every declared transition through generated paths', () => {
    const events: HomeFocusEvent[] = [
      { type: 'home.choose', product: 'mouse' },
      { type: 'home.choose', product: 'keyboard' },
      { type: 'home.focus' },
      { type: 'home.focus', product: 'headset' },
      { type: 'home.leave' },
      { type: 'scroll.progress', progress: 0.6 },
      { type: 'scroll.progress', progress: Number.NaN },
      { type: 'xstate.after.cameraMove.homeFocus.focusing' } as never,
      { type: 'xstate.after.cameraMove.homeFocus.unfocusing' } as never,
    ];
    // The paths' actors schedule their camera moves on the real clock; fake timers keep none of them
    // from outliving the test.
    vi.useFakeTimers();
    let coverage: ReturnType<typeof coverByShortestPaths>;
    try {
      coverage = coverByShortestPaths(homeFocusMachine, {
        input: {},
        events,
        serialize: (s) => JSON.stringify([s.value, s.context]),
      });
    } finally {
      vi.clearAllTimers();
      vi.useRealTimers();
    }
    const { paths, states, transitions } = coverage;
    expect(paths.length).toBeGreaterThan(4);
    expect([...declaredStates(homeFocusMachine)].filter((id) => !states.has(id))).toEqual([]);
    expect([...declaredTransitions(homeFocusMachine)].filter((key) => !transitions.has(key))).toEqual([]);
  });

  it('starts unfocused on the mouse, levitating it in fog 0.5', () => {
    const h = harness();
    expect(h.state()).toBe('unfocused');
    expect(homeState(h.actor.getSnapshot())).toBe('home-mouse');
    expect(h.context()).toMatchObject({ product: 'mouse', section: 0, progress: 0, fog: 0.5 });
    expect(h.calls).toEqual([
      ['setFog', { level: FOG.initial }],
      ['levitate', { product: 'mouse', durationMs: LEVITATION_MS }],
    ]);
    expect(harness({ product: 'keyboard' }).context().product).toBe('keyboard');
  });

  it('does nothing at all when the current product is chosen', () => {
    const h = harness({ product: 'headset' });
    h.calls.length = 0;
    const before = h.actor.getSnapshot();
    h.send({ type: 'home.choose', product: 'headset' });
    expect(h.calls).toEqual([]);
    expect(h.actor.getSnapshot()).toBe(before);
    expect(homeState(h.actor.getSnapshot())).toBe('home-headset');
  });

  it('re-aims the camera, levitates and changes the home state when another product is chosen', () => {
    const h = harness();
    h.calls.length = 0;
    h.send({ type: 'home.choose', product: 'keyboard' });
    expect(h.state()).toBe('unfocused');
    expect(homeState(h.actor.getSnapshot())).toBe('home-keyboard');
    expect(h.calls).toEqual([
      ['aimCamera', { product: 'keyboard', durationMs: CAMERA_MOVE_MS }],
      ['levitate', { product: 'keyboard', durationMs: LEVITATION_MS }],
    ]);
    h.send({ type: 'home.choose', product: 'headset' });
    expect(homeState(h.actor.getSnapshot())).toBe('home-headset');
    h.send({ type: 'home.choose', product: 'mouse' });
    expect(homeState(h.actor.getSnapshot())).toBe('home-mouse');
    // The fog is not touched by a choice.
    expect(h.count('setFog')).toBe(0);
  });

  it('orbits for exactly 1500 ms, then locks and listens to the scroll', () => {
    const h = harness();
    h.calls.length = 0;
    h.send({ type: 'home.focus' });
    expect(h.state()).toBe('focusing');
    expect(h.calls).toEqual([
      ['orbitCamera', { product: 'mouse', durationMs: 1500 }],
      ['setFog', { level: FOG.focused }],
      ['enterFocusMode', { product: 'mouse' }],
      ['animateToFirstKeyframe', { product: 'mouse', durationMs: 1500 }],
    ]);
    h.clock.increment(CAMERA_MOVE_MS - 1);
    expect(h.state()).toBe('focusing');
    expect(h.count('startScrollListening')).toBe(0);
    h.clock.increment(1);
    expect(h.state()).toBe('focused');
    expect(h.calls.at(-1)).toEqual(['startScrollListening', { product: 'mouse' }]);
    expect(CAMERA_MOVE_MS).toBe(1500);
  });

  it('cuts instead of orbiting with reduced motion: every camera move lasts 0 ms', () => {
    const h = harness({ reducedMotion: true });
    expect(h.calls).toEqual([
      ['setFog', { level: FOG.initial }],
      ['levitate', { product: 'mouse', durationMs: 0 }],
    ]);
    h.send({ type: 'home.choose', product: 'headset' });
    expect(h.calls.at(-2)).toEqual(['aimCamera', { product: 'headset', durationMs: 0 }]);
    h.send({ type: 'home.focus' });
    expect(h.state()).toBe('focusing');
    expect(h.calls).toContainEqual(['orbitCamera', { product: 'headset', durationMs: 0 }]);
    expect(h.calls).toContainEqual(['animateToFirstKeyframe', { product: 'headset', durationMs: 0 }]);
    h.clock.increment(0);
    expect(h.state()).toBe('focused');
    h.send({ type: 'home.leave' });
    expect(h.state()).toBe('unfocusing');
    expect(h.calls).toContainEqual(['resetCamera', { durationMs: 0 }]);
    h.clock.increment(0);
    expect(h.state()).toBe('unfocused');
    expect(h.clock.now()).toBe(0);
  });

  it('sets the fog to 0.5, then 0.9 when focused, then 0.7 on every return', () => {
    const h = harness();
    const fog = () => h.calls.filter(([n]) => n === 'setFog').map(([, p]) => (p as { level: number }).level);
    expect(h.context().fog).toBe(0.5);
    h.focus();
    expect(h.context().fog).toBe(0.9);
    h.leave();
    expect(h.state()).toBe('unfocused');
    expect(h.context().fog).toBe(0.7);
    h.focus();
    h.leave();
    expect(fog()).toEqual([0.5, 0.9, 0.7, 0.9, 0.7]);
    expect(FOG).toEqual({ initial: 0.5, unfocused: 0.7, focused: 0.9 });
  });

  it('maps scroll progress to sections 0 to 3 and drives the device', () => {
    const h = harness({ product: 'keyboard' });
    h.focus();
    h.calls.length = 0;
    const cases: [number, number][] = [
      [0, 0],
      [0.1, 0],
      [0.25 - 1e-9, 0],
      [0.25, 1],
      [0.4999, 1],
      [0.5, 2],
      [0.75 - 1e-9, 2],
      [0.75, 3],
      [0.9, 3],
      [1, 3],
    ];
    for (const [progress, section] of cases) {
      h.send({ type: 'scroll.progress', progress });
      expect(h.context()).toMatchObject({ progress, section });
      expect(h.calls.at(-1)).toEqual([
        'applyScroll',
        { product: 'keyboard', progress, section, overlay: overlayOpacity(progress) },
      ]);
    }
    expect(h.count('applyScroll')).toBe(cases.length);
  });

  it('clamps out-of-range progress and ignores NaN', () => {
    const h = harness();
    h.focus();
    h.send({ type: 'scroll.progress', progress: 0.6 });
    h.calls.length = 0;
    const before = h.actor.getSnapshot();
    h.send({ type: 'scroll.progress', progress: Number.NaN });
    expect(h.actor.getSnapshot()).toBe(before);
    expect(h.calls).toEqual([]);
    h.send({ type: 'scroll.progress', progress: 1.7 });
    expect(h.context()).toMatchObject({ progress: 1, section: 3 });
    h.send({ type: 'scroll.progress', progress: -0.2 });
    expect(h.context()).toMatchObject({ progress: 0, section: 0 });
    h.send({ type: 'scroll.progress', progress: Number.POSITIVE_INFINITY });
    expect(h.context()).toMatchObject({ progress: 1, section: 3 });
    expect(h.calls.map(([, p]) => (p as { progress: number }).progress)).toEqual([1, 0, 1]);
  });

  it('sectionOf: four equal sections with closed lower bounds, the end in the last', () => {
    expect([0, 0.2499, 0.25, 0.4999, 0.5, 0.7499, 0.75, 0.99, 1].map(sectionOf)).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 3,
    ]);
    expect([-1, 2, Number.NaN, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY].map(sectionOf)).toEqual([
      0, 3, 0, 0, 3,
    ]);
  });

  it('overlayOpacity: 0 until section 3, a linear fade across it, fully visible only at the last keyframe', () => {
    for (const p of [0, 0.3, 0.5, 0.74, 0.75]) expect(overlayOpacity(p)).toBe(0);
    expect(overlayOpacity(0.8)).toBeCloseTo(0.2, 12);
    expect(overlayOpacity(0.875)).toBe(0.5);
    expect(overlayOpacity(1)).toBe(1);
    expect(overlayOpacity(5)).toBe(1);
    expect(overlayOpacity(Number.NaN)).toBe(0);
    // Below the last keyframe it is never fully visible, however close.
    for (const p of [1 - 1e-9, 1 - Number.EPSILON, 0.9999999999999999])
      expect(overlayOpacity(p)).toBeLessThan(1);
    // Monotonic across the page.
    let previous = -1;
    for (let px = 0; px <= HOME_SCROLL_HEIGHT_PX; px += 50) {
      const o = overlayOpacity(px / HOME_SCROLL_HEIGHT_PX);
      expect(o).toBeGreaterThanOrEqual(previous);
      previous = o;
    }
    expect(HOME_SCROLL_HEIGHT_PX).toBe(5000);
  });

  it('ignores scroll reports outside the focused state', () => {
    const h = harness();
    const scroll = () => h.send({ type: 'scroll.progress', progress: 0.5 });
    scroll(); // unfocused
    h.send({ type: 'home.focus' });
    scroll(); // focusing
    h.clock.increment(CAMERA_MOVE_MS);
    h.send({ type: 'home.leave' });
    scroll(); // unfocusing
    h.clock.increment(CAMERA_MOVE_MS);
    scroll(); // unfocused again
    expect(h.count('applyScroll')).toBe(0);
    expect(h.context()).toMatchObject({ progress: 0, section: 0 });
  });

  it('leaves from focused: stops listening, resets the camera, then restores fog and levitation', () => {
    const h = harness({ product: 'headset' });
    h.focus();
    h.send({ type: 'scroll.progress', progress: 0.9 });
    h.calls.length = 0;
    h.send({ type: 'home.leave' });
    expect(h.state()).toBe('unfocusing');
    expect(h.calls).toEqual([
      ['stopScrollListening'],
      ['resetCamera', { durationMs: CAMERA_MOVE_MS }],
      ['exitFocusMode', { product: 'headset' }],
    ]);
    h.send({ type: 'home.leave' }); // already leaving
    h.send({ type: 'home.choose', product: 'mouse' }); // ignored until unfocused
    h.clock.increment(CAMERA_MOVE_MS - 1);
    expect(h.state()).toBe('unfocusing');
    h.clock.increment(1);
    expect(h.state()).toBe('unfocused');
    expect(homeState(h.actor.getSnapshot())).toBe('home-headset');
    expect(h.calls.slice(3)).toEqual([
      ['setFog', { level: FOG.unfocused }],
      ['levitate', { product: 'headset', durationMs: LEVITATION_MS }],
    ]);
  });

  it('leaves mid-orbit from focusing: the scroll is never listened to', () => {
    const h = harness();
    h.send({ type: 'home.focus' });
    h.clock.increment(CAMERA_MOVE_MS / 2);
    h.calls.length = 0;
    h.send({ type: 'home.leave' });
    expect(h.state()).toBe('unfocusing');
    expect(h.names()).toEqual(['resetCamera', 'exitFocusMode']);
    // The cancelled orbit's timer never fires.
    h.clock.increment(CAMERA_MOVE_MS / 2);
    expect(h.state()).toBe('unfocusing');
    h.clock.increment(CAMERA_MOVE_MS / 2);
    expect(h.state()).toBe('unfocused');
    expect(h.count('startScrollListening')).toBe(0);
    expect(h.count('stopScrollListening')).toBe(0);
  });

  it('starts and stops scroll listening exactly once per focus', () => {
    const h = harness();
    for (let i = 0; i < 3; i++) {
      h.focus();
      h.send({ type: 'home.focus' }); // ignored while focused
      h.send({ type: 'home.choose', product: 'keyboard' }); // ignored while focused
      h.send({ type: 'scroll.progress', progress: 0.3 });
      h.leave();
    }
    expect(h.count('startScrollListening')).toBe(3);
    expect(h.count('stopScrollListening')).toBe(3);
    const listening = h.names().filter((n) => n.endsWith('ScrollListening'));
    expect(listening).toEqual([
      'startScrollListening',
      'stopScrollListening',
      'startScrollListening',
      'stopScrollListening',
      'startScrollListening',
      'stopScrollListening',
    ]);
    expect(h.context().product).toBe('mouse');
  });

  it('focuses again while unfocusing, and starts the scroll timeline over', () => {
    const h = harness();
    h.focus();
    h.send({ type: 'scroll.progress', progress: 0.8 });
    h.send({ type: 'home.leave' });
    h.clock.increment(CAMERA_MOVE_MS / 3);
    h.calls.length = 0;
    h.send({ type: 'home.focus' });
    expect(h.state()).toBe('focusing');
    expect(h.context()).toMatchObject({ section: 0, progress: 0, fog: 0.9 });
    expect(h.names()).toEqual(['orbitCamera', 'setFog', 'enterFocusMode', 'animateToFirstKeyframe']);
    // The way back was cancelled: the focus orbit takes its full 1500 ms.
    h.clock.increment(CAMERA_MOVE_MS - 1);
    expect(h.state()).toBe('focusing');
    h.clock.increment(1);
    expect(h.state()).toBe('focused');
    expect(h.count('levitate')).toBe(0);
  });

  it('selects the product a focus names, from unfocused or unfocusing', () => {
    const h = harness();
    h.calls.length = 0;
    h.send({ type: 'home.focus', product: 'keyboard' });
    expect(h.state()).toBe('focusing');
    expect(homeState(h.actor.getSnapshot())).toBe('home-keyboard');
    expect(h.calls[0]).toEqual(['orbitCamera', { product: 'keyboard', durationMs: CAMERA_MOVE_MS }]);
    h.send({ type: 'home.leave' });
    h.send({ type: 'home.focus', product: 'headset' });
    expect(h.state()).toBe('focusing');
    expect(h.context().product).toBe('headset');
    expect(h.calls.at(-3)).toEqual(['setFog', { level: FOG.focused }]);
    expect(h.calls.at(-2)).toEqual(['enterFocusMode', { product: 'headset' }]);
  });

  it('runs without the app’s actions (the defaults do nothing)', () => {
    const clock = new SimulatedClock();
    const actor = createActor(homeFocusMachine, { input: {}, clock }).start();
    actor.send({ type: 'home.focus' });
    clock.increment(CAMERA_MOVE_MS);
    actor.send({ type: 'scroll.progress', progress: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ section: 3, progress: 1 });
    expect(LEVITATION_MS).toBe(1500);
    actor.stop();
  });
});
