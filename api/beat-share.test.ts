import { describe, expect, it } from 'vitest';
import { beatLine, beatLineOf, beatPercent } from './beat-share.ts';

describe('beatPercent', () => {
  it('says 0 when nobody is beaten and 100 only when everybody is', () => {
    expect(beatPercent(0, 7)).toBe(0);
    expect(beatPercent(7, 7)).toBe(100);
    expect(beatPercent(1, 1)).toBe(100);
  });

  it('rounds down, but never says 0 % or 100 % of a partial win', () => {
    expect(beatPercent(1, 3)).toBe(33);
    expect(beatPercent(2, 3)).toBe(66);
    expect(beatPercent(1, 2)).toBe(50);
    // 0.1 % is not "beat 0 %"; 99.95 % is not "beat 100 %".
    expect(beatPercent(1, 1000)).toBe(1);
    expect(beatPercent(1999, 2000)).toBe(99);
    expect(beatPercent(199, 200)).toBe(99);
  });

  it('is 0 without challengers (the screens say "first" instead)', () => {
    expect(beatPercent(0, 0)).toBe(0);
  });
});

describe('beatLine', () => {
  it('is "first" when nobody else is on the board, whatever the figure', () => {
    expect(beatLine(0, 0)).toEqual({ kind: 'first' });
    expect(beatLine(100, 0)).toEqual({ kind: 'first' });
    expect(beatLineOf(0, 0)).toEqual({ kind: 'first' });
  });

  it('counts a tie as not beaten: one other player on the same score is "beat 0 %"', () => {
    // beaten counts strictly lower scores only; the board's countBelow gives 0 for a tie.
    expect(beatLineOf(0, 1)).toEqual({ kind: 'beat', percent: 0 });
  });

  it('gives the share beaten when there are challengers', () => {
    expect(beatLineOf(3, 4)).toEqual({ kind: 'beat', percent: 75 });
    expect(beatLineOf(4, 4)).toEqual({ kind: 'beat', percent: 100 });
    expect(beatLine(42, 10)).toEqual({ kind: 'beat', percent: 42 });
  });
});
