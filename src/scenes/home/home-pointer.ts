import type { GameId } from '../../../api/site-routes.ts';
import { homeFocusActor, sendHomeFocus } from '../../site/home-focus.ts';
import type { HomeSceneControl } from './home-showcase.ts';

/**
 * The visitor's pointer on the home showcase: the camera sways with it, a click on a device focuses that
 * device, a click beside it (or Escape) leaves focus. Listened to on the window, since the page's text lies
 * over the canvas; clicks on the page's own controls are theirs.
 */
const onControl = (target: EventTarget | null) =>
  target instanceof Element &&
  target.closest('a, button, input, [role="dialog"], .tile, .home-focus__panel') !== null;

export function listenToHomePointer(scene: HomeSceneControl): () => void {
  const onMove = (e: PointerEvent) =>
    scene.sway((e.clientX / window.innerWidth) * 2 - 1, (e.clientY / window.innerHeight) * 2 - 1);
  const onClick = (e: MouseEvent) => {
    if (onControl(e.target)) return;
    const device = scene.pick(e.clientX, e.clientY);
    const state = homeFocusActor().getSnapshot();
    if (device) sendHomeFocus({ type: 'home.focus', product: device });
    else if (state.matches('focused') || state.matches('focusing')) sendHomeFocus({ type: 'home.leave' });
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') sendHomeFocus({ type: 'home.leave' });
  };
  window.addEventListener('pointermove', onMove, { passive: true });
  window.addEventListener('click', onClick);
  window.addEventListener('keydown', onKey);
  let removeHook = () => {};
  if (import.meta.env.MODE === 'e2e') {
    // Test builds: where each device is on screen, so e2e tests can click it.
    const w = window as unknown as { __home?: { point(id: GameId): { x: number; y: number } | null } };
    w.__home = { point: (id) => scene.screenPoint(id) };
    removeHook = () => delete w.__home;
  }
  return () => {
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('click', onClick);
    window.removeEventListener('keydown', onKey);
    removeHook();
  };
}
