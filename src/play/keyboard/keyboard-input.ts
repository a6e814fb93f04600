import { KEY_NAMES, type KeyboardInput, type KeyName } from '../../../systems/keyboard/commands.ts';
import type { RunClock } from '../../engine/game-runtime.ts';

/**
 * Turns a player's keys and the on-screen key buttons into Jungle Board's presses (spec §5): arrows or WASD (by
 * the key's place on the keyboard, so AZERTY's ZQSD works too), key repeat ignored; on phones four buttons
 * (`[data-jungle-key]` in the HUD) press on touch. Every press carries its event's own time on the run's clock
 * (the music), not the time a frame picks it up: a busy main thread delays the frame, not the press.
 */
const KEYS: Readonly<Record<string, KeyName>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  KeyA: 'left',
  KeyD: 'right',
  KeyW: 'up',
  KeyS: 'down',
};

/** The attribute a HUD button carries to press a key: `data-jungle-key="left"`. */
export const KEY_BUTTON_ATTRIBUTE = 'data-jungle-key';

export function keyOf(event: Pick<KeyboardEvent, 'code' | 'key'>): KeyName | undefined {
  return KEYS[event.code] ?? KEYS[event.key];
}

export interface KeyboardInputSource {
  take(): KeyboardInput[];
  /** Presses count only while the run plays. */
  active: boolean;
  dispose(): void;
}

export function createKeyboardInput(clock: RunClock): KeyboardInputSource {
  let pending: KeyboardInput[] = [];
  const source: KeyboardInputSource = {
    active: false,
    take() {
      const taken = pending;
      pending = [];
      return taken;
    },
    dispose() {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('pointerdown', onPointerDown);
    },
  };
  const press = (key: KeyName, timeStamp: number) => {
    pending.push({ kind: 'press', key, timeMs: clock.at(timeStamp) });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const key = keyOf(e);
    if (!key || e.altKey || e.ctrlKey || e.metaKey || !source.active) return;
    // While the run plays the arrows would scroll the page; a held key's repeats are not presses.
    e.preventDefault();
    if (e.repeat) return;
    press(key, e.timeStamp);
  };
  const onPointerDown = (e: PointerEvent) => {
    const button = e.target instanceof Element ? e.target.closest(`[${KEY_BUTTON_ATTRIBUTE}]`) : null;
    const key = KEY_NAMES.find((name) => name === button?.getAttribute(KEY_BUTTON_ATTRIBUTE));
    if (!key || !source.active) return;
    // pointerdown, not click: a tap counts when the finger lands, not when it lifts.
    e.preventDefault();
    press(key, e.timeStamp);
  };
  window.addEventListener('keydown', onKeyDown);
  window.addEventListener('pointerdown', onPointerDown);
  return source;
}
