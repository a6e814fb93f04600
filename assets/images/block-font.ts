import { num } from './svg.ts';

/**
 * A geometric block font for the few letters the slogan needs, drawn as stroked centre lines with chamfered
 * corners. System fonts differ between machines (and may be missing where images are built), so no `<text>`
 * is ever used: the letters are paths.
 *
 * Glyphs live in a 4 × 6 box; strokes are 1.2 units wide and stick out 0.6 units beyond the centre lines.
 */

const GLYPHS: Record<string, { d: string; width: number }> = {
  G: { d: 'M4,0 H1 L0,1 V5 L1,6 H4 V3 H2', width: 4 },
  E: { d: 'M4,0 H1 L0,1 V5 L1,6 H4 M0,3 H3', width: 4 },
  A: { d: 'M0,6 V1 L1,0 H3 L4,1 V6 M0,3.5 H4', width: 4 },
  R: { d: 'M0,6 V0 H3 L4,1 V2.5 L3,3.5 H0 M2.4,3.5 L4,5.1 V6', width: 4 },
  U: { d: 'M0,0 V5 L1,6 H3 L4,5 V0', width: 4 },
  P: { d: 'M0,6 V0 H3 L4,1 V2.5 L3,3.5 H0', width: 4 },
  M: { d: 'M0,6 V0 L2,2.6 L4,0 V6', width: 4 },
  O: { d: 'M1,0 H3 L4,1 V5 L3,6 H1 L0,5 V1 Z', width: 4 },
  N: { d: 'M0,6 V0 L4,6 V0', width: 4 },
};

const STROKE = 1.2;
const GAP = 1.7;
const SPACE = 2.6;

/** Width of a text in glyph units, outer stroke edges included. */
export function blockTextWidth(text: string): number {
  let x = 0;
  let last = 0;
  for (const ch of text) {
    if (ch === ' ') {
      x += SPACE;
      continue;
    }
    const w = ch === '.' ? 0 : (GLYPHS[ch]?.width ?? 0);
    last = x + w;
    x += w + GAP;
  }
  return last + STROKE;
}

export interface BlockTextOptions {
  /** Left edge and top edge of the text's ink, in the document's units. */
  x: number;
  y: number;
  /** Document units per glyph unit: the cap height is 7.2 × unit. */
  unit: number;
  /** A colour or a `url(#…)` paint. */
  paint: string;
}

export function blockText(text: string, options: BlockTextOptions): string {
  const parts: string[] = [];
  let x = 0;
  for (const ch of text) {
    if (ch === ' ') {
      x += SPACE;
      continue;
    }
    if (ch === '.') {
      parts.push(
        `<rect x="${num(x - STROKE / 2)}" y="${num(6 - STROKE / 2)}" width="${STROKE}" height="${STROKE}" fill="${options.paint}" stroke="none"/>`,
      );
      x += GAP;
      continue;
    }
    const glyph = GLYPHS[ch];
    if (!glyph) throw new Error(`block font has no glyph for ${JSON.stringify(ch)}`);
    parts.push(`<path d="${glyph.d}" transform="translate(${num(x)},0)"/>`);
    x += glyph.width + GAP;
  }
  const offset = STROKE / 2;
  // Miter joins keep corners sharp; the low limit bevels the acute tips of M and N instead of spiking.
  return (
    `<g transform="translate(${num(options.x)},${num(options.y)}) scale(${num(options.unit)}) translate(${offset},${offset})" ` +
    `fill="none" stroke="${options.paint}" stroke-width="${STROKE}" stroke-linejoin="miter" stroke-miterlimit="2" stroke-linecap="square">` +
    parts.join('') +
    '</g>'
  );
}
