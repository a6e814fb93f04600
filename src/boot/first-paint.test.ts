import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenFirstPainted } from './first-paint.ts';

type Callback = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** A Paint Timing observer whose entries the test hands over, one report at a time. */
function fakePaintTiming(supported: string[] = ['paint', 'largest-contentful-paint']) {
  const observers: { callback: Callback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    private readonly self: { callback: Callback; disconnected: boolean };
    constructor(callback: Callback) {
      this.self = { callback, disconnected: false };
      observers.push(this.self);
    }
    observe() {}
    disconnect() {
      this.self.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    observers,
    report(...names: string[]) {
      for (const o of observers)
        if (!o.disconnected) o.callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
    },
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => vi.unstubAllGlobals());

describe('whenFirstPainted', () => {
  it('waits for the first contentful paint, not the first paint of a background', async () => {
    const paint = fakePaintTiming();
    const painted = whenFirstPainted();
    paint.report('first-paint');
    expect(await settled(painted)).toBe(false);
    paint.report('first-paint', 'first-contentful-paint');
    expect(await settled(painted)).toBe(true);
    expect(paint.observers.every((o) => o.disconnected)).toBe(true);
  });

  it('stands in the frame after the next where the browser has no paint entries', async () => {
    fakePaintTiming(['resource']);
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const painted = whenFirstPainted();
    expect(await settled(painted)).toBe(false);
    frames.shift()!();
    expect(await settled(painted)).toBe(true);
  });
});
