// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { wallClock } from '../../engine/game-runtime.ts';
import { createKeyboardInput, KEY_BUTTON_ATTRIBUTE, type KeyboardInputSource } from './keyboard-input.ts';

/** A clock that says where an event's time stamp lands on the music: 1000 ms later, to tell them apart. */
const clock = { ...wallClock(() => 0), at: (ms: number) => ms + 1000 };

let input: KeyboardInputSource | null = null;
afterEach(() => {
  input?.dispose();
  input = null;
  document.body.innerHTML = '';
});

const key = (code: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { code, key: code, bubbles: true, cancelable: true, ...init });
  window.dispatchEvent(event);
  return event;
};

describe('Jungle Board input', () => {
  it('turns arrows and WASD into presses stamped with the event’s own time on the run’s clock', () => {
    input = createKeyboardInput(clock);
    input.active = true;
    const events = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'KeyA', 'KeyD', 'KeyW', 'KeyS'].map(
      (code) => key(code),
    );
    const presses = input.take();
    expect(presses.map((p) => p.key)).toEqual(['left', 'right', 'up', 'down', 'left', 'right', 'up', 'down']);
    presses.forEach((press, i) => expect(press.timeMs).toBe(events[i]!.timeStamp + 1000));
    // While the run plays, the arrows do not scroll the page.
    expect(events.every((e) => e.defaultPrevented)).toBe(true);
    expect(input.take()).toEqual([]);
  });

  it('ignores key repeat, other keys, shortcuts, and everything while the run does not play', () => {
    input = createKeyboardInput(clock);
    key('ArrowLeft');
    const idle = key('ArrowDown');
    expect(idle.defaultPrevented).toBe(false);
    expect(input.take()).toEqual([]);
    input.active = true;
    key('ArrowLeft', { repeat: true });
    key('KeyQ');
    key('ArrowUp', { ctrlKey: true });
    expect(input.take()).toEqual([]);
  });

  it('presses a key when a finger lands on one of the HUD’s key buttons', () => {
    document.body.innerHTML = `<button ${KEY_BUTTON_ATTRIBUTE}="up"><span>↑</span></button><button>Pause</button>`;
    input = createKeyboardInput(clock);
    input.active = true;
    const glyph = document.querySelector('span')!;
    const down = new Event('pointerdown', { bubbles: true, cancelable: true });
    glyph.dispatchEvent(down);
    document.querySelectorAll('button')[1]!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(input.take()).toEqual([{ kind: 'press', key: 'up', timeMs: down.timeStamp + 1000 }]);
  });
});
