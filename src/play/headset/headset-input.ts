import type { HeadsetInput } from '../../../systems/headset/index.ts';
import { listenForGameInput, requestPointerLock } from '../game-input-events.ts';

/**
 * Turns a player's mouse, finger and keys into Headspace's raw input (spec §1, §5, §9): holding the mouse
 * button or a finger walks; the pointer's horizontal movement turns the character (the rules turn it once round
 * per 400 px: the touch drag basis, which the mouse shares). With pointer lock the mouse turns by its movement
 * alone, without limit; until the lock is granted (or where it never is) by the pointer's movement on the page.
 * A finger turns by its drag. Arrows and WASD walk (up/down) and turn (left/right) for players who cannot use a
 * pointer; key repeats are ignored. The page's own controls (the HUD's pause button, the pause menu) keep their
 * clicks: a press on them neither walks nor captures the pointer.
 */
export interface HeadsetInputSource {
  /** The inputs gathered since the last call, for the next step. */
  take(): HeadsetInput[];
  /** Asks for pointer lock (a press or the resume button: browsers want a gesture). */
  lock(): void;
  /** Frees the pointer and lets go of everything held (the pause menu needs the pointer). */
  unlock(): void;
  /** Whether presses walk and capture the pointer: only while the run plays, never over the pause menu. */
  active: boolean;
  dispose(): void;
}

const KEYS: Record<string, 'forward' | 'back' | 'left' | 'right'> = {
  ArrowUp: 'forward',
  KeyW: 'forward',
  ArrowDown: 'back',
  KeyS: 'back',
  ArrowLeft: 'left',
  KeyA: 'left',
  ArrowRight: 'right',
  KeyD: 'right',
};

export function createHeadsetInput(
  target: HTMLElement,
  options: {
    /** Pointer lock was lost (Escape, another window): the game pauses. */
    onUnlocked?: () => void;
  } = {},
): HeadsetInputSource {
  const canLock = typeof target.requestPointerLock === 'function';
  let turnedPx = 0;
  let held = false;
  let heldChanged = false;
  /** Pointers (mouse, fingers) pressed on the game, by id: walking lasts while any is down. */
  const pressed = new Set<number>();
  /** Each finger's last x, for its drag. */
  const fingers = new Map<number, number>();
  let lastMouseX: number | null = null;
  const keys = { forward: false, back: false, left: false, right: false };
  let keysChanged = false;

  const isLocked = () => document.pointerLockElement === target;
  const onControl = (e: Event) =>
    e.target instanceof Element && e.target.closest('button, a, input, label, [role="dialog"]') !== null;
  const setHeld = (next: boolean) => {
    if (held === next) return;
    held = next;
    heldChanged = true;
  };

  const onMouseMove = (e: MouseEvent) => {
    if (isLocked()) {
      turnedPx += e.movementX;
      lastMouseX = null;
      return;
    }
    // Without the lock, the pointer's own movement on the page (its movementX may be missing or scaled).
    if (lastMouseX !== null && source.active) turnedPx += e.clientX - lastMouseX;
    lastMouseX = e.clientX;
  };
  const onPointerDown = (e: PointerEvent) => {
    if (!source.active || onControl(e)) return;
    if (e.pointerType === 'touch') fingers.set(e.pointerId, e.clientX);
    else if (canLock && !isLocked()) lock();
    pressed.add(e.pointerId);
    setHeld(true);
  };
  const onPointerMove = (e: PointerEvent) => {
    const x = fingers.get(e.pointerId);
    if (x === undefined) return;
    turnedPx += e.clientX - x;
    fingers.set(e.pointerId, e.clientX);
  };
  const onPointerUp = (e: PointerEvent) => {
    fingers.delete(e.pointerId);
    pressed.delete(e.pointerId);
    if (pressed.size === 0) setHeld(false);
  };
  const onKey = (down: boolean) => (e: KeyboardEvent) => {
    const key = KEYS[e.code];
    if (!key || e.repeat) return;
    if (down && !source.active) return;
    e.preventDefault();
    if (keys[key] !== down) {
      keys[key] = down;
      keysChanged = true;
    }
  };
  const onKeyDown = onKey(true);
  const onKeyUp = onKey(false);
  const onLockChange = () => {
    if (!isLocked()) options.onUnlocked?.();
  };
  const lock = () => requestPointerLock(target);
  const release = () => {
    pressed.clear();
    fingers.clear();
    setHeld(false);
    for (const key of Object.keys(keys) as (keyof typeof keys)[]) {
      if (keys[key]) keysChanged = true;
      keys[key] = false;
    }
  };

  const stopListening = listenForGameInput({
    onMouseMove,
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onKeyDown,
    onKeyUp,
    onLockChange,
  });

  const source: HeadsetInputSource = {
    active: false,
    take() {
      const inputs: HeadsetInput[] = [];
      if (keysChanged) {
        inputs.push({ kind: 'keys', ...keys });
        keysChanged = false;
      }
      if (heldChanged) {
        inputs.push({ kind: 'walk', held });
        heldChanged = false;
      }
      if (turnedPx !== 0) {
        inputs.push({ kind: 'turn', dxPx: turnedPx });
        turnedPx = 0;
      }
      return inputs;
    },
    lock,
    unlock() {
      // Whatever was held when the run paused is let go: the player resumes with nothing pressed.
      release();
      turnedPx = 0;
      lastMouseX = null;
      if (isLocked()) document.exitPointerLock();
    },
    dispose() {
      stopListening();
      if (isLocked()) document.exitPointerLock();
    },
  };
  return source;
}
