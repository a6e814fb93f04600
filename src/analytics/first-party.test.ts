import { describe, expect, it } from 'vitest';
import { MAX_ANALYTICS_BATCH } from '../../api/analytics.ts';
import { createFirstPartyAnalytics, FLUSH_AFTER_MS, FLUSH_AT, type Transport } from './first-party.ts';

/** A page's window and document, a manual clock and a transport that records each batch. */
function harness(answer: () => Promise<boolean> = async () => true) {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const timers: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
  const sent: Array<{ types: string[]; unloading: boolean }> = [];
  const transport: Transport = {
    send: (body, unloading) => {
      const { events } = JSON.parse(body) as { events: Array<{ type: string; game?: string }> };
      sent.push({ types: events.map((e) => (e.game ? `${e.type}:${e.game}` : e.type)), unloading });
      return answer();
    },
  };
  const analytics = createFirstPartyAnalytics({
    transport,
    win: win as unknown as Window,
    doc: doc as unknown as Document,
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  });
  const fireTimers = () => timers.filter((t) => !t.cleared).forEach((t) => ((t.cleared = true), t.run()));
  return { analytics, win, doc, timers, sent, fireTimers };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('first-party analytics', () => {
  it('sends nothing at once: a batch leaves a while after its first event', () => {
    const { analytics, sent, timers, fireTimers } = harness();
    analytics.track({ type: 'page_view' });
    analytics.track({ type: 'game_start', game: 'mouse' });
    expect(sent).toEqual([]);
    expect(timers.map((t) => t.ms)).toEqual([FLUSH_AFTER_MS]);
    fireTimers();
    expect(sent).toEqual([{ types: ['page_view', 'game_start:mouse'], unloading: false }]);
  });

  it('sends a full queue at once', () => {
    const { analytics, sent } = harness();
    for (let i = 0; i < FLUSH_AT; i++) analytics.track({ type: 'page_view' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.types).toHaveLength(FLUSH_AT);
    expect(FLUSH_AT).toBeLessThanOrEqual(MAX_ANALYTICS_BATCH);
  });

  it('sends what waits as a beacon when the page is hidden or left', () => {
    const { analytics, win, doc, sent, timers } = harness();
    analytics.track({ type: 'page_view' });
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toEqual([]);
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toEqual([{ types: ['page_view'], unloading: true }]);
    expect(timers[0]!.cleared).toBe(true);
    analytics.track({ type: 'save' });
    win.dispatchEvent(new Event('pagehide'));
    expect(sent[1]).toEqual({ types: ['save'], unloading: true });
    win.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2);
  });

  it('keeps a batch that could not leave for the next flush', async () => {
    let online = false;
    const { analytics, win, sent } = harness(async () => online);
    analytics.track({ type: 'page_view' });
    win.dispatchEvent(new Event('pagehide'));
    await settle();
    online = true;
    analytics.track({ type: 'share' });
    win.dispatchEvent(new Event('pagehide'));
    expect(sent.map((s) => s.types)).toEqual([['page_view'], ['page_view', 'share']]);
  });

  it('once stopped (consent withdrawn) drops what waits and sends nothing more', async () => {
    const { analytics, win, sent, timers } = harness(async () => false);
    analytics.track({ type: 'page_view' });
    win.dispatchEvent(new Event('pagehide'));
    analytics.track({ type: 'save' });
    expect(analytics.stop()).toEqual({ reloadNeeded: false });
    await settle();
    expect(timers.every((t) => t.cleared)).toBe(true);
    analytics.track({ type: 'share' });
    win.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([{ types: ['page_view'], unloading: true }]);
  });
});
