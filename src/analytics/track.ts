import type { AnalyticsEvent } from '../../api/analytics.ts';
import type { AnalyticsAdapter } from './analytics-adapter.ts';

/**
 * The one entry point for events the site's features report themselves (a share): it forwards to the running
 * adapter, and drops the event when analytics is not allowed (or not loaded yet). It stays tiny on purpose:
 * features import it eagerly, while the adapters arrive in their own chunk only after consent.
 */
let running: AnalyticsAdapter | null = null;

export function track(event: AnalyticsEvent): void {
  running?.track(event);
}

/** Set by the analytics runtime when it starts, cleared when it stops. */
export function setRunningAdapter(adapter: AnalyticsAdapter | null): void {
  running = adapter;
}
