import { z } from 'zod';

/**
 * Names that other visitors see (first and last name, nickname): on the boards, in a share page's og:title and in
 * the share image. A name must not be able to deceive there, so it is NFKC-normalised (full-width and other
 * compatibility forms become the letters they look like) and must hold no character that is invisible or moves
 * text around: format characters (Unicode category Cf: bidi overrides and isolates, LRM/RLM, zero-width space and
 * joiners, word joiner, BOM, tag characters), controls (Cc), unpaired surrogates, private-use characters, line and
 * paragraph separators, and the other default-ignorable code points (Hangul fillers, variation selectors beyond
 * the emoji ones). A zero-width joiner is kept only where it joins two emoji into one (a family, a profession):
 * there it is how the emoji is written and shows as that emoji or as the emoji side by side, never as hidden text.
 * Lengths count graphemes (what a reader sees as one character), not UTF-16 units.
 *
 * The same schema runs on the server (authoritative) and in the forms, so the visitor sees the same verdict.
 */

/** The field error code of a name with a hidden or direction-changing character (api/errors.ts). */
export const HIDDEN_CHARACTERS = 'invisible_characters';

const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
const ZWJ = '\u200d';
/** VS15 and VS16 choose text or emoji presentation: visible in effect, and part of many emoji. */
const EMOJI_SELECTORS = new Set(['\ufe0e', '\ufe0f']);
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;
/** What may sit between a pictograph and a joiner that follows it: a skin tone or an emoji selector. */
function isEmojiTrailer(ch: string): boolean {
  const cp = ch.codePointAt(0)!;
  return (cp >= 0x1f3fb && cp <= 0x1f3ff) || EMOJI_SELECTORS.has(ch);
}

/** More combining marks than this on one character is stacked "zalgo" text that overruns the lines around it. */
export const MAX_MARKS_PER_GRAPHEME = 6;

/** Whether the joiner at `i` of `chars` joins two emoji (optionally with skin tones or selectors between). */
function joinsEmoji(chars: readonly string[], i: number): boolean {
  let before = i - 1;
  while (before >= 0 && isEmojiTrailer(chars[before]!)) before--;
  return before >= 0 && PICTOGRAPH.test(chars[before]!) && PICTOGRAPH.test(chars[i + 1] ?? '');
}

/** The code point offsets of `text`'s hidden characters (see above), in order. */
function hiddenAt(text: string): number[] {
  const chars = [...text];
  const found: number[] = [];
  chars.forEach((ch, i) => {
    if (!HIDDEN.test(ch) || EMOJI_SELECTORS.has(ch)) return;
    if (ch === ZWJ && joinsEmoji(chars, i)) return;
    found.push(i);
  });
  return found;
}

/** Whether `text` holds a character that a name may not (invisible, direction-changing, a control). */
export function hasHiddenCharacters(text: string): boolean {
  return hiddenAt(text).length > 0;
}

let segmenter: Intl.Segmenter | null | undefined;

/** The grapheme clusters of `text`; by code point where the engine has no Intl.Segmenter. */
export function graphemes(text: string): string[] {
  segmenter ??=
    typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('und', { granularity: 'grapheme' }) : null;
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : [...text];
}

export function graphemeCount(text: string): number {
  return graphemes(text).length;
}

const MARK = /\p{M}/gu;

function overloadedWithMarks(text: string): boolean {
  return graphemes(text).some((g) => (g.match(MARK)?.length ?? 0) > MAX_MARKS_PER_GRAPHEME);
}

/** NFKC, then trimmed; what every name field stores. */
export function normaliseName(text: string): string {
  return text.normalize('NFKC').trim();
}

/**
 * A name that was never checked (a social provider's, or one stored before these rules) made fit to show: NFKC,
 * hidden characters removed, at most `max` graphemes. Names typed on this site are refused instead (nameField).
 */
export function cleanName(text: string, max: number): string {
  const chars = [...text.normalize('NFKC')];
  const hidden = new Set(hiddenAt(text.normalize('NFKC')));
  const visible = chars
    .filter((_, i) => !hidden.has(i))
    .join('')
    .trim();
  return graphemes(visible).slice(0, max).join('').trim();
}

/**
 * A name field of at most `max` graphemes. Its issues map to the field codes of api/errors.ts: too_long, required
 * (empty once trimmed), invisible_characters, invalid (stacked marks).
 */
export function nameField(max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? normaliseName(value) : value),
    z
      .string()
      .min(1)
      .superRefine((value, ctx) => {
        if (hasHiddenCharacters(value))
          ctx.addIssue({
            code: 'custom',
            message: 'Names cannot contain invisible or direction-changing characters',
            params: { code: HIDDEN_CHARACTERS },
            input: value,
          });
        if (graphemeCount(value) > max)
          ctx.addIssue({
            code: 'too_big',
            origin: 'string',
            maximum: max,
            inclusive: true,
            message: `At most ${max} characters`,
            input: value,
          });
        if (overloadedWithMarks(value))
          ctx.addIssue({
            code: 'custom',
            message: `A character may carry at most ${MAX_MARKS_PER_GRAPHEME} accents or marks`,
            input: value,
          });
      })
      .meta({
        // The reference (docs/api.md) shows the limit; the check itself counts graphemes, above.
        maxLength: max,
        description: `NFKC-normalised; at most ${max} characters as a reader counts them (graphemes); no invisible or direction-changing character (field code invisible_characters)`,
      }),
  );
}
