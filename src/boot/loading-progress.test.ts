import { describe, expect, it, vi } from 'vitest';
import { createLoadingProgress, LOAD_PARTS } from './loading-progress.ts';

describe('loading progress', () => {
  it('sums the weights of finished parts and completes once every part is done or failed', () => {
    const rendered: number[] = [];
    const progress = createLoadingProgress((f) => rendered.push(f));
    const complete = vi.fn();
    progress.onComplete(complete);
    progress.done('app');
    progress.done('app');
    progress.done('catalog');
    expect(progress.fraction).toBeCloseTo(LOAD_PARTS.app + LOAD_PARTS.catalog);
    expect(complete).not.toHaveBeenCalled();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    progress.failed('engine', new Error('no WebGL'));
    progress.done('scene');
    expect(complete).toHaveBeenCalledTimes(1);
    expect(rendered.at(-1)).toBeCloseTo(1);
    expect(rendered).toHaveLength(4);
    const late = vi.fn();
    progress.onComplete(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
