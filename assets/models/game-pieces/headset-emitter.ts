/**
 * A sound source for Headspace: a small speaker beacon about 0.4 units tall. A hexagonal foot, a chamfered
 * speaker box whose cone faces +Z, and a lit beacon on a neck, circled by a cyan halo ring.
 *
 * The halo is its own node, `headset-emitter-ring`, pivoting at its centre so the scene can pulse its scale;
 * the halo and the ring round the speaker cone share the material `headset-emitter-ring`, so pulsing its
 * emissive strength makes the whole emitter throb in time with the sound.
 */
import type { GeneratedAsset } from '../../generated-asset.ts';
import type { ModelSpec } from '../gltf.ts';
import { DEG, MeshBuilder, box, cylinder, lathe, rotateX, translate } from '../mesh-builder.ts';
import { BRAND, rgbMaterial, shellMaterial, softMaterial } from '../materials.ts';
import { torus } from './common.ts';
import { writeModel } from '../gltf.ts';

export const HEADSET_EMITTER_HEIGHT = 0.4;
const FOOT_TOP = 0.06;
const BOX = { width: 0.2, height: 0.22, depth: 0.16 };
const BOX_TOP = FOOT_TOP + BOX.height;
const CONE = { y: FOOT_TOP + BOX.height / 2, radius: 0.062 };
const HALO_Y = 0.335;

const MATERIALS = {
  shell: shellMaterial('headset-emitter-shell'),
  cone: softMaterial('headset-emitter-cone'),
  ring: rgbMaterial('headset-emitter-ring', BRAND.cyan),
  beacon: rgbMaterial('headset-emitter-beacon', BRAND.magenta),
};

export function headsetEmitterModel(): ModelSpec {
  const body = new MeshBuilder();
  // Six flat sides, one of them square to +Z, for the angular look of the brand.
  body.add(
    MATERIALS.shell,
    lathe(
      [
        [0, 0],
        [0.15, 0],
        [0.15, 0.03],
        [0.12, FOOT_TOP],
        [0, FOOT_TOP],
      ],
      6,
      { flat: true },
    ),
  );
  body.add(
    MATERIALS.shell,
    box([BOX.width, BOX.height, BOX.depth], { bevel: 0.018, topInset: 0.02 }),
    translate(0, FOOT_TOP + BOX.height / 2, 0),
  );
  const front = BOX.depth / 2;
  // The cone is a shallow dish, walked rim to centre so its inside faces the listener, then turned to +Z.
  body.add(
    MATERIALS.cone,
    lathe(
      [
        [CONE.radius, 0],
        [0.022, -0.018],
        [0, -0.02],
      ],
      16,
    ),
    rotateX(90 * DEG),
    translate(0, CONE.y, front + 0.004),
  );
  body.add(
    MATERIALS.ring,
    torus(CONE.radius, 0.007, 20, 6),
    rotateX(90 * DEG),
    translate(0, CONE.y, front + 0.004),
  );
  body.add(MATERIALS.shell, cylinder(0.024, BOX_TOP - 0.01, HALO_Y, 8));
  body.add(
    MATERIALS.beacon,
    lathe(
      [
        [0, HALO_Y - 0.02],
        [0.05, HALO_Y - 0.02],
        [0.055, HALO_Y + 0.01],
        [0.034, HEADSET_EMITTER_HEIGHT - 0.02],
        [0, HEADSET_EMITTER_HEIGHT],
      ],
      6,
      { flat: true },
    ),
  );

  const halo = new MeshBuilder().add(MATERIALS.ring, torus(0.09, 0.008, 24, 6));
  return {
    name: 'game/headset-emitter',
    parts: [
      { name: 'headset-emitter-body', mesh: body },
      { name: 'headset-emitter-ring', mesh: halo, translation: [0, HALO_Y, 0] },
    ],
  };
}

export function generateHeadsetEmitter(): Promise<GeneratedAsset> {
  return writeModel(headsetEmitterModel());
}
