/**
 * The walker: the third-person character of the headset world. The shared figure of ./figure.ts with cyan
 * glow, magenta headset cups and a boom microphone, and two loops:
 * - `idle` (2 s): breathing (chest and shoulders rise), a slow sway of the hips and a look around;
 * - `walk` (1 s): two steps, legs and arms swinging in opposition, the hips bobbing so the standing foot
 *   stays on the floor.
 * Both loops end on exactly their first frame.
 */
import type { GeneratedAsset } from '../../generated-asset.ts';
import { BRAND } from '../materials.ts';
import { fcos, fsin } from '../../../systems/fixed-math.ts';
import { figureSegments } from './figure.ts';
import { FIGURE_JOINTS, loopClip, plant } from './rig.ts';
import type { Pose } from './rig.ts';
import { writeSkinnedModel } from './skinned-gltf.ts';
import type { SkinnedModelSpec } from './skinned-gltf.ts';

export const WALKER_CLIPS = { idle: 2, walk: 1 } as const;

const positive = (v: number): number => (v > 0 ? v : 0);

/** Phase 0 … 2π over the 2 s loop: one breath, one sway, one glance each way. */
export function idlePose(phase: number): Pose {
  const breath = fsin(phase);
  const sway = fcos(phase);
  return plant({
    rot: {
      // The sway shifts the hips sideways; the legs lean back in so the feet stay where they are.
      hips: [0, 2 * breath, 0],
      spine: [1, 0, 1.2 * sway],
      chest: [1 - 2 * breath, 0, 0],
      neck: [0, 2 * fsin(phase), 0],
      head: [-2 + 1.5 * fsin(2 * phase), 5 * fsin(phase), 0],
      'shoulder-left': [0, 0, 2 * breath],
      'shoulder-right': [0, 0, -2 * breath],
      'upper-arm-left': [-2, 0, 5 - breath],
      'upper-arm-right': [-2, 0, -5 + breath],
      'forearm-left': [-12 - 2 * breath, 0, 0],
      'forearm-right': [-12 - 2 * breath, 0, 0],
      'upper-leg-left': [0, 0, -0.8 * sway],
      'upper-leg-right': [0, 0, -0.8 * sway],
      'foot-left': [0, 0, 0.8 * sway],
      'foot-right': [0, 0, 0.8 * sway],
    },
    hips: [0.012 * sway, 0, 0],
  });
}

/** Phase 0 … 2π over the 1 s loop; at phase 0 the left leg swings forward past the right. */
export function walkPose(phase: number): Pose {
  const s = fsin(phase);
  const c = fcos(phase);
  // A knee bends while its leg swings forward (its thigh angle rising), and stays nearly straight in stance.
  const kneeLeft = 5 + 45 * positive(c) * positive(c);
  const kneeRight = 5 + 45 * positive(-c) * positive(-c);
  const thigh = 22 * s;
  return plant({
    rot: {
      hips: [0, -6 * s, 1.5 * fcos(2 * phase)],
      spine: [3, 3 * s, 0],
      chest: [2, 6 * s, 0],
      head: [-2, -3 * s, 0],
      'upper-arm-left': [18 * s, 0, 5],
      'upper-arm-right': [-18 * s, 0, -5],
      'forearm-left': [-12 - 12 * positive(-s), 0, 0],
      'forearm-right': [-12 - 12 * positive(s), 0, 0],
      'upper-leg-left': [-thigh, 0, 0],
      'lower-leg-left': [kneeLeft, 0, 0],
      'foot-left': [0.6 * (thigh - kneeLeft), 0, 0],
      'upper-leg-right': [thigh, 0, 0],
      'lower-leg-right': [kneeRight, 0, 0],
      'foot-right': [0.6 * (-thigh - kneeRight), 0, 0],
    },
  });
}

export function walkerModel(): SkinnedModelSpec {
  return {
    name: 'game/walker',
    base: 'walker',
    joints: FIGURE_JOINTS,
    segments: figureSegments({
      prefix: 'walker',
      accent: { name: 'cyan', colour: BRAND.cyan },
      secondary: { name: 'magenta', colour: BRAND.magenta },
      mic: true,
      // Headspace's floor is night blue under a low fill: a light grey armour over a slate suit reads there, and
      // its glows still stand out (issue 40: "the robot is dark").
      shell: '#7d8696',
      suit: '#363c48',
    }),
    clips: [
      loopClip('idle', WALKER_CLIPS.idle, 16, idlePose),
      loopClip('walk', WALKER_CLIPS.walk, 16, walkPose),
    ],
  };
}

export function generateWalker(): Promise<GeneratedAsset> {
  return writeSkinnedModel(walkerModel());
}
