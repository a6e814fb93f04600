import * as fontkit from 'fontkit';
import { graphemes } from '../../api/display-name.ts';
import { shareFontFile, type ShareFontFamily, type ShareFontWeight } from './share-fonts.ts';

/**
 * The width of a line of the share image, from the glyph advances of the very font files sharp draws it with
 * (share-fonts.ts). Pango, which draws the SVG's text, takes each character from the first family of the
 * `font-family` list that has it; this does the same per grapheme, then shapes each run of graphemes that share a
 * font with fontkit (kerning, Arabic joining, Thai and Indic clusters) and adds the runs' advances. A grapheme
 * that no family holds (an emoji, a rare script) is drawn by whatever font the system has, or as a box: it counts
 * as MISSING_GLYPH_EM, and the image clips the line to its box in any case.
 */
export const MISSING_GLYPH_EM = 1.3;

/** Code points that shape a neighbour rather than stand for a glyph of their own: no font needs to hold them. */
function isModifier(codePoint: number): boolean {
  return (
    codePoint === 0x200d ||
    codePoint === 0xfe0e ||
    codePoint === 0xfe0f ||
    (codePoint >= 0x1f3fb && codePoint <= 0x1f3ff)
  );
}

const fonts = new Map<string, fontkit.Font>();

/** Fonts open lazily: a Latin name never loads the CJK files (several MB each). */
function fontOf(family: ShareFontFamily, weight: ShareFontWeight): fontkit.Font {
  const key = `${family}/${weight}`;
  let font = fonts.get(key);
  if (!font) {
    font = fontkit.openSync(shareFontFile(family, weight));
    fonts.set(key, font);
  }
  return font;
}

function holds(font: fontkit.Font, grapheme: string): boolean {
  for (const ch of grapheme) {
    const codePoint = ch.codePointAt(0)!;
    if (!isModifier(codePoint) && !font.hasGlyphForCodePoint(codePoint)) return false;
  }
  return true;
}

/** The family Pango would draw `grapheme` with, or null when none of `families` holds it. */
function familyFor(
  grapheme: string,
  families: readonly ShareFontFamily[],
  weight: ShareFontWeight,
): ShareFontFamily | null {
  return families.find((family) => holds(fontOf(family, weight), grapheme)) ?? null;
}

/** The width of `text` in ems (multiply by the font size for pixels). */
export function textWidthEm(
  text: string,
  families: readonly ShareFontFamily[],
  weight: ShareFontWeight,
): number {
  let ems = 0;
  let run = '';
  let runFamily: ShareFontFamily | null = null;
  const flush = () => {
    if (run && runFamily) {
      const font = fontOf(runFamily, weight);
      ems += font.layout(run).advanceWidth / font.unitsPerEm;
    }
    run = '';
  };
  for (const grapheme of graphemes(text)) {
    const family = familyFor(grapheme, families, weight);
    if (family === null) {
      flush();
      runFamily = null;
      ems += MISSING_GLYPH_EM;
      continue;
    }
    if (family !== runFamily) {
      flush();
      runFamily = family;
    }
    run += grapheme;
  }
  flush();
  return ems;
}

export interface FittedLine {
  /** The text to draw: `text` whole, or cut at a grapheme with an ellipsis when even `min` px is too wide. */
  text: string;
  /** The font size, in px. */
  size: number;
  /** The drawn width at that size, in px, as measured. */
  width: number;
}

/**
 * The largest size from `min` to `max` px at which `text` fits in `width` px. A text too wide even at `min` is
 * cut, grapheme by grapheme, with an ellipsis, so it fits at `min`.
 */
export function fitLine(
  text: string,
  families: readonly ShareFontFamily[],
  weight: ShareFontWeight,
  box: { width: number; max: number; min: number },
): FittedLine {
  const ems = textWidthEm(text, families, weight);
  const size = Math.min(box.max, Math.floor(box.width / Math.max(ems, 0.01)));
  if (size >= box.min) return { text, size, width: ems * size };
  const parts = graphemes(text);
  // Start near the length that fits (widths are close to proportional), then step down to the first that does.
  const guess = Math.ceil((parts.length * box.width) / (ems * box.min)) + 1;
  for (let keep = Math.min(parts.length - 1, guess); keep > 0; keep--) {
    const cut = `${parts.slice(0, keep).join('').trimEnd()}…`;
    const cutEms = textWidthEm(cut, families, weight);
    if (cutEms * box.min <= box.width) return { text: cut, size: box.min, width: cutEms * box.min };
  }
  return { text: '…', size: box.min, width: textWidthEm('…', families, weight) * box.min };
}
