import type { TermsPdfLocale } from '../../../api/terms-languages.ts';
import { ar } from './ar.ts';
import { cz } from './cz.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { id } from './id.ts';
import { jp } from './jp.ts';
import { kr } from './kr.ts';
import { th } from './th.ts';
import type { TermsText } from './types.ts';
import { vn } from './vn.ts';
import { zhCn } from './zh-cn.ts';
import { zhTw } from './zh-tw.ts';

/**
 * The rules in each language that has its own PDF. They live here, not in the site's Lingui catalogs: the PDF is a
 * build artifact, and a legal text is written and reviewed as a whole per language (docs/decisions.md).
 */
export const TERMS_TEXTS: Record<TermsPdfLocale, TermsText> = {
  ar,
  cz,
  de,
  en,
  es,
  fr,
  id,
  jp,
  kr,
  th,
  vn,
  'zh-cn': zhCn,
  'zh-tw': zhTw,
};
