import { describe, expect, it } from 'vitest';
import { DEFAULT_WINDOW } from './competition.ts';
import { readCompetitionWindow } from './competition-env.ts';

describe('readCompetitionWindow', () => {
  it('gives the default window when nothing is set, or set empty', () => {
    expect(readCompetitionWindow({})).toEqual(DEFAULT_WINDOW);
    expect(readCompetitionWindow({ COMPETITION_START: '', COMPETITION_TIME_ZONE: '' })).toEqual(
      DEFAULT_WINDOW,
    );
  });

  it('reads the three variables', () => {
    expect(
      readCompetitionWindow({
        COMPETITION_START: '2024-02-29',
        COMPETITION_END: '2024-03-31',
        COMPETITION_TIME_ZONE: 'Europe/Paris',
      }),
    ).toEqual({ start: '2024-02-29', end: '2024-03-31', timeZone: 'Europe/Paris' });
  });

  it.each(['2022-7-7', '2022-02-30', '2023-02-29', '2022-13-01', '2022-00-10', '07/07/2022', 'soon'])(
    'refuses the date %s',
    (value) => {
      expect(() =>
        readCompetitionWindow({ COMPETITION_START: value, COMPETITION_END: '2099-01-01' }),
      ).toThrow(/COMPETITION_START must be a date like 2022-07-07/);
    },
  );

  it('refuses an unknown time zone and an end before the start', () => {
    expect(() => readCompetitionWindow({ COMPETITION_TIME_ZONE: 'Mars/Olympus' })).toThrow(/IANA time zone/);
    expect(() => readCompetitionWindow({ COMPETITION_START: '2022-07-29' })).toThrow(
      /before COMPETITION_START/,
    );
  });
});
