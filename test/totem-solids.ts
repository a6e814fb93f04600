import type { TotemSolid } from '../assets/models/totem.ts';
import type { Vec2, Vec3 } from '../assets/models/mesh-builder.ts';

/**
 * Geometry of the totem's solids for tests: whether a point lies inside one, and whether two outlines overlap.
 * The outlines are convex (hexagons, cut-corner slabs, rectangles), which keeps both tests exact and short.
 */

/** Whether a point lies inside a convex outline (XZ), at least `margin` from its edges; either winding. */
function insideOutline(outline: readonly Vec2[], x: number, z: number, margin: number): boolean {
  let sign = 0;
  for (let i = 0; i < outline.length; i++) {
    const [ax, az] = outline[i]!;
    const [bx, bz] = outline[(i + 1) % outline.length]!;
    const length = Math.hypot(bx - ax, bz - az);
    if (length === 0) continue;
    const side = ((bx - ax) * (z - az) - (bz - az) * (x - ax)) / length;
    if (Math.abs(side) < margin) return false;
    if (sign === 0) sign = Math.sign(side);
    else if (Math.sign(side) !== sign) return false;
  }
  return true;
}

/** Whether a point lies inside a solid, at least `margin` from its surface. */
export function insideSolid(solid: TotemSolid, [x, y, z]: Vec3, margin: number): boolean {
  if (solid.kind === 'prism')
    return y > solid.y0 + margin && y < solid.y1 - margin && insideOutline(solid.outline, x, z, margin);
  const [ax, ay, az] = solid.from;
  const [bx, by, bz] = solid.to;
  const [dx, dy, dz] = [bx - ax, by - ay, bz - az];
  const t = Math.max(
    0,
    Math.min(1, ((x - ax) * dx + (y - ay) * dy + (z - az) * dz) / (dx * dx + dy * dy + dz * dz)),
  );
  return Math.hypot(x - ax - dx * t, y - ay - dy * t, z - az - dz * t) < solid.radius - margin;
}

/** Whether two convex outlines share any area (more than touching along an edge): separating axes. */
export function outlinesOverlap(a: readonly Vec2[], b: readonly Vec2[]): boolean {
  for (const outline of [a, b])
    for (let i = 0; i < outline.length; i++) {
      const [ax, az] = outline[i]!;
      const [bx, bz] = outline[(i + 1) % outline.length]!;
      const [nx, nz] = [az - bz, bx - ax];
      if (nx === 0 && nz === 0) continue;
      const project = (points: readonly Vec2[]) => points.map(([x, z]) => x * nx + z * nz);
      const pa = project(a);
      const pb = project(b);
      if (Math.max(...pa) <= Math.min(...pb) + 1e-9 || Math.max(...pb) <= Math.min(...pa) + 1e-9)
        return false;
    }
  return true;
}
