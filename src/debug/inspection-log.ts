import type { InspectionEvent } from 'xstate';

/** What the #debug inspector shows: the latest snapshot of every actor and the recent events. */
export interface InspectionEntry {
  at: number;
  actorId: string;
  kind: 'event' | 'snapshot';
  summary: string;
}

const MAX_ENTRIES = 200;

function createInspectionLog() {
  const entries: InspectionEntry[] = [];
  const states = new Map<string, string>();
  const listeners = new Set<() => void>();
  let version = 0;
  return {
    record(event: InspectionEvent) {
      const actorId = (event.actorRef as { id?: string }).id || event.actorRef.sessionId;
      if (event.type === '@xstate.event') {
        entries.push({ at: Date.now(), actorId, kind: 'event', summary: JSON.stringify(event.event) });
      } else if (event.type === '@xstate.snapshot') {
        const value = (event.snapshot as { value?: unknown }).value;
        if (value !== undefined) states.set(actorId, JSON.stringify(value));
      } else return;
      if (entries.length > MAX_ENTRIES) entries.splice(0, entries.length - MAX_ENTRIES);
      version++;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getVersion: () => version,
    entries: () => entries,
    states: () => states,
  };
}

export const inspectionLog = createInspectionLog();
