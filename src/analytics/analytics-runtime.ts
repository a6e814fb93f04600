import type { Actor } from 'xstate';
import { parseSiteAnalytics, SITE_ANALYTICS_ID, type AnalyticsBody } from '../../api/analytics.ts';
import { parseSiteApiAccess, SITE_API_ACCESS_ID } from '../../api/site-api-access.ts';
import type { SiteMachine } from '../../machines/site.ts';
import type { AnalyticsAdapter } from './analytics-adapter.ts';
import { createFirstPartyAnalytics, pageTransport } from './first-party.ts';
import { followSite } from './site-events.ts';
import { createTagAnalytics } from './tag.ts';
import { setRunningAdapter } from './track.ts';

/**
 * Analytics, started only once the visitor allows it: this module is imported dynamically by the consent system
 * (src/consent/consent-system.ts), so before consent not one line of it is even downloaded. The page the server
 * rendered says which adapter: the operator's tag, or the first-party counters.
 */
export interface RunningAnalytics {
  stop(): { reloadNeeded: boolean };
}

export function startAnalytics(site: Actor<SiteMachine>): RunningAnalytics {
  const config = parseSiteAnalytics(document.getElementById(SITE_ANALYTICS_ID)?.textContent);
  const adapter: AnalyticsAdapter = config.tagUrl
    ? createTagAnalytics(config.tagUrl)
    : createFirstPartyAnalytics({
        transport: pageTransport(new URL('api/analytics/events', document.baseURI).toString(), signedSend()),
        win: window,
        doc: document,
      });
  setRunningAdapter(adapter);
  const unfollow = followSite(site, (event) => adapter.track(event));
  return {
    stop() {
      unfollow();
      setRunningAdapter(null);
      return adapter.stop();
    },
  };
}

/** When the server asks for signed or encrypted calls, batches go through the API client, which does both. */
function signedSend(): ((body: string) => Promise<boolean>) | null {
  const access = parseSiteApiAccess(document.getElementById(SITE_API_ACCESS_ID)?.textContent);
  if (!access.signing && !access.payloadKey) return null;
  return async (body) => {
    const [{ createApiClient, ApiRequestError }, { importPayloadKey }] = await Promise.all([
      import('../api/client.ts'),
      import('../../api/payload-crypto.ts'),
    ]);
    const client = createApiClient({
      baseUrl: new URL('api', document.baseURI).toString(),
      fetch: (input, init) => fetch(input, { ...init, keepalive: true }),
      ...(access.signing ? { signing: access.signing } : {}),
      ...(access.payloadKey ? { payloadKey: await importPayloadKey(access.payloadKey) } : {}),
    });
    try {
      await client.countAnalyticsEvents((JSON.parse(body) as AnalyticsBody).events);
      return true;
    } catch (error) {
      // Refused (400, 429): sending it again would be refused again. Anything else: try later.
      return error instanceof ApiRequestError && error.status < 500;
    }
  };
}
