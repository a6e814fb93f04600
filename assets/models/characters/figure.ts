/**
 * The body both characters wear: a stylised gamer in an angular graphite suit with a headset, built from
 * chamfered blocks that each ride on one joint of ./rig.ts (rigid segments, weight 1), with glowing accents
 * placed where a third-person camera sees them: the back plate, the heels, the calves, the headset cups.
 *
 * All coordinates are model space in the bind pose (arms hanging straight down), feet on y = 0, facing +Z,
 * the figure's left at +X.
 */
import {
  DEG,
  MeshBuilder,
  alignY,
  box,
  cylinder,
  rotateX,
  rotateZ,
  scale,
  translate,
  tube,
} from '../mesh-builder.ts';
import type { Geometry, Transform, Vec3 } from '../mesh-builder.ts';
import { glossMaterial, metalMaterial, rgbMaterial, shellMaterial, softMaterial } from '../materials.ts';
import type { MaterialSpec, Rgb } from '../materials.ts';
import { fatan, fcos, fsin } from '../../../systems/fixed-math.ts';
import type { SegmentSpec } from './skinned-gltf.ts';
import { ARM_X, JOINT_NAMES, LEG_X } from './rig.ts';
import type { JointName } from './rig.ts';

export interface FigureStyle {
  /** Prefix of every material name, e.g. 'walker'. */
  prefix: string;
  /** The main glow: visor, chest chevron, back strips, thigh stripes. */
  accent: { name: string; colour: Rgb };
  /** The second glow: headset cups, wrist bands, heels, calves. */
  secondary: { name: string; colour: Rgb };
  /** A boom microphone from the left cup to the mouth. */
  mic?: boolean;
  /** An angular fin on top of the head, in front of the headband. */
  crest?: boolean;
  /**
   * The armour's and the suit's colours (sRGB hex), where the figure stands on a dark floor under little light
   * and the graphite default would read as a hole in the scene (Headspace).
   */
  shell?: string;
  suit?: string;
}

const HEAD_Y = 1.67;
/** The chest block tapers toward the waist; chestFront(y) is where its sloping front face is at height y. */
const CHEST = { y0: 1.21, y1: 1.51, width: 0.38, depth: 0.22, inset: 0.035 };
const chestFront = (y: number): number =>
  CHEST.depth / 2 - CHEST.inset + (CHEST.inset * (y - CHEST.y0)) / (CHEST.y1 - CHEST.y0);

/** A box placed with its centre at (x, y, z). */
function block(size: Vec3, bevel: number, at: Vec3): [Geometry, Transform] {
  return [box(size, bevel > 0 ? { bevel } : {}), translate(at[0], at[1], at[2])];
}

export function figureSegments(style: FigureStyle): SegmentSpec[] {
  const p = style.prefix;
  const M: Record<'shell' | 'suit' | 'trim' | 'visor' | 'accent' | 'secondary', MaterialSpec> = {
    shell: shellMaterial(`${p}-shell`, style.shell),
    suit: softMaterial(`${p}-suit`, style.suit),
    trim: metalMaterial(`${p}-trim`),
    visor: glossMaterial(`${p}-visor`),
    accent: rgbMaterial(`${p}-rgb-${style.accent.name}`, style.accent.colour),
    secondary: rgbMaterial(`${p}-rgb-${style.secondary.name}`, style.secondary.colour),
  };
  const segments = new Map<JointName, MeshBuilder>(JOINT_NAMES.map((j) => [j, new MeshBuilder()]));
  const on = (joint: JointName): MeshBuilder => segments.get(joint) as MeshBuilder;

  // ------------------------------------------------------------------------------------------ hips, torso
  on('hips')
    .add(M.shell, ...block([0.32, 0.17, 0.2], 0.025, [0, 0.935, 0]))
    .add(M.trim, ...block([0.335, 0.035, 0.21], 0, [0, 1.0, 0]))
    .add(M.accent, ...block([0.07, 0.026, 0.012], 0, [0, 1.0, 0.108]));
  on('spine').add(M.suit, ...block([0.26, 0.22, 0.17], 0.02, [0, 1.12, 0]));

  const chest = on('chest');
  // Inset at the top, then turned upside down: broad shoulders over a narrower waist.
  chest.add(
    M.shell,
    box([CHEST.width, CHEST.y1 - CHEST.y0, CHEST.depth], { bevel: 0.025, topInset: CHEST.inset }),
    scale(1, -1, 1),
    translate(0, (CHEST.y0 + CHEST.y1) / 2, 0),
  );
  // A chevron on the chest, lying flat on the sloping front face.
  const slope = fatan(CHEST.inset / (CHEST.y1 - CHEST.y0));
  for (const s of [1, -1]) {
    const my = 1.395;
    chest.add(
      M.accent,
      box([0.17, 0.018, 0.012]),
      rotateZ(s * 45 * DEG),
      rotateX(slope),
      translate(s * 0.06, my, chestFront(my) + 0.003),
    );
  }
  // The back plate, the part the third-person camera looks at all game long: two strips and a status light.
  const backZ = -chestFront(1.37);
  chest
    .add(M.trim, ...block([0.22, 0.24, 0.05], 0.012, [0, 1.37, backZ - 0.02]))
    .add(M.accent, ...block([0.018, 0.18, 0.01], 0, [0.06, 1.36, backZ - 0.047]))
    .add(M.accent, ...block([0.018, 0.18, 0.01], 0, [-0.06, 1.36, backZ - 0.047]))
    .add(M.secondary, ...block([0.03, 0.03, 0.01], 0, [0, 1.455, backZ - 0.047]));
  on('neck').add(M.suit, cylinder(0.05, 1.47, 1.6, 8));

  // ------------------------------------------------------------------------------------- head, headset
  const head = on('head');
  head
    .add(M.shell, ...block([0.19, 0.21, 0.215], 0.035, [0, HEAD_Y, 0.005]))
    .add(M.visor, ...block([0.17, 0.075, 0.03], 0.01, [0, 1.685, 0.105]))
    .add(M.accent, ...block([0.13, 0.012, 0.01], 0, [0, 1.69, 0.121]));
  for (const s of [1, -1]) {
    const axis: Vec3 = [s, 0, 0];
    head
      .add(M.shell, cylinder(0.062, 0, 0.04, 10), alignY([s * 0.09, HEAD_Y, 0], axis))
      .add(M.secondary, cylinder(0.048, 0.04, 0.046, 10), alignY([s * 0.09, HEAD_Y, 0], axis))
      .add(M.trim, cylinder(0.028, 0.046, 0.05, 6), alignY([s * 0.09, HEAD_Y, 0], axis));
  }
  const band: Vec3[] = [];
  for (let k = 0; k <= 10; k++) {
    const a = (180 * DEG * k) / 10;
    band.push([0.125 * fcos(a), HEAD_Y + 0.118 * fsin(a), 0]);
  }
  head.add(M.trim, tube(band, 0.012, 6, [0, 0, 1]));
  if (style.mic) {
    const boom: Vec3[] = [
      [0.125, 1.645, 0.03],
      [0.118, 1.615, 0.09],
      [0.085, 1.6, 0.128],
      [0.05, 1.6, 0.138],
    ];
    head
      .add(M.trim, tube(boom, 0.008, 5))
      .add(M.secondary, ...block([0.03, 0.022, 0.022], 0, [0.045, 1.6, 0.14]));
  }
  if (style.crest) head.add(M.trim, ...block([0.026, 0.035, 0.09], 0.008, [0, 1.77, 0.06]));

  // ------------------------------------------------------------------------------------------------ arms
  for (const [s, side] of [
    [1, 'left'],
    [-1, 'right'],
  ] as const) {
    const x = s * ARM_X;
    on(`shoulder-${side}`)
      .add(M.shell, ...block([0.14, 0.085, 0.15], 0.022, [s * 0.245, 1.465, 0]))
      .add(M.accent, ...block([0.012, 0.02, 0.12], 0, [s * 0.318, 1.47, 0]));
    on(`upper-arm-${side}`).add(M.suit, ...block([0.085, 0.27, 0.095], 0.015, [x, 1.295, 0]));
    on(`forearm-${side}`)
      .add(M.trim, ...block([0.08, 0.07, 0.085], 0.02, [x, 1.16, 0]))
      .add(
        M.shell,
        box([0.09, 0.22, 0.1], { bevel: 0.018, topInset: 0.012 }),
        scale(1, -1, 1),
        translate(x, 1.03, 0),
      )
      .add(M.secondary, ...block([0.075, 0.022, 0.085], 0, [x, 0.94, 0]))
      .add(M.suit, ...block([0.07, 0.1, 0.085], 0.02, [x, 0.87, 0.005]));

    // ---------------------------------------------------------------------------------------------- legs
    const lx = s * LEG_X;
    on(`upper-leg-${side}`)
      .add(M.shell, ...block([0.145, 0.42, 0.165], 0.025, [lx, 0.71, 0]))
      .add(M.accent, ...block([0.01, 0.26, 0.022], 0, [s * (LEG_X + 0.0745), 0.72, 0]));
    on(`lower-leg-${side}`)
      .add(M.trim, ...block([0.115, 0.09, 0.11], 0.025, [lx, 0.5, 0.015]))
      .add(M.shell, ...block([0.12, 0.38, 0.14], 0.022, [lx, 0.29, 0]))
      .add(M.secondary, ...block([0.03, 0.14, 0.01], 0, [lx, 0.33, -0.072]));
    on(`foot-${side}`)
      .add(M.shell, ...block([0.115, 0.075, 0.25], 0.025, [lx, 0.0575, 0.04]))
      .add(M.suit, ...block([0.12, 0.02, 0.255], 0.006, [lx, 0.01, 0.04]))
      .add(M.secondary, ...block([0.122, 0.014, 0.05], 0, [lx, 0.03, -0.07]));
  }

  return JOINT_NAMES.map((joint) => ({ joint, mesh: on(joint) }));
}
