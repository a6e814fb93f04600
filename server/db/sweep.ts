/**
 * Tables of short-lived rows (rate-limit windows, used captcha challenges, Hawk nonces) are swept by the calls
 * that fill them: every `every`-th call also deletes the rows past their use. No scheduler and no timer to stop:
 * a quiet server adds few rows, a busy one sweeps often, so a table holds about `every` rows per process beyond
 * the ones still in use. Each process counts its own calls; a sweep is one idempotent DELETE, so processes sweeping
 * at once do no harm.
 */
export function sweepEvery<Args extends unknown[]>(
  every: number,
  sweep: (...args: Args) => Promise<unknown>,
): (...args: Args) => Promise<void> {
  let calls = 0;
  return async (...args) => {
    calls = (calls + 1) % every;
    if (calls === 0) await sweep(...args);
  };
}
