import type { CompetitionWindow } from './competition.ts';
import { usableShareNetworks, type ShareNetwork } from './share-networks.ts';

/**
 * What every page needs before its first screen and the server already knows (spec §7: "the server-rendered
 * payload … is read at start"): the prize draw's window, from the configuration, and the visitor's country as
 * GET /api/country would answer it, and the share modal's networks. Written into the page, it spares a first visit
 * the API client's script and two calls while the 3D is still arriving. `country` is absent when the server did not
 * look (the visitor's localisation cookie already says), null when nothing tells.
 */
export interface SiteBoot {
  competition: CompetitionWindow;
  country?: string | null;
  /** The share modal's networks, from the server's configuration (api/share-networks.ts). */
  share?: ShareNetwork[];
  /** Who may enter the draws and how many share prizes there are, as configured (api/entry-rules-env.ts). */
  draw?: DrawFigures;
}

/** The draw's configured figures the site states (the prizes modal, the final score, the share popup). */
export interface DrawFigures {
  minimumAge: number;
  excludedCountries: string[];
  sharePrizeWinners: number;
}

/** The figures when they are what the server writes, else null. */
export function validDrawFigures(value: unknown): DrawFigures | null {
  if (typeof value !== 'object' || value === null) return null;
  const { minimumAge, excludedCountries, sharePrizeWinners } = value as Record<string, unknown>;
  const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;
  if (!whole(minimumAge) || !whole(sharePrizeWinners)) return null;
  if (
    !Array.isArray(excludedCountries) ||
    !excludedCountries.every((c) => typeof c === 'string' && COUNTRY.test(c))
  )
    return null;
  return { minimumAge, excludedCountries: excludedCountries as string[], sharePrizeWinners };
}

/** The id of the element that carries it: `<script type="application/json" id="site-boot">`, data, never run. */
export const SITE_BOOT_ID = 'site-boot';

/** The element's markup; `<` is escaped so no value can close the element early. */
export function siteBootTag(boot: SiteBoot): string {
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SITE_BOOT_ID}">${json}</script>`;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const COUNTRY = /^[A-Z]{2}$/;

/**
 * Reads it back from the element's text; null when it is missing or not exactly what the server writes, and the
 * page then asks the API as before. Hand-written rather than zod: this runs in the first screen's script, which
 * zod would grow by more than the check itself.
 */
export function parseSiteBoot(text: string | null | undefined): SiteBoot | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { competition, country, share, draw } = value as Record<string, unknown>;
  if (typeof competition !== 'object' || competition === null) return null;
  const { start, end, timeZone } = competition as Record<string, unknown>;
  if (typeof start !== 'string' || !DAY.test(start) || typeof end !== 'string' || !DAY.test(end)) return null;
  if (typeof timeZone !== 'string' || !isTimeZone(timeZone)) return null;
  const boot: SiteBoot = { competition: { start, end, timeZone } };
  if (country === null || (typeof country === 'string' && COUNTRY.test(country))) boot.country = country;
  else if (country !== undefined) return null;
  if (share !== undefined) {
    const networks = usableShareNetworks(share);
    if (!networks) return null;
    boot.share = networks;
  }
  if (draw !== undefined) {
    const figures = validDrawFigures(draw);
    if (!figures) return null;
    boot.draw = figures;
  }
  return boot;
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
