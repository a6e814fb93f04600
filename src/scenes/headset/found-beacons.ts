import type { Scene } from '@babylonjs/core/scene.js';
import { Color3 } from '@babylonjs/core/Maths/math.color.js';
import { Matrix } from '@babylonjs/core/Maths/math.vector.js';
import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { VertexData } from '@babylonjs/core/Meshes/mesh.vertexData.js';
import { unlitShape } from './unlit-shape.ts';
import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
// Side effect: Mesh.thinInstanceSetBuffer and its kin.
import '@babylonjs/core/Meshes/thinInstanceMesh.js';
import type { HeadsetEvent, HeadsetView } from '../../../systems/headset/index.ts';

/**
 * Where the sources a run has found stood, so the view can leave a beacon at each for the rest of the run: the
 * player sees where they have been and the floor fills with landmarks of their own. Fed by the steps' events:
 * "shown" notes the shown source's spot, "found" keeps it (a find hides the source; its spot stays put until
 * it is shown again three finds later, but the events make that moot). A run that starts over (fewer finds
 * than spots) clears them.
 */
export interface FoundSpots {
  readonly spots: readonly { x: number; z: number }[];
  onEvent(event: HeadsetEvent, view: Pick<HeadsetView, 'target'>): void;
  /** Drops the spots of a run that started over (the finds count went back). */
  sync(finds: number): void;
}

export function createFoundSpots(): FoundSpots {
  const spots: { x: number; z: number }[] = [];
  let shown: { x: number; z: number } | null = null;
  return {
    spots,
    onEvent(event, view) {
      if (event === 'shown') {
        const target = view.target;
        shown = target ? { x: target.x, z: target.z } : null;
      } else if (event === 'found' && shown) {
        spots.push(shown);
        shown = null;
      }
    },
    sync(finds) {
      if (finds < spots.length) spots.length = finds;
    },
  };
}

/** The beacons' green (the brand's): what is done, apart from the shown source's cyan and magenta. */
const BEACON_GREEN = new Color3(0.49, 1, 0.31);
const COLUMN = { radius: 0.06, glowRadius: 0.16, height: 3.4 };
const BASE_RADIUS = 0.55;
const SIDES = 12;

/**
 * The beacon's shape: a thin bright core and a wider faint sheath rising from the floor and fading upwards, and
 * a ring on the floor where the source stood. Drawn additively, so overlapping beacons only glow more.
 */
function beaconShape(): VertexData {
  const positions: number[] = [];
  const colors: number[] = [];
  const indices: number[] = [];
  const g = BEACON_GREEN;
  const tube = (radius: number, height: number, bottomAlpha: number) => {
    const base = positions.length / 3;
    for (const [y, alpha] of [
      [0, bottomAlpha],
      [height * 0.3, bottomAlpha * 0.55],
      [height, 0],
    ] as const) {
      for (let i = 0; i <= SIDES; i++) {
        const a = (i / SIDES) * Math.PI * 2;
        positions.push(Math.sin(a) * radius, y, Math.cos(a) * radius);
        colors.push(g.r * alpha, g.g * alpha, g.b * alpha, 1);
      }
    }
    for (let band = 0; band < 2; band++)
      for (let i = 0; i < SIDES; i++) {
        const p = base + band * (SIDES + 1) + i;
        const q = p + SIDES + 1;
        indices.push(p, q, p + 1, p + 1, q, q + 1);
      }
  };
  tube(COLUMN.radius, COLUMN.height, 1);
  tube(COLUMN.glowRadius, COLUMN.height * 0.6, 0.22);
  // The ring on the floor: a flat band, bright at its inner edge.
  const base = positions.length / 3;
  const segments = 32;
  for (let i = 0; i <= segments; i++) {
    const a = (i / segments) * Math.PI * 2;
    for (const [r, alpha] of [
      [BASE_RADIUS * 0.8, 0.9],
      [BASE_RADIUS, 0.15],
    ] as const) {
      positions.push(Math.sin(a) * r, 0.02, Math.cos(a) * r);
      colors.push(g.r * alpha, g.g * alpha, g.b * alpha, 1);
    }
  }
  for (let i = 0; i < segments; i++) {
    const p = base + i * 2;
    indices.push(p, p + 1, p + 2, p + 1, p + 3, p + 2);
  }
  return unlitShape(positions, indices, colors);
}

export interface FoundBeacons {
  /**
   * Shows one beacon per spot (the mesh is drawn once, as thin instances), each dimmed near the character and
   * near the camera (beaconStrength).
   */
  show(
    spots: readonly { x: number; z: number }[],
    character: { x: number; z: number },
    camera: { x: number; z: number },
  ): void;
  readonly count: number;
  dispose(): void;
}

/**
 * How bright a beacon is drawn (0 … 1): a beacon is a landmark seen from afar, so it fades out where it would
 * stand in the way instead: by the character (it has just found the source there, and the column would rise
 * through the middle of the screen: it rises as the character walks on) and by the camera (a column a step from the lens fills a third of it).
 */
export function beaconStrength(
  spot: { x: number; z: number },
  character: { x: number; z: number },
  camera: { x: number; z: number },
): number {
  const ramp = (d: number, from: number, to: number) => {
    const t = Math.min(1, Math.max(0, (d - from) / (to - from)));
    return t * t * (3 - 2 * t);
  };
  const byCharacter = ramp(Math.hypot(spot.x - character.x, spot.z - character.z), 1.2, 3);
  const byCamera = ramp(Math.hypot(spot.x - camera.x, spot.z - camera.z), 2, 5);
  return byCharacter * byCamera;
}

export function createFoundBeacons(scene: Scene): FoundBeacons {
  const mesh = new Mesh('headset-found-beacons', scene);
  beaconShape().applyToMesh(mesh);
  const material = new StandardMaterial('headset-found-beacons', scene);
  material.disableLighting = true;
  material.emissiveColor = Color3.White();
  material.backFaceCulling = false;
  // Additive (Engine.ALPHA_ADD): light adds up; nothing behind a beacon is hidden.
  material.alphaMode = 1;
  material.alpha = 0.999;
  material.disableDepthWrite = true;
  // Beacons are landmarks: seen across the floor, through the fog.
  material.fogEnabled = false;
  mesh.material = material;
  mesh.isPickable = false;
  mesh.alwaysSelectAsActiveMesh = true;
  mesh.setEnabled(false);
  let count = 0;
  let matrices = new Float32Array(0);
  let colors = new Float32Array(0);
  return {
    get count() {
      return count;
    },
    show(spots, character, camera) {
      mesh.setEnabled(spots.length > 0);
      if (spots.length !== count) {
        // A find (or a restart): new buffers, a few a run. Room for a few more, so most finds reuse the arrays.
        count = spots.length;
        if (matrices.length < count * 16) {
          matrices = new Float32Array((count + 8) * 16);
          colors = new Float32Array((count + 8) * 4);
        }
        spots.forEach((spot, i) => Matrix.Translation(spot.x, 0, spot.z).copyToArray(matrices, i * 16));
        if (count === 0) return;
        mesh.thinInstanceSetBuffer('matrix', matrices.subarray(0, count * 16), 16, false);
        mesh.thinInstanceSetBuffer('color', colors.subarray(0, count * 4), 4, false);
      }
      if (count === 0) return;
      spots.forEach((spot, i) => {
        const strength = beaconStrength(spot, character, camera);
        colors.set([strength, strength, strength, 1], i * 4);
      });
      mesh.thinInstanceBufferUpdated('color');
    },
    dispose() {
      mesh.dispose();
      material.dispose();
    },
  };
}
