import { localeByCode } from '../api/locales.ts';
import { PRIZE_TIERS, type CompetitionWindow } from '../api/competition.ts';
import { windowDates } from '../assets/terms/facts.ts';
import { readPdf } from '../assets/terms/pdf-text.ts';
import { TERMS_TEXTS } from '../assets/terms/text/index.ts';
import { termsPdfPath } from '../src/content/terms-pdf.ts';
import { expect, test } from './fixtures.ts';

/**
 * The terms-and-conditions PDFs as the site serves them: at the address the main menu links to, as PDFs, cached for
 * good (the name carries the content's hash), stating the window the server itself reports, and the tiers.
 */
test('the English and Arabic terms PDFs state the window the server reports, and the tiers', async ({
  page,
}) => {
  const data = await page.request.get('api/frontend_data');
  expect(data.ok()).toBe(true);
  const { competition } = (await data.json()) as {
    competition: { start: string; end: string; time_zone: string };
  };
  const window: CompetitionWindow = {
    start: competition.start,
    end: competition.end,
    timeZone: competition.time_zone,
  };

  for (const code of ['en', 'ar'] as const) {
    const response = await page.request.get(termsPdfPath(code));
    expect(response.status(), code).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['cache-control']).toContain('immutable');
    const { text, lines } = await readPdf(new Uint8Array(await response.body()));

    const { iso } = localeByCode(code);
    const { startDate, endDate } = windowDates(iso, window);
    const squash = (s: string) => s.replace(/\s+/gu, '');
    expect(squash(text)).toContain(squash(startDate));
    expect(squash(text)).toContain(squash(endDate));

    const number = new Intl.NumberFormat(iso);
    for (const tier of PRIZE_TIERS) {
      const tierName = TERMS_TEXTS[code].tierName(number.format(tier.tier));
      const row = lines.find((line) => line.includes(tierName));
      expect(row, `${code} tier ${tier.tier}`).toBeDefined();
      expect(row).toContain(number.format(tier.minScore).replace(/\s/gu, ' '));
      expect(row).toContain(number.format(tier.winners));
    }
  }
  expect(termsPdfPath('pl')).toBe(termsPdfPath('en'));
});
