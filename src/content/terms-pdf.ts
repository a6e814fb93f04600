import type { LocaleCode } from '../../api/locales.ts';
import { termsPdfLocale } from '../../api/terms-languages.ts';
import { resolveAsset, type AssetIndex } from '../engine/asset-index.ts';
import { BUILT_ASSETS } from '../engine/built-assets.ts';

/**
 * Where the terms-and-conditions PDF for a locale is, relative to the site's base (the page's <base href>), e.g.
 * `generated/terms/terms-en-3f9a0c1b2d.pdf`: the build's content-hashed file, so it is cached for good and a
 * rebuilt PDF (a new window) gets a new address. Locales without their own PDF (pl, ru, tr, it, ua) get English.
 */
export function termsPdfPath(locale: LocaleCode, index: AssetIndex = BUILT_ASSETS): string {
  return resolveAsset(index, `terms/${termsPdfLocale(locale)}`, false, false).url;
}
