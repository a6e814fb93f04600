/**
 * Where a paragraph may break into lines. Languages that separate words with spaces break at spaces; Thai,
 * Japanese and Chinese write words without spaces, so their words are found with Intl.Segmenter (ICU's
 * dictionaries) and a line may end after any word. Punctuation stays on the line of the word before it, and an
 * opening bracket or quote with the word after it (the rules of kinsoku shori, in small).
 */
export type BreakMode = 'spaces' | 'words';

/** Characters a line must not start with. */
const NO_LINE_START =
  /^[\s,.;:!?)\]}»”’、。，．：；！？）」』】〕〉》・ー々〜ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ%‰]/u;
/** Characters a line must not end with. */
const NO_LINE_END = /[([{«“‘「『【〔〈《（]$/u;

/** The paragraph cut into units a line may end after; joined back they give the paragraph. */
export function breakUnits(text: string, mode: BreakMode, iso: string): string[] {
  if (mode === 'spaces') return text.match(/\s*\S+\s*/gu) ?? [];
  const units: string[] = [];
  for (const { segment } of new Intl.Segmenter(iso, { granularity: 'word' }).segment(text)) {
    const last = units.length - 1;
    if (last >= 0 && (NO_LINE_START.test(segment) || NO_LINE_END.test(units[last]!))) units[last] += segment;
    else units.push(segment);
  }
  return units;
}

/**
 * Greedy line filling: as many units on a line as fit in `width` (trailing spaces do not count). A unit wider
 * than a whole line (a long address) is cut between characters.
 */
export function fillLines(
  units: readonly string[],
  width: number,
  measure: (text: string) => number,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const unit of units) {
    const candidate = line + unit;
    if (line === '' || measure(candidate.trimEnd()) <= width) {
      line = candidate;
    } else {
      lines.push(line.trimEnd());
      line = unit.trimStart();
    }
    while (measure(line.trimEnd()) > width && [...line.trimEnd()].length > 1) {
      const chars = [...line];
      let fit = 1;
      while (fit < chars.length && measure(chars.slice(0, fit + 1).join('')) <= width) fit += 1;
      lines.push(chars.slice(0, fit).join(''));
      line = chars.slice(fit).join('');
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}
