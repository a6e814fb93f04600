import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every rule of the site's style sheets: its selectors and its declarations. */
function rules(): { file: string; selectors: string[]; body: string }[] {
  const dir = new URL('./', import.meta.url);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.css'))
    .flatMap((file) => {
      const css = readFileSync(new URL(file, dir), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
        file,
        selectors: splitTopLevel(m[1]!.trim()),
        body: m[2]!,
      }));
    });
}

/** Splits a selector list at its top-level commas (not those inside :is(…)). */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  parts.push(current.trim());
  return parts.map((p) => p.replace(/\s+/g, ' '));
}

describe('letter-spacing on Arabic text', () => {
  it('is taken back to normal for every rule that tracks letters apart', () => {
    const all = rules();
    const reset = all.find(
      (r) =>
        r.selectors.some((s) => s.startsWith(':is(') && s.endsWith(':lang(ar)')) &&
        /letter-spacing:\s*normal/.test(r.body),
    );
    expect(reset).toBeDefined();
    const inner = /^:is\(([\s\S]*)\):lang\(ar\)$/.exec(reset!.selectors[0]!)?.[1] ?? '';
    const resetFor = new Set(splitTopLevel(inner));
    const spaced = all
      .filter((r) => r !== reset && /letter-spacing:\s*(?![\s]|normal|0[;\s])/.test(r.body))
      .flatMap((r) => r.selectors.filter((s) => !s.includes(':lang(ar)')).map((s) => `${r.file}: ${s}`));
    expect(spaced.length).toBeGreaterThan(10);
    expect(spaced.filter((entry) => !resetFor.has(entry.slice(entry.indexOf(': ') + 2)))).toEqual([]);
  });
});
