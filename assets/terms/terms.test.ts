import { beforeAll, describe, expect, it } from 'vitest';
import { PRIZE_TIERS } from '../../api/competition.ts';
import { readCompetitionWindow } from '../../api/competition-env.ts';
import { readDrawRules } from '../../api/entry-rules-env.ts';
import { localeByCode } from '../../api/locales.ts';
import { TERMS_PDF_LOCALES, type TermsPdfLocale } from '../../api/terms-languages.ts';
import { generateTermsPdfs } from './index.ts';
import { windowDates, type TermsSubject } from './facts.ts';
import { readPdf, type PdfReading } from './pdf-text.ts';
import { termsPdf } from './pdf.ts';
import { TERMS_TEXTS } from './text/index.ts';
import { SECTION_ORDER, type TermsFacts, type TermsText } from './text/types.ts';

const SUBJECT: TermsSubject = {
  window: readCompetitionWindow({}),
  organiser: 'Gear Up. Game On',
  games: ['Headspace', 'Circuit Shutdown', 'Jungle Board'],
};
const OTHERS = TERMS_PDF_LOCALES.filter((code) => code !== 'en');
/** Whitespace differs between what is written and what a reader extracts (line ends, narrow spaces in times). */
const squash = (text: string) => text.replace(/[\s\u2060]+/gu, '');

/** Every string a text yields, by path, with its functions called on the given facts. */
function strings(text: TermsText, facts: TermsFacts): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') found.set(path, value);
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`));
    else if (typeof value === 'function') {
      const key = path.split('.').pop();
      walk(key === 'tierName' ? value('3') : key === 'page' ? value('1', '2') : value(facts), `${path}()`);
    } else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(text, '');
  return found;
}

// Facts no sentence could contain by chance, to see each translation place each of them.
const SENTINELS: TermsFacts = {
  organiser: '⟦organiser⟧',
  games: '⟦games⟧',
  minimumAge: '⟦age⟧',
  excludedCountries: '⟦countries⟧',
  startDate: '⟦start⟧',
  openTime: '⟦opens⟧',
  endDate: '⟦end⟧',
  closeTime: '⟦closes⟧',
  timeZone: '⟦zone⟧',
  leaderboardPlaces: '⟦places⟧',
  sharePrize: '⟦share⟧',
  sharePrizeWinners: '⟦share-winners⟧',
  noticeDays: '⟦notice⟧',
  replyDays: '⟦reply⟧',
};
const FACTS_BY_SECTION: Record<string, (keyof TermsFacts)[]> = {
  'lead()': ['organiser'],
  'organiser.paragraphs()': ['organiser'],
  'eligibility.paragraphs()': ['minimumAge', 'excludedCountries'],
  'period.paragraphs()': ['startDate', 'openTime', 'endDate', 'closeTime', 'timeZone'],
  'entry.paragraphs()': ['games'],
  'leaderboard.paragraphs()': ['leaderboardPlaces'],
  'share.paragraphs()': ['sharePrize', 'sharePrizeWinners'],
  'draw.paragraphs()': ['noticeDays', 'replyDays'],
};

describe('the texts of the terms', () => {
  const english = strings(TERMS_TEXTS.en, SENTINELS);

  it('has a text for each language with its own PDF, and all sections are printed', () => {
    expect(Object.keys(TERMS_TEXTS).sort()).toEqual([...TERMS_PDF_LOCALES].sort());
    expect(SECTION_ORDER).toHaveLength(11);
  });

  it.each(TERMS_PDF_LOCALES)('%s has every key of the English text, none empty', (code) => {
    const text = strings(TERMS_TEXTS[code], SENTINELS);
    const shape = (paths: Iterable<string>) => [...paths].map((p) => p.replace(/\[\d+\]$/, '[]'));
    expect(new Set(shape(text.keys()))).toEqual(new Set(shape(english.keys())));
    for (const value of text.values()) expect(value.trim()).not.toBe('');
  });

  it.each(TERMS_PDF_LOCALES)('%s states each fact where the English text does', (code) => {
    const text = strings(TERMS_TEXTS[code], SENTINELS);
    for (const [section, facts] of Object.entries(FACTS_BY_SECTION)) {
      const written = [...text]
        .filter(([path]) => path.startsWith(section))
        .map(([, v]) => v)
        .join(' ');
      for (const fact of facts) expect(written, `${code} ${section} ${fact}`).toContain(SENTINELS[fact]);
    }
  });

  it.each(OTHERS)('%s is translated: no sentence, heading or label is the English one', (code) => {
    const text = strings(TERMS_TEXTS[code], SENTINELS);
    for (const [path, value] of english) expect(text.get(path), `${code} ${path}`).not.toBe(value);
  });
});

describe('the terms PDFs', () => {
  const readings = new Map<TermsPdfLocale, PdfReading>();
  let pdfs: Map<string, Uint8Array>;

  beforeAll(async () => {
    const assets = await generateTermsPdfs(SUBJECT);
    pdfs = new Map(assets.map((asset) => [asset.name, asset.bytes]));
    for (const code of TERMS_PDF_LOCALES) readings.set(code, await readPdf(pdfs.get(`terms/${code}`)!));
  }, 240_000);

  it('makes one PDF per language, each one or two pages', async () => {
    expect([...pdfs.keys()]).toEqual(TERMS_PDF_LOCALES.map((code) => `terms/${code}`));
    for (const bytes of pdfs.values()) {
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      expect(new TextDecoder('latin1').decode(bytes).match(/\/Type \/Page\b/g)?.length).toBeLessThanOrEqual(
        2,
      );
    }
  });

  it('makes the same bytes on every run (the build names the file by its hash)', async () => {
    expect(await termsPdf('ar', SUBJECT)).toEqual(pdfs.get('terms/ar'));
  }, 60_000);

  it.each(TERMS_PDF_LOCALES)('%s states the window with the dates written in its language', (code) => {
    const { text } = readings.get(code)!;
    const { startDate, endDate } = windowDates(localeByCode(code).iso, SUBJECT.window);
    expect(squash(text)).toContain(squash(startDate));
    expect(squash(text)).toContain(squash(endDate));
    expect(text).toContain('UTC');
    expect(text).toContain(SUBJECT.organiser);
    // pdf.js's own reordering of a mixed Arabic line moves the address's leading slash; the page shows it in place.
    expect(text).toContain(`${code}/page/privacy-policy`);
  });

  it.each(TERMS_PDF_LOCALES)('%s has the tiers table: tier, minimum score and winners on one row', (code) => {
    const { lines } = readings.get(code)!;
    const number = new Intl.NumberFormat(localeByCode(code).iso);
    const text = TERMS_TEXTS[code];
    for (const tier of PRIZE_TIERS) {
      const cells = [
        text.tierName(number.format(tier.tier)),
        number.format(tier.minScore),
        number.format(tier.winners),
      ];
      // Columns run right to left in Arabic.
      const row = lines.find((line) => line.includes(cells[0]!));
      expect(row, `${code} tier ${tier.tier}`).toBeDefined();
      const ordered = code === 'ar' ? [...row!].reverse() : row!;
      // Readers turn every kind of space (the narrow one in "7 000") into a plain one.
      expect(ordered.slice(0, 3)).toEqual(cells.map((cell) => cell.replace(/\s/gu, ' ')));
      expect(squash(readings.get(code)!.text)).toContain(squash(text.prizes[tier.prize]));
    }
  });

  it('the Arabic PDF reads back as Arabic in reading order, letters and dots intact', () => {
    const { text } = readings.get('ar')!;
    for (const phrase of [
      'الشروط والأحكام الرسمية للسحب على الجوائز',
      'البريد الإلكتروني',
      'الجهة المنظِّمة',
      'جوائز لوحة المتصدرين',
      'لا يحق المشاركة لموظفي الجهة المنظِّمة',
    ])
      expect(text).toContain(phrase);
  });

  it('other rules (DRAW_MINIMUM_AGE, DRAW_EXCLUDED_COUNTRIES, SHARE_PRIZE_WINNERS) are what the PDF states', async () => {
    const rules = readDrawRules({
      DRAW_MINIMUM_AGE: '21',
      DRAW_EXCLUDED_COUNTRIES: 'FR,BE',
      SHARE_PRIZE_WINNERS: '7',
    });
    const { text } = await readPdf(await termsPdf('en', { ...SUBJECT, rules }));
    expect(squash(text)).toContain(squash('aged 21 or over'));
    expect(squash(text)).toContain(squash('except France and Belgium'));
    expect(squash(text)).toContain(squash('The number of wallet codes drawn is 7'));
    const standard = readings.get('en')!.text;
    expect(squash(standard)).toContain(squash('aged 18 or over'));
    expect(squash(standard)).toContain(squash('The number of wallet codes drawn is 10'));
  }, 60_000);

  it('another window (COMPETITION_*) makes another PDF', async () => {
    const window = readCompetitionWindow({
      COMPETITION_START: '2025-03-03',
      COMPETITION_END: '2025-04-13',
      COMPETITION_TIME_ZONE: 'Europe/Paris',
    });
    const bytes = await termsPdf('en', { ...SUBJECT, window });
    expect(bytes).not.toEqual(pdfs.get('terms/en'));
    const { text } = await readPdf(bytes);
    expect(text).toContain('March 3, 2025');
    expect(text).toContain('April 13, 2025');
    expect(text).toContain('(Europe/Paris)');
    expect(text).not.toContain('July 7, 2022');
  }, 60_000);
});
