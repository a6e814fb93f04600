/**
 * A small geometry kit for the product models: boxes with chamfered edges, lathes, lofts, tubes and extruded
 * outlines, moved by affine transforms and gathered per material into one primitive each.
 *
 * Winding rule, used by every generator: a surface's front is on the right of the direction its profile is
 * walked, seen with the profile's "up" pointing up and the sweep direction coming toward the viewer. In
 * practice: a lathe profile walked from the bottom up along the outside faces outward, and a closed loft or
 * extrude outline is re-oriented automatically so that it always faces outward.
 *
 * Only + - * /, Math.sqrt and the table-free sine of systems/fixed-math.ts are used, so the bytes of a model do
 * not depend on the JS engine's approximations of Math.sin or Math.pow.
 */
import { PI, fcos, fsin } from '../../systems/fixed-math.ts';
import type { MaterialSpec } from './materials.ts';

export type Vec2 = readonly [number, number];
export type Vec3 = readonly [number, number, number];

export interface Geometry {
  positions: number[];
  normals: number[];
  indices: number[];
}

// ---------------------------------------------------------------------------------------------- vectors

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const mul = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const length = (a: Vec3): number => Math.sqrt(dot(a, a));
export function normalize(a: Vec3, fallback: Vec3 = [0, 1, 0]): Vec3 {
  const l = length(a);
  return l > 1e-12 ? [a[0] / l, a[1] / l, a[2] / l] : fallback;
}
export const DEG = PI / 180;

/** Catmull-Rom through the given points (clamped at the ends), sampled `perSegment` times per segment. */
export function catmullRom(points: readonly Vec3[], perSegment: number): Vec3[] {
  const at = (i: number): Vec3 => points[Math.max(0, Math.min(points.length - 1, i))] as Vec3;
  const out: Vec3[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    for (let k = 0; k < perSegment; k++) {
      const t = k / perSegment;
      const t2 = t * t;
      const t3 = t2 * t;
      const w0 = -0.5 * t3 + t2 - 0.5 * t;
      const w1 = 1.5 * t3 - 2.5 * t2 + 1;
      const w2 = -1.5 * t3 + 2 * t2 + 0.5 * t;
      const w3 = 0.5 * t3 - 0.5 * t2;
      out.push([
        w0 * p0[0] + w1 * p1[0] + w2 * p2[0] + w3 * p3[0],
        w0 * p0[1] + w1 * p1[1] + w2 * p2[1] + w3 * p3[1],
        w0 * p0[2] + w1 * p1[2] + w2 * p2[2] + w3 * p3[2],
      ]);
    }
  }
  out.push(at(points.length - 1));
  return out;
}

/** A smooth 1D curve through (x, y) keys, for shaping widths and heights along a loft. */
export function curve(keys: readonly Vec2[]): (x: number) => number {
  const pts: Vec3[] = keys.map(([x, y]) => [x, y, 0]);
  return (x) => {
    const first = keys[0] as Vec2;
    const last = keys[keys.length - 1] as Vec2;
    if (x <= first[0]) return first[1];
    if (x >= last[0]) return last[1];
    let i = 0;
    while (i < keys.length - 2 && x > (keys[i + 1] as Vec2)[0]) i++;
    const x0 = (keys[i] as Vec2)[0];
    const x1 = (keys[i + 1] as Vec2)[0];
    const t = (x - x0) / (x1 - x0);
    const p0 = pts[Math.max(0, i - 1)] as Vec3;
    const p1 = pts[i] as Vec3;
    const p2 = pts[i + 1] as Vec3;
    const p3 = pts[Math.min(pts.length - 1, i + 2)] as Vec3;
    const t2 = t * t;
    const t3 = t2 * t;
    return (
      (-0.5 * t3 + t2 - 0.5 * t) * p0[1] +
      (1.5 * t3 - 2.5 * t2 + 1) * p1[1] +
      (-1.5 * t3 + 2 * t2 + 0.5 * t) * p2[1] +
      (0.5 * t3 - 0.5 * t2) * p3[1]
    );
  };
}

// -------------------------------------------------------------------------------------------- transforms

/** Affine transform as a row-major 3×4 matrix: [m00 m01 m02 tx, m10 m11 m12 ty, m20 m21 m22 tz]. */
export type Transform = readonly number[];

export const IDENTITY: Transform = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0];

export const translate = (x: number, y: number, z: number): Transform => [1, 0, 0, x, 0, 1, 0, y, 0, 0, 1, z];
export const scale = (x: number, y = x, z = x): Transform => [x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0];
export function rotateX(angle: number): Transform {
  const c = fcos(angle);
  const s = fsin(angle);
  return [1, 0, 0, 0, 0, c, -s, 0, 0, s, c, 0];
}
export function rotateY(angle: number): Transform {
  const c = fcos(angle);
  const s = fsin(angle);
  return [c, 0, s, 0, 0, 1, 0, 0, -s, 0, c, 0];
}
export function rotateZ(angle: number): Transform {
  const c = fcos(angle);
  const s = fsin(angle);
  return [c, -s, 0, 0, s, c, 0, 0, 0, 0, 1, 0];
}

/** Places local X, Y, Z along the given (orthonormal) axes, and the local origin at `origin`. */
export function basis(origin: Vec3, x: Vec3, y: Vec3, z: Vec3): Transform {
  return [x[0], y[0], z[0], origin[0], x[1], y[1], z[1], origin[1], x[2], y[2], z[2], origin[2]];
}

/** Turns local +Y to point along `direction` and moves the origin to `origin`, e.g. to sleeve a ring on a tube. */
export function alignY(origin: Vec3, direction: Vec3): Transform {
  const y = normalize(direction);
  const helper: Vec3 = Math.abs(y[1]) < 0.9 ? [0, 1, 0] : [1, 0, 0];
  const x = normalize(cross(y, helper));
  return basis(origin, x, y, cross(x, y));
}

/** Returns b∘a: apply `a` first, then `b`. */
function multiply(b: Transform, a: Transform): Transform {
  const m = (r: number, c: number, t: Transform): number => t[r * 4 + c] as number;
  const out: number[] = [];
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 4; c++) {
      let v = m(r, 0, b) * m(0, c, a) + m(r, 1, b) * m(1, c, a) + m(r, 2, b) * m(2, c, a);
      if (c === 3) v += m(r, 3, b);
      out.push(v);
    }
  }
  return out;
}

/** Transforms applied in reading order: `chain(rotateX(a), translate(...))` rotates, then moves. */
export function chain(...transforms: Transform[]): Transform {
  return transforms.reduce((acc, t) => multiply(t, acc), IDENTITY);
}

export function applyPoint(t: Transform, p: Vec3): Vec3 {
  const m = (i: number): number => t[i] as number;
  return [
    m(0) * p[0] + m(1) * p[1] + m(2) * p[2] + m(3),
    m(4) * p[0] + m(5) * p[1] + m(6) * p[2] + m(7),
    m(8) * p[0] + m(9) * p[1] + m(10) * p[2] + m(11),
  ];
}

export function transformGeometry(g: Geometry, t: Transform): Geometry {
  const m = (i: number): number => t[i] as number;
  const [a, b, c, d, e, f, g0, h, i0] = [m(0), m(1), m(2), m(4), m(5), m(6), m(8), m(9), m(10)];
  // Normals go through the inverse transpose, which is the cofactor matrix divided by the determinant. A
  // mirroring transform (negative determinant) turns the triangles inside out, so their order flips too.
  const det = a * (e * i0 - f * h) - b * (d * i0 - f * g0) + c * (d * h - e * g0);
  const cofactor = [
    [e * i0 - f * h, f * g0 - d * i0, d * h - e * g0],
    [c * h - b * i0, a * i0 - c * g0, b * g0 - a * h],
    [b * f - c * e, c * d - a * f, a * e - b * d],
  ] as const;
  const sign = det < 0 ? -1 : 1;
  const positions: number[] = [];
  const normals: number[] = [];
  for (let v = 0; v < g.positions.length; v += 3) {
    const p = applyPoint(t, [g.positions[v] ?? 0, g.positions[v + 1] ?? 0, g.positions[v + 2] ?? 0]);
    positions.push(p[0], p[1], p[2]);
    const n: Vec3 = [g.normals[v] ?? 0, g.normals[v + 1] ?? 0, g.normals[v + 2] ?? 0];
    const out = normalize(cofactor.map((row) => sign * dot(row, n)) as unknown as Vec3);
    normals.push(out[0], out[1], out[2]);
  }
  const indices = det < 0 ? flipIndices(g.indices) : g.indices.slice();
  return { positions, normals, indices };
}

function flipIndices(indices: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < indices.length; i += 3)
    out.push(indices[i] ?? 0, indices[i + 2] ?? 0, indices[i + 1] ?? 0);
  return out;
}

export function flip(g: Geometry): Geometry {
  return {
    positions: g.positions.slice(),
    normals: g.normals.map((n) => -n),
    indices: flipIndices(g.indices),
  };
}

export function merge(...parts: Geometry[]): Geometry {
  const out: Geometry = { positions: [], normals: [], indices: [] };
  for (const part of parts) {
    const base = out.positions.length / 3;
    for (const v of part.positions) out.positions.push(v);
    for (const v of part.normals) out.normals.push(v);
    for (const i of part.indices) out.indices.push(i + base);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------- normals

function pointAt(list: readonly number[], i: number): Vec3 {
  return [list[i * 3] ?? 0, list[i * 3 + 1] ?? 0, list[i * 3 + 2] ?? 0];
}

/** Drops zero-area triangles: collapsed rings at lathe poles would otherwise make degenerate faces. */
function dropDegenerate(positions: readonly number[], indices: readonly number[]): number[] {
  const out: number[] = [];
  for (let t = 0; t < indices.length; t += 3) {
    const ia = indices[t] ?? 0;
    const ib = indices[t + 1] ?? 0;
    const ic = indices[t + 2] ?? 0;
    const a = pointAt(positions, ia);
    const n = cross(sub(pointAt(positions, ib), a), sub(pointAt(positions, ic), a));
    if (length(n) > 1e-10) out.push(ia, ib, ic);
  }
  return out;
}

/**
 * Smooth shading: each vertex gets the area-weighted sum of its faces' normals. Vertices at the same place
 * are welded for this sum, so seams and poles shade as one surface.
 */
export function smoothGeometry(positions: number[], indices: readonly number[]): Geometry {
  const kept = dropDegenerate(positions, indices);
  const key = (i: number): string => `${positions[i * 3]},${positions[i * 3 + 1]},${positions[i * 3 + 2]}`;
  const sums = new Map<string, [number, number, number]>();
  for (let t = 0; t < kept.length; t += 3) {
    const ids = [kept[t] ?? 0, kept[t + 1] ?? 0, kept[t + 2] ?? 0];
    const [a, b, c] = ids.map((i) => pointAt(positions, i)) as [Vec3, Vec3, Vec3];
    const n = cross(sub(b, a), sub(c, a));
    for (const i of ids) {
      const k = key(i);
      const s = sums.get(k) ?? [0, 0, 0];
      sums.set(k, [s[0] + n[0], s[1] + n[1], s[2] + n[2]]);
    }
  }
  const normals: number[] = [];
  for (let i = 0; i < positions.length / 3; i++) {
    const n = normalize(sums.get(key(i)) ?? [0, 1, 0]);
    normals.push(n[0], n[1], n[2]);
  }
  return { positions, normals, indices: kept };
}

/** Hard edges everywhere: every triangle gets its own three vertices and its face normal. */
export function flatten(g: Geometry): Geometry {
  const out: Geometry = { positions: [], normals: [], indices: [] };
  for (let t = 0; t < g.indices.length; t += 3) {
    const ps = [g.indices[t] ?? 0, g.indices[t + 1] ?? 0, g.indices[t + 2] ?? 0].map((i) =>
      pointAt(g.positions, i),
    ) as [Vec3, Vec3, Vec3];
    const n = normalize(cross(sub(ps[1], ps[0]), sub(ps[2], ps[0])));
    for (const p of ps) {
      out.indices.push(out.positions.length / 3);
      out.positions.push(p[0], p[1], p[2]);
      out.normals.push(n[0], n[1], n[2]);
    }
  }
  return out;
}

// -------------------------------------------------------------------------------------------- primitives

/**
 * A flat polygon; its front faces the side from which it winds anticlockwise. Convex ones fan from the first
 * point; `fromCentre` fans from the centroid instead, which also fills star shapes such as a toothed wheel.
 */
export function polygon(points: readonly Vec3[], options: { fromCentre?: boolean } = {}): Geometry {
  const n = points.length;
  const positions: number[] = [];
  const indices: number[] = [];
  if (options.fromCentre) {
    const centre = mul(
      points.reduce<Vec3>((acc, p) => add(acc, p), [0, 0, 0]),
      1 / n,
    );
    positions.push(...centre);
    for (const p of points) positions.push(p[0], p[1], p[2]);
    for (let i = 0; i < n; i++) indices.push(0, 1 + i, 1 + ((i + 1) % n));
  } else {
    for (const p of points) positions.push(p[0], p[1], p[2]);
    for (let i = 1; i < n - 1; i++) indices.push(0, i, i + 1);
  }
  return flatten({ positions, normals: positions.map(() => 0), indices: dropDegenerate(positions, indices) });
}

/**
 * A grid surface: rows[i][j], triangulated so that the front is on the right of each row walked with
 * increasing j, when the rows advance toward the viewer (the loft rule of the file comment).
 */
export function gridSurface(
  rows: readonly (readonly Vec3[])[],
  options: { closeRows?: boolean; closeColumns?: boolean } = {},
): Geometry {
  const nRows = rows.length;
  const nCols = (rows[0] ?? []).length;
  const positions: number[] = [];
  for (const row of rows) for (const p of row) positions.push(p[0], p[1], p[2]);
  const id = (i: number, j: number): number => (i % nRows) * nCols + (j % nCols);
  const indices: number[] = [];
  const rowSteps = options.closeRows ? nRows : nRows - 1;
  const colSteps = options.closeColumns ? nCols : nCols - 1;
  for (let i = 0; i < rowSteps; i++) {
    for (let j = 0; j < colSteps; j++) {
      const a = id(i, j);
      const b = id(i, j + 1);
      const c = id(i + 1, j);
      const d = id(i + 1, j + 1);
      indices.push(a, b, c, b, d, c);
    }
  }
  return smoothGeometry(positions, indices);
}

/**
 * A box centred on the origin. `bevel` chamfers every edge (flat-shaded, so the light catches the edge the way
 * it does on machined parts); `topInset` pulls the top face in on every side, tapering the box like a keycap.
 */
export function box(
  size: Vec3,
  options: { bevel?: number; topInset?: number; openBottom?: boolean } = {},
): Geometry {
  const h: Vec3 = [size[0] / 2, size[1] / 2, size[2] / 2];
  const b = Math.min(options.bevel ?? 0, h[0] * 0.9, h[1] * 0.9, h[2] * 0.9);
  const inset = options.topInset ?? 0;
  // Insetting x and z by a linear function of y keeps every face planar, so flat shading shows no fold.
  const taper = (p: Vec3): Vec3 => {
    const k = (inset * (p[1] + h[1])) / size[1];
    return [p[0] - Math.sign(p[0]) * k, p[1], p[2] - Math.sign(p[2]) * k];
  };
  // The vertex of corner `s` (signs per axis) that lies on the face of axis `a`.
  const corner = (s: Vec3, a: number): Vec3 => {
    const along = (k: 0 | 1 | 2): number => s[k] * (k === a ? h[k] : h[k] - b);
    return taper([along(0), along(1), along(2)]);
  };
  const signs: Vec3[] = [];
  for (const x of [-1, 1]) for (const y of [-1, 1]) for (const z of [-1, 1]) signs.push([x, y, z]);
  const faces: Vec3[][] = [];
  for (let a = 0; a < 3; a++) {
    for (const sa of [-1, 1]) {
      const around = [
        [-1, -1],
        [1, -1],
        [1, 1],
        [-1, 1],
      ].map(([u, v]) => {
        const s = [0, 0, 0];
        s[a] = sa;
        s[(a + 1) % 3] = u as number;
        s[(a + 2) % 3] = v as number;
        return corner(s as unknown as Vec3, a);
      });
      faces.push(around);
    }
  }
  if (b > 0) {
    for (let a = 0; a < 3; a++) {
      const c = (a + 1) % 3;
      const d = (a + 2) % 3;
      for (const sa of [-1, 1]) {
        for (const sc of [-1, 1]) {
          const quad: Vec3[] = [];
          for (const sd of [-1, 1]) {
            const s = [0, 0, 0];
            s[a] = sa;
            s[c] = sc;
            s[d] = sd;
            quad.push(corner(s as unknown as Vec3, a));
          }
          for (const sd of [1, -1]) {
            const s = [0, 0, 0];
            s[a] = sa;
            s[c] = sc;
            s[d] = sd;
            quad.push(corner(s as unknown as Vec3, c));
          }
          faces.push(quad);
        }
      }
    }
    for (const s of signs) faces.push([corner(s, 0), corner(s, 1), corner(s, 2)]);
  }
  // A part that always stands on something (a keycap) need not pay for the faces nobody sees.
  const floor = -h[1] + b + 1e-9;
  const shown = options.openBottom ? faces.filter((face) => face.some((p) => p[1] > floor)) : faces;
  // The box is convex, so each face is wound to face away from the centre of the box.
  const centre: Vec3 = [0, 0, 0];
  const parts = shown.map((face) => {
    const fc = mul(
      face.reduce<Vec3>((acc, p) => add(acc, p), [0, 0, 0]),
      1 / face.length,
    );
    const n = newell(face);
    return polygon(dot(n, sub(fc, centre)) >= 0 ? face : face.slice().reverse());
  });
  return merge(...parts);
}

/** The normal of a planar polygon, oriented by its anticlockwise winding (Newell's method). */
function newell(points: readonly Vec3[]): Vec3 {
  let n: Vec3 = [0, 0, 0];
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as Vec3;
    const q = points[(i + 1) % points.length] as Vec3;
    n = add(n, [(p[1] - q[1]) * (p[2] + q[2]), (p[2] - q[2]) * (p[0] + q[0]), (p[0] - q[0]) * (p[1] + q[1])]);
  }
  return normalize(n);
}

/**
 * A profile of (radius, y) points rotated around the Y axis. Walked bottom-up along the outside it faces
 * outward. Points on the axis (radius 0) close the surface at a pole. `flat` gives faceted sides (a hexagonal
 * prism is a flat lathe with 6 segments); `startAngle` turns the first segment.
 */
export function lathe(
  profile: readonly Vec2[],
  segments: number,
  options: { flat?: boolean; startAngle?: number } = {},
): Geometry {
  const start = options.startAngle ?? 0;
  const rows: Vec3[][] = [];
  for (let k = 0; k < segments; k++) {
    const a = start + (2 * PI * k) / segments;
    const c = fcos(a);
    const s = fsin(a);
    rows.push(profile.map(([r, y]) => [r * c, y, r * s]));
  }
  const g = gridSurface(rows, { closeRows: true });
  return options.flat ? flatten(g) : g;
}

/** A capped cylinder around the Y axis with hard rims: side and caps are separate smooth lathes. */
export function cylinder(radius: number, y0: number, y1: number, segments: number): Geometry {
  return merge(
    lathe(
      [
        [0, y0],
        [radius, y0],
      ],
      segments,
    ),
    lathe(
      [
        [radius, y0],
        [radius, y1],
      ],
      segments,
    ),
    lathe(
      [
        [radius, y1],
        [0, y1],
      ],
      segments,
    ),
  );
}

/** Signed (shoelace) area of a 2D outline: positive when its points run anticlockwise. */
export function signedArea(points: readonly Vec2[]): number {
  let area = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as Vec2;
    const q = points[(i + 1) % points.length] as Vec2;
    area += p[0] * q[1] - q[0] * p[1];
  }
  return area / 2;
}

export interface Frame {
  origin: Vec3;
  /** Where the profile's u axis points. */
  side: Vec3;
  /** Where the profile's v axis points. */
  up: Vec3;
}

/** Frames along a path, with the up vector carried along without twisting (parallel transport). */
export function pathFrames(path: readonly Vec3[], upHint: Vec3): Frame[] {
  const frames: Frame[] = [];
  let up = upHint;
  for (let i = 0; i < path.length; i++) {
    const prev = path[Math.max(0, i - 1)] as Vec3;
    const next = path[Math.min(path.length - 1, i + 1)] as Vec3;
    const tangent = normalize(sub(next, prev));
    up = normalize(sub(up, mul(tangent, dot(up, tangent))));
    frames.push({ origin: path[i] as Vec3, side: cross(up, tangent), up });
  }
  return frames;
}

/**
 * Cross-sections placed along a path: profile i (2D points, u to the side and v up) sits at path point i.
 * A closed profile is turned anticlockwise so the skin faces outward and may be capped at both ends; an open
 * one faces the right of its walking direction.
 */
export function loft(
  profiles: readonly (readonly Vec2[])[],
  path: readonly Vec3[],
  options: { up?: Vec3; closed?: boolean; caps?: boolean } = {},
): Geometry {
  const frames = pathFrames(path, options.up ?? [0, 1, 0]);
  const closed = options.closed ?? true;
  const rows = profiles.map((profile, i) => {
    const f = frames[i] as Frame;
    const pts = closed && signedArea(profile) < 0 ? profile.slice().reverse() : profile;
    return pts.map(([u, v]) => add(f.origin, add(mul(f.side, u), mul(f.up, v))));
  });
  const skin = gridSurface(rows, { closeColumns: closed });
  if (!(closed && options.caps)) return skin;
  const first = rows[0] as Vec3[];
  const last = rows[rows.length - 1] as Vec3[];
  return merge(
    skin,
    polygon(first.slice().reverse(), { fromCentre: true }),
    polygon(last, { fromCentre: true }),
  );
}

/** A round tube along a path (smooth), with flat caps. */
export function tube(
  path: readonly Vec3[],
  radius: number | ((i: number) => number),
  sides: number,
  up?: Vec3,
): Geometry {
  const profiles = path.map((_, i) => circle(typeof radius === 'number' ? radius : radius(i), sides));
  return loft(profiles, path, { up: up ?? [0, 1, 0], closed: true, caps: true });
}

export function circle(radius: number, sides: number, startAngle = 0): Vec2[] {
  const out: Vec2[] = [];
  for (let k = 0; k < sides; k++) {
    const a = startAngle + (2 * PI * k) / sides;
    out.push([radius * fcos(a), radius * fsin(a)]);
  }
  return out;
}

/** A rectangle of half-sizes (hu, hv) with rounded corners, anticlockwise, for lofted straps and bands. */
export function roundedRect(hu: number, hv: number, radius: number, perCorner: number): Vec2[] {
  const out: Vec2[] = [];
  const centres: Vec2[] = [
    [hu - radius, hv - radius],
    [-hu + radius, hv - radius],
    [-hu + radius, -hv + radius],
    [hu - radius, -hv + radius],
  ];
  centres.forEach(([cu, cv], q) => {
    for (let k = 0; k <= perCorner; k++) {
      const a = (PI / 2) * (q + k / perCorner);
      out.push([cu + radius * fcos(a), cv + radius * fsin(a)]);
    }
  });
  return out;
}

/**
 * An outline in the XZ plane pushed up from y0 to y1: walls (smooth for curved outlines, flat for polygons),
 * optional caps. An open outline (closed: false) makes just a band of wall, facing the right of its walk
 * seen from above with +Z pointing down the page, i.e. outward for a clockwise-from-above walk.
 */
export function extrude(
  outline: readonly Vec2[],
  y0: number,
  y1: number,
  options: { smooth?: boolean; caps?: boolean; closed?: boolean; starCaps?: boolean } = {},
): Geometry {
  const closed = options.closed ?? true;
  // Outward walls need the outline clockwise in the (x, z) plane; see the extrude test.
  const pts = closed && signedArea(outline) > 0 ? outline.slice().reverse() : outline;
  const rows = [y0, y1].map((y) => pts.map(([x, z]): Vec3 => [x, y, z]));
  let walls = gridSurface(rows, { closeColumns: closed });
  if (!options.smooth) walls = flatten(walls);
  if (!(closed && options.caps)) return walls;
  const bottom = pts.map(([x, z]): Vec3 => [x, y0, z]).reverse();
  const top = pts.map(([x, z]): Vec3 => [x, y1, z]);
  const fromCentre = options.starCaps ?? false;
  return merge(walls, polygon(bottom, { fromCentre }), polygon(top, { fromCentre }));
}

/** Moves each edge of a convex outline outward by `d` (mitred corners). */
export function offsetOutline(outline: readonly Vec2[], d: number): Vec2[] {
  const n = outline.length;
  const ccw = signedArea(outline) > 0;
  const edgeNormal = (i: number): Vec2 => {
    const p = outline[i % n] as Vec2;
    const q = outline[(i + 1) % n] as Vec2;
    const ex = q[0] - p[0];
    const ey = q[1] - p[1];
    const l = Math.sqrt(ex * ex + ey * ey);
    return ccw ? [ey / l, -ex / l] : [-ey / l, ex / l];
  };
  return outline.map((p, i) => {
    const n1 = edgeNormal(i + n - 1);
    const n2 = edgeNormal(i);
    const k = d / (1 + n1[0] * n2[0] + n1[1] * n2[1]);
    return [p[0] + k * (n1[0] + n2[0]), p[1] + k * (n1[1] + n2[1])];
  });
}

/** A regular polygon in the XZ plane; angle 0 points at +X. */
export function regularPolygon(radius: number, sides: number, startAngle = 0): Vec2[] {
  return circle(radius, sides, startAngle);
}

// ---------------------------------------------------------------------------------------------- builder

export interface MeshPart {
  material: MaterialSpec;
  geometry: Geometry;
}

/** Collects geometry per material: each material becomes one primitive (one draw call) of the mesh. */
export class MeshBuilder {
  private readonly pieces = new Map<string, { material: MaterialSpec; geometries: Geometry[] }>();

  add(material: MaterialSpec, geometry: Geometry, ...transforms: Transform[]): this {
    const moved = transforms.length > 0 ? transformGeometry(geometry, chain(...transforms)) : geometry;
    const entry = this.pieces.get(material.name);
    if (entry) entry.geometries.push(moved);
    else this.pieces.set(material.name, { material, geometries: [moved] });
    return this;
  }

  /** One merged geometry per material, in the order the materials were first used. */
  parts(): MeshPart[] {
    return [...this.pieces.values()].map(({ material, geometries }) => ({
      material,
      geometry: merge(...geometries),
    }));
  }
}
