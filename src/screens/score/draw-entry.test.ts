import { describe, expect, it } from 'vitest';
import { windowBounds, type CompetitionWindow } from '../../../api/competition.ts';
import { freshProgress, type GamesProgress } from '../../../machines/game-progress.ts';
import { drawEntryOf, type DrawEntryInput } from './draw-entry.ts';

const window: CompetitionWindow = { start: '2026-11-01', end: '2026-11-30', timeZone: 'Europe/Berlin' };
const { opens, closes } = windowBounds(window);

function playedAt(endedAt: number, held = false): GamesProgress {
  const games = freshProgress();
  for (const id of ['mouse', 'headset', 'keyboard'] as const)
    games[id] = { ...games[id], played: true, score: 1000, endedAt, held: id === 'mouse' && held };
  return games;
}

const base: DrawEntryInput = {
  games: playedAt(opens + 1000),
  phase: 'open',
  excluded: false,
  window,
  saved: false,
};

describe('where the visitor stands with the prize draw', () => {
  it('all three played inside the window: save to enter, then entered', () => {
    expect(drawEntryOf(base)).toBe('save-to-enter');
    expect(drawEntryOf({ ...base, saved: true })).toBe('entered');
  });

  it('says why not: excluded country, before or after the window, games missing', () => {
    expect(drawEntryOf({ ...base, excluded: true, saved: true })).toBe('excluded');
    expect(drawEntryOf({ ...base, phase: 'upcoming' })).toBe('upcoming');
    expect(drawEntryOf({ ...base, phase: null })).toBe('upcoming');
    expect(drawEntryOf({ ...base, phase: 'closed', saved: true })).toBe('closed');
    const two = playedAt(opens + 1000);
    two.keyboard = freshProgress().keyboard;
    expect(drawEntryOf({ ...base, games: two })).toBe('incomplete');
  });

  it('a game that ended outside the window does not count, to the millisecond', () => {
    expect(drawEntryOf({ ...base, games: playedAt(opens - 1) })).toBe('outside-window');
    expect(drawEntryOf({ ...base, games: playedAt(opens) })).toBe('save-to-enter');
    expect(drawEntryOf({ ...base, games: playedAt(closes) })).toBe('save-to-enter');
    expect(drawEntryOf({ ...base, games: playedAt(closes + 1) })).toBe('outside-window');
  });

  it('a rule the player does not meet keeps a complete, saved score out; the other reasons still come first', () => {
    expect(drawEntryOf({ ...base, saved: true, barred: true })).toBe('barred');
    expect(drawEntryOf({ ...base, saved: false, barred: true })).toBe('barred');
    expect(drawEntryOf({ ...base, phase: 'closed', barred: true })).toBe('closed');
    expect(drawEntryOf({ ...base, games: playedAt(opens - 1), barred: true })).toBe('outside-window');
  });

  it('a run held for review keeps the journey out until an operator clears it', () => {
    expect(drawEntryOf({ ...base, games: playedAt(opens + 1, true), saved: true })).toBe('under-review');
  });
});
