import { describe, expect, it } from 'vitest';
import {
  box,
  circle,
  cross,
  dot,
  extrude,
  lathe,
  loft,
  normalize,
  regularPolygon,
  rotateX,
  scale,
  chain,
  sub,
  transformGeometry,
  translate,
  tube,
  type Geometry,
  type Vec3,
} from './mesh-builder.ts';

function point(g: Geometry, i: number): Vec3 {
  return [g.positions[i * 3] ?? 0, g.positions[i * 3 + 1] ?? 0, g.positions[i * 3 + 2] ?? 0];
}

/** For a convex solid around `centre`: every face winds outward and every vertex normal agrees with it. */
function expectOutward(g: Geometry, centre: Vec3): void {
  expect(g.indices.length).toBeGreaterThan(0);
  for (let t = 0; t < g.indices.length; t += 3) {
    const ids = [g.indices[t] ?? 0, g.indices[t + 1] ?? 0, g.indices[t + 2] ?? 0];
    const [a, b, c] = ids.map((i) => point(g, i)) as [Vec3, Vec3, Vec3];
    const n = normalize(cross(sub(b, a), sub(c, a)));
    const mid: Vec3 = [(a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3, (a[2] + b[2] + c[2]) / 3];
    expect(dot(n, sub(mid, centre))).toBeGreaterThan(0);
    for (const i of ids) {
      const vn: Vec3 = [g.normals[i * 3] ?? 0, g.normals[i * 3 + 1] ?? 0, g.normals[i * 3 + 2] ?? 0];
      expect(dot(vn, n)).toBeGreaterThan(0);
    }
  }
}

describe('mesh builder', () => {
  it('winds boxes outward, bevelled and tapered like a keycap too', () => {
    expectOutward(box([1, 0.5, 2]), [0, 0, 0]);
    const keycap = box([0.2, 0.1, 0.18], { bevel: 0.01, topInset: 0.02 });
    expectOutward(keycap, [0, 0, 0]);
    expect(keycap.indices.length / 3).toBe(44);
    // Without the bottom: its face (2), the four edges around it (8) and the four corners (4).
    expect(box([0.2, 0.1, 0.18], { bevel: 0.01, openBottom: true }).indices.length / 3).toBe(30);
  });

  it('keeps every face of a tapered bevelled box planar, so flat shading shows no creases inside a face', () => {
    const g = box([0.3, 0.1, 0.2], { bevel: 0.015, topInset: 0.03 });
    // Triangles of one planar face share a normal; count distinct normals: 26 faces at most.
    const normals = new Set<string>();
    for (let i = 0; i < g.normals.length; i += 3) {
      normals.add(
        [0, 1, 2]
          .map((k) => ((g.normals[i + k] ?? 0) + 0).toFixed(5).replace('-0.00000', '0.00000'))
          .join(','),
      );
    }
    expect(normals.size).toBe(26);
  });

  it('winds lathes, lofts, tubes and extrusions outward', () => {
    const cylinder = lathe(
      [
        [0, -0.5],
        [1, -0.5],
        [1, 0.5],
        [0, 0.5],
      ],
      16,
    );
    expectOutward(cylinder, [0, 0, 0]);
    expectOutward(
      lathe(
        [
          [0, -1],
          ...circle(1, 12, -Math.PI / 2)
            .slice(1, 6)
            .map(([x, y]): [number, number] => [x, y]),
          [0, 1],
        ],
        12,
      ),
      [0, 0, 0],
    );
    expectOutward(
      lathe(
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 1],
        ],
        6,
        { flat: true },
      ),
      [0, 0.5, 0],
    );
    const path: Vec3[] = [
      [0, 0, -1],
      [0, 0, 0],
      [0, 0, 1],
    ];
    expectOutward(
      loft([circle(0.5, 10), circle(0.6, 10).reverse(), circle(0.5, 10)], path, { caps: true }),
      [0, 0, 0],
    );
    expectOutward(
      tube(
        [
          [-1, 0, 0],
          [0, 0, 0],
          [1, 0, 0],
        ],
        0.3,
        8,
      ),
      [0, 0, 0],
    );
    expectOutward(
      tube(
        [
          [0, -1, 0],
          [0, 1, 0],
        ],
        0.3,
        8,
        [0, 0, 1],
      ),
      [0, 0, 0],
    );
    expectOutward(extrude(regularPolygon(1, 6), -0.5, 0.5, { caps: true }), [0, 0, 0]);
    expectOutward(
      extrude(regularPolygon(1, 6).reverse(), -0.5, 0.5, { caps: true, smooth: true }),
      [0, 0, 0],
    );
  });

  it('carries flat normals exactly through rotation, mirroring and non-uniform scaling', () => {
    const g = transformGeometry(box([1, 1, 1]), chain(rotateX(0.7), scale(-1, 2, 0.5), rotateX(0.4)));
    for (let t = 0; t < g.indices.length; t += 3) {
      const ids = [g.indices[t] ?? 0, g.indices[t + 1] ?? 0, g.indices[t + 2] ?? 0];
      const [a, b, c] = ids.map((i) => point(g, i)) as [Vec3, Vec3, Vec3];
      const n = normalize(cross(sub(b, a), sub(c, a)));
      for (const i of ids) {
        const vn: Vec3 = [g.normals[i * 3] ?? 0, g.normals[i * 3 + 1] ?? 0, g.normals[i * 3 + 2] ?? 0];
        expect(dot(vn, n)).toBeCloseTo(1, 9);
      }
    }
  });

  it('keeps faces outward through mirroring and non-uniform scaling', () => {
    const g = transformGeometry(
      box([1, 1, 1], { bevel: 0.1 }),
      chain(scale(-1, 2, 1), rotateX(0.3), translate(1, 2, 3)),
    );
    expectOutward(g, [1, 2, 3]);
  });
});
