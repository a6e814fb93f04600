import { z } from 'zod';

/**
 * What the site's own pages need to call an API that asks for signed (API_CLIENTS) or encrypted (PAYLOAD_KEY)
 * requests. The server writes it into every page it renders, from its configuration only. It is obfuscation, not
 * a secret: anyone who opens the page can read it, and the real guards are replay verification, rate limits and
 * tokens (see docs/decisions.md).
 */
export const SiteApiAccess = z.object({
  signing: z
    .object({ clientId: z.string().min(1), key: z.string().min(1), projectSlug: z.string().min(1) })
    .optional(),
  payloadKey: z.string().min(1).optional(),
});
export type SiteApiAccess = z.infer<typeof SiteApiAccess>;

/** The id of the element that carries it: `<script type="application/json" id="api-access">`, data, never run. */
export const SITE_API_ACCESS_ID = 'api-access';

/** The element's markup; `<` is escaped so no value can close the element early. */
export function siteApiAccessTag(access: SiteApiAccess): string {
  const json = JSON.stringify(access).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SITE_API_ACCESS_ID}">${json}</script>`;
}

/** Reads it back from the element's text; anything malformed counts as no access (plain calls). */
export function parseSiteApiAccess(text: string | null | undefined): SiteApiAccess {
  if (!text) return {};
  try {
    const parsed = SiteApiAccess.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
