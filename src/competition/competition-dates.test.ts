import { describe, expect, it } from 'vitest';
import { competitionZoneName, copyrightYears, formatCompetitionDay } from './competition-dates.ts';

const PARIS = { start: '2026-03-20', end: '2026-03-29', timeZone: 'Europe/Paris' };
const UTC = { start: '2022-07-07', end: '2022-07-28', timeZone: 'UTC' };

describe('formatCompetitionDay', () => {
  it("writes the window's days in the page's language, read in the window's zone", () => {
    const inParis = { visitorZone: 'Europe/Paris' };
    expect(formatCompetitionDay('start', PARIS, 'en', inParis)).toBe('March 20, 2026');
    expect(formatCompetitionDay('end', PARIS, 'de', inParis)).toBe('29. März 2026');
    expect(formatCompetitionDay('end', PARIS, 'ar', inParis)).toBe(
      new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 2, 29)),
    );
  });

  it("names the zone when it is not the visitor's, and keeps the window's day", () => {
    // 29 March 23:59:59.999 in Paris is already 30 March in Tokyo: the terms' day is shown, with its zone.
    expect(formatCompetitionDay('end', PARIS, 'en', { visitorZone: 'Asia/Tokyo' })).toBe(
      'March 29, 2026 (GMT+2)',
    );
    expect(formatCompetitionDay('start', PARIS, 'en', { visitorZone: 'America/Los_Angeles' })).toBe(
      'March 20, 2026 (GMT+1)',
    );
    expect(formatCompetitionDay('end', UTC, 'en', { visitorZone: 'Etc/UTC' })).toBe('July 28, 2022');
    expect(formatCompetitionDay('end', UTC, 'en', { visitorZone: 'Europe/Berlin' })).toBe(
      'July 28, 2022 (UTC)',
    );
    expect(formatCompetitionDay('end', UTC, 'en', { visitorZone: 'Europe/Berlin', zone: 'omit' })).toBe(
      'July 28, 2022',
    );
  });
});

describe('competitionZoneName', () => {
  it("names the window's zone in the page's language", () => {
    expect(competitionZoneName(PARIS, 'en')).toBe('Central European Time');
    expect(competitionZoneName(UTC, 'en')).toBe('Coordinated Universal Time');
    expect(competitionZoneName(UTC, 'de')).toBe('Koordinierte Weltzeit');
  });
});

describe('the footer’s copyright year', () => {
  it('is the year of the configured window, not a constant', () => {
    expect(copyrightYears(UTC)).toBe('2022');
    expect(copyrightYears({ start: '2026-03-20', end: '2026-03-29' })).toBe('2026');
  });

  it('names both years of a window that runs into the next', () => {
    expect(copyrightYears({ start: '2026-12-15', end: '2027-01-10' })).toBe('2026–2027');
  });
});
