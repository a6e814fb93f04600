import type { TermsPdfLocale } from '../../../api/terms-languages.ts';
import { ar } from './ar.ts';
import { en } from './en.ts';
import type { TermsText } from './types.ts';

/** The rules in each language that has its own PDF. */
export const TERMS_TEXTS: Record<TermsPdfLocale, TermsText> = {
  ar,
  cz: en,
  de: en,
  en,
  es: en,
  fr: en,
  id: en,
  jp: en,
  kr: en,
  th: en,
  vn: en,
  'zh-cn': en,
  'zh-tw': en,
};
