import type { MouseInput } from '../../../systems/mouse/index.ts';
import { mouseRules } from '../../../systems/mouse/index.ts';
import { listenForGameInput, requestPointerLock } from '../game-input-events.ts';

/**
 * Turns a player's mouse, finger and keys into Circuit Shutdown's raw input (spec §5). With pointer lock the
 * mouse's movement moves the steering target (clamped to ±320 px); a double-click within 200 ms releases the
 * lock. Without pointer lock (not yet granted, or not supported) the pointer's offset from the middle of the
 * screen is the target. A finger
 * drags the target. Arrows and A/D steer for players who cannot use a pointer.
 */
export const DOUBLE_CLICK_MS = 200;

export interface MouseInputSource {
  /** The inputs gathered since the last call, for the next step; `targetPx` is where the view's target is now. */
  take(targetPx: number): MouseInput[];
  /** Asks for pointer lock (a click or the resume button: browsers want a gesture). */
  lock(): void;
  /** Frees the pointer (the pause menu needs it). */
  unlock(): void;
  /** Whether a click captures the pointer: only while the run plays, never over the pause menu. */
  active: boolean;
  readonly locked: boolean;
  dispose(): void;
}

const LEFT_KEYS = new Set(['ArrowLeft', 'KeyA']);
const RIGHT_KEYS = new Set(['ArrowRight', 'KeyD']);
const clamp = (px: number) =>
  Math.max(-mouseRules.POINTER_LIMIT_PX, Math.min(mouseRules.POINTER_LIMIT_PX, px));

export function createMouseInput(
  target: HTMLElement,
  options: {
    /** Pointer lock was lost (Escape, double-click, another window): the game pauses. */
    onUnlocked?: () => void;
  } = {},
): MouseInputSource {
  const canLock = typeof target.requestPointerLock === 'function';
  let movedPx = 0;
  let absolutePx: number | null = null;
  let keysChanged = false;
  const held = { left: false, right: false };
  let lastClick = -Infinity;
  let dragX: number | null = null;

  const isLocked = () => document.pointerLockElement === target;
  // The page's own controls (the HUD's pause button, the pause menu) keep their clicks.
  const onControl = (e: Event) =>
    e.target instanceof Element && e.target.closest('button, a, input, [role="dialog"]') !== null;

  const onMouseMove = (e: MouseEvent) => {
    // Until the lock is granted (or where it never is), the pointer's offset from the middle steers.
    if (isLocked()) movedPx += e.movementX;
    else absolutePx = e.clientX - window.innerWidth / 2;
  };
  const onPointerDown = (e: PointerEvent) => {
    if (onControl(e)) return;
    if (e.pointerType === 'touch') {
      dragX = e.clientX;
      return;
    }
    // When the press happened, not when it is handled: a slow frame between two presses must not split them.
    const t = e.timeStamp;
    if (isLocked() && t - lastClick <= DOUBLE_CLICK_MS) {
      document.exitPointerLock();
      lastClick = -Infinity;
      return;
    }
    lastClick = t;
    if (source.active && canLock && !isLocked()) lock();
  };
  const onPointerMove = (e: PointerEvent) => {
    if (e.pointerType !== 'touch' || dragX === null) return;
    movedPx += e.clientX - dragX;
    dragX = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (e.pointerType === 'touch') dragX = null;
  };
  const onKey = (down: boolean) => (e: KeyboardEvent) => {
    const side = LEFT_KEYS.has(e.code) ? 'left' : RIGHT_KEYS.has(e.code) ? 'right' : null;
    if (!side || e.repeat) return;
    e.preventDefault();
    if (held[side] !== down) {
      held[side] = down;
      keysChanged = true;
    }
  };
  const onKeyDown = onKey(true);
  const onKeyUp = onKey(false);
  const onLockChange = () => {
    if (!isLocked()) options.onUnlocked?.();
  };
  const lock = () => requestPointerLock(target);

  const stopListening = listenForGameInput({
    onMouseMove,
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onKeyDown,
    onKeyUp,
    onLockChange,
  });

  const source: MouseInputSource = {
    active: false,
    take(targetPx) {
      const inputs: MouseInput[] = [];
      if (keysChanged) {
        inputs.push({ kind: 'keys', left: held.left, right: held.right });
        keysChanged = false;
      }
      if (absolutePx !== null) {
        inputs.push({ kind: 'steer', targetPx: clamp(absolutePx) });
        absolutePx = null;
      } else if (movedPx !== 0) {
        inputs.push({ kind: 'steer', targetPx: clamp(targetPx + movedPx) });
        movedPx = 0;
      }
      return inputs;
    },
    lock,
    unlock() {
      if (isLocked()) document.exitPointerLock();
    },
    get locked() {
      return isLocked();
    },
    dispose() {
      stopListening();
      if (isLocked()) document.exitPointerLock();
    },
  };
  return source;
}
