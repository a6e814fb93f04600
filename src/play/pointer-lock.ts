/**
 * Asks for pointer lock without letting a refusal escape: the games steer by plain tracking when it is not
 * granted (no gesture recent enough, an unsupported browser).
 */
export function requestPointerLock(target: HTMLElement): void {
  if (typeof target.requestPointerLock !== 'function') return;
  try {
    const request = target.requestPointerLock() as unknown as Promise<void> | undefined;
    // Chromium answers with a promise that rejects when the gesture was too old; the game just goes on.
    request?.catch?.(() => {});
  } catch {
    // Some browsers throw instead; plain tracking still works.
  }
}
