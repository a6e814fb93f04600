import type { MessageDescriptor } from '@lingui/core';
import { isLocaleCode, localeByCode } from '../../../api/locales.ts';
import { GAME_IDS, type GameId } from '../../../api/site-routes.ts';
import { WORLDS } from '../../content/worlds.ts';

/**
 * Each device's taglines as they are drawn: translated, in capitals cased by the page's language (Turkish
 * "ZAHMETSİZ"), which a bare toLocaleUpperCase() would take from the browser instead.
 */
export function taglineLines(
  translate: (line: MessageDescriptor) => string,
  locale: string,
): Record<GameId, string[]> {
  const lang = localeByCode(isLocaleCode(locale) ? locale : 'en').iso;
  return Object.fromEntries(
    GAME_IDS.map((id) => [id, WORLDS[id].taglines.map((line) => translate(line).toLocaleUpperCase(lang))]),
  ) as Record<GameId, string[]>;
}
