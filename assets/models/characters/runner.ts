/**
 * The runner of the keyboard world: the shared figure of ./figure.ts with green glow, magenta headset cups and
 * a fin on the head. One loop and five one-shots:
 * - `run` (0.6 s loop): two strides, arms bent and pumping, leaning into the run;
 * - `strafe-left`, `strafe-right` (0.4 s): lean and a side step toward the figure's own left (+X) or right;
 * - `jump` (0.7 s): crouch, push off, tuck at the top (feet 0.55 off the floor,
 *   hips about 0.43 above where they start), land in a crouch;
 * - `duck` (0.5 s): drop into a deep squat, hold, come back up;
 * - `hurt` (0.5 s): a flinch backwards, arms up, head thrown back, then recover.
 * The one-shots start and end in `READY`, the run's upright middle, so they cut in and out of the run cleanly.
 */
import type { GeneratedAsset } from '../../generated-asset.ts';
import { BRAND } from '../materials.ts';
import { fcos, fsin } from '../../../systems/fixed-math.ts';
import { figureSegments } from './figure.ts';
import { FIGURE_JOINTS, clipFromKeys, combine, loopClip, mirror, plant, squat } from './rig.ts';
import type { Key, Pose } from './rig.ts';
import { writeSkinnedModel } from './skinned-gltf.ts';
import type { ClipSpec, SkinnedModelSpec } from './skinned-gltf.ts';

export const RUNNER_CLIPS = {
  run: 0.6,
  'strafe-left': 0.4,
  'strafe-right': 0.4,
  jump: 0.7,
  duck: 0.5,
  hurt: 0.5,
} as const;

const positive = (v: number): number => (v > 0 ? v : 0);

/** The runner's arms: bent at 75°, held a little out. */
const ARMS: Pose = {
  rot: {
    'upper-arm-left': [8, 0, 6],
    'upper-arm-right': [8, 0, -6],
    'forearm-left': [-75, 0, 0],
    'forearm-right': [-75, 0, 0],
  },
};

/** Upright, knees a little bent, leaning into the run: where every one-shot starts and ends. */
export const READY: Pose = plant(
  combine(squat(10), ARMS, { rot: { spine: [6, 0, 0], chest: [4, 0, 0], head: [-8, 0, 0] } }),
);

/** Phase 0 … 2π over the 0.6 s loop; at phase 0 the left leg swings forward past the right. */
export function runPose(phase: number): Pose {
  const s = fsin(phase);
  const c = fcos(phase);
  // Thighs reach further forward than back; a knee folds high while its leg swings through.
  const thighLeft = -10 - 36 * s;
  const thighRight = -10 + 36 * s;
  const kneeLeft = 22 + 78 * positive(c) * positive(c);
  const kneeRight = 22 + 78 * positive(-c) * positive(-c);
  // A short flight while both legs are stretched apart.
  const flight = 0.03 * positive(s * s - 0.5);
  return plant(
    combine(ARMS, {
      rot: {
        hips: [0, -8 * s, 0],
        spine: [10, 4 * s, 0],
        chest: [4, 10 * s, 0],
        head: [-12, -6 * s, 0],
        'upper-arm-left': [40 * s, 0, 0],
        'upper-arm-right': [-40 * s, 0, 0],
        'forearm-left': [-15 * positive(-s), 0, 0],
        'forearm-right': [-15 * positive(s), 0, 0],
        'upper-leg-left': [thighLeft, 0, 0],
        'lower-leg-left': [kneeLeft, 0, 0],
        'foot-left': [0.5 * (-thighLeft - kneeLeft), 0, 0],
        'upper-leg-right': [thighRight, 0, 0],
        'lower-leg-right': [kneeRight, 0, 0],
        'foot-right': [0.5 * (-thighRight - kneeRight), 0, 0],
      },
    }),
    flight,
  );
}

/** Toward the figure's left (+X): lean into it, the left leg steps out, the right one follows. */
function strafeLeftKeys(): Key[] {
  const lean = (upper: number, hipsX: number, left: number, right: number, liftLeft: number): Pose =>
    plant(
      combine(READY, {
        rot: {
          spine: [0, 0, -upper * 0.6],
          chest: [0, 0, -upper * 0.4],
          head: [0, 0, upper * 0.5],
          'upper-arm-left': [0, 0, upper * 1.2],
          'upper-arm-right': [0, 0, upper * 0.4],
          'upper-leg-left': [-liftLeft, 0, left],
          'lower-leg-left': [liftLeft * 1.6, 0, 0],
          'foot-left': [-liftLeft * 0.6, 0, -left],
          'upper-leg-right': [0, 0, right],
          'foot-right': [0, 0, -right],
        },
        hips: [hipsX, 0, 0],
      }),
    );
  return [
    { time: 0, pose: READY },
    { time: 0.1, pose: lean(8, 0.02, 14, -8, 20) },
    { time: 0.2, pose: lean(16, 0.05, 14, -16, 0) },
    { time: 0.3, pose: lean(8, 0.025, 5, -5, 0) },
    { time: 0.4, pose: READY },
  ];
}

function jumpKeys(): Key[] {
  const airborne = (pose: Pose, height: number): Pose => plant(pose, height);
  return [
    { time: 0, pose: READY },
    {
      // Crouch, arms swung back.
      time: 0.12,
      pose: plant(
        combine(squat(42), {
          rot: {
            spine: [22, 0, 0],
            head: [-18, 0, 0],
            'upper-arm-left': [40, 0, 8],
            'upper-arm-right': [40, 0, -8],
            'forearm-left': [-25, 0, 0],
            'forearm-right': [-25, 0, 0],
          },
        }),
      ),
    },
    {
      // Push off: legs straight, toes pointed, arms thrown up.
      time: 0.24,
      pose: airborne(
        {
          rot: {
            spine: [-3, 0, 0],
            head: [-5, 0, 0],
            'upper-arm-left': [-120, 0, 15],
            'upper-arm-right': [-120, 0, -15],
            'forearm-left': [-25, 0, 0],
            'forearm-right': [-25, 0, 0],
            'foot-left': [30, 0, 0],
            'foot-right': [30, 0, 0],
          },
        },
        0.12,
      ),
    },
    {
      // Top of the jump, knees tucked.
      time: 0.35,
      pose: airborne(
        {
          rot: {
            spine: [12, 0, 0],
            chest: [6, 0, 0],
            head: [-14, 0, 0],
            'upper-arm-left': [-60, 0, 30],
            'upper-arm-right': [-60, 0, -30],
            'forearm-left': [-40, 0, 0],
            'forearm-right': [-40, 0, 0],
            'upper-leg-left': [-60, 0, 4],
            'upper-leg-right': [-50, 0, -4],
            'lower-leg-left': [95, 0, 0],
            'lower-leg-right': [85, 0, 0],
            'foot-left': [10, 0, 0],
            'foot-right': [10, 0, 0],
          },
        },
        0.55,
      ),
    },
    {
      // Coming down, legs reaching for the floor, arms out for balance.
      time: 0.5,
      pose: airborne(
        combine(squat(18), {
          rot: {
            spine: [8, 0, 0],
            head: [-10, 0, 0],
            'upper-arm-left': [-30, 0, 40],
            'upper-arm-right': [-30, 0, -40],
            'forearm-left': [-30, 0, 0],
            'forearm-right': [-30, 0, 0],
          },
        }),
        0.1,
      ),
    },
    {
      // Landing: absorb in a crouch.
      time: 0.6,
      pose: plant(
        combine(squat(38), ARMS, {
          rot: {
            spine: [20, 0, 0],
            head: [-16, 0, 0],
            'upper-arm-left': [-25, 0, 10],
            'upper-arm-right': [-25, 0, -10],
          },
        }),
      ),
    },
    { time: 0.7, pose: READY },
  ];
}

function duckKeys(): Key[] {
  const low = (depth: number): Pose =>
    plant(
      combine(squat(depth), {
        rot: {
          spine: [30, 0, 0],
          chest: [12, 0, 0],
          neck: [-10, 0, 0],
          head: [-22, 0, 0],
          'upper-arm-left': [-35, 0, 14],
          'upper-arm-right': [-35, 0, -14],
          'forearm-left': [-70, 0, 0],
          'forearm-right': [-70, 0, 0],
        },
      }),
    );
  return [
    { time: 0, pose: READY },
    { time: 0.12, pose: low(62) },
    { time: 0.38, pose: low(58) },
    { time: 0.5, pose: READY },
  ];
}

function hurtKeys(): Key[] {
  return [
    { time: 0, pose: READY },
    {
      // The hit: thrown back, head snapping back, arms up to shield, one leg stepping back.
      time: 0.08,
      pose: plant(
        combine(squat(8), {
          rot: {
            spine: [-16, 0, 4],
            chest: [-10, 0, 0],
            neck: [-10, 0, 0],
            head: [-22, 8, 0],
            'upper-arm-left': [-45, 0, 28],
            'upper-arm-right': [-45, 0, -28],
            'forearm-left': [-85, 0, 0],
            'forearm-right': [-85, 0, 0],
            'upper-leg-left': [-8, 0, 0],
            'upper-leg-right': [14, 0, 0],
            'lower-leg-right': [16, 0, 0],
          },
          hips: [0, 0, -0.08],
        }),
      ),
    },
    {
      // Staggering, folding forward a little to recover.
      time: 0.24,
      pose: plant(
        combine(squat(18), ARMS, {
          rot: {
            spine: [-4, 0, 2],
            head: [-6, 4, 0],
            'upper-arm-left': [-15, 0, 18],
            'upper-arm-right': [-15, 0, -18],
            'upper-leg-right': [8, 0, 0],
          },
          hips: [0, 0, -0.1],
        }),
      ),
    },
    { time: 0.5, pose: READY },
  ];
}

export function runnerClips(): ClipSpec[] {
  const left = strafeLeftKeys();
  return [
    loopClip('run', RUNNER_CLIPS.run, 12, runPose),
    clipFromKeys('strafe-left', left),
    clipFromKeys(
      'strafe-right',
      left.map((k) => ({ time: k.time, pose: mirror(k.pose) })),
    ),
    clipFromKeys('jump', jumpKeys()),
    clipFromKeys('duck', duckKeys()),
    clipFromKeys('hurt', hurtKeys()),
  ];
}

export function runnerModel(): SkinnedModelSpec {
  return {
    name: 'game/runner',
    base: 'runner',
    joints: FIGURE_JOINTS,
    segments: figureSegments({
      prefix: 'runner',
      accent: { name: 'green', colour: BRAND.green },
      secondary: { name: 'magenta', colour: BRAND.magenta },
      crest: true,
    }),
    clips: runnerClips(),
  };
}

export function generateRunner(): Promise<GeneratedAsset> {
  return writeSkinnedModel(runnerModel());
}
