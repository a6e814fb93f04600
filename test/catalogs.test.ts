import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../api/locales.ts';
import identical from '../locales/identical-ok.json' with { type: 'json' };

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

const placeholders = (text: string) => [...text.matchAll(/\{[A-Za-z0-9_]+\}/g)].map((m) => m[0]).sort();
const source = readPo('locales/en/messages.po');
const allowedIdentical = new Set(Object.keys(identical.messages));

describe('catalogs', () => {
  it('the English source has messages', () => {
    expect(source.length).toBeGreaterThan(50);
  });

  describe.each(LOCALES.filter((l) => l.code !== 'en').map((l) => l.code))('%s', (code) => {
    const entries = new Map(readPo(`locales/${code}/messages.po`).map((e) => [e.id, e.translation]));

    it('has every message of the source, translated', () => {
      const missing = source.filter((e) => !entries.get(e.id)?.trim()).map((e) => e.id);
      expect(missing).toEqual([]);
    });

    it('copies no English text (except the listed brand terms)', () => {
      const copied = source
        .filter((e) => entries.get(e.id) === e.id && !allowedIdentical.has(e.id))
        .map((e) => e.id);
      expect(copied).toEqual([]);
    });

    it('keeps every placeholder', () => {
      const broken = source
        .filter(
          (e) => entries.get(e.id) && placeholders(entries.get(e.id)!).join() !== placeholders(e.id).join(),
        )
        .map((e) => e.id);
      expect(broken).toEqual([]);
    });

    it('has no leftover messages that the source no longer holds', () => {
      const ids = new Set(source.map((e) => e.id));
      expect([...entries.keys()].filter((id) => !ids.has(id))).toEqual([]);
    });
  });
});
