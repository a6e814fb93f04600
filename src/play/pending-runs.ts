import type { RunResult } from '../../machines/game-run.ts';

/**
 * Runs whose end has not reached the server yet, kept on this device (see run-api.ts). Apart from the API client,
 * so the page can tell at start whether there is anything to send without loading the client for nothing.
 */
const PENDING_KEY = 'gear-pending-runs';

export interface PendingRun {
  uuid: string;
  result: RunResult;
  previous?: string | null;
}

const storage = {
  read<T>(key: string, fallback: T): T {
    try {
      const raw = localStorage.getItem(key);
      return raw ? (JSON.parse(raw) as T) : fallback;
    } catch {
      return fallback;
    }
  },
  write(key: string, value: unknown): void {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Private mode may refuse storage: the run then survives only while the page stays open.
    }
  },
};

export function pendingRuns(): PendingRun[] {
  return storage.read<PendingRun[]>(PENDING_KEY, []);
}

export function keepPending(run: PendingRun): void {
  storage.write(PENDING_KEY, [...pendingRuns().filter((r) => r.uuid !== run.uuid), run]);
}

export function dropPending(uuid: string): void {
  const left = pendingRuns().filter((r) => r.uuid !== uuid);
  storage.write(PENDING_KEY, left.length ? left : null);
}
