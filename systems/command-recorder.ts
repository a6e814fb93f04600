/**
 * Records a run's commands as replay entries, each with the steps since the previous entry (since the start for
 * the first), as every game's replay format has them. The game keeps one per run and starts a new one with it.
 */
export interface CommandRecorder<C, E extends readonly unknown[]> {
  /** Adds the command played on step `tick` (ticks only grow within a run). */
  record(tick: number, command: C): void;
  /** A copy of the entries so far, for the recording the server replays. */
  entries(): E[];
}

export function createCommandRecorder<C, E extends readonly unknown[]>(
  entryOf: (gap: number, command: C) => E,
): CommandRecorder<C, E> {
  const entries: E[] = [];
  let lastEntryTick = 0;
  return {
    record(tick, command) {
      entries.push(entryOf(tick - lastEntryTick, command));
      lastEntryTick = tick;
    },
    entries() {
      return entries.map((entry) => [...entry] as unknown as E);
    },
  };
}
