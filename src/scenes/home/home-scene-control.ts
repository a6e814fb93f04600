import type { ScreenRect } from './picking.ts';
import type { GameId } from '../../../api/site-routes.ts';

/** What the home-focus machine asks of the scene (machines/home-focus.ts names the moves). */
export interface HomeSceneControl {
  setFog(level: number): void;
  levitate(product: GameId, durationMs: number): void;
  aimCamera(product: GameId, durationMs: number): void;
  orbitCamera(product: GameId, durationMs: number): void;
  resetCamera(product: GameId, durationMs: number): void;
  enterFocusMode(product: GameId): void;
  exitFocusMode(): void;
  animateToFirstKeyframe(product: GameId, durationMs: number): void;
  applyScroll(product: GameId, progress: number): void;
  /** The pointer's position, -1..1 across and down the screen, for the camera's sway. */
  sway(x: number, y: number): void;
  /** Where a device is on screen (CSS pixels), or null when it is hidden. */
  screenPoint(product: GameId): { x: number; y: number } | null;
  /** The box around a device on screen (CSS pixels of the canvas), or null while it is hidden. */
  screenRect(product: GameId): ScreenRect | null;
  /**
   * The box around a device's floating taglines on screen (CSS pixels of the canvas: the plane they are drawn on,
   * as wide as the longest line can grow), or null while they are hidden.
   */
  taglineRect(product: GameId): ScreenRect | null;
  /**
   * Whether the showcase holds its pose: no move under way, and drawn at the canvas's current size (tests measure
   * the screen then).
   */
  isStill(): boolean;
  /** The device under a point of the canvas (CSS pixels), if any. */
  pick(x: number, y: number): GameId | null;
  /**
   * The device the visitor points at, or whose tile holds the keyboard's focus, lights up a little: it can be
   * clicked. Null: none does.
   */
  highlight(product: GameId | null): void;
  /** Each device's three taglines, in the visitor's language, shown beside the selected device. */
  setTaglines(lines: Readonly<Record<GameId, readonly string[]>>, rtl: boolean): void;
}
