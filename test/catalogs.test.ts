import { readFileSync } from 'node:fs';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { LOCALES, localeByCode } from '../api/locales.ts';
import { GAME_IDS } from '../api/site-routes.ts';
import { GAME_NAMES } from '../src/content/brand.ts';
import { WORLDS } from '../src/content/worlds.ts';
import linguiConfig from '../lingui.config.ts';
import identical from '../locales/identical-ok.json' with { type: 'json' };
import { MAIL_MESSAGES } from '../server/mail/messages.ts';

interface Entry {
  id: string;
  translation: string;
}

/** Reads msgid/msgstr pairs of a Lingui PO catalog (single- and multi-line strings). */
export function readPo(path: string): Entry[] {
  const text = readFileSync(path, 'utf8');
  const entries: Entry[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const take = (key: string) => {
      const match = new RegExp(`^${key} ((?:".*"\\n?)+)`, 'm').exec(block + '\n');
      if (!match) return null;
      return match[1]!
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as string)
        .join('');
    };
    const id = take('msgid');
    const translation = take('msgstr');
    if (id && translation !== null) entries.push({ id, translation });
  }
  return entries;
}

/** The header entry of a PO file (msgid ""), as name → value. */
function readHeaders(path: string): Record<string, string> {
  const header = readFileSync(path, 'utf8').split(/\n\s*\n/)[0] ?? '';
  const lines = [...header.matchAll(/^"(.*)"$/gm)].map((m) => JSON.parse(`"${m[1]}"`) as string).join('');
  return Object.fromEntries(
    lines
      .split('\n')
      .filter((line) => line.includes(':'))
      .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

const PLURAL_SAMPLE = Array.from({ length: 250 }, (_, n) => n);
/** How a gettext Plural-Forms header groups the counts 0–249: for each count, the first count in its form. */
function pluralClasses(pluralForms: string): number[] {
  const match = /^nplurals=(\d+);\s*plural=(.+?);?$/.exec(pluralForms);
  if (!match) return [];
  // The header's C expression is also valid JavaScript (numbers, comparisons, ?:, %, &&, ||).
  if (!/^[\sn0-9()?:%<>=!&|+-]+$/.test(match[2]!)) return [];
  const form = new Function('n', `return Number(${match[2]!});`) as (n: number) => number;
  const forms = PLURAL_SAMPLE.map(form);
  if (new Set(forms).size !== Number(match[1]) || forms.some((f) => f >= Number(match[1]))) return [];
  return forms.map((f) => forms.indexOf(f));
}
/** The same grouping by the language's own plural rules (Intl, as Lingui uses them). */
function intlPluralClasses(iso: string): number[] {
  const rules = new Intl.PluralRules(iso);
  const categories = PLURAL_SAMPLE.map((n) => rules.select(n));
  return categories.map((c) => categories.indexOf(c));
}

/**
 * The placeholders a message names, each once: a language with more (or fewer) plural branches than English
 * repeats a placeholder more (or fewer) times, and that is right as long as none is lost or invented.
 */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{[A-Za-z0-9_]+\}/g)].map((m) => m[0]))].sort();
const allowedIdentical = new Set(Object.keys(identical.messages));
/** A source entry's English: its msgstr (the msgid where that is empty). */
const english = (e: Entry) => e.translation || e.id;

/** Every catalog of lingui.config.ts (the site's and the mails'), as a path with `{locale}`, without `.po`. */
const CATALOGS = (linguiConfig.catalogs ?? []).map((catalog) => catalog.path.replace('<rootDir>/', ''));
const poFile = (catalog: string, code: string) => `${catalog.replace('{locale}', code)}.po`;
/** The mails' catalog, which the server loads compiled (`lingui compile --typescript` writes mail.ts). */
const MAIL_CATALOG = 'server/mail/locales/{locale}/mail';
/** Fewer messages than this in a catalog's English source means the extraction went wrong. */
const LEAST_MESSAGES: Readonly<Record<string, number>> = { 'locales/{locale}/messages': 50 };

/** Every message descriptor of server/mail/messages.ts. */
function mailIds(node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  if ('id' in node && typeof node.id === 'string') return [node.id];
  return Object.values(node).flatMap(mailIds);
}

/** The mail catalog as Lingui's own tools read it (lingui.config.ts, through @lingui/conf as the CLI does). */
type LinguiCatalog = Awaited<ReturnType<typeof getCatalogs>>[number];
let mailCatalogRead: Promise<{ config: LinguiConfigNormalized; catalog: LinguiCatalog }> | undefined;
function mailCatalog() {
  mailCatalogRead ??= (async () => {
    const config = getConfig({ cwd: process.cwd() });
    const catalog = (await getCatalogs(config)).find((c) => c.path === `${config.rootDir}/${MAIL_CATALOG}`);
    if (!catalog) throw new Error(`${MAIL_CATALOG} is not a catalog of lingui.config.ts`);
    return { config, catalog };
  })();
  return mailCatalogRead;
}

describe('catalogs', () => {
  it('lingui.config.ts holds the site and the mail catalogs', () => {
    expect(CATALOGS).toEqual(['locales/{locale}/messages', MAIL_CATALOG]);
  });

  describe.each(CATALOGS)('%s', (catalog) => {
    const source = readPo(poFile(catalog, 'en'));

    it('the English source has messages', () => {
      expect(source.length).toBeGreaterThan(LEAST_MESSAGES[catalog] ?? 0);
    });

    it('the English source names its language and plural forms', () => {
      const headers = readHeaders(poFile(catalog, 'en'));
      expect(headers.Language).toBe('en');
      expect(pluralClasses(headers['Plural-Forms'] ?? '')).toEqual(intlPluralClasses('en'));
    });

    describe.each(LOCALES.filter((l) => l.code !== 'en').map((l) => l.code))('%s', (code) => {
      const entries = new Map(readPo(poFile(catalog, code)).map((e) => [e.id, e.translation]));

      it('has every message of the source, translated', () => {
        const missing = source.filter((e) => !entries.get(e.id)?.trim()).map((e) => e.id);
        expect(missing).toEqual([]);
      });

      it('copies no English text (except the listed brand terms)', () => {
        const copied = source
          .filter((e) => entries.get(e.id) === english(e) && !allowedIdentical.has(e.id))
          .map((e) => e.id);
        expect(copied).toEqual([]);
      });

      it('keeps every placeholder', () => {
        const broken = source
          .filter(
            (e) =>
              entries.get(e.id) &&
              placeholders(entries.get(e.id)!).join() !== placeholders(english(e)).join(),
          )
          .map((e) => e.id);
        expect(broken).toEqual([]);
      });

      it('names its language by its BCP 47 tag, with the plural forms of that language', () => {
        const { iso } = localeByCode(code);
        const headers = readHeaders(poFile(catalog, code));
        expect(headers.Language).toBe(iso);
        expect(pluralClasses(headers['Plural-Forms'] ?? '')).toEqual(intlPluralClasses(iso));
      });

      it('has no leftover messages that the source no longer holds', () => {
        const ids = new Set(source.map((e) => e.id));
        expect([...entries.keys()].filter((id) => !ids.has(id))).toEqual([]);
      });
    });
  });

  describe('the site catalog', () => {
    const source = readPo(poFile('locales/{locale}/messages', 'en'));
    const translations = (code: string) =>
      new Map(readPo(poFile('locales/{locale}/messages', code)).map((e) => [e.id, e.translation]));

    it.each(LOCALES.map((l) => l.code))('%s keeps each game’s name in its play prompt', (code) => {
      const entries = translations(code);
      for (const game of GAME_IDS) {
        const prompt = WORLDS[game].playPrompt.message ?? '';
        expect(source.map((e) => e.id)).toContain(prompt);
        expect(entries.get(prompt)).toContain(GAME_NAMES[game]);
      }
    });

    it('French sets a narrow no-break space before ! ? ; and a no-break space before : and inside « »', () => {
      const wrong = [...translations('fr').values()].filter(
        (text) =>
          /(^|[^\u202f])[!?;]/.test(text.replace(/^[!?;]+/, '')) ||
          /(^|[^\u00a0]):(\s|$)/.test(text) ||
          /«(?!\u00a0)|(?<!\u00a0)»/.test(text),
      );
      expect(wrong).toEqual([]);
    });
  });

  describe('the mail catalog', () => {
    it('holds exactly the messages of server/mail/messages.ts (run `npm run extract` after changing them)', () => {
      const ids = [...new Set(mailIds(MAIL_MESSAGES))].sort();
      expect(
        readPo(poFile(MAIL_CATALOG, 'en'))
          .map((e) => e.id)
          .sort(),
      ).toEqual(ids);
    });

    it.each(LOCALES.map((l) => l.code))(
      '%s is compiled from its .po as it is now (run `npx lingui compile --typescript` after changing it)',
      async (code) => {
        // As `lingui compile` does: the locale's translations, English where one is missing.
        const { catalog, config } = await mailCatalog();
        const { messages } = await catalog.getTranslations(code, {
          fallbackLocales: config.fallbackLocales || {},
          sourceLocale: config.sourceLocale ?? 'en',
        });
        const { source, errors } = createCompiledCatalog(code, messages, { namespace: 'json' });
        expect(errors).toEqual([]);
        const compiled = (await import(`../server/mail/locales/${code}/mail.ts`)) as { messages: Messages };
        expect(compiled.messages).toEqual((JSON.parse(source) as { messages: Messages }).messages);
      },
    );
  });
});
