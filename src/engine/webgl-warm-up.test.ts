import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in Worker that records what the warm-up does with it. */
class FakeWorker {
  static made: FakeWorker[] = [];
  readonly listeners = new Map<string, () => void>();
  terminated = false;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeWorker.made.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('starting WebGL on a worker before the stage needs it', () => {
  const revoked: string[] = [];
  beforeEach(() => {
    vi.resetModules();
    FakeWorker.made = [];
    revoked.length = 0;
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('OffscreenCanvas', class {});
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:warm-up');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts one worker, however often it is asked, and lets it go once it has answered', async () => {
    const { warmUpWebGL } = await import('./webgl-warm-up.ts');
    warmUpWebGL();
    warmUpWebGL();
    expect(FakeWorker.made).toHaveLength(1);
    const worker = FakeWorker.made[0] as FakeWorker;
    expect(worker.url).toBe('blob:warm-up');
    expect(worker.terminated).toBe(false);
    worker.listeners.get('message')?.();
    expect(worker.terminated).toBe(true);
    expect(revoked).toEqual(['blob:warm-up']);
  });

  it('lets the worker go when it fails too', async () => {
    const { warmUpWebGL } = await import('./webgl-warm-up.ts');
    warmUpWebGL();
    FakeWorker.made[0]?.listeners.get('error')?.();
    expect(FakeWorker.made[0]?.terminated).toBe(true);
  });

  it('does nothing where a worker cannot draw (no OffscreenCanvas), and survives a refused worker', async () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    const { warmUpWebGL } = await import('./webgl-warm-up.ts');
    warmUpWebGL();
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
    expect(() => again.warmUpWebGL()).not.toThrow();
    expect(revoked).toEqual(['blob:warm-up']);
  });
});
