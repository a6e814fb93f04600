// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameId } from '../../api/site-routes.ts';
import type { HomeSceneControl } from '../scenes/home/home-scene-control.ts';
import { createHomeFocus, type HomeFocus } from './home-focus.ts';

/** A scene that records what it was asked to highlight. */
function recordingScene() {
  const lit: (GameId | null)[] = [];
  const nothing = () => {};
  const control: HomeSceneControl = {
    setFog: nothing,
    levitate: nothing,
    aimCamera: nothing,
    orbitCamera: nothing,
    resetCamera: nothing,
    enterFocusMode: nothing,
    exitFocusMode: nothing,
    animateToFirstKeyframe: nothing,
    applyScroll: nothing,
    sway: nothing,
    screenPoint: () => null,
    screenRect: () => null,
    taglineRect: () => null,
    isStill: () => true,
    pick: () => null,
    setTaglines: nothing,
    highlight: (product) => lit.push(product),
  };
  return { control, lit };
}

describe('the home’s highlight', () => {
  let focus: HomeFocus;
  afterEach(() => focus.stop());

  it('lights the device under the pointer, lets a tile win over it, and goes back when the tile is left', () => {
    focus = createHomeFocus(window, true);
    const { control, lit } = recordingScene();
    focus.attach(control);
    expect(lit).toEqual([null]);
    focus.highlight('device', 'mouse');
    focus.highlight('tile', 'keyboard');
    focus.highlight('device', 'headset');
    focus.highlight('tile', null);
    focus.highlight('device', null);
    expect(lit).toEqual([null, 'mouse', 'keyboard', 'headset', null]);
  });

  it('lights nothing while a device is focused, and lights again once it is left', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    focus = createHomeFocus(window, true);
    const { control, lit } = recordingScene();
    focus.attach(control);
    focus.highlight('tile', 'headset');
    focus.send({ type: 'home.focus', product: 'headset' });
    expect(lit.at(-1)).toBeNull();
    focus.highlight('device', 'mouse');
    expect(lit.at(-1)).toBeNull();
    focus.send({ type: 'home.leave' });
    // Reduced motion: the camera's way back is a cut, done on the next tick; the tile still held is lit again.
    await vi.waitFor(() => expect(focus.actor.getSnapshot().value).toBe('unfocused'));
    expect(lit.at(-1)).toBe('headset');
  });

  it('brings a scene attached later to the highlight asked for before', () => {
    focus = createHomeFocus(window, true);
    focus.highlight('device', 'keyboard');
    const { control, lit } = recordingScene();
    focus.attach(control);
    expect(lit).toEqual(['keyboard']);
  });
});
