import { TERMS_PDF_LOCALES } from '../../api/terms-languages.ts';
import type { GeneratedAsset } from '../generated-asset.ts';
import type { TermsSubject } from './facts.ts';
import { termsPdf } from './pdf.ts';

/**
 * The terms-and-conditions PDFs, one per language that has its own (api/terms-languages.ts), named
 * `terms/{locale}` in the asset index. Their text states the draw's window, so they are rebuilt when
 * COMPETITION_*, DRAW_MINIMUM_AGE, DRAW_EXCLUDED_COUNTRIES or SHARE_PRIZE_WINNERS change (npm run assets).
 */
export async function generateTermsPdfs(subject: TermsSubject): Promise<GeneratedAsset[]> {
  const assets: GeneratedAsset[] = [];
  for (const locale of TERMS_PDF_LOCALES) {
    assets.push({
      name: `terms/${locale}`,
      file: `terms/terms-${locale}.pdf`,
      bytes: await termsPdf(locale, subject),
      meta: {
        start: subject.window.start,
        end: subject.window.end,
        timeZone: subject.window.timeZone,
        ...(subject.rules
          ? {
              minimumAge: subject.rules.entryRules.minimumAge,
              excludedCountries: subject.rules.entryRules.excludedCountries.join(','),
              sharePrizeWinners: subject.rules.sharePrizeWinners,
            }
          : {}),
      },
    });
  }
  return assets;
}
