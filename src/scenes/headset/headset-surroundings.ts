import type { Scene } from '@babylonjs/core/scene.js';
import { Color3, Color4 } from '@babylonjs/core/Maths/math.color.js';
import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { VertexData } from '@babylonjs/core/Meshes/mesh.vertexData.js';
import { unlitShape } from './unlit-shape.ts';
import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import { CreateBox } from '@babylonjs/core/Meshes/Builders/boxBuilder.js';

/**
 * What gives Headspace's dark floor a place to be in, built once with the scene (view only: the rules know none
 * of it): lines on the floor, rings round the centre and spokes out of it, that fade into the fog (depth and
 * direction under the character's feet); four coloured pylons at the compass points and dimmer ones between,
 * beyond the floor's edge, so a turn is seen as well as heard; and a glow along the horizon behind them, which
 * the fogged floor runs into. Each is one mesh (five draw calls in all), with no texture to load.
 */

/**
 * The compass pylons' colours, north (+z) first, then east (+x), south and west: magenta, cyan, amber, white.
 * Green is left to the found sources' beacons, red to the idle indicator, yellow to visual mode's arrows.
 */
export const COMPASS_COLORS = [
  new Color3(1, 0.17, 0.84),
  new Color3(0, 0.9, 1),
  new Color3(1, 0.62, 0.12),
  new Color3(0.92, 0.94, 1),
] as const;
/** The floor lines' colour (the brand cyan, dimmed by the fade). */
const LINE_COLOR = new Color3(0.25, 0.75, 1);
/** Rings every RING_STEP units out to LINES_REACH; the lines fade to nothing at that radius. */
const RING_STEP = 2;
export const LINES_REACH = 17;
const SPOKES = 16;
const LINE_WIDTH = 0.035;
/**
 * Pylons stand at this radius, out of the character's reach (it keeps within ±8) and near enough to stand on
 * the floor well below the horizon (and below the HUD on a phone).
 */
export const PYLON_RADIUS = 16;
const PYLON_COUNT = 16;
const PYLON = { width: 0.6, height: 4.2, minorHeight: 1.4 };
/** The horizon: an open cylinder round everything, glowing low and fading to the sky's colour above. */
const HORIZON = { radius: 70, bottom: -4, top: 34 };

export interface Surroundings {
  readonly meshes: readonly Mesh[];
  dispose(): void;
}

/** A flat quad strip in the floor plane (y), from (x0, z0) to (x1, z1), `width` wide, alphas at its two ends. */
function pushSegment(
  out: { positions: number[]; colors: number[]; indices: number[] },
  a: { x: number; z: number; alpha: number },
  b: { x: number; z: number; alpha: number },
  width: number,
  color: Color3,
  y: number,
) {
  const dx = b.x - a.x;
  const dz = b.z - a.z;
  const length = Math.hypot(dx, dz) || 1;
  const nx = (-dz / length) * (width / 2);
  const nz = (dx / length) * (width / 2);
  const base = out.positions.length / 3;
  out.positions.push(
    a.x + nx,
    y,
    a.z + nz,
    a.x - nx,
    y,
    a.z - nz,
    b.x - nx,
    y,
    b.z - nz,
    b.x + nx,
    y,
    b.z + nz,
  );
  for (const alpha of [a.alpha, a.alpha, b.alpha, b.alpha]) out.colors.push(color.r, color.g, color.b, alpha);
  // Both windings: seen from above whichever way the segment runs.
  out.indices.push(
    base,
    base + 1,
    base + 2,
    base,
    base + 2,
    base + 3,
    base,
    base + 2,
    base + 1,
    base,
    base + 3,
    base + 2,
  );
}

/** How bright the floor's lines are at radius r: full near the centre, fading out by LINES_REACH. */
export function lineFade(r: number): number {
  const t = Math.min(1, Math.max(0, r / LINES_REACH));
  return (1 - t * t) * 0.4;
}

/** The floor's rings and spokes as vertex data, in world units round the floor's centre. */
export function floorLines(): VertexData {
  const out = { positions: [] as number[], colors: [] as number[], indices: [] as number[] };
  const y = 0.012;
  // A small ring at the centre, where the spokes start, then one every RING_STEP.
  for (let r = 1; r < LINES_REACH; r = r === 1 ? RING_STEP : r + RING_STEP) {
    const segments = Math.max(32, Math.round(r * 8));
    const alpha = lineFade(r);
    for (let i = 0; i < segments; i++) {
      const a0 = (i / segments) * Math.PI * 2;
      const a1 = ((i + 1) / segments) * Math.PI * 2;
      pushSegment(
        out,
        { x: Math.sin(a0) * r, z: Math.cos(a0) * r, alpha },
        { x: Math.sin(a1) * r, z: Math.cos(a1) * r, alpha },
        LINE_WIDTH * (r % 8 === 0 ? 1.6 : 1),
        LINE_COLOR,
        y,
      );
    }
  }
  for (let s = 0; s < SPOKES; s++) {
    const angle = (s / SPOKES) * Math.PI * 2;
    const cardinal = s % (SPOKES / 4) === 0;
    // The compass spokes take a little of their pylon's colour.
    const color = cardinal ? Color3.Lerp(LINE_COLOR, COMPASS_COLORS[s / (SPOKES / 4)]!, 0.6) : LINE_COLOR;
    const boost = cardinal ? 1.1 : 0.7;
    // In short pieces, so the fade follows the radius.
    for (let r = 1; r < LINES_REACH; r += 1) {
      pushSegment(
        out,
        { x: Math.sin(angle) * r, z: Math.cos(angle) * r, alpha: Math.min(1, lineFade(r) * boost) },
        {
          x: Math.sin(angle) * (r + 1),
          z: Math.cos(angle) * (r + 1),
          alpha: Math.min(1, lineFade(r + 1) * boost),
        },
        LINE_WIDTH * (cardinal ? 1.3 : 1),
        color,
        y + 0.002,
      );
    }
  }
  return unlitShape(out.positions, out.indices, out.colors);
}

/** Where the pylons stand: the four compass points (major, tall, coloured) and three low posts between each. */
export function pylonSpots(): { x: number; z: number; major: boolean; color: Color3 }[] {
  const perQuarter = PYLON_COUNT / 4;
  return Array.from({ length: PYLON_COUNT }, (_, i) => {
    const angle = (i / PYLON_COUNT) * Math.PI * 2;
    const major = i % perQuarter === 0;
    return {
      x: Math.sin(angle) * PYLON_RADIUS,
      z: Math.cos(angle) * PYLON_RADIUS,
      major,
      color: major ? COMPASS_COLORS[i / perQuarter]! : new Color3(0.45, 0.6, 0.9),
    };
  });
}

const emissiveMaterial = (name: string, scene: Scene, fog: boolean) => {
  const material = new StandardMaterial(name, scene);
  material.disableLighting = true;
  material.emissiveColor = Color3.White();
  material.fogEnabled = fog;
  return material;
};

const colorBox = (
  name: string,
  scene: Scene,
  size: { width: number; height: number; depth: number },
  at: { x: number; y: number; z: number },
  color: Color4,
) => {
  const box = CreateBox(name, size, scene);
  box.position.set(at.x, at.y, at.z);
  box.rotation.y = Math.atan2(at.x, at.z);
  const colors: number[] = [];
  for (let i = 0; i < box.getTotalVertices(); i++) colors.push(color.r, color.g, color.b, color.a);
  box.setVerticesData('color', colors);
  return box;
};

export function buildSurroundings(scene: Scene, fogColor: Color3, skyColor: Color3): Surroundings {
  const meshes: Mesh[] = [];
  const materials: StandardMaterial[] = [];

  // The floor's lines: alpha-blended over the floor, fogged like it.
  const lines = new Mesh('headset-floor-lines', scene);
  floorLines().applyToMesh(lines);
  const linesMaterial = emissiveMaterial('headset-floor-lines', scene, true);
  linesMaterial.alpha = 0.999;
  lines.hasVertexAlpha = true;
  lines.material = linesMaterial;
  meshes.push(lines);
  materials.push(linesMaterial);

  // The pylons: dark bodies (fogged, silhouettes against the horizon) and their lights (not fogged: seen from
  // anywhere on the floor), each kind merged into one mesh.
  const bodies: Mesh[] = [];
  const glows: Mesh[] = [];
  for (const [i, spot] of pylonSpots().entries()) {
    const c = spot.color;
    if (!spot.major) {
      // Between the compass points: slim posts of dim light, like a runway's.
      glows.push(
        colorBox(
          `headset-post-${i}`,
          scene,
          { width: 0.14, height: PYLON.minorHeight, depth: 0.14 },
          { x: spot.x, y: PYLON.minorHeight / 2, z: spot.z },
          new Color4(c.r * 0.55, c.g * 0.55, c.b * 0.55, 1),
        ),
      );
      continue;
    }
    // At the compass points: a dark pylon with a lit cap, a stripe down the side that faces the centre and a lit
    // plate at its foot, all in the point's colour.
    const { width, height } = PYLON;
    bodies.push(
      colorBox(
        `headset-pylon-${i}`,
        scene,
        { width, height, depth: width },
        { x: spot.x, y: height / 2, z: spot.z },
        new Color4(0.1, 0.11, 0.16, 1),
      ),
    );
    glows.push(
      colorBox(
        `headset-pylon-cap-${i}`,
        scene,
        { width: width * 1.15, height: 0.3, depth: width * 1.15 },
        { x: spot.x, y: height + 0.15, z: spot.z },
        new Color4(c.r, c.g, c.b, 1),
      ),
      colorBox(
        `headset-pylon-stripe-${i}`,
        scene,
        { width: width * 0.3, height: height * 0.8, depth: width * 1.04 },
        { x: spot.x, y: height * 0.5, z: spot.z },
        new Color4(c.r * 0.8, c.g * 0.8, c.b * 0.8, 1),
      ),
      colorBox(
        `headset-pylon-foot-${i}`,
        scene,
        { width: width * 1.8, height: 0.04, depth: width * 1.8 },
        { x: spot.x, y: 0.02, z: spot.z },
        new Color4(c.r * 0.3, c.g * 0.3, c.b * 0.3, 1),
      ),
    );
  }
  const bodyMaterial = emissiveMaterial('headset-pylons', scene, true);
  const glowMaterial = emissiveMaterial('headset-pylon-lights', scene, false);
  const merged = [Mesh.MergeMeshes(bodies, true, true)!, Mesh.MergeMeshes(glows, true, true)!];
  merged[0]!.name = 'headset-pylons';
  merged[1]!.name = 'headset-pylon-lights';
  merged[0]!.material = bodyMaterial;
  merged[1]!.material = glowMaterial;
  meshes.push(...merged);
  materials.push(bodyMaterial, glowMaterial);

  // The horizon: the fog's colour at the floor (where the fogged floor ends), a glow just above, the sky's
  // colour higher up. Seen from inside; not fogged (it is the far distance itself).
  const horizon = horizonMesh(scene, fogColor, skyColor);
  const horizonMaterial = emissiveMaterial('headset-horizon', scene, false);
  horizonMaterial.backFaceCulling = false;
  horizon.material = horizonMaterial;
  meshes.push(horizon);
  materials.push(horizonMaterial);

  for (const mesh of meshes) {
    mesh.isPickable = false;
    mesh.freezeWorldMatrix();
    mesh.doNotSyncBoundingInfo = true;
  }
  return {
    meshes,
    dispose() {
      for (const mesh of meshes) mesh.dispose();
      for (const material of materials) material.dispose();
    },
  };
}

/** The horizon glow's colour at height y (world units): a band centred a little above the floor's horizon. */
export function horizonColorAt(y: number, fogColor: Color3, skyColor: Color3): Color3 {
  const glow = new Color3(0.16, 0.3, 0.52);
  if (y <= 0) return fogColor;
  const rise = Math.min(1, y / 3);
  const fall = Math.max(0, Math.min(1, (y - 3) / 20));
  const low = Color3.Lerp(fogColor, glow, rise * rise * (3 - 2 * rise));
  return Color3.Lerp(low, skyColor, fall);
}

/** The horizon: an open cylinder in bands of height, each ring of vertices coloured by horizonColorAt. */
function horizonMesh(scene: Scene, fogColor: Color3, skyColor: Color3): Mesh {
  const bands = [HORIZON.bottom, -0.5, 0.5, 1.5, 3, 5, 8, 13, 20, HORIZON.top];
  const tessellation = 48;
  const positions: number[] = [];
  const colors: number[] = [];
  const indices: number[] = [];
  for (const y of bands) {
    const c = horizonColorAt(y, fogColor, skyColor);
    for (let i = 0; i <= tessellation; i++) {
      const a = (i / tessellation) * Math.PI * 2;
      positions.push(Math.sin(a) * HORIZON.radius, y, Math.cos(a) * HORIZON.radius);
      colors.push(c.r, c.g, c.b, 1);
    }
  }
  for (let b = 0; b < bands.length - 1; b++)
    for (let i = 0; i < tessellation; i++) {
      const p = b * (tessellation + 1) + i;
      const q = p + tessellation + 1;
      indices.push(p, q, p + 1, p + 1, q, q + 1);
    }
  const data = new VertexData();
  data.positions = positions;
  data.indices = indices;
  data.colors = colors;
  data.normals = positions.map(() => 0);
  const mesh = new Mesh('headset-horizon', scene);
  data.applyToMesh(mesh);
  return mesh;
}
