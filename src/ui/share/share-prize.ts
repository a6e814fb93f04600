import { sharePrize } from '../../../api/competition.ts';
import { localeByCode, type LocaleCode } from '../../../api/locales.ts';
import { numberFormat } from '../../../api/locale-format.ts';

/** The share prize's amount as a page in `locale` states it: "50 $US", "US$50", "10 US$"… in whole units. */
export function formatSharePrize(locale: LocaleCode): string {
  const { amount, currency } = sharePrize(locale);
  return numberFormat(localeByCode(locale).iso, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}
