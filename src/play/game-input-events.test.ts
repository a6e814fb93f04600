import { describe, expect, it, vi } from 'vitest';
import { isTouchFirst, requestPointerLock } from './game-input-events.ts';

/** A window whose primary pointer is coarse (a finger) or fine (a mouse). */
const windowWith = (pointer: 'coarse' | 'fine') => ({
  matchMedia: (query: string) =>
    ({ matches: query === `(pointer: ${pointer})` }) as unknown as MediaQueryList,
});

const lockable = (request: () => unknown) => ({ requestPointerLock: request }) as unknown as HTMLElement;

describe('pointer lock', () => {
  it('is asked for where the primary pointer is a mouse', () => {
    const request = vi.fn(() => Promise.resolve());
    requestPointerLock(lockable(request), windowWith('fine'));
    expect(request).toHaveBeenCalledOnce();
  });

  it('is never asked for on a touch-first device, so taps reach the HUD', () => {
    const request = vi.fn(() => Promise.resolve());
    requestPointerLock(lockable(request), windowWith('coarse'));
    expect(request).not.toHaveBeenCalled();
    expect(isTouchFirst(windowWith('coarse'))).toBe(true);
    expect(isTouchFirst(windowWith('fine'))).toBe(false);
  });

  it('swallows a refusal, whether the browser rejects or throws', async () => {
    const rejected = Promise.reject(new DOMException('too late', 'NotAllowedError'));
    expect(() =>
      requestPointerLock(
        lockable(() => rejected),
        windowWith('fine'),
      ),
    ).not.toThrow();
    await expect(rejected).rejects.toThrow('too late');
    const throwing = () => {
      throw new Error('unsupported');
    };
    expect(() => requestPointerLock(lockable(throwing), windowWith('fine'))).not.toThrow();
  });

  it('does nothing where the element cannot lock the pointer', () => {
    expect(() => requestPointerLock({} as HTMLElement, windowWith('fine'))).not.toThrow();
  });
});
