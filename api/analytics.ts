import { z } from 'zod';
import { GAME_IDS } from './site-routes.ts';

/**
 * First-party, cookieless counters (docs/decisions.md "Cookie consent"): the browser reports what happened, the
 * server adds one to a daily counter per event type and game. Nothing identifies the visitor: no id, no address,
 * no cookie, no path, no time finer than the day the server receives it.
 */
export const ANALYTICS_EVENT_TYPES = ['page_view', 'game_start', 'game_end', 'save', 'share'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** The most events one request may carry; the browser sends its queue in batches of at most this many. */
export const MAX_ANALYTICS_BATCH = 50;
/** The largest body the route reads, in bytes: 50 of the longest events fit about four times over. */
export const MAX_ANALYTICS_BODY_BYTES = 8 * 1024;

export const AnalyticsEvent = z
  .object({
    type: z
      .enum(ANALYTICS_EVENT_TYPES, {
        error: `type must be one of ${ANALYTICS_EVENT_TYPES.join(', ')}`,
      })
      .describe('What happened'),
    game: z
      .enum(GAME_IDS, { error: `game must be one of ${GAME_IDS.join(', ')}` })
      .optional()
      .describe('The game it concerns, when one does'),
  })
  .strict();
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;

export const AnalyticsBody = z
  .object({
    events: z
      .array(AnalyticsEvent)
      .min(1)
      .max(MAX_ANALYTICS_BATCH, `at most ${MAX_ANALYTICS_BATCH} events per request`)
      .describe(`The batch, 1 to ${MAX_ANALYTICS_BATCH} events`),
  })
  .strict();
export type AnalyticsBody = z.infer<typeof AnalyticsBody>;

export const AnalyticsAnswer = z.object({
  success: z.literal(true),
  /** How many events were counted. */
  counted: z.number().int().nonnegative(),
});

/** The site's analytics configuration, written by the server into every page it renders. */
export const SiteAnalytics = z.object({
  /** ANALYTICS_TAG_URL: an https script loaded after analytics consent instead of the first-party counters. */
  tagUrl: z.url({ protocol: /^https$/ }).optional(),
});
export type SiteAnalytics = z.infer<typeof SiteAnalytics>;

/** The id of the element that carries it: `<script type="application/json" id="analytics-config">`, data, never run. */
export const SITE_ANALYTICS_ID = 'analytics-config';

/** The element's markup; `<` is escaped so no value can close the element early. */
export function siteAnalyticsTag(analytics: SiteAnalytics): string {
  const json = JSON.stringify(analytics).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SITE_ANALYTICS_ID}">${json}</script>`;
}

/** Reads it back; anything malformed counts as no tag (the first-party counters). */
export function parseSiteAnalytics(text: string | null | undefined): SiteAnalytics {
  if (!text) return {};
  try {
    const parsed = SiteAnalytics.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
