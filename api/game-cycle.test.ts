import { describe, expect, it } from 'vitest';
import { GAME_CYCLE, nextInCycle } from './game-cycle.ts';
import { GAME_IDS } from './site-routes.ts';

describe('the cycle of worlds', () => {
  it('holds every game once and walks headset → mouse → keyboard → headset', () => {
    expect([...GAME_CYCLE].sort()).toEqual([...GAME_IDS].sort());
    expect(nextInCycle('headset')).toBe('mouse');
    expect(nextInCycle('mouse')).toBe('keyboard');
    expect(nextInCycle('keyboard')).toBe('headset');
  });
});
