import type { AnalyticsEvent } from '../../api/analytics.ts';
import type { AnalyticsAdapter } from './analytics-adapter.ts';

/**
 * The operator's analytics tag (ANALYTICS_TAG_URL): its script is added to the page once analytics is allowed,
 * and the site's events go to it through `window.dataLayer`, the queue most tag loaders read. The tag is the
 * operator's choice and its own cookies are its own business; the Content-Security-Policy admits its origin.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const TAG_SCRIPT_ID = 'analytics-tag';

export function createTagAnalytics(tagUrl: string, doc: Document = document): AnalyticsAdapter {
  const win = doc.defaultView!;
  win.dataLayer = win.dataLayer ?? [];
  let stopped = false;
  if (!doc.getElementById(TAG_SCRIPT_ID)) {
    const script = doc.createElement('script');
    script.id = TAG_SCRIPT_ID;
    script.async = true;
    script.src = tagUrl;
    doc.head.append(script);
  }
  return {
    track(event: AnalyticsEvent) {
      if (stopped) return;
      win.dataLayer!.push({ event: event.type, ...(event.game ? { game: event.game } : {}) });
    },
    stop() {
      stopped = true;
      doc.getElementById(TAG_SCRIPT_ID)?.remove();
      // The script has run and may keep collecting on its own: only a fresh page is rid of it.
      return { reloadNeeded: true };
    },
  };
}
