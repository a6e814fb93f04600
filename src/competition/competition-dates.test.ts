import { describe, expect, it } from 'vitest';
import { formatCompetitionDay } from './competition-dates.ts';

const PARIS = { start: '2026-03-20', end: '2026-03-29', timeZone: 'Europe/Paris' };

describe('formatCompetitionDay', () => {
  it("writes the window's days in the page's language, read in the window's zone", () => {
    expect(formatCompetitionDay('start', PARIS, 'en', 'Europe/Paris')).toBe('March 20, 2026');
    expect(formatCompetitionDay('end', PARIS, 'de', 'Europe/Paris')).toBe('29. März 2026');
    expect(formatCompetitionDay('end', PARIS, 'ar', 'Europe/Paris')).toBe(
      new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 2, 29)),
    );
  });

  it("names the zone when it is not the visitor's, and keeps the window's day", () => {
    // 29 March 23:59:59.999 in Paris is already 30 March in Tokyo: the terms' day is shown, with its zone.
    expect(formatCompetitionDay('end', PARIS, 'en', 'Asia/Tokyo')).toBe('March 29, 2026 at GMT+2');
    expect(formatCompetitionDay('start', PARIS, 'en', 'America/Los_Angeles')).toBe('March 20, 2026 at GMT+1');
    const utc = { start: '2022-07-07', end: '2022-07-28', timeZone: 'UTC' };
    expect(formatCompetitionDay('end', utc, 'en', 'Etc/UTC')).toBe('July 28, 2022');
    expect(formatCompetitionDay('end', utc, 'en', 'Europe/Berlin')).toBe('July 28, 2022 at UTC');
  });
});
