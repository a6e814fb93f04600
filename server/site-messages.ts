import { readFileSync } from 'node:fs';
import { setupI18n, type I18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { DEFAULT_LOCALE, type LocaleCode } from '../api/locales.ts';

/**
 * The site's own words (locales/{locale}/messages.po, the catalogs the page's Lingui reads) for the few the server
 * writes into a page's HTML so that they are painted before any script runs (the cookie banner). Read with
 * Lingui's own PO reader and message compiler, so a translation says on the server what it says in the page.
 * Each catalog is read once, when a page in its language is first asked for.
 */
export interface SiteMessages {
  /** The translation of a source message, as the page's `t` macro would give it. */
  t(locale: LocaleCode, message: string): string;
}

const SOURCE_LOCALE = DEFAULT_LOCALE;
const po = formatter({ lineNumbers: false });

export function createSiteMessages(
  catalogUrl: (locale: LocaleCode) => URL = (locale) =>
    new URL(`../locales/${locale}/messages.po`, import.meta.url),
): SiteMessages {
  const loaded = new Map<LocaleCode, I18n>();
  let source: ReturnType<typeof read> | undefined;

  function read(locale: LocaleCode): Record<string, { message?: string; translation: string }> {
    const content = readFileSync(catalogUrl(locale), 'utf8');
    return po.parse(content, {
      locale,
      sourceLocale: SOURCE_LOCALE,
      filename: `${locale}/messages.po`,
    }) as Record<string, { message?: string; translation: string }>;
  }

  function i18nFor(locale: LocaleCode): I18n {
    let i18n = loaded.get(locale);
    if (i18n) return i18n;
    const catalog = read(locale);
    // As lingui.config.ts's fallbackLocales: an untranslated message says what the source catalog says.
    source ??= locale === SOURCE_LOCALE ? catalog : read(SOURCE_LOCALE);
    const messages: Record<string, ReturnType<typeof compileMessage>> = {};
    for (const [id, entry] of Object.entries(source)) {
      const text = catalog[id]?.translation || entry.translation || entry.message || '';
      messages[id] = compileMessage(text);
    }
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    loaded.set(locale, i18n);
    return i18n;
  }

  return {
    t(locale, message) {
      const id = generateMessageId(message);
      const i18n = i18nFor(locale);
      if (!(id in i18n.messages)) throw new Error(`"${message}" is not in the site's catalogs`);
      return i18n._(id);
    },
  };
}
