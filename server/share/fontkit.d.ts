// fontkit ships no types; this covers what the share image's measuring uses (server/share/text-width.ts).
declare module 'fontkit' {
  export interface GlyphRun {
    /** The run's total advance, in font units. */
    advanceWidth: number;
  }

  export interface Font {
    unitsPerEm: number;
    familyName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string, features?: string[] | Record<string, boolean>, script?: string): GlyphRun;
  }

  export function openSync(filename: string, postscriptName?: string): Font;
}
