/** Shapes the game-scene models share that the product models had no use for. */
import {
  box,
  chain,
  cross,
  dot,
  lathe,
  normalize,
  rotateY,
  sub,
  transformGeometry,
  translate,
} from '../mesh-builder.ts';
import type { Geometry, Vec2, Vec3 } from '../mesh-builder.ts';
import { PI, fatan2, fcos, fsin } from '../../../systems/fixed-math.ts';

/** A sphere of near-equal triangles: an icosahedron whose faces are split in four `subdivisions` times. */
export function icosphere(radius: number, subdivisions: number): Geometry {
  const t = (1 + Math.sqrt(5)) / 2;
  const points: Vec3[] = (
    [
      [-1, t, 0],
      [1, t, 0],
      [-1, -t, 0],
      [1, -t, 0],
      [0, -1, t],
      [0, 1, t],
      [0, -1, -t],
      [0, 1, -t],
      [t, 0, -1],
      [t, 0, 1],
      [-t, 0, -1],
      [-t, 0, 1],
    ] as Vec3[]
  ).map((p) => normalize(p));
  let faces: [number, number, number][] = [
    [0, 11, 5],
    [0, 5, 1],
    [0, 1, 7],
    [0, 7, 10],
    [0, 10, 11],
    [1, 5, 9],
    [5, 11, 4],
    [11, 10, 2],
    [10, 7, 6],
    [7, 1, 8],
    [3, 9, 4],
    [3, 4, 2],
    [3, 2, 6],
    [3, 6, 8],
    [3, 8, 9],
    [4, 9, 5],
    [2, 4, 11],
    [6, 2, 10],
    [8, 6, 7],
    [9, 8, 1],
  ];
  for (let level = 0; level < subdivisions; level++) {
    // Shared midpoints keep the mesh welded, so the sphere has no cracks and stores each vertex once.
    const midpoints = new Map<string, number>();
    const midpoint = (a: number, b: number): number => {
      const key = a < b ? `${a}:${b}` : `${b}:${a}`;
      const known = midpoints.get(key);
      if (known !== undefined) return known;
      const pa = points[a] as Vec3;
      const pb = points[b] as Vec3;
      points.push(normalize([(pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2, (pa[2] + pb[2]) / 2]));
      midpoints.set(key, points.length - 1);
      return points.length - 1;
    };
    faces = faces.flatMap(([a, b, c]) => {
      const ab = midpoint(a, b);
      const bc = midpoint(b, c);
      const ca = midpoint(c, a);
      return [
        [a, ab, ca],
        [b, bc, ab],
        [c, ca, bc],
        [ab, bc, ca],
      ] as [number, number, number][];
    });
  }
  const indices: number[] = [];
  for (const [a, b, c] of faces) {
    const pa = points[a] as Vec3;
    const n = cross(sub(points[b] as Vec3, pa), sub(points[c] as Vec3, pa));
    // Every face of a sphere around the origin faces away from it.
    if (dot(n, pa) >= 0) indices.push(a, b, c);
    else indices.push(a, c, b);
  }
  return {
    positions: points.flatMap((p) => [p[0] * radius, p[1] * radius, p[2] * radius]),
    normals: points.flatMap((p) => [p[0], p[1], p[2]]),
    indices,
  };
}

/** A ring around the Y axis: a circle of radius `r` swept around a circle of radius `R`, in the XZ plane. */
export function torus(R: number, r: number, segments: number, sides: number): Geometry {
  const profile: Vec2[] = [];
  // Starting at the bottom and going out and up walks the outside bottom-up, so the skin faces outward.
  for (let k = 0; k <= sides; k++) {
    const a = -PI / 2 + (2 * PI * k) / sides;
    profile.push([R + r * fcos(a), r * fsin(a)]);
  }
  return lathe(profile, segments);
}

/**
 * A straight flat bar from a to b (points in the XZ plane), `width` across, standing from y0 to y0 + h. It
 * runs half its width past both ends so bars meeting at an angle overlap instead of leaving a notch.
 */
export function bar(a: Vec2, b: Vec2, width: number, y0: number, h: number, overrun = true): Geometry {
  const dx = b[0] - a[0];
  const dz = b[1] - a[1];
  const len = Math.sqrt(dx * dx + dz * dz) + (overrun ? width : 0);
  return transformGeometry(
    box([width, h, len]),
    chain(rotateY(fatan2(dx, dz)), translate((a[0] + b[0]) / 2, y0 + h / 2, (a[1] + b[1]) / 2)),
  );
}
