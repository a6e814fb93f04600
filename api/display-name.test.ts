import { describe, expect, it } from 'vitest';
import { fieldErrorCode } from './errors.ts';
import { cleanName, graphemeCount, hasHiddenCharacters, nameField, normaliseName } from './display-name.ts';

const codesOf = (max: number, value: unknown) => {
  const result = nameField(max).safeParse(value, { reportInput: true });
  return result.success ? [] : result.error.issues.map(fieldErrorCode);
};

describe('names (api/display-name.ts)', () => {
  it.each([
    ['right-to-left override', 'Max\u202eretsuM'],
    ['left-to-right override', '\u202dMax'],
    ['pop directional formatting', 'Max\u202c'],
    ['first strong isolate', 'Max \u2068Mustermann\u2069'],
    ['right-to-left isolate', '\u2067Max'],
    ['left-to-right mark', 'Max\u200e'],
    ['right-to-left mark', 'Max\u200f'],
    ['zero-width space', 'Ma\u200bx'],
    ['zero-width non-joiner', 'Ma\u200cx'],
    ['zero-width joiner between letters', 'Max\u200dMustermann'],
    ['word joiner', 'Ma\u2060x'],
    ['byte order mark inside', 'Ma\ufeffx'],
    ['soft hyphen', 'Ma\u00adx'],
    ['Arabic letter mark', 'ماكس\u061c'],
    ['tag characters (hidden text)', 'Max\u{e0068}\u{e0069}'],
    ['a control (tab)', 'Max\tM'],
    ['a C1 control', 'Max\u0085'],
    ['a line separator', 'Max\u2028M'],
    ['a Hangul filler (an invisible letter)', '\u3164'],
    ['a private-use character', 'Max\ue000'],
    ['an unpaired surrogate', 'Max\ud800'],
    ['a variation selector that is not an emoji one', 'Max\ufe00'],
  ])('refuses a %s with the field code invisible_characters', (_, name) => {
    expect(hasHiddenCharacters(normaliseName(name))).toBe(true);
    expect(codesOf(80, name)).toContain('invisible_characters');
  });

  it.each([
    ['Ada', 'Ada'],
    ['Zoë', 'Zoë'],
    ['ماكس', 'Arabic'],
    ['王小明', 'Han'],
    ['สมชาย', 'Thai'],
    ['क्षितिज', 'Devanagari'],
    ['Ольга', 'Cyrillic'],
    ['Nguyễn', 'Vietnamese'],
    ['👨‍👩‍👧‍👦', 'an emoji family (joiners between emoji)'],
    ['🧑🏽‍🚀', 'an astronaut with a skin tone'],
    ['❤️', 'an emoji with its selector'],
    ['Jean-Luc O’Neill', 'punctuation'],
  ])('accepts %s (%s)', (name) => {
    expect(codesOf(80, name)).toEqual([]);
  });

  it('NFKC-normalises and trims: full-width letters become the letters they look like', () => {
    expect(nameField(80).parse('  Ｍａｘ ')).toBe('Max');
    expect(nameField(80).parse('ﬁona')).toBe('fiona');
    // The composed form, so the same name is stored once whatever keyboard typed it.
    expect(nameField(80).parse('Zoe\u0308')).toBe('Zoë');
  });

  it('counts graphemes, not UTF-16 units: a family, a Devanagari or a Thai cluster is one', () => {
    expect(graphemeCount('👨‍👩‍👧‍👦')).toBe(1);
    expect(graphemeCount('क्षि')).toBe(1);
    expect(graphemeCount('ที่')).toBe(1);
    expect(codesOf(3, '👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦')).toEqual([]);
    expect(codesOf(3, '👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦')).toEqual(['too_long']);
    expect(codesOf(2, 'ที่ที่')).toEqual([]);
    expect(codesOf(40, 'M'.repeat(40))).toEqual([]);
    expect(codesOf(40, 'M'.repeat(41))).toEqual(['too_long']);
  });

  it('calls an empty name required and refuses a letter buried under stacked marks', () => {
    expect(codesOf(80, '   ')).toEqual(['required']);
    expect(codesOf(80, `Z${'\u0336\u0334'.repeat(5)}algo`)).toEqual(['invalid']);
    expect(codesOf(80, 'a\u0301\u0323')).toEqual([]);
  });

  it('cleans a name that was never checked: hidden characters out, NFKC, at most max graphemes', () => {
    expect(cleanName('\u202eＭａｘ\u200b ', 80)).toBe('Max');
    expect(cleanName('👨‍👩‍👧‍👦 Kim', 80)).toBe('👨‍👩‍👧‍👦 Kim');
    expect(cleanName('abcdef', 3)).toBe('abc');
    expect(cleanName('\u200b', 80)).toBe('');
  });
});
