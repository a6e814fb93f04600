import { windowBounds, type CompetitionWindow } from '../../api/competition.ts';
import { dateFormat } from '../../api/locale-format.ts';

/** The zone's canonical name ("Etc/UTC" and "UTC" are one zone), or the name as given if Intl does not know it. */
function canonicalZone(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return timeZone;
  }
}

/** The visitor's own time zone, as the browser reports it. */
export function visitorTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function zonePart(localeIso: string, timeZone: string, style: 'short' | 'long' | 'longGeneric', at: number) {
  return (
    dateFormat(localeIso, { timeZone, timeZoneName: style })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  );
}

/**
 * The window's first or last day, written in `localeIso` and read in the window's time zone (the day the terms
 * state, wherever the visitor is). Unless `zone` is 'omit', the zone follows in brackets ("(GMT+2)") when it is
 * not the visitor's, since the day then starts and ends at other hours of the visitor's clock.
 */
export function formatCompetitionDay(
  day: 'start' | 'end',
  window: CompetitionWindow,
  localeIso: string,
  { zone = 'auto', visitorZone = visitorTimeZone() }: { zone?: 'auto' | 'omit'; visitorZone?: string } = {},
): string {
  const { opens, closes } = windowBounds(window);
  const at = day === 'start' ? opens : closes;
  const date = dateFormat(localeIso, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: window.timeZone,
  }).format(at);
  if (zone === 'omit' || canonicalZone(window.timeZone) === canonicalZone(visitorZone)) return date;
  return `${date} (${zonePart(localeIso, window.timeZone, 'short', at)})`;
}

/**
 * The window's time zone by its name in `localeIso` ("Central European Time", "Coordinated Universal Time"): the
 * generic name, or the specific one for a zone that has no generic name (UTC's would be a bare offset).
 */
export function competitionZoneName(window: CompetitionWindow, localeIso: string): string {
  const at = windowBounds(window).closes;
  const generic = zonePart(localeIso, window.timeZone, 'longGeneric', at);
  return /\d/.test(generic) ? zonePart(localeIso, window.timeZone, 'long', at) : generic;
}

/**
 * The footer's copyright year (spec §9: the campaign's): the year of the competition's first day, or both years
 * when its window runs into the next ("2026–2027"). From the configured window (COMPETITION_START and _END), so
 * it never goes stale.
 */
export function copyrightYears({ start, end }: Pick<CompetitionWindow, 'start' | 'end'>): string {
  const from = start.slice(0, 4);
  const to = end.slice(0, 4);
  return to > from ? `${from}–${to}` : from;
}
