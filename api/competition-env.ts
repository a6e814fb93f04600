import { DEFAULT_WINDOW, type CompetitionWindow } from './competition.ts';

/**
 * The draw's window as an operator sets it (COMPETITION_START, COMPETITION_END, COMPETITION_TIME_ZONE), read by
 * the server (what it reports and gates) and by the build (the dates printed in the terms PDFs) with this one
 * function, so a window the server accepts is the window the PDFs state. Takes the environment as an argument:
 * this layer reads no globals.
 */
export function readCompetitionWindow(env: Readonly<Record<string, string | undefined>>): CompetitionWindow {
  const start = isoDate('COMPETITION_START', env.COMPETITION_START || DEFAULT_WINDOW.start);
  const end = isoDate('COMPETITION_END', env.COMPETITION_END || DEFAULT_WINDOW.end);
  if (end < start) throw new Error(`COMPETITION_END (${end}) is before COMPETITION_START (${start})`);
  return {
    start,
    end,
    timeZone: timeZone('COMPETITION_TIME_ZONE', env.COMPETITION_TIME_ZONE || DEFAULT_WINDOW.timeZone),
  };
}

/** A real calendar day written `YYYY-MM-DD` (2022-02-30 is refused, as a rolled-over date would mislead). */
function isoDate(name: string, value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  if (!match || year < 1 || day < 1 || day > days)
    throw new Error(`${name} must be a date like 2022-07-07, got ${value}`);
  return value;
}

function timeZone(name: string, value: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
  } catch {
    throw new Error(`${name} must be an IANA time zone like Europe/Paris, got ${value}`);
  }
  return value;
}
