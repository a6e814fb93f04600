import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../api/locales.ts';
import { TERMS_PDF_LOCALES } from '../../api/terms-languages.ts';
import type { AssetIndex } from '../engine/asset-index.ts';
import { termsPdfPath } from './terms-pdf.ts';

const index: AssetIndex = Object.fromEntries(
  TERMS_PDF_LOCALES.map((code) => [`terms/${code}`, { url: `generated/terms/terms-${code}-abcdef1234.pdf` }]),
);

describe('termsPdfPath', () => {
  it('gives each locale with its own terms its own PDF', () => {
    expect(termsPdfPath('ar', index)).toBe('generated/terms/terms-ar-abcdef1234.pdf');
    expect(termsPdfPath('zh-tw', index)).toBe('generated/terms/terms-zh-tw-abcdef1234.pdf');
  });

  it.each(['pl', 'ru', 'tr', 'it', 'ua'] as const)('gives %s the English PDF (spec)', (code) => {
    expect(termsPdfPath(code, index)).toBe('generated/terms/terms-en-abcdef1234.pdf');
  });

  it('finds a built PDF for every locale in this build', () => {
    for (const code of LOCALE_CODES)
      expect(termsPdfPath(code)).toMatch(/^generated\/terms\/terms-[a-z-]+-[\w-]{10}\.pdf$/);
  });
});
