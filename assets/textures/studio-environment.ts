import { linearToSrgbByte, smoothstep } from './random.ts';

/**
 * The reflection environment of the 3D scenes: a dark studio lit by a cyan softbox on the +X side, a magenta
 * one on −X, a dim warm light overhead and a near-black floor. It is a smooth function of direction only, and
 * every face pixel is that function at the pixel's own direction, so neighbouring faces agree along their
 * shared edges and no seam can appear in a reflection.
 */

export type Vec3 = readonly [number, number, number];
export type Rgb = [number, number, number];

/** Face order of the files and of `meta.faces`. */
export const CUBE_FACES = ['px', 'nx', 'py', 'ny', 'pz', 'nz'] as const;
export type CubeFace = (typeof CUBE_FACES)[number];

/**
 * The OpenGL / WebGL cube-map convention (the one Babylon's CubeTexture uploads to): `sc` runs left to right
 * and `tc` top to bottom across the image, both in [−1, 1]. Values just outside that range give directions on
 * the neighbouring face, which the seam test uses.
 */
export function faceDirection(face: CubeFace, sc: number, tc: number): Vec3 {
  switch (face) {
    case 'px':
      return [1, -tc, -sc];
    case 'nx':
      return [-1, -tc, sc];
    case 'py':
      return [sc, 1, tc];
    case 'ny':
      return [sc, -1, -tc];
    case 'pz':
      return [sc, -tc, 1];
    case 'nz':
      return [-sc, -tc, -1];
  }
}

function normalize(v: Vec3): Vec3 {
  const l = Math.sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
  return [v[0] / l, v[1] / l, v[2] / l];
}

function dot(a: Vec3, b: Vec3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

function cross(a: Vec3, b: Vec3): Vec3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

interface Softbox {
  centre: Vec3;
  right: Vec3;
  up: Vec3;
  /** Half extents on the plane one unit away along `centre` (tangent of the half angle). */
  halfWidth: number;
  halfHeight: number;
  /** Width of the soft rim, relative to the half extents. */
  softness: number;
  colour: Rgb;
  /** Wide, faint spill around the panel, like light scattered in a real studio. */
  halo: number;
  haloWidth: number;
}

function softbox(centre: Vec3, upHint: Vec3, rest: Omit<Softbox, 'centre' | 'right' | 'up'>): Softbox {
  const c = normalize(centre);
  const right = normalize(cross(upHint, c));
  const up = cross(c, right);
  return { centre: c, right, up, ...rest };
}

// Linear-light versions of the brand colours (#00e5ff, #ff2bd6, #7cff4f).
const CYAN: Rgb = [0, 0.78, 1];
const MAGENTA: Rgb = [1, 0.024, 0.67];
const GREEN: Rgb = [0.2, 1, 0.078];
const WARM: Rgb = [1, 0.62, 0.36];

const PANELS: readonly Softbox[] = [
  softbox([1, 0.18, 0.12], [0, 1, 0], {
    halfWidth: 0.32,
    halfHeight: 0.78,
    softness: 0.22,
    colour: [CYAN[0] * 1.6, CYAN[1] * 1.6, CYAN[2] * 1.6],
    halo: 0.05,
    haloWidth: 0.55,
  }),
  softbox([-1, 0.18, -0.12], [0, 1, 0], {
    halfWidth: 0.32,
    halfHeight: 0.78,
    softness: 0.22,
    colour: [MAGENTA[0] * 1.5, MAGENTA[1] * 1.5, MAGENTA[2] * 1.5],
    halo: 0.05,
    haloWidth: 0.55,
  }),
  // Overhead key: dim and warm, so black plastic still shows its shape from above.
  softbox([0, 1, 0], [0, 0, -1], {
    halfWidth: 0.5,
    halfHeight: 0.5,
    softness: 0.35,
    colour: [WARM[0] * 0.24, WARM[1] * 0.24, WARM[2] * 0.24],
    halo: 0.025,
    haloWidth: 0.7,
  }),
  // A thin green strip low on the back wall: a third brand colour for rims seen from the front.
  softbox([0, 0.08, -1], [0, 1, 0], {
    halfWidth: 0.9,
    halfHeight: 0.035,
    softness: 0.5,
    colour: [GREEN[0] * 0.35, GREEN[1] * 0.35, GREEN[2] * 0.35],
    halo: 0.008,
    haloWidth: 0.35,
  }),
];

function panelLight(p: Softbox, d: Vec3, out: Rgb, scale: number): void {
  const facing = dot(d, p.centre);
  // Spill falls off with the angle to the panel's centre; it is what keeps the dark walls from being flat.
  const spillAngle = Math.acos(Math.max(-1, Math.min(1, facing)));
  const spill = p.halo * Math.exp(-((spillAngle / p.haloWidth) ** 2));
  let core = 0;
  if (facing > 0.05) {
    const a = dot(d, p.right) / facing / p.halfWidth;
    const b = dot(d, p.up) / facing / p.halfHeight;
    // A superellipse gives a rectangle with rounded corners, like a real softbox's diffuser.
    const r = Math.pow(Math.pow(Math.abs(a), 4) + Math.pow(Math.abs(b), 4), 0.25);
    const inside = 1 - smoothstep(1 - p.softness, 1 + p.softness, r);
    // Brighter in the middle of the diffuser than at its rim.
    core = inside * (0.8 + 0.2 * Math.max(0, 1 - r * r)) * smoothstep(0.05, 0.3, facing);
  }
  const k = (core + spill) * scale;
  out[0] += p.colour[0] * k;
  out[1] += p.colour[1] * k;
  out[2] += p.colour[2] * k;
}

/** Radiance in linear light (values above 1 are clipped when stored) for a unit direction. */
export function studioRadiance(direction: Vec3): Rgb {
  const d = normalize(direction);
  const y = d[1];
  // Walls: deep navy, a little lighter towards the horizon; ceiling darker; floor nearly black.
  const wall: Rgb = [0.006, 0.008, 0.02];
  const ceiling: Rgb = [0.003, 0.004, 0.01];
  const floor: Rgb = [0.0012, 0.0014, 0.0024];
  const aboveHorizon = smoothstep(-0.06, 0.06, y);
  const towardsCeiling = smoothstep(0.2, 0.95, y);
  const out: Rgb = [0, 0, 0];
  for (let c = 0; c < 3; c++) {
    const sky = (wall[c] ?? 0) + ((ceiling[c] ?? 0) - (wall[c] ?? 0)) * towardsCeiling;
    out[c] = (floor[c] ?? 0) + (sky - (floor[c] ?? 0)) * aboveHorizon;
  }
  for (const panel of PANELS) panelLight(panel, d, out, aboveHorizon);
  // The floor is a little glossy: a dim, blurred mirror image of the panels keeps grounded objects from
  // floating. Like real gloss it fades from grazing angles to straight down, where the floor stays black.
  const mirrored: Vec3 = [d[0], -d[1], d[2]];
  const reflection: Rgb = [0, 0, 0];
  for (const panel of PANELS) panelLight(panel, mirrored, reflection, 1);
  const grazing = 1 - Math.min(1, Math.abs(y) * 2.2);
  const floorGloss = 0.035 * grazing * grazing * (1 - aboveHorizon);
  out[0] += reflection[0] * floorGloss;
  out[1] += reflection[1] * floorGloss;
  out[2] += reflection[2] * floorGloss;
  return out;
}

/** One face as RGB bytes (sRGB), `size` × `size`. */
export function studioFacePixels(face: CubeFace, size: number): Uint8Array {
  const pixels = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const sc = (2 * (x + 0.5)) / size - 1;
      const tc = (2 * (y + 0.5)) / size - 1;
      const [r, g, b] = studioRadiance(faceDirection(face, sc, tc));
      const i = (y * size + x) * 3;
      pixels[i] = linearToSrgbByte(r);
      pixels[i + 1] = linearToSrgbByte(g);
      pixels[i + 2] = linearToSrgbByte(b);
    }
  }
  return pixels;
}
