import { describe, expect, it } from 'vitest';
import { parseSiteBoot, siteBootTag, SITE_BOOT_ID, type SiteBoot } from './site-boot.ts';

const BOOT: SiteBoot = {
  competition: { start: '2026-11-01', end: '2026-12-24', timeZone: 'Europe/Paris' },
  country: 'FR',
  share: [{ id: 'x', template: 'https://twitter.com/intent/tweet?text={text}&url={url}' }],
  draw: { minimumAge: 18, excludedCountries: ['IT', 'PL'], sharePrizeWinners: 10 },
};

/** The element's text, as the page reads it from the markup the server writes. */
const textOf = (tag: string) =>
  /<script type="application\/json" id="site-boot">(.*)<\/script>/.exec(tag)?.[1];

describe("the page's boot data", () => {
  it('round-trips through the markup the server writes, with or without a country', () => {
    expect(parseSiteBoot(textOf(siteBootTag(BOOT)))).toEqual(BOOT);
    const unknown = { competition: BOOT.competition, country: null };
    expect(parseSiteBoot(textOf(siteBootTag(unknown)))).toEqual(unknown);
    const unasked = { competition: BOOT.competition };
    expect(parseSiteBoot(textOf(siteBootTag(unasked)))).toEqual(unasked);
    expect(siteBootTag(BOOT)).toContain(`id="${SITE_BOOT_ID}"`);
  });

  it('cannot close its element early, whatever a value holds', () => {
    const tag = siteBootTag({
      ...BOOT,
      competition: { ...BOOT.competition, timeZone: '</script><script>alert(1)//' },
    });
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
  });

  it('reads anything not exactly what the server writes as no boot data', () => {
    const bad = [
      null,
      undefined,
      '',
      'not json',
      '42',
      'null',
      '{}',
      JSON.stringify({ competition: { ...BOOT.competition, start: '1 Nov' } }),
      JSON.stringify({ competition: { ...BOOT.competition, end: 20261224 } }),
      JSON.stringify({ competition: { ...BOOT.competition, timeZone: 'Mars/Olympus' } }),
      JSON.stringify({ competition: BOOT.competition, country: 'fr' }),
      JSON.stringify({ competition: BOOT.competition, country: 'FRA' }),
      JSON.stringify({ competition: BOOT.competition, country: 7 }),
      JSON.stringify({ ...BOOT, share: [{ id: 'x', template: 'javascript:alert(1)//{url}' }] }),
      JSON.stringify({ ...BOOT, share: [{ id: 'x', template: 'https://twitter.com/intent/tweet' }] }),
      JSON.stringify({ ...BOOT, share: [{ id: 'evil', template: 'https://evil.test/?u={url}' }] }),
      JSON.stringify({ ...BOOT, share: 'https://twitter.com/intent/tweet?url={url}' }),
      JSON.stringify({ ...BOOT, draw: { ...BOOT.draw, minimumAge: '18' } }),
      JSON.stringify({ ...BOOT, draw: { ...BOOT.draw, minimumAge: 0 } }),
      JSON.stringify({ ...BOOT, draw: { ...BOOT.draw, sharePrizeWinners: 2.5 } }),
      JSON.stringify({ ...BOOT, draw: { ...BOOT.draw, excludedCountries: ['it'] } }),
      JSON.stringify({ ...BOOT, draw: { ...BOOT.draw, excludedCountries: 'IT' } }),
      JSON.stringify({ ...BOOT, draw: null }),
    ];
    for (const text of bad) expect(parseSiteBoot(text), String(text)).toBeNull();
  });
});
