import { createHash } from 'node:crypto';
import { beatLine, type BeatLine } from '../../api/beat-share.ts';
import { absoluteUrl, type HeadContext, type SharedHead } from '../../api/head-tags.ts';
import type { LocaleCode } from '../../api/locales.ts';
import { isPublicSlug } from '../../api/site-routes.ts';
import { publicPlayer } from '../accounts/accounts.ts';
import { HttpError } from '../http/http-error.ts';
import type { Services } from '../services.ts';
import { shareImageSvg, type ShareImageData } from './share-image.ts';

/** A shared player's result, as the share page and its image show it. */
export interface SharedResult {
  slug: string;
  name: string;
  /** Null while the player has no total (no game saved yet): there is then no result to picture. */
  total: number | null;
  /** The total's comparison with the other players on the total board; null without a total. */
  beat: BeatLine | null;
}

/** The player a share link names, or null when it names nobody (a malformed slug is never looked up). */
export async function findSharedResult(services: Services, slug: string): Promise<SharedResult | null> {
  if (!isPublicSlug(slug)) return null;
  try {
    const player = await publicPlayer(services, slug);
    return {
      slug,
      name: player.name,
      total: player.scores.total,
      beat:
        player.beat_percent === null || player.challengers === null
          ? null
          : beatLine(player.beat_percent, player.challengers),
    };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/** What the image of a result in `locale` draws, or null when there is no total to draw. */
export function shareImageData(result: SharedResult, locale: LocaleCode): ShareImageData | null {
  if (result.total === null || result.beat === null) return null;
  return { name: result.name, total: result.total, beat: result.beat, locale };
}

/**
 * The image's version: a hash of the SVG it is drawn from, so it changes with the name, the numbers, the language
 * and the drawing code alike. Weak, since another libvips build may rasterise the same SVG to other bytes.
 */
export function shareImageTag(data: ShareImageData): string {
  return `W/"${createHash('sha256').update(shareImageSvg(data)).digest('base64url').slice(0, 32)}"`;
}

/** The image's path under the base path; `v` changes with the picture, so a preview cache never shows an old one. */
export function shareImagePath(slug: string, data: ShareImageData): string {
  const version = shareImageTag(data).slice(3, 15);
  return `/api/share/${slug}/image.png?locale=${data.locale}&v=${version}`;
}

/**
 * The share page's head data for a found result with a total; undefined for a player with nothing to show yet,
 * whose page keeps the usual tags (null would mean "nobody", a 404).
 */
export function sharedHead(
  result: SharedResult,
  locale: LocaleCode,
  ctx: HeadContext,
): SharedHead | undefined {
  const data = shareImageData(result, locale);
  if (!data) return undefined;
  return {
    name: result.name,
    total: data.total,
    beat: data.beat,
    imageUrl: absoluteUrl(ctx, shareImagePath(result.slug, data)),
  };
}
