/**
 * The glowing player sphere of Circuit Shutdown: radius 0.12, resting on y = 0. A bright cyan icosphere core
 * inside a faint translucent shell, so the glow layer blooms from the core while the shell reads as a hull.
 */
import type { GeneratedAsset } from '../../generated-asset.ts';
import type { ModelSpec } from '../gltf.ts';
import { MeshBuilder, translate } from '../mesh-builder.ts';
import { BRAND, mixRgb, srgb } from '../materials.ts';
import type { MaterialSpec } from '../materials.ts';
import { icosphere } from './common.ts';
import { writeModel } from '../gltf.ts';

export const PLAYER_SPHERE_RADIUS = 0.12;
const CORE_RADIUS = 0.085;

const MATERIALS = {
  core: {
    name: 'player-sphere-core',
    baseColor: srgb('#0a0a0c'),
    metallic: 0,
    roughness: 0.3,
    emissive: BRAND.cyan,
  } as MaterialSpec,
  shell: {
    name: 'player-sphere-shell',
    baseColor: srgb('#1b2a30'),
    metallic: 0.2,
    roughness: 0.15,
    // Dim enough that the shell never outshines the core it wraps.
    emissive: mixRgb([0, 0, 0], BRAND.cyan, 0.15),
  } as MaterialSpec,
};
const SHELL_ALPHA = 0.25;

export function playerSphereModel(): ModelSpec {
  const lift = translate(0, PLAYER_SPHERE_RADIUS, 0);
  return {
    name: 'game/player-sphere',
    parts: [
      {
        name: 'player-sphere-core',
        mesh: new MeshBuilder().add(MATERIALS.core, icosphere(CORE_RADIUS, 2), lift),
      },
      {
        name: 'player-sphere-shell',
        mesh: new MeshBuilder().add(MATERIALS.shell, icosphere(PLAYER_SPHERE_RADIUS, 2), lift),
      },
    ],
  };
}

export function generatePlayerSphere(): Promise<GeneratedAsset> {
  return writeModel(playerSphereModel(), { translucent: { [MATERIALS.shell.name]: SHELL_ALPHA } });
}
