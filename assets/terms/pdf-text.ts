import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfReading {
  /** All text as a reader's viewer extracts it (pdf.js, as in Firefox): right-to-left runs in reading order. */
  text: string;
  /**
   * Each printed line's separate pieces (a table row's cells), left to right as on the page, page after page;
   * blank pieces left out.
   */
  lines: string[][];
}

/** Reads a PDF's text back (tests and checks of the built PDFs). */
export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  const document = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  let text = '';
  const lines: string[][] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const byBaseline = new Map<number, { x: number; str: string }[]>();
    for (const item of (await (await document.getPage(n)).getTextContent()).items) {
      if (!('str' in item)) continue;
      text += item.str + (item.hasEOL ? '\n' : '');
      if (item.str.trim() === '') continue;
      const y = Math.round(item.transform[5] as number);
      byBaseline.set(y, [
        ...(byBaseline.get(y) ?? []),
        { x: item.transform[4] as number, str: item.str.trim() },
      ]);
    }
    text += '\n';
    for (const y of [...byBaseline.keys()].sort((a, b) => b - a))
      lines.push(
        byBaseline
          .get(y)!
          .sort((a, b) => a.x - b.x)
          .map((piece) => piece.str),
      );
  }
  await document.destroy();
  return { text, lines };
}
