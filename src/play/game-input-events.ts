/**
 * Whether the device is touch-first (a phone, a tablet): its primary pointer is a finger. The games ask such a
 * device for no pointer lock. A drag steers there, and a locked pointer would take the taps meant for the HUD's
 * Pause button: every tap would land on the locked element instead.
 */
export function isTouchFirst(win: Pick<Window, 'matchMedia'> = window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(pointer: coarse)').matches;
}

/**
 * Asks for pointer lock without letting a refusal escape: the games steer by plain tracking when it is not
 * granted (no gesture recent enough, an unsupported browser), and by drags on a touch-first device.
 */
export function requestPointerLock(target: HTMLElement, win: Pick<Window, 'matchMedia'> = window): void {
  if (typeof target.requestPointerLock !== 'function' || isTouchFirst(win)) return;
  try {
    const request = target.requestPointerLock() as unknown as Promise<void> | undefined;
    // Chromium answers with a promise that rejects when the gesture was too old; the game just goes on.
    request?.catch?.(() => {});
  } catch {
    // Some browsers throw instead; plain tracking still works.
  }
}

export interface GameInputHandlers {
  onMouseMove(e: MouseEvent): void;
  onPointerDown(e: PointerEvent): void;
  onPointerMove(e: PointerEvent): void;
  /** Also called on pointercancel: a drag the browser took over has ended too. */
  onPointerUp(e: PointerEvent): void;
  onKeyDown(e: KeyboardEvent): void;
  onKeyUp(e: KeyboardEvent): void;
  onLockChange(): void;
}

/** Listens for a game's pointer, key and pointer-lock events; returns the function that stops listening. */
export function listenForGameInput(handlers: GameInputHandlers): () => void {
  const listeners: [EventTarget, string, (e: never) => void][] = [
    [window, 'mousemove', handlers.onMouseMove],
    // The window, not the canvas: the page's layers lie over the canvas, and a drag may leave it.
    [window, 'pointerdown', handlers.onPointerDown],
    [window, 'pointermove', handlers.onPointerMove],
    [window, 'pointerup', handlers.onPointerUp],
    [window, 'pointercancel', handlers.onPointerUp],
    [window, 'keydown', handlers.onKeyDown],
    [window, 'keyup', handlers.onKeyUp],
    [document, 'pointerlockchange', handlers.onLockChange],
  ];
  for (const [on, type, listener] of listeners) on.addEventListener(type, listener as EventListener);
  return () => {
    for (const [on, type, listener] of listeners) on.removeEventListener(type, listener as EventListener);
  };
}
