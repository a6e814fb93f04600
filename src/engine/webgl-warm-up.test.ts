import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in Worker that records what the warm-up does with it. */
class FakeWorker {
  static made: FakeWorker[] = [];
  readonly listeners = new Map<string, (event?: { data: number }) => void>();
  terminated = false;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeWorker.made.push(this);
  }
  addEventListener(type: string, listener: (event?: { data: number }) => void) {
    this.listeners.set(type, listener);
  }
  terminate() {
    this.terminated = true;
  }
}

/** Whether a promise has settled, without waiting on it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('starting WebGL on a worker before the stage needs it', () => {
  const revoked: string[] = [];
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    FakeWorker.made = [];
    revoked.length = 0;
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('OffscreenCanvas', class {});
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:warm-up');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts one worker however often it is asked, and settles once the worker has answered', async () => {
    const { warmUpWebGL } = await import('./webgl-warm-up.ts');
    const first = warmUpWebGL();
    expect(warmUpWebGL()).toBe(first);
    expect(FakeWorker.made).toHaveLength(1);
    const worker = FakeWorker.made[0] as FakeWorker;
    expect(worker.url).toBe('blob:warm-up');
    expect(await settled(first)).toBe(false);
    worker.listeners.get('message')?.({ data: 1 });
    expect(await settled(first)).toBe(true);
    // The worker got a context: the stage may draw in a worker.
    expect(await first).toBe(true);
    expect(worker.terminated).toBe(true);
    expect(revoked).toEqual(['blob:warm-up']);
  });

  it('settles when the worker fails, and when it never answers', async () => {
    const { warmUpWebGL, WAIT_LIMIT_MS } = await import('./webgl-warm-up.ts');
    const failing = warmUpWebGL();
    FakeWorker.made[0]?.listeners.get('error')?.();
    expect(await settled(failing)).toBe(true);
    expect(await failing).toBe(false);
    expect(FakeWorker.made[0]?.terminated).toBe(true);

    vi.resetModules();
    const silent = (await import('./webgl-warm-up.ts')).warmUpWebGL();
    vi.advanceTimersByTime(WAIT_LIMIT_MS - 1);
    expect(await settled(silent)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(silent)).toBe(true);
    expect(await silent).toBe(false);
    expect(FakeWorker.made[1]?.terminated).toBe(true);

    vi.resetModules();
    const noContext = (await import('./webgl-warm-up.ts')).warmUpWebGL();
    FakeWorker.made[2]?.listeners.get('message')?.({ data: 0 });
    expect(await noContext).toBe(false);
  });

  it('settles at once where a worker cannot draw (no OffscreenCanvas) or is refused', async () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    const { warmUpWebGL } = await import('./webgl-warm-up.ts');
    expect(await settled(warmUpWebGL())).toBe(true);
    expect(await warmUpWebGL()).toBe(false);
    expect(FakeWorker.made).toHaveLength(0);

    vi.resetModules();
    vi.stubGlobal('OffscreenCanvas', class {});
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('refused by the content security policy');
        }
      },
    );
    const again = await import('./webgl-warm-up.ts');
    expect(await settled(again.warmUpWebGL())).toBe(true);
    expect(revoked).toEqual(['blob:warm-up']);
  });
});
