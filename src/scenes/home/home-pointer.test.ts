// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { GameId } from '../../../api/site-routes.ts';
import { createHomeFocus, type HomeFocus } from '../../site/home-focus.ts';
import { listenToHomePointer } from './home-pointer.ts';

/** A pointer event as the browser sends it (jsdom has no PointerEvent): a mouse's, or a finger's. */
function pointer(type: string, x: number, pointerType = 'mouse', target: EventTarget = document.body) {
  const event = new MouseEvent(type, { clientX: x, clientY: 10, bubbles: true, relatedTarget: null });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  target.dispatchEvent(event);
}

describe('the pointer over the home showcase', () => {
  let focus: HomeFocus;
  let stop = () => {};
  afterEach(() => {
    stop();
    focus.stop();
    document.body.innerHTML = '';
  });

  /** The mouse is drawn left of x = 100, the headset right of it up to 200; nothing beyond. */
  const scene = {
    sway: () => {},
    screenPoint: () => null,
    screenRect: () => null,
    taglineRect: () => null,
    isStill: () => true,
    pick: (x: number): GameId | null => (x < 100 ? 'mouse' : x < 200 ? 'headset' : null),
  };
  const hovered = () => document.documentElement.dataset.deviceHover ?? null;

  it('marks the device under a mouse (for the cursor) and lights it, and clears both off the devices', () => {
    focus = createHomeFocus(window, true);
    const lit: (GameId | null)[] = [];
    const record = focus.highlight.bind(focus);
    focus.highlight = (source, product) => {
      lit.push(product);
      record(source, product);
    };
    stop = listenToHomePointer(scene, focus);
    pointer('pointermove', 50);
    expect(hovered()).toBe('mouse');
    pointer('pointermove', 60);
    pointer('pointermove', 150);
    expect(hovered()).toBe('headset');
    pointer('pointermove', 300);
    expect(hovered()).toBeNull();
    // Only the changes reach the highlight.
    expect(lit).toEqual(['mouse', 'headset', null]);
    pointer('pointermove', 50);
    pointer('pointerout', 50);
    expect(hovered()).toBeNull();
  });

  it('gives a finger no hover, and leaves the page’s own controls their pointer', () => {
    focus = createHomeFocus(window, true);
    stop = listenToHomePointer(scene, focus);
    pointer('pointermove', 50, 'touch');
    expect(hovered()).toBeNull();
    const button = document.createElement('button');
    document.body.append(button);
    pointer('pointermove', 50, 'mouse', button);
    expect(hovered()).toBeNull();
  });

  it('marks nothing while a device is focused, and nothing is left marked once it stops listening', () => {
    focus = createHomeFocus(window, true);
    stop = listenToHomePointer(scene, focus);
    pointer('pointermove', 150);
    expect(hovered()).toBe('headset');
    stop();
    stop = () => {};
    expect(hovered()).toBeNull();
    stop = listenToHomePointer(scene, focus);
    focus.send({ type: 'home.focus', product: 'headset' });
    pointer('pointermove', 150);
    expect(hovered()).toBeNull();
  });
});
