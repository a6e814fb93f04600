/**
 * The optional IP-geolocation service (spec §7: a GET with an access key; a success flag and country_code in
 * the answer; failure is logged and yields nothing). Configured with GEO_URL and GEO_ACCESS_KEY; the URL may
 * hold {ip}, else the address is appended as a path segment.
 */
export type Geolocate = (ip: string) => Promise<string | null>;

export function createGeolocation(options: {
  url: string;
  accessKey: string;
  log: (message: string) => void;
}): Geolocate {
  return async (ip) => {
    const url = new URL(
      options.url.includes('{ip}')
        ? options.url.replace('{ip}', encodeURIComponent(ip))
        : `${options.url.replace(/\/+$/, '')}/${encodeURIComponent(ip)}`,
    );
    url.searchParams.set('access_key', options.accessKey);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      const body = (await response.json()) as { success?: boolean; country_code?: unknown };
      if (!response.ok || body.success === false) throw new Error(`answer ${response.status}`);
      return typeof body.country_code === 'string' && /^[A-Za-z]{2}$/.test(body.country_code)
        ? body.country_code.toUpperCase()
        : null;
    } catch (error) {
      options.log(`geolocation failed: ${error instanceof Error ? error.message : error}`);
      return null;
    }
  };
}
