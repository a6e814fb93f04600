import type { GameId } from '../../../api/site-routes.ts';
import type { HomeFocus } from '../../site/home-focus.ts';
import type { HomeSceneControl } from './home-scene-control.ts';

/**
 * The visitor's pointer on the home showcase: the camera sways with it, a device under it lights up and takes
 * the pointer cursor, a click on a device focuses that device, a click beside it (or Escape) leaves focus. Listened to on the window, since the page's text lies
 * over the canvas; clicks on the page's own controls are theirs.
 */
const onControl = (target: EventTarget | null) =>
  target instanceof Element &&
  target.closest('a, button, input, [role="dialog"], .tile, .home-focus__panel') !== null;

export function listenToHomePointer(
  scene: Pick<HomeSceneControl, 'sway' | 'pick' | 'screenPoint' | 'screenRect' | 'taglineRect' | 'isStill'>,
  focus: Pick<HomeFocus, 'actor' | 'send' | 'highlight'>,
  win: Window = window,
): () => void {
  const root = win.document.documentElement;
  // The device under the pointer shows that it can be clicked: the page's cursor (CSS reads the attribute) and
  // the device's highlight.
  let pointed: GameId | null = null;
  const point = (device: GameId | null) => {
    if (device === pointed) return;
    pointed = device;
    if (device) root.dataset.deviceHover = device;
    else delete root.dataset.deviceHover;
    focus.highlight('device', device);
  };
  const onMove = (e: PointerEvent) => {
    scene.sway((e.clientX / win.innerWidth) * 2 - 1, (e.clientY / win.innerHeight) * 2 - 1);
    // A finger has no hover; the page's own controls keep the pointer; a focused device is already chosen.
    const pointable =
      e.pointerType !== 'touch' && !onControl(e.target) && focus.actor.getSnapshot().matches('unfocused');
    point(pointable ? scene.pick(e.clientX, e.clientY) : null);
  };
  const onOut = (e: PointerEvent) => {
    if (e.relatedTarget === null) point(null);
  };
  const onClick = (e: MouseEvent) => {
    if (onControl(e.target)) return;
    const device = scene.pick(e.clientX, e.clientY);
    const state = focus.actor.getSnapshot();
    if (device) focus.send({ type: 'home.focus', product: device });
    else if (state.matches('focused') || state.matches('focusing')) focus.send({ type: 'home.leave' });
    point(null);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') focus.send({ type: 'home.leave' });
  };
  win.addEventListener('pointermove', onMove, { passive: true });
  win.addEventListener('pointerout', onOut, { passive: true });
  win.addEventListener('click', onClick);
  win.addEventListener('keydown', onKey);
  let removeHook = () => {};
  if (import.meta.env.MODE === 'e2e') {
    // Test builds: where each device is on screen, so e2e tests can click it and keep text off it.
    const w = win as unknown as { __home?: object };
    const hook = {
      point: (id: GameId) => scene.screenPoint(id),
      rect: (id: GameId) => {
        const rect = scene.screenRect(id);
        return rect && { ...rect };
      },
      taglineRect: (id: GameId) => {
        const rect = scene.taglineRect(id);
        return rect && { ...rect };
      },
      still: () => scene.isStill(),
    };
    w.__home = hook;
    removeHook = () => {
      if (w.__home === hook) delete w.__home;
    };
  }
  return () => {
    win.removeEventListener('pointermove', onMove);
    win.removeEventListener('pointerout', onOut);
    win.removeEventListener('click', onClick);
    point(null);
    win.removeEventListener('keydown', onKey);
    removeHook();
  };
}
