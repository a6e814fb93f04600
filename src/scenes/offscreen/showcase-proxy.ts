import type { GameId } from '../../../api/site-routes.ts';
import type { HomeSceneControl } from '../home/home-scene-control.ts';
import { pickFromOutlines, type ScreenRect } from '../home/outlines.ts';
import type { ControlCommand, ShowcaseSnapshot } from './stage-messages.ts';

/**
 * The page's handle on a showcase drawn in the stage's worker: the focus machine's commands are sent on, and what
 * the page asks (where a device is, which one is under the pointer, whether the showcase holds still) is answered
 * from the worker's last snapshot, one frame old at most.
 */
export function showcaseProxy(
  send: (command: ControlCommand) => void,
  canvasSize: () => { width: number; height: number } | null,
): HomeSceneControl & { update(snapshot: ShowcaseSnapshot): void } {
  let snapshot: ShowcaseSnapshot | null = null;
  let outlines = new Map<GameId, ScreenRect | null>();
  const copy = (rect: ScreenRect | null | undefined) => (rect ? { ...rect } : null);
  return {
    update(next) {
      snapshot = next;
      outlines = new Map(Object.entries(next.devices) as [GameId, ScreenRect | null][]);
    },
    setFog: (...args) => send({ method: 'setFog', args }),
    levitate: (...args) => send({ method: 'levitate', args }),
    aimCamera: (...args) => send({ method: 'aimCamera', args }),
    orbitCamera: (...args) => send({ method: 'orbitCamera', args }),
    resetCamera: (...args) => send({ method: 'resetCamera', args }),
    enterFocusMode: (...args) => send({ method: 'enterFocusMode', args }),
    exitFocusMode: (...args) => send({ method: 'exitFocusMode', args }),
    animateToFirstKeyframe: (...args) => send({ method: 'animateToFirstKeyframe', args }),
    applyScroll: (...args) => send({ method: 'applyScroll', args }),
    sway: (...args) => send({ method: 'sway', args }),
    highlight: (...args) => send({ method: 'highlight', args }),
    setTaglines: (...args) => send({ method: 'setTaglines', args }),
    screenRect: (product) => copy(snapshot?.devices[product]),
    screenPoint(product) {
      const rect = snapshot?.devices[product];
      return rect ? { x: (rect.left + rect.right) / 2, y: (rect.top + rect.bottom) / 2 } : null;
    },
    taglineRect: (product) => copy(snapshot?.taglines[product]),
    isStill() {
      if (!snapshot?.still) return false;
      const size = canvasSize();
      return (
        !size || (Math.abs(snapshot.width - size.width) <= 2 && Math.abs(snapshot.height - size.height) <= 2)
      );
    },
    pick: (x, y) => pickFromOutlines(outlines, x, y),
  };
}
