import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPageLoading,
  PAGE_PROGRESS_CAP,
  PAGE_PROGRESS_HIDE_MS,
  PAGE_STEP_SINGLE,
  PAGE_STEP_WITH_BOTH,
  stepAmount,
  type PageLoading,
} from './page-loading.ts';

/** Every value the bar showed, in order (what a subscriber such as the component sees). */
function record(loading: PageLoading): string[] {
  const seen: string[] = [];
  loading.subscribe(() => {
    const { visible, percent } = loading.getSnapshot();
    seen.push(visible ? String(percent) : 'hidden');
  });
  return seen;
}

describe('page-loading progress (spec §2, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('steps 30 when a page has both a chunk and a data step, 45 otherwise', () => {
    expect(PAGE_STEP_WITH_BOTH).toBe(30);
    expect(PAGE_STEP_SINGLE).toBe(45);
    expect(stepAmount(['chunk', 'data'])).toBe(30);
    expect(stepAmount(['chunk'])).toBe(45);
    expect(stepAmount(['data'])).toBe(45);
  });

  it('a page with a route chunk: 0, 45 when the chunk is here, 100 once rendered, then hidden', () => {
    const loading = createPageLoading();
    const seen = record(loading);
    loading.start('p', ['chunk']);
    loading.step('chunk', 'p');
    expect(loading.getSnapshot()).toEqual({ visible: true, percent: 45 });
    loading.rendered('p');
    expect(seen).toEqual(['0', '45', '100']);
    vi.advanceTimersByTime(PAGE_PROGRESS_HIDE_MS - 1);
    expect(loading.getSnapshot().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['0', '45', '100', 'hidden']);
  });

  it('a page with a chunk and data: 30 per step, done when both are and the page rendered', () => {
    const loading = createPageLoading();
    const seen = record(loading);
    loading.start('share', ['chunk', 'data']);
    loading.step('chunk', 'share');
    loading.rendered('share');
    expect(loading.getSnapshot().percent).toBe(30);
    loading.step('data');
    expect(seen).toEqual(['0', '30', '60', '100']);
  });

  it('a data-only page that rendered before its load started finishes with its data', () => {
    const loading = createPageLoading();
    loading.rendered('page');
    loading.start('page', ['data']);
    loading.step('data');
    expect(loading.getSnapshot().percent).toBe(100);
  });

  it('does not finish before the page has rendered, whatever the steps', () => {
    const loading = createPageLoading();
    loading.start('p', ['chunk', 'data']);
    loading.step('chunk');
    loading.step('data');
    // Both steps in, the screen not yet rendered: capped, still visible.
    expect(loading.getSnapshot().percent).toBeLessThanOrEqual(PAGE_PROGRESS_CAP);
    expect(loading.getSnapshot().visible).toBe(true);
  });

  it('ignores a step of a page the visitor has left, and unknown or repeated steps', () => {
    const loading = createPageLoading();
    loading.start('a', ['chunk']);
    loading.start('b', ['chunk']);
    loading.step('chunk', 'a');
    loading.step('data', 'b');
    expect(loading.getSnapshot().percent).toBe(0);
    loading.step('chunk', 'b');
    loading.step('chunk', 'b');
    expect(loading.getSnapshot().percent).toBe(45);
  });

  it('shows nothing for a page with nothing to load', () => {
    const loading = createPageLoading();
    const seen = record(loading);
    loading.start('home', []);
    loading.rendered('home');
    expect(seen).toEqual([]);
  });

  it('a page with nothing to load ends a load still under way', () => {
    const loading = createPageLoading();
    loading.start('slow', ['chunk']);
    loading.start('home', []);
    expect(loading.getSnapshot().percent).toBe(100);
    vi.advanceTimersByTime(PAGE_PROGRESS_HIDE_MS);
    expect(loading.getSnapshot().visible).toBe(false);
  });

  it('a new load during the hide delay keeps the bar and starts from 0', () => {
    const loading = createPageLoading();
    loading.start('a', ['chunk']);
    loading.step('chunk');
    loading.rendered('a');
    loading.start('b', ['chunk']);
    vi.advanceTimersByTime(PAGE_PROGRESS_HIDE_MS * 2);
    expect(loading.getSnapshot()).toEqual({ visible: true, percent: 0 });
  });

  it('abort completes and hides the bar (the error page takes over)', () => {
    const loading = createPageLoading();
    loading.start('a', ['chunk']);
    loading.abort();
    expect(loading.getSnapshot().percent).toBe(100);
    vi.advanceTimersByTime(PAGE_PROGRESS_HIDE_MS);
    expect(loading.getSnapshot()).toEqual({ visible: false, percent: 0 });
  });
});
