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
    progress.done('assets');
    progress.done('scene');
    expect(complete).toHaveBeenCalledTimes(1);
    expect(rendered.at(-1)).toBe(1);
    expect(rendered).toHaveLength(5);
    const late = vi.fn();
    progress.onComplete(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('moves part-way as assets arrive, never backwards, and completes only at the end', () => {
    const rendered: number[] = [];
    const progress = createLoadingProgress((f) => rendered.push(f));
    progress.advance('assets', 0.5);
    expect(progress.fraction).toBeCloseTo(LOAD_PARTS.assets * 0.5);
    progress.advance('assets', 0.25);
    expect(progress.fraction).toBeCloseTo(LOAD_PARTS.assets * 0.5);
    progress.advance('assets', Number.NaN);
    progress.advance('assets', 1);
    expect(progress.fraction).toBeCloseTo(LOAD_PARTS.assets);
    progress.advance('assets', 0.9);
    expect(rendered).toHaveLength(2);
    for (const part of ['app', 'catalog', 'engine', 'scene'] as const) progress.done(part);
    expect(progress.fraction).toBe(1);
  });
});
