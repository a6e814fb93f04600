import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_PREFETCH_TIMEOUT_MS, prefetchBlock, whenIdle, type IdleHost } from './prefetch-policy.ts';

describe('prefetch policy (spec §7)', () => {
  it('allows prefetch online on a fast connection, or where the browser has no connection info', () => {
    expect(prefetchBlock({ onLine: true, connection: { effectiveType: '4g', saveData: false } })).toBeNull();
    expect(prefetchBlock({ onLine: true })).toBeNull();
    expect(prefetchBlock({})).toBeNull();
  });

  it('skips when offline, on 2g (and slow-2g), with data saver', () => {
    expect(prefetchBlock({ onLine: false, connection: { effectiveType: '4g' } })).toBe('offline');
    expect(prefetchBlock({ onLine: true, connection: { effectiveType: '2g' } })).toBe('slow-connection');
    expect(prefetchBlock({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe('slow-connection');
    expect(prefetchBlock({ onLine: true, connection: { effectiveType: '3g' } })).toBeNull();
    expect(prefetchBlock({ onLine: true, connection: { effectiveType: '4g', saveData: true } })).toBe(
      'save-data',
    );
  });
});

describe('idle prefetch', () => {
  afterEach(() => vi.useRealTimers());

  it('asks requestIdleCallback with the 2000 ms timeout, and cancels through it', () => {
    const requestIdleCallback = vi.fn((_cb: () => void, _options: { timeout: number }) => 7);
    const cancelIdleCallback = vi.fn();
    const host: IdleHost = {
      requestIdleCallback,
      cancelIdleCallback,
      setTimeout: vi.fn(),
      clearTimeout: vi.fn(),
    };
    const task = vi.fn();
    const cancel = whenIdle(task, host);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
    expect(IDLE_PREFETCH_TIMEOUT_MS).toBe(2000);
    expect(host.setTimeout).not.toHaveBeenCalled();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a 2000 ms timer without requestIdleCallback', () => {
    vi.useFakeTimers();
    const host: IdleHost = { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout };
    const task = vi.fn();
    whenIdle(task, host);
    vi.advanceTimersByTime(1999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('a cancelled fallback never runs', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const cancel = whenIdle(task, {
      setTimeout: globalThis.setTimeout,
      clearTimeout: globalThis.clearTimeout,
    });
    cancel();
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
  });
});
