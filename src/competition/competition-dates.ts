import { windowBounds, type CompetitionWindow } from '../../api/competition.ts';

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

/**
 * The window's first or last day, written in `localeIso` and read in the window's time zone (the day the terms
 * state, wherever the visitor is). The zone is named when it is not the visitor's, since the day could then
 * start or end at another hour of the visitor's clock.
 */
export function formatCompetitionDay(
  day: 'start' | 'end',
  window: CompetitionWindow,
  localeIso: string,
  visitorZone: string = visitorTimeZone(),
): string {
  const { opens, closes } = windowBounds(window);
  const named = canonicalZone(window.timeZone) !== canonicalZone(visitorZone);
  return new Intl.DateTimeFormat(localeIso, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: window.timeZone,
    ...(named ? { timeZoneName: 'short' as const } : {}),
  }).format(day === 'start' ? opens : closes);
}
