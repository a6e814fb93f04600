import type { GameId } from '../../../api/site-routes.ts';

/**
 * Where the devices are on screen, for clicks and taps (the home scene picks only here, on click: Babylon's own
 * pointer picking is off) and for the e2e tests' `window.__home.point(id)`. In CSS pixels of the canvas.
 */
export interface ScreenRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The device under a point, from the devices' outlines on screen: a device is hit anywhere inside its outline (the
 * headset's band or the mouse's thin sides would otherwise be hard targets on a phone); where outlines overlap,
 * the smaller one wins. The stage's worker sends the outlines to its page after each frame.
 */
export function pickFromOutlines(
  outlines: ReadonlyMap<GameId, ScreenRect | null>,
  x: number,
  y: number,
): GameId | null {
  let best: GameId | null = null;
  let bestArea = Infinity;
  for (const [id, r] of outlines) {
    if (!r || x < r.left || x > r.right || y < r.top || y > r.bottom) continue;
    const area = (r.right - r.left) * (r.bottom - r.top);
    if (area < bestArea) {
      best = id;
      bestArea = area;
    }
  }
  return best;
}
