import bidiFactory from 'bidi-js';
import PDFDocument from 'pdfkit';
import { PRIZE_TIERS, windowBounds } from '../../api/competition.ts';
import { localeByCode } from '../../api/locales.ts';
import type { TermsPdfLocale } from '../../api/terms-languages.ts';
import { termsFacts, type TermsSubject } from './facts.ts';
import { scriptFor, type Script } from './fonts.ts';
import { breakUnits, fillLines } from './line-breaks.ts';
import { TERMS_TEXTS } from './text/index.ts';
import { SECTION_ORDER, type TermsText } from './text/types.ts';

const bidi = bidiFactory();

type Weight = 'regular' | 'bold';
type FontName = `${'main' | 'latin'}-${Weight}`;
interface Piece {
  text: string;
  font: FontName;
}
/** What pdfkit keeps of the current font: fontkit's font, asked which characters it has a glyph for. */
interface PdfkitFontState {
  _font: { font: { hasGlyphForCodePoint(codePoint: number): boolean } };
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { side: 62, top: 58, bottom: 66 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.side;
const INK = '#1d1d1b';
const MUTED = '#5c5c58';
const RULE = '#b9b9b2';
const SIZE = { brand: 9, title: 17, lead: 10, heading: 11, body: 9.5, table: 9, footer: 7.5 };
/** Bidi controls steer the ordering but have no glyph: they are never drawn. */
const BIDI_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/gu;
/**
 * Given no features, pdfkit shapes a text word by word (for its cache) and lines the words up left to right, which
 * puts the words of a right-to-left run in the wrong order. Any features list makes it shape the whole run at
 * once; an empty one keeps fontkit's defaults for the script (Arabic joining forms, ligatures, kerning).
 */
const SHAPE_WHOLE_RUN: PDFKit.Mixins.OpenTypeFeatures[] = [];
const STRONG_RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;

/** The parts of pdfkit's embedded font that {@link mapEachGlyphUse} replaces or calls. */
interface PdfkitEmbeddedFont {
  font: { getGlyph(id: number, characters?: number[]): object };
  scale: number;
  widths: number[];
  unicode: number[][];
  subset: { glyphs: number[]; includeGlyph(id: number): number };
  layout(
    text: string,
    features: unknown,
  ): {
    glyphs: { id: number; codePoints: number[]; advanceWidth: number }[];
    positions: unknown[];
  };
  encode(text: string, features: unknown): [string[], unknown[]];
}

/**
 * Makes the text a reader copies or searches the text that was written. Noto Sans Arabic draws a letter as a
 * skeleton shared by several letters plus its dots (ج, ح and خ are one skeleton), but fontkit keeps one glyph
 * object per glyph id, with the characters of its first use, and pdfkit maps each glyph of the subset to those:
 * every ج after a ح would read back as ح. Here each use of a glyph carries its own characters, each pairing of a
 * glyph with its characters gets its own slot in the subset (the outline is stored once more), and a dot, which
 * stands for no character alone, maps to an invisible format character (readers skip it; an empty mapping would
 * make them guess one from the glyph's code).
 */
const WORD_JOINER = 0x2060;

function mapEachGlyphUse(font: PdfkitEmbeddedFont): void {
  const getGlyph = font.font.getGlyph.bind(font.font);
  font.font.getGlyph = (id, characters = []) =>
    Object.create(getGlyph(id, characters), {
      codePoints: { value: characters, enumerable: true },
    }) as object;
  const slots = new Map<string, number>();
  font.encode = function encode(text, features) {
    const { glyphs, positions } = this.layout(text, features);
    const codes = glyphs.map((glyph) => {
      const key = `${glyph.id}:${glyph.codePoints.join(',')}`;
      let slot = slots.get(key);
      if (slot === undefined) {
        const first = this.subset.includeGlyph(glyph.id);
        slot = this.unicode[first] === undefined ? first : this.subset.glyphs.push(glyph.id) - 1;
        slots.set(key, slot);
        this.widths[slot] = glyph.advanceWidth * this.scale;
        this.unicode[slot] = glyph.codePoints.length > 0 ? glyph.codePoints : [WORD_JOINER];
      }
      return slot.toString(16).padStart(4, '0');
    });
    return [codes, positions];
  };
}

/** Lays out and draws one document: lines, pages, fonts per character, right-to-left lines in visual order. */
class Typesetter {
  readonly doc: PDFKit.PDFDocument;
  readonly script: Script;
  readonly iso: string;
  y = MARGIN.top;
  private readonly coverage = new Map<string, boolean>();

  constructor(script: Script, iso: string, info: PDFKit.DocumentInfo) {
    this.script = script;
    this.iso = iso;
    this.doc = new PDFDocument({
      size: [PAGE.width, PAGE.height],
      margin: 0,
      bufferPages: true,
      autoFirstPage: true,
      lang: iso,
      displayTitle: true,
      info,
    });
    this.doc.registerFont('main-regular', Buffer.from(script.face.regular));
    this.doc.registerFont('main-bold', Buffer.from(script.face.bold));
    const latin = script.fallback ?? script.face;
    this.doc.registerFont('latin-regular', Buffer.from(latin.regular));
    this.doc.registerFont('latin-bold', Buffer.from(latin.bold));
  }

  get rtl(): boolean {
    return this.script.dir === 'rtl';
  }

  /** Selects a font, first making its glyphs map back to their own characters. */
  private use(font: FontName): PDFKit.PDFDocument {
    this.doc.font(font);
    const embedded = (this.doc as unknown as { _font: PdfkitEmbeddedFont & { mapsEachUse?: true } })._font;
    if (!embedded.mapsEachUse) {
      mapEachGlyphUse(embedded);
      embedded.mapsEachUse = true;
    }
    return this.doc;
  }

  private has(font: FontName, char: string): boolean {
    const key = `${font}:${char}`;
    let known = this.coverage.get(key);
    if (known === undefined) {
      this.doc.font(font);
      known = (this.doc as unknown as PdfkitFontState)._font.font.hasGlyphForCodePoint(char.codePointAt(0)!);
      this.coverage.set(key, known);
    }
    return known;
  }

  /** The text cut where the font must change: the language's face where it has the glyph, else the Latin one. */
  pieces(text: string, weight: Weight): Piece[] {
    const pieces: Piece[] = [];
    for (let char of text.replace(BIDI_CONTROLS, '')) {
      let font: FontName = `main-${weight}`;
      if (!this.has(font, char)) {
        font = `latin-${weight}`;
        // A space the fonts lack (a narrow no-break space in a time) is still a space.
        if (!this.has(font, char)) char = /\s/u.test(char) ? ' ' : char;
      }
      const last = pieces[pieces.length - 1];
      if (last && last.font === font) last.text += char;
      else pieces.push({ text: char, font });
    }
    return pieces;
  }

  private pieceWidth(piece: Piece, size: number): number {
    return this.doc.font(piece.font).fontSize(size).widthOfString(piece.text, { features: SHAPE_WHOLE_RUN });
  }

  measure(text: string, weight: Weight, size: number): number {
    return this.pieces(text, weight).reduce((sum, piece) => sum + this.pieceWidth(piece, size), 0);
  }

  /**
   * One line's pieces in the order they are drawn, left to right. A right-to-left line is reordered by the
   * Unicode bidi algorithm (bidi-js): runs at each level are reversed as rule L2 says, and brackets in them
   * mirrored. fontkit shapes an Arabic piece and returns its glyphs already right to left, so only pieces
   * without Arabic letters (spaces, punctuation) in a right-to-left run are reversed here.
   */
  private visualPieces(line: string, weight: Weight): Piece[] {
    if (!this.rtl) return this.pieces(line, weight);
    const { levels } = bidi.getEmbeddingLevels(line, 'rtl');
    const mirrored = bidi.getMirroredCharactersMap(line, levels);
    const chars = [...line].map((char, i) => mirrored.get(i) ?? char);
    // Level runs (indices are UTF-16 units; the texts here have no astral characters but the code stays exact).
    const runs: { text: string; level: number }[] = [];
    let index = 0;
    for (const char of chars) {
      const level = levels[index]!;
      const last = runs[runs.length - 1];
      if (last && last.level === level) last.text += char;
      else runs.push({ text: char, level });
      index += char.length;
    }
    const highest = Math.max(...runs.map((r) => r.level));
    const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)));
    for (let level = highest; level >= lowestOdd; level -= 1) {
      let i = 0;
      while (i < runs.length) {
        if (runs[i]!.level < level) {
          i += 1;
          continue;
        }
        let j = i;
        while (j < runs.length && runs[j]!.level >= level) j += 1;
        runs.splice(i, j - i, ...runs.slice(i, j).reverse());
        i = j;
      }
    }
    return runs.flatMap((run) => {
      const pieces = this.pieces(run.text, weight);
      if (run.level % 2 === 0) return pieces;
      return pieces
        .reverse()
        .map((p) => (STRONG_RTL.test(p.text) ? p : { ...p, text: [...p.text].reverse().join('') }));
    });
  }

  /** Draws one line on `baseline`, within [x, x + width], at the start or the end of the line's direction. */
  drawLine(
    line: string,
    options: { weight: Weight; size: number; x: number; width: number; baseline: number; color?: string },
  ): { left: number; width: number } {
    const pieces = this.visualPieces(line, options.weight);
    const widths = pieces.map((p) => this.pieceWidth(p, options.size));
    const total = widths.reduce((a, b) => a + b, 0);
    let x = this.rtl ? options.x + options.width - total : options.x;
    const left = x;
    this.doc.fillColor(options.color ?? INK);
    pieces.forEach((piece, i) => {
      this.use(piece.font).fontSize(options.size).text(piece.text, x, options.baseline, {
        lineBreak: false,
        baseline: 'alphabetic',
        features: SHAPE_WHOLE_RUN,
      });
      x += widths[i]!;
    });
    return { left, width: total };
  }

  /** A paragraph's lines at `width`. */
  lines(text: string, weight: Weight, size: number, width: number): string[] {
    return fillLines(breakUnits(text, this.script.breaks, this.iso), width, (t) =>
      this.measure(t, weight, size),
    );
  }

  lineHeight(size: number): number {
    return size * this.script.leading;
  }

  /** Starts a new page when fewer than `height` points are left. */
  ensure(height: number): void {
    if (this.y + height > PAGE.height - MARGIN.bottom) {
      this.doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
      this.y = MARGIN.top;
    }
  }

  paragraph(text: string, options: { weight: Weight; size: number; after: number; color?: string }): void {
    const height = this.lineHeight(options.size);
    for (const line of this.lines(text, options.weight, options.size, CONTENT_WIDTH)) {
      this.ensure(height);
      this.drawLine(line, {
        ...options,
        x: MARGIN.side,
        width: CONTENT_WIDTH,
        baseline: this.y + options.size,
      });
      this.y += height;
    }
    this.y += options.after;
  }

  rule(): void {
    this.doc
      .moveTo(MARGIN.side, this.y)
      .lineTo(PAGE.width - MARGIN.side, this.y)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
  }
}

/** The tiers table: tier, minimum total score, winners, prize; columns run right to left in Arabic. */
function tiersTable(t: Typesetter, text: TermsText): void {
  const number = new Intl.NumberFormat(t.iso);
  const fractions = [0.15, 0.23, 0.14, 0.48];
  const header = [text.table.tier, text.table.minScore, text.table.winners, text.table.prize];
  const rows = PRIZE_TIERS.map((tier) => [
    text.tierName(number.format(tier.tier)),
    number.format(tier.minScore),
    number.format(tier.winners),
    text.prizes[tier.prize],
  ]);
  const pad = 5;
  const size = SIZE.table;
  const lineHeight = t.lineHeight(size);
  const widths = fractions.map((f) => f * CONTENT_WIDTH);
  const lefts = widths.map((_, i) => {
    const before = widths.slice(0, i).reduce((a, b) => a + b, 0);
    return t.rtl ? PAGE.width - MARGIN.side - before - widths[i]! : MARGIN.side + before;
  });
  const drawRow = (cells: string[], weight: Weight, shaded: boolean) => {
    const cellLines = cells.map((cell, i) => t.lines(cell, weight, size, widths[i]! - 2 * pad));
    const height = Math.max(...cellLines.map((l) => l.length)) * lineHeight + 2 * pad;
    t.ensure(height);
    if (shaded) t.doc.rect(MARGIN.side, t.y, CONTENT_WIDTH, height).fillColor('#ecebe6').fill();
    cellLines.forEach((lines, i) => {
      lines.forEach((line, n) => {
        t.drawLine(line, {
          weight,
          size,
          x: lefts[i]! + pad,
          width: widths[i]! - 2 * pad,
          baseline: t.y + pad + n * lineHeight + size,
        });
      });
    });
    t.doc.rect(MARGIN.side, t.y, CONTENT_WIDTH, height).lineWidth(0.6).strokeColor(RULE).stroke();
    for (const left of lefts.slice(1)) {
      const edge = t.rtl ? left + widths[lefts.indexOf(left)]! : left;
      t.doc
        .moveTo(edge, t.y)
        .lineTo(edge, t.y + height)
        .stroke();
    }
    t.y += height;
  };
  drawRow(header, 'bold', true);
  for (const row of rows) drawRow(row, 'regular', false);
  t.y += 8;
}

/** The privacy policy's address on the site, and the link to it from the PDF (resolved against the PDF's own URL). */
function privacyLine(t: Typesetter, text: TermsText, locale: TermsPdfLocale): void {
  const path = `/${locale}/page/privacy-policy`;
  const size = SIZE.body;
  t.ensure(t.lineHeight(size));
  // The address is isolated left to right (LRI … PDI), or an Arabic line would move its leading slash to its end.
  const { left, width } = t.drawLine(`${text.privacyLink}: \u2066${path}\u2069`, {
    weight: 'bold',
    size,
    x: MARGIN.side,
    width: CONTENT_WIDTH,
    baseline: t.y + size,
  });
  // The PDF is served at <base>generated/terms/…; two levels up is the site's base under any BASE_PATH.
  t.doc.link(left, t.y, width, t.lineHeight(size), `../..${path}`);
  t.y += t.lineHeight(size) + 4;
}

function footers(t: Typesetter, text: TermsText, organiser: string): void {
  const { start, count } = t.doc.bufferedPageRange();
  const number = new Intl.NumberFormat(t.iso);
  for (let i = start; i < start + count; i += 1) {
    t.doc.switchToPage(i);
    const baseline = PAGE.height - MARGIN.bottom / 2;
    const options = {
      weight: 'regular',
      size: SIZE.footer,
      width: CONTENT_WIDTH,
      baseline,
      color: MUTED,
    } as const;
    const pageLabel = text.page(number.format(i + 1), number.format(count));
    const labelWidth = t.measure(pageLabel, 'regular', SIZE.footer);
    // Brand at the line's start, page counter at its end (mirrored in a right-to-left document).
    t.drawLine(`${organiser} · ${text.title}`, { ...options, x: MARGIN.side });
    t.drawLine(pageLabel, {
      ...options,
      x: t.rtl ? MARGIN.side : PAGE.width - MARGIN.side - labelWidth,
      width: labelWidth,
    });
  }
}

/** The terms and conditions in one language, as PDF bytes; the same inputs always give the same bytes. */
export async function termsPdf(locale: TermsPdfLocale, subject: TermsSubject): Promise<Uint8Array> {
  const { iso } = localeByCode(locale);
  const text = TERMS_TEXTS[locale];
  const facts = termsFacts(iso, subject, locale);
  const t = new Typesetter(scriptFor(locale), iso, {
    Title: text.title,
    Author: subject.organiser,
    Subject: text.lead(facts),
    // A fixed date keeps the bytes reproducible; the rules take effect when the window opens.
    CreationDate: new Date(windowBounds(subject.window).opens),
  });
  const chunks: Buffer[] = [];
  t.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => t.doc.on('end', () => resolve()));

  t.paragraph(subject.organiser, { weight: 'bold', size: SIZE.brand, after: 2, color: MUTED });
  t.paragraph(text.title, { weight: 'bold', size: SIZE.title, after: 4 });
  t.paragraph(text.lead(facts), { weight: 'regular', size: SIZE.lead, after: 8 });
  t.rule();
  t.y += 10;
  const number = new Intl.NumberFormat(iso);
  SECTION_ORDER.forEach((key, i) => {
    const section = text[key];
    // A heading is never left alone at the foot of a page.
    t.ensure(t.lineHeight(SIZE.heading) + 2 * t.lineHeight(SIZE.body));
    t.paragraph(`${number.format(i + 1)}. ${section.heading}`, {
      weight: 'bold',
      size: SIZE.heading,
      after: 2,
    });
    for (const paragraph of section.paragraphs(facts))
      t.paragraph(paragraph, { weight: 'regular', size: SIZE.body, after: 4 });
    if (key === 'tiers') tiersTable(t, text);
    if (key === 'data') privacyLine(t, text, locale);
    t.y += 5;
  });
  footers(t, text, subject.organiser);
  t.doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
