import type { FastifyRequest } from 'fastify';
import { isCountryCode } from '../../api/countries.ts';
import { countryOf } from '../routes/site-data.ts';
import type { Services } from '../services.ts';

/**
 * The country a request is seen from, for the draw's residency rule: the same reading as the site's (countryOf:
 * the proxy's CF-IPCountry or X-Country-Code, then the geolocation service), but never the Accept-Language guess,
 * which the visitor's browser writes and which names a language, not a place. A code that names no country
 * (Cloudflare's T1 for Tor, A1/A2 for anonymisers and satellite links) is no country known. Null when neither tells.
 */
export async function seenCountryOf(
  request: FastifyRequest,
  geolocate: Services['geolocate'],
): Promise<string | null> {
  const { country, source } = await countryOf(request, geolocate);
  const vouched = source === 'header' || source === 'geolocation';
  return vouched && country !== null && isCountryCode(country) ? country : null;
}
