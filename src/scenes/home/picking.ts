import type { Scene } from '@babylonjs/core/scene.js';
import type { Camera } from '@babylonjs/core/Cameras/camera.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { Matrix, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { Viewport } from '@babylonjs/core/Maths/math.viewport.js';
import type { GameId } from '../../../api/site-routes.ts';
import { pickFromOutlines, type ScreenRect } from './outlines.ts';

export type { ScreenRect } from './outlines.ts';

/** A device on stage: the node whose meshes outline it, and whether it is shown now. */
export interface Pickable {
  readonly root: TransformNode;
  isShown(): boolean;
}

const corner = new Vector3();
const projected = new Vector3();
const viewport = new Viewport(0, 0, 0, 0);

/** A device's outline on screen: the box around its projected bounding corners; null when hidden. */
export function screenRect(
  scene: Scene,
  camera: Camera,
  device: Pickable,
  out: ScreenRect = { left: 0, top: 0, right: 0, bottom: 0 },
): ScreenRect | null {
  if (!device.isShown()) return null;
  const engine = scene.getEngine();
  const { min, max } = device.root.getHierarchyBoundingVectors(true);
  camera.viewport.toGlobalToRef(engine.getRenderWidth(), engine.getRenderHeight(), viewport);
  const transform = scene.getTransformMatrix();
  const scale = engine.getHardwareScalingLevel();
  out.left = Infinity;
  out.top = Infinity;
  out.right = -Infinity;
  out.bottom = -Infinity;
  for (let i = 0; i < 8; i++) {
    corner.set(i & 1 ? max.x : min.x, i & 2 ? max.y : min.y, i & 4 ? max.z : min.z);
    Vector3.ProjectToRef(corner, Matrix.IdentityReadOnly, transform, viewport, projected);
    out.left = Math.min(out.left, projected.x * scale);
    out.right = Math.max(out.right, projected.x * scale);
    out.top = Math.min(out.top, projected.y * scale);
    out.bottom = Math.max(out.bottom, projected.y * scale);
  }
  return out;
}

/** The middle of a device's outline on screen, or null when it is hidden. */
export function screenPoint(scene: Scene, camera: Camera, device: Pickable): { x: number; y: number } | null {
  const rect = screenRect(scene, camera, device);
  return rect ? { x: (rect.left + rect.right) / 2, y: (rect.top + rect.bottom) / 2 } : null;
}

/** The device under a point of the canvas, measured now (see pickFromOutlines). */
export function pickDevice(
  scene: Scene,
  camera: Camera,
  devices: ReadonlyMap<GameId, Pickable>,
  x: number,
  y: number,
): GameId | null {
  const outlines = new Map<GameId, ScreenRect | null>();
  for (const [id, device] of devices) outlines.set(id, screenRect(scene, camera, device));
  return pickFromOutlines(outlines, x, y);
}
