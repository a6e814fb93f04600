import type { AnalyticsEvent } from '../../api/analytics.ts';

/**
 * What the site reports once a visitor allows analytics, whichever way it is sent: the first-party counters
 * (first-party.ts) or the operator's tag (tag.ts).
 */
export interface AnalyticsAdapter {
  track(event: AnalyticsEvent): void;
  /**
   * Stops sending for good (consent withdrawn). Events not yet sent are dropped. Answers whether the page must
   * reload to be rid of it: a third-party script, once run, cannot be unloaded.
   */
  stop(): { reloadNeeded: boolean };
}
