import { solveChallenge } from 'altcha-lib/v1';

/**
 * Solves the proof-of-work captcha (GET /api/captcha/challenge) off the main thread, so the page stays smooth
 * while it hashes. The search runs in slices so it can say how far it got: the visitor sees a percentage.
 */
export interface PowTask {
  algorithm: string;
  challenge: string;
  salt: string;
  maxnumber: number;
}

export type PowReport =
  { type: 'progress'; percent: number } | { type: 'solved'; number: number } | { type: 'failed' };

const SLICES = 50;

/** The worker's own scope, typed here rather than through the webworker lib (which would retype the page's globals). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PowTask>) => void) | null;
  postMessage(message: PowReport): void;
};

scope.onmessage = async (event: MessageEvent<PowTask>) => {
  const { algorithm, challenge, salt, maxnumber } = event.data;
  const step = Math.max(1, Math.ceil((maxnumber + 1) / SLICES));
  const report = (message: PowReport) => scope.postMessage(message);
  for (let start = 0; start <= maxnumber; start += step) {
    const end = Math.min(maxnumber, start + step - 1);
    const solution = await solveChallenge(challenge, salt, algorithm, end, start).promise;
    if (solution) return report({ type: 'solved', number: solution.number });
    report({ type: 'progress', percent: Math.floor(((end + 1) / (maxnumber + 1)) * 100) });
  }
  report({ type: 'failed' });
};
