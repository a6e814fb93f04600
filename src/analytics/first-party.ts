import { MAX_ANALYTICS_BATCH, type AnalyticsEvent } from '../../api/analytics.ts';
import type { AnalyticsAdapter } from './analytics-adapter.ts';

/**
 * The first-party, cookieless counters: events wait in a queue and leave in batches, when the queue is full,
 * a while after the first one waits, and when the page is hidden or left (the last chance a mobile browser
 * gives). Nothing goes into storage and nothing identifies the visitor.
 */

/** How long an event may wait for company before its batch leaves anyway. */
export const FLUSH_AFTER_MS = 10_000;
/** A queue this long leaves at once. */
export const FLUSH_AT = 20;
/** Events kept while sending fails; beyond, the oldest are dropped (counters, not records). */
const MAX_QUEUE = 200;

export interface Transport {
  /**
   * Sends one batch's JSON. `unloading`: the page is being hidden or left, so it must go in a way that outlives
   * the page (a beacon). Resolves false when the batch did not leave.
   */
  send(body: string, unloading: boolean): Promise<boolean>;
}

export interface FirstPartyOptions {
  transport: Transport;
  /** Where pagehide fires (window). */
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Where visibilitychange fires, with its state (document). */
  doc: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export function createFirstPartyAnalytics({
  transport,
  win,
  doc,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: FirstPartyOptions): AnalyticsAdapter {
  let queue: AnalyticsEvent[] = [];
  let timer: unknown = null;
  let stopped = false;

  const flush = (unloading: boolean) => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    while (queue.length > 0 && !stopped) {
      const batch = queue.slice(0, MAX_ANALYTICS_BATCH);
      queue = queue.slice(batch.length);
      void transport.send(JSON.stringify({ events: batch }), unloading).then(
        (sent) => {
          // A batch that could not leave waits for the next flush, unless consent was withdrawn meanwhile.
          if (!sent && !stopped) queue = [...batch, ...queue].slice(-MAX_QUEUE);
        },
        () => {
          if (!stopped) queue = [...batch, ...queue].slice(-MAX_QUEUE);
        },
      );
    }
  };

  const onPageHide = () => flush(true);
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') flush(true);
  };
  win.addEventListener('pagehide', onPageHide);
  doc.addEventListener('visibilitychange', onVisibility);

  return {
    track(event) {
      if (stopped) return;
      queue.push(event);
      if (queue.length > MAX_QUEUE) queue = queue.slice(-MAX_QUEUE);
      if (queue.length >= FLUSH_AT) flush(false);
      else if (timer === null) timer = setTimer(() => flush(false), FLUSH_AFTER_MS);
    },
    stop() {
      stopped = true;
      queue = [];
      if (timer !== null) clearTimer(timer);
      timer = null;
      win.removeEventListener('pagehide', onPageHide);
      doc.removeEventListener('visibilitychange', onVisibility);
      return { reloadNeeded: false };
    },
  };
}

/**
 * The page's own transport to POST api/analytics/events: a beacon while the page goes away (a string body, so
 * text/plain: a beacon cannot make a preflighted request), otherwise fetch with keepalive. When the server asks
 * for signed or encrypted calls (api/site-api-access.ts), a beacon cannot carry the headers: every batch then
 * goes through the signed API client with keepalive.
 */
export function pageTransport(
  endpoint: string,
  signed: ((body: string) => Promise<boolean>) | null,
): Transport {
  return {
    async send(body, unloading) {
      if (signed) return signed(body);
      if (unloading && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body))
        return true;
      const response = await fetch(endpoint, {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body,
      });
      // A refused batch (400, 429) would be refused again: it counts as gone.
      return response.ok || (response.status >= 400 && response.status < 500);
    },
  };
}
