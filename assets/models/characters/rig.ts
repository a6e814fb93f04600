/**
 * The skeleton both characters share and the small posing kit their clips are written with.
 *
 * The figure is 1.8 units tall, feet on y = 0, facing +Z with its left at +X (glTF's handedness, see "Models:
 * glTF's handedness" in docs/decisions.md). Joints rest unrotated, so a pose is just a rotation per joint.
 *
 * A pose gives angles in degrees about the joint's X, Y and Z axes (applied X first, then Y, then Z) and an
 * offset of the hips from their rest place. With this handedness:
 * - X: a negative angle swings a limb forward (toward +Z); a positive one bends a knee back or leans the
 *   spine forward; a negative one bends an elbow forward.
 * - Y: a positive angle turns the body to its left.
 * - Z: a positive angle swings a hanging limb out to the figure's left (+X) and tilts the upper body to its
 *   right; a negative one tilts the upper body to its left.
 *
 * Only + - * / and Math.sqrt with fsin/fcos of systems/fixed-math.ts: the same bits on every engine.
 */
import { PI, fcos, fsin } from '../../../systems/fixed-math.ts';
import type { Vec3 } from '../mesh-builder.ts';
import type { ClipSpec, JointSpec, Quat } from './skinned-gltf.ts';

export const HIPS_REST: Vec3 = [0, 0.95, 0];
/** Hip joint → knee → ankle: the lengths a squat is worked out from. */
const THIGH = 0.42;
const SHIN = 0.41;
const HIP_Y = 0.92;
const KNEE_Y = HIP_Y - THIGH;
const ANKLE_Y = KNEE_Y - SHIN;
export const ARM_X = 0.25;
export const LEG_X = 0.1;

export const JOINT_NAMES = [
  'hips',
  'spine',
  'chest',
  'neck',
  'head',
  'shoulder-left',
  'upper-arm-left',
  'forearm-left',
  'shoulder-right',
  'upper-arm-right',
  'forearm-right',
  'upper-leg-left',
  'lower-leg-left',
  'foot-left',
  'upper-leg-right',
  'lower-leg-right',
  'foot-right',
] as const;
export type JointName = (typeof JOINT_NAMES)[number];

/** Where each joint sits in the bind pose (arms hanging straight down), model space. */
export const JOINT_POSITIONS: Record<JointName, Vec3> = {
  hips: HIPS_REST,
  spine: [0, 1.04, 0],
  chest: [0, 1.22, 0],
  neck: [0, 1.5, 0],
  head: [0, 1.57, 0],
  'shoulder-left': [0.08, 1.44, 0],
  'upper-arm-left': [ARM_X, 1.43, 0],
  'forearm-left': [ARM_X, 1.16, 0],
  'shoulder-right': [-0.08, 1.44, 0],
  'upper-arm-right': [-ARM_X, 1.43, 0],
  'forearm-right': [-ARM_X, 1.16, 0],
  'upper-leg-left': [LEG_X, HIP_Y, 0],
  'lower-leg-left': [LEG_X, KNEE_Y, 0],
  'foot-left': [LEG_X, ANKLE_Y, 0],
  'upper-leg-right': [-LEG_X, HIP_Y, 0],
  'lower-leg-right': [-LEG_X, KNEE_Y, 0],
  'foot-right': [-LEG_X, ANKLE_Y, 0],
};

const PARENTS: Record<JointName, JointName | undefined> = {
  hips: undefined,
  spine: 'hips',
  chest: 'spine',
  neck: 'chest',
  head: 'neck',
  'shoulder-left': 'chest',
  'upper-arm-left': 'shoulder-left',
  'forearm-left': 'upper-arm-left',
  'shoulder-right': 'chest',
  'upper-arm-right': 'shoulder-right',
  'forearm-right': 'upper-arm-right',
  'upper-leg-left': 'hips',
  'lower-leg-left': 'upper-leg-left',
  'foot-left': 'lower-leg-left',
  'upper-leg-right': 'hips',
  'lower-leg-right': 'upper-leg-right',
  'foot-right': 'lower-leg-right',
};

export const FIGURE_JOINTS: JointSpec[] = JOINT_NAMES.map((name) => {
  const parent = PARENTS[name];
  return parent === undefined
    ? { name, position: JOINT_POSITIONS[name] }
    : { name, parent, position: JOINT_POSITIONS[name] };
});

// ------------------------------------------------------------------------------------------------ poses

export interface Pose {
  /** Degrees about the joint's X, Y, Z; joints left out rest. */
  rot: Partial<Record<JointName, Vec3>>;
  /** Offset of the hips from their rest place. */
  hips?: Vec3;
}

/** Sum of poses: angles and offsets add (fine for the moderate angles of these clips). */
export function combine(...poses: Pose[]): Pose {
  const rot: Partial<Record<JointName, Vec3>> = {};
  let hips: Vec3 = [0, 0, 0];
  for (const pose of poses) {
    for (const name of JOINT_NAMES) {
      const r = pose.rot[name];
      if (!r) continue;
      const a = rot[name] ?? [0, 0, 0];
      rot[name] = [a[0] + r[0], a[1] + r[1], a[2] + r[2]];
    }
    const h = pose.hips ?? [0, 0, 0];
    hips = [hips[0] + h[0], hips[1] + h[1], hips[2] + h[2]];
  }
  return { rot, hips };
}

/** The same pose seen in a mirror through x = 0: left and right trade places, sideways motions turn round. */
export function mirror(pose: Pose): Pose {
  const swap = (name: JointName): JointName =>
    (name.endsWith('-left')
      ? name.replace(/-left$/, '-right')
      : name.endsWith('-right')
        ? name.replace(/-right$/, '-left')
        : name) as JointName;
  const rot: Partial<Record<JointName, Vec3>> = {};
  for (const name of JOINT_NAMES) {
    const r = pose.rot[name];
    // 0 - v rather than -v: a mirrored 0 stays +0, so symmetric poses mirror to the very same bytes.
    if (r) rot[swap(name)] = [r[0], 0 - r[1], 0 - r[2]];
  }
  const h = pose.hips ?? [0, 0, 0];
  return { rot, hips: [0 - h[0], h[1], h[2]] };
}

/**
 * Knees bent with the feet kept flat on the floor under the hips: thighs forward by `degrees`, knees back
 * by about twice that, ankles turning the feet level again; the hips drop by what the legs lose in height.
 */
export function squat(degrees: number): Pose {
  const theta = degrees * DEGREE;
  // The shin tilts back by phi - theta; the ankle ends where it started in z when the shin undoes the thigh.
  const sinShin = (THIGH * fsin(theta)) / SHIN;
  const cosShin = Math.sqrt(1 - sinShin * sinShin);
  const shinBack = asinSmall(sinShin);
  const knee = degrees + shinBack / DEGREE;
  const drop = THIGH + SHIN - (THIGH * fcos(theta) + SHIN * cosShin);
  const legs: Vec3[] = [
    [-degrees, 0, 0],
    [knee, 0, 0],
    [-(knee - degrees), 0, 0],
  ];
  return {
    rot: {
      'upper-leg-left': legs[0],
      'lower-leg-left': legs[1],
      'foot-left': legs[2],
      'upper-leg-right': legs[0],
      'lower-leg-right': legs[1],
      'foot-right': legs[2],
    },
    hips: [0, -drop, 0],
  };
}

const DEGREE = PI / 180;

/** asin by Newton's method on fsin (|x| < 1): keeps to the arithmetic the file allows. */
function asinSmall(x: number): number {
  let a = x;
  for (let i = 0; i < 8; i++) a -= (fsin(a) - x) / fcos(a);
  return a;
}

// ---------------------------------------------------------------------------------------------- contact

/** The corners of each sole in the bind pose (the shoe's sole spans x ± 0.06, z -0.0875 … 0.1675, y = 0). */
const SOLE_CORNERS: { joint: JointName; point: Vec3 }[] = (['left', 'right'] as const).flatMap((side) => {
  const x = side === 'left' ? LEG_X : -LEG_X;
  return [-0.06, 0.06].flatMap((dx) =>
    [-0.0875, 0.1675].map((z) => ({ joint: `foot-${side}` as JointName, point: [x + dx, 0, z] as Vec3 })),
  );
});

function rotate(q: Quat, v: Vec3): Vec3 {
  // v + 2w (u × v) + 2 u × (u × v), with u the vector part of q.
  const [x, y, z, w] = q;
  const cx = y * v[2] - z * v[1];
  const cy = z * v[0] - x * v[2];
  const cz = x * v[1] - y * v[0];
  return [
    v[0] + 2 * (w * cx + y * cz - z * cy),
    v[1] + 2 * (w * cy + z * cx - x * cz),
    v[2] + 2 * (w * cz + x * cy - y * cx),
  ];
}

/** Where a point riding on `joint` (given in the bind pose) ends up in the posed figure. */
export function posedPoint(pose: Pose, joint: JointName, point: Vec3): Vec3 {
  const chainToRoot: JointName[] = [];
  for (let j: JointName | undefined = joint; j !== undefined; j = PARENTS[j]) chainToRoot.unshift(j);
  const h = pose.hips ?? [0, 0, 0];
  let position: Vec3 = [HIPS_REST[0] + h[0], HIPS_REST[1] + h[1], HIPS_REST[2] + h[2]];
  let rotation: Quat = [0, 0, 0, 1];
  let bind = HIPS_REST;
  for (const j of chainToRoot) {
    const at = JOINT_POSITIONS[j];
    if (j !== 'hips') {
      const d = rotate(rotation, [at[0] - bind[0], at[1] - bind[1], at[2] - bind[2]]);
      position = [position[0] + d[0], position[1] + d[1], position[2] + d[2]];
    }
    rotation = quatMul(rotation, eulerQuat(pose.rot[j] ?? [0, 0, 0]));
    bind = at;
  }
  const d = rotate(rotation, [point[0] - bind[0], point[1] - bind[1], point[2] - bind[2]]);
  return [position[0] + d[0], position[1] + d[1], position[2] + d[2]];
}

/** The height of the lowest sole corner of the posed figure. */
export function footClearance(pose: Pose): number {
  let lowest = Infinity;
  for (const { joint, point } of SOLE_CORNERS) lowest = Math.min(lowest, posedPoint(pose, joint, point)[1]);
  return lowest;
}

/** The pose with its hips moved up or down so that the lowest sole corner is `lift` above the floor. */
export function plant(pose: Pose, lift = 0): Pose {
  return combine(pose, { rot: {}, hips: [0, lift - footClearance(pose), 0] });
}

// ------------------------------------------------------------------------------------------ quaternions

function axisAngle(axis: 0 | 1 | 2, degrees: number): Quat {
  const half = (degrees * DEGREE) / 2;
  const s = fsin(half);
  const q: [number, number, number, number] = [0, 0, 0, fcos(half)];
  q[axis] = s;
  return q;
}

/** a·b: rotate by b, then by a. */
export function quatMul(a: Quat, b: Quat): Quat {
  return [
    a[3] * b[0] + a[0] * b[3] + a[1] * b[2] - a[2] * b[1],
    a[3] * b[1] - a[0] * b[2] + a[1] * b[3] + a[2] * b[0],
    a[3] * b[2] + a[0] * b[1] - a[1] * b[0] + a[2] * b[3],
    a[3] * b[3] - a[0] * b[0] - a[1] * b[1] - a[2] * b[2],
  ];
}

/** X first, then Y, then Z. */
export function eulerQuat(r: Vec3): Quat {
  return quatMul(axisAngle(2, r[2]), quatMul(axisAngle(1, r[1]), axisAngle(0, r[0])));
}

// ------------------------------------------------------------------------------------------------ clips

export interface Key {
  time: number;
  pose: Pose;
}

export function clipFromKeys(name: string, keys: readonly Key[]): ClipSpec {
  const rotations = new Map<string, Quat[]>();
  for (const joint of JOINT_NAMES)
    rotations.set(
      joint,
      keys.map((k) => eulerQuat(k.pose.rot[joint] ?? [0, 0, 0])),
    );
  return {
    name,
    times: keys.map((k) => k.time),
    rotations,
    rootTranslations: keys.map((k): Vec3 => {
      const h = k.pose.hips ?? [0, 0, 0];
      return [HIPS_REST[0] + h[0], HIPS_REST[1] + h[1], HIPS_REST[2] + h[2]];
    }),
  };
}

/**
 * A looping clip: `steps` keys of `poseAt(phase)` for phase 0 … 2π (exclusive), then the first key again at
 * `duration`, so the last frame is the first one exactly and the loop has no seam.
 */
export function loopClip(
  name: string,
  duration: number,
  steps: number,
  poseAt: (phase: number) => Pose,
): ClipSpec {
  const keys: Key[] = [];
  for (let k = 0; k < steps; k++)
    keys.push({ time: (duration * k) / steps, pose: poseAt((2 * PI * k) / steps) });
  keys.push({ time: duration, pose: (keys[0] as Key).pose });
  return clipFromKeys(name, keys);
}
