// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadVisitorCountry,
  localisationCookie,
  readLocalisation,
  storeLocalisation,
  LOCALISATION_COOKIE,
} from './localisation-cookie.ts';

const clearCookie = () => {
  document.cookie = `${LOCALISATION_COOKIE}=; Max-Age=0; Path=/`;
};

function countryApi(country_code: string | null) {
  const country = vi.fn(async () => ({
    success: true as const,
    country_code,
    segment: country_code === 'DE' ? ('DE' as const) : (false as const),
    source: 'header' as const,
  }));
  return { country, api: async () => ({ country }) };
}

describe('the localisation cookie', () => {
  afterEach(clearCookie);

  it('is JSON {countryCode, segment}, 7 days, SameSite Strict, under the base path', () => {
    expect(localisationCookie({ countryCode: 'DE', segment: 'DE' }, '/promo/', true)).toBe(
      'localisation=%7B%22countryCode%22%3A%22DE%22%2C%22segment%22%3A%22DE%22%7D; Max-Age=604800; Path=/promo/; SameSite=Strict; Secure',
    );
    expect(localisationCookie({ countryCode: 'FR', segment: false }, '/', false)).toBe(
      'localisation=%7B%22countryCode%22%3A%22FR%22%2C%22segment%22%3Afalse%7D; Max-Age=604800; Path=/; SameSite=Strict',
    );
  });

  it('reads back what it stores', () => {
    storeLocalisation({ countryCode: 'DE', segment: 'DE' });
    expect(readLocalisation(document.cookie)).toEqual({ countryCode: 'DE', segment: 'DE' });
    storeLocalisation({ countryCode: 'IT', segment: false });
    expect(readLocalisation(document.cookie)).toEqual({ countryCode: 'IT', segment: false });
  });

  it('finds its cookie among others and ignores anything malformed', () => {
    const json = (v: unknown) => `localisation=${encodeURIComponent(JSON.stringify(v))}`;
    expect(readLocalisation(`a=1; ${json({ countryCode: 'PL', segment: false })}; b=2`)).toEqual({
      countryCode: 'PL',
      segment: false,
    });
    for (const header of [
      null,
      '',
      'localisation=',
      'localisation=%7B',
      'localisation=%E0%A4%A',
      json('FR'),
      json(null),
      json({ countryCode: 'fr', segment: false }),
      json({ countryCode: 'FRA', segment: false }),
      json({ countryCode: 'FR' }),
      json({ countryCode: 'FR', segment: 'DE' }),
      json({ countryCode: 'DE', segment: false }),
      json({ segment: false }),
    ])
      expect(readLocalisation(header), String(header)).toBeNull();
  });
});

describe('loadVisitorCountry', () => {
  afterEach(clearCookie);

  it('asks the API once when there is no cookie, then reads the cookie', async () => {
    const { country, api } = countryApi('DE');
    expect(await loadVisitorCountry(api)).toEqual({ country: 'DE', segment: 'DE' });
    expect(await loadVisitorCountry(api)).toEqual({ country: 'DE', segment: 'DE' });
    expect(country).toHaveBeenCalledTimes(1);
    expect(readLocalisation(document.cookie)).toEqual({ countryCode: 'DE', segment: 'DE' });
  });

  it('stores the default country when the API cannot tell', async () => {
    const { api } = countryApi(null);
    expect(await loadVisitorCountry(api)).toEqual({ country: 'GB', segment: null });
    expect(readLocalisation(document.cookie)).toEqual({ countryCode: 'GB', segment: false });
  });

  it('replaces a malformed cookie with the API answer', async () => {
    document.cookie = 'localisation=not-json; Path=/';
    const { country, api } = countryApi('TR');
    expect(await loadVisitorCountry(api)).toEqual({ country: 'TR', segment: null });
    expect(country).toHaveBeenCalledTimes(1);
    expect(readLocalisation(document.cookie)).toEqual({ countryCode: 'TR', segment: false });
  });

  it('stores nothing when the call fails, so the next visit asks again', async () => {
    const failing = async () => ({
      country: async (): Promise<never> => {
        throw new Error('offline');
      },
    });
    await expect(loadVisitorCountry(failing)).rejects.toThrow('offline');
    expect(readLocalisation(document.cookie)).toBeNull();
  });

  it("takes the page's own answer without asking the API, and stores it", async () => {
    const { country, api } = countryApi('FR');
    expect(await loadVisitorCountry(api, 'DE')).toEqual({ country: 'DE', segment: 'DE' });
    expect(country).not.toHaveBeenCalled();
    expect(readLocalisation(document.cookie)).toEqual({ countryCode: 'DE', segment: 'DE' });
  });

  it("reads a page's null as the API's: nothing tells, so the default country", async () => {
    const { country, api } = countryApi('FR');
    expect(await loadVisitorCountry(api, null)).toEqual({ country: 'GB', segment: null });
    expect(country).not.toHaveBeenCalled();
  });

  it("prefers the visitor's stored country to the page's", async () => {
    storeLocalisation({ countryCode: 'IT', segment: false });
    const { api } = countryApi('FR');
    expect(await loadVisitorCountry(api, 'DE')).toEqual({ country: 'IT', segment: null });
  });
});
