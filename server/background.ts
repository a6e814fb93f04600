/**
 * Work a request starts but does not wait for (the reset mail, so that an answer's time does not tell whether the
 * e-mail has an account). Failures are logged, never lost silently; closing the app waits for what is under way,
 * so a stop does not drop a mail, and tests wait for it the same way instead of sleeping.
 */
export interface Background {
  run(name: string, work: () => Promise<void>): void;
  /** Resolves once everything started so far has finished. */
  idle(): Promise<void>;
}

export function createBackground(log: (message: string, error: unknown) => void): Background {
  const running = new Set<Promise<void>>();
  return {
    run(name, work) {
      // Started on the next turn of the event loop, once the answer has been written out: its time then
      // holds none of this work.
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log(`${name} failed`, error))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
