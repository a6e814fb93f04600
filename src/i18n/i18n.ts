import { i18n, type Messages } from '@lingui/core';
import { localeByCode, type LocaleCode } from '../../api/locales.ts';
import { intlLocale } from '../../api/locale-format.ts';

/**
 * Each locale's catalog is its own chunk, compiled from locales/{code}/messages.po by the Lingui Vite
 * plugin and fetched only when that language is shown.
 */
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po');

export async function loadCatalog(code: LocaleCode): Promise<void> {
  const load = catalogs[`../../locales/${code}/messages.po`];
  if (!load) throw new Error(`Could not find lang file for locale ${code}`);
  const { messages } = await load();
  const { iso } = localeByCode(code);
  // Lingui's locale is our code; Intl (plurals, numbers, dates) gets the ISO tag, e.g. cz → cs, with the digits
  // every engine must write (api/locale-format.ts).
  i18n.load(code, messages);
  i18n.activate(code, [intlLocale(iso), 'en']);
}

export { i18n };
