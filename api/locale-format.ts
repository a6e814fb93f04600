/**
 * Numbers and dates as a locale writes them, with the same digits in every engine: Latin ones (0–9) in all 18
 * languages. Browsers carry different versions of the locale data: for Arabic, Chromium, Firefox and Node write
 * Latin digits, WebKit (with the system's older ICU) Arabic-Indic ones ("٢٨ يوليو ٢٠٢٢"), so a page mixed them
 * with the 3D taglines, the share image and the e-mails. Naming the numbering system (`-u-nu-latn`) makes every
 * engine write the same (docs/decisions.md).
 */

/** The Intl locale for a BCP 47 tag of the site's, with its numbering system named. */
export function intlLocale(iso: string): string {
  return `${iso}-u-nu-latn`;
}

export function numberFormat(iso: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  // eslint-disable-next-line no-restricted-syntax -- the one place the site makes its number formats.
  return new Intl.NumberFormat(intlLocale(iso), options);
}

export function dateFormat(iso: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  // eslint-disable-next-line no-restricted-syntax -- the one place the site makes its date formats.
  return new Intl.DateTimeFormat(intlLocale(iso), options);
}
