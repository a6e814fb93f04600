import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSiteMessages } from './site-messages.ts';

const po = (entries: [string, string][]) =>
  [
    'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n',
    ...entries.map(([id, str]) => `msgid "${id}"\nmsgstr "${str}"\n`),
  ].join('\n');

describe("the site's words on the server", () => {
  it("read the site's own catalogs", () => {
    const messages = createSiteMessages();
    expect(messages.t('de', 'Cookies on this site')).toBe('Cookies auf dieser Website');
    expect(messages.t('en', 'Cookies on this site')).toBe('Cookies on this site');
  });

  it('fall back to the source catalog for an untranslated message, and refuse one the site does not have', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-messages-'));
    for (const [locale, entries] of Object.entries({
      en: [
        ['Hello', 'Hello'],
        ["Don't {count} go", "Don't {count} go"],
      ],
      fr: [
        ['Hello', 'Bonjour'],
        ["Don't {count} go", ''],
      ],
    } as Record<string, [string, string][]>)) {
      mkdirSync(join(dir, locale));
      writeFileSync(join(dir, locale, 'messages.po'), po(entries));
    }
    const messages = createSiteMessages((locale) => pathToFileURL(join(dir, locale, 'messages.po')));
    expect(messages.t('fr', 'Hello')).toBe('Bonjour');
    expect(messages.t('fr', "Don't {count} go")).toBe("Don't  go");
    expect(() => messages.t('fr', 'Goodbye')).toThrow(/not in the site's catalogs/);
  });
});
