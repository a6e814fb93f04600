import type { Scene } from '@babylonjs/core/scene.js';
import { FreeCamera } from '@babylonjs/core/Cameras/freeCamera.js';
import { HemisphericLight } from '@babylonjs/core/Lights/hemisphericLight.js';
import { SpotLight } from '@babylonjs/core/Lights/spotLight.js';
import { Color3, Color4 } from '@babylonjs/core/Maths/math.color.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { Plane } from '@babylonjs/core/Maths/math.plane.js';
import { GlowLayer } from '@babylonjs/core/Layers/glowLayer.js';
import { qualityStore } from '../../engine/quality-store.ts';
import { CreateGround } from '@babylonjs/core/Meshes/Builders/groundBuilder.js';
import { PBRMaterial } from '@babylonjs/core/Materials/PBR/pbrMaterial.js';
import type { Texture } from '@babylonjs/core/Materials/Textures/texture.js';
import type { CubeTexture } from '@babylonjs/core/Materials/Textures/cubeTexture.js';
import type { AssetContainer, InstantiatedEntries } from '@babylonjs/core/assetContainer.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { AbstractMesh } from '@babylonjs/core/Meshes/abstractMesh.js';
import type { Camera } from '@babylonjs/core/Cameras/camera.js';
import type { MouseView } from '../../../systems/mouse/index.ts';
import { mouseRules, TILE_KIND_NAMES, type TileKindName } from '../../../systems/mouse/index.ts';

/**
 * Circuit Shutdown's scene. It only reads the game's view and draws it, interpolating between the last two
 * steps with the loop's alpha: the pooled tiles slide toward the camera, the sphere follows the player's x, and
 * heat tints the sphere toward red. Tiles beyond the clipping plane are cut, so the path appears to be printed
 * as it comes.
 */
export const MOUSE_CLEAR_COLOR = new Color4(4 / 255, 10 / 255, 12 / 255, 1);

/** Which model draws each tile kind; a kind without its own model yet falls back to the straight tile. */
const TILE_MODELS: Record<TileKindName, string> = {
  straight: 'game/circuit-tile',
  'shift-left': 'game/circuit-tile-shift-left',
  'shift-right': 'game/circuit-tile-shift-right',
};

const SPHERE_Y = 0.06 + 0.12;
const COOL = new Color3(0.1, 0.85, 1);
const HOT = new Color3(1, 0.18, 0.1);

export interface MouseSceneFrame {
  view: MouseView;
  /** The distance travelled one step ago, for interpolating the scroll. */
  previousDistance: number;
  alpha: number;
  /** Seconds of wall time, for blinking and shaking (never for rules). */
  time: number;
}

export interface MouseScene {
  draw(frame: MouseSceneFrame): void;
  /** A hit landed: a short camera shake unless reduced motion is asked for. */
  shake(): void;
  dispose(): void;
}

export function createMouseScene(
  scene: Scene,
  assets: ReadonlyMap<string, unknown>,
  options: { reducedMotion: boolean },
): MouseScene {
  const previousCamera: Camera | null = scene.activeCamera;
  const previousClear = scene.clearColor.clone();
  scene.clearColor = MOUSE_CLEAR_COLOR.clone();
  const env = assets.get('env/studio') as CubeTexture | undefined;
  if (env) {
    scene.environmentTexture = env;
    scene.environmentIntensity = 0.6;
  }

  const camera = new FreeCamera('mouse-camera', new Vector3(0, 1.15, -1.55), scene);
  camera.setTarget(new Vector3(0, 0, 1.3));
  camera.fov = 0.95;
  camera.minZ = 0.01;
  camera.maxZ = 100;
  scene.activeCamera = camera;
  const cameraBase = camera.position.clone();

  const fill = new HemisphericLight('mouse-fill', new Vector3(0, 1, 0), scene);
  fill.intensity = 0.35;
  // Spec §9: three coloured spot lights over the path.
  const spots = [
    { name: 'cyan', color: new Color3(0.1, 0.85, 1), x: -1.2 },
    { name: 'magenta', color: new Color3(1, 0.2, 0.85), x: 1.2 },
    { name: 'green', color: new Color3(0.45, 1, 0.3), x: 0 },
  ].map(({ name, color, x }) => {
    const light = new SpotLight(
      `mouse-spot-${name}`,
      new Vector3(x, 2.4, 0.6),
      new Vector3(-x * 0.3, -1, 0.5).normalize(),
      1.1,
      2,
      scene,
    );
    light.diffuse = color;
    light.intensity = 9;
    return light;
  });
  const glow = new GlowLayer('mouse-glow', scene, { blurKernelSize: 24 });
  glow.intensity = 0.8;
  // The glow is the spec's bloom: drawn at high quality only, and dropped when the stage steps down.
  glow.isEnabled = qualityStore.glow;
  const followQuality = qualityStore.subscribe(() => {
    glow.isEnabled = qualityStore.glow;
  });

  // The board under the path: the circuit texture, scrolled with the distance so the ground moves with the tiles.
  const ground = CreateGround('mouse-board', { width: 14, height: 14 }, scene);
  ground.position.set(0, -0.02, 4);
  const boardMaterial = new PBRMaterial('mouse-board', scene);
  boardMaterial.metallic = 0.2;
  boardMaterial.roughness = 0.8;
  boardMaterial.albedoColor = new Color3(0.35, 0.4, 0.42);
  const circuit = (assets.get('texture/circuit') as Texture | undefined)?.clone();
  if (circuit) {
    circuit.uScale = 7;
    circuit.vScale = 7;
    boardMaterial.albedoTexture = circuit;
    boardMaterial.emissiveTexture = circuit;
    boardMaterial.emissiveColor = new Color3(0.12, 0.16, 0.16);
  }
  ground.material = boardMaterial;

  // The board and the path fade into the dark before the clipping plane, so its edge is never seen.
  scene.fogMode = 3; // Scene.FOGMODE_LINEAR
  scene.fogStart = mouseRules.CLIPPING_PLANE_CONSTANT - 1.6;
  scene.fogEnd = mouseRules.CLIPPING_PLANE_CONSTANT + 0.4;
  scene.fogColor = new Color3(MOUSE_CLEAR_COLOR.r, MOUSE_CLEAR_COLOR.g, MOUSE_CLEAR_COLOR.b);

  // Cut everything past the visible tiles: the path is printed as it comes toward the player.
  scene.clipPlane = new Plane(0, 0, 1, -(mouseRules.CLIPPING_PLANE_CONSTANT + 0.5));

  const instantiate = (name: string, suffix: string): InstantiatedEntries | null => {
    const container = assets.get(name) as AssetContainer | undefined;
    return container ? container.instantiateModelsToScene((n) => `${n}-${suffix}`, false) : null;
  };
  const straight = TILE_MODELS.straight;
  // One instance per pooled slot and kind; a slot shows the one its tile needs.
  const slots = Array.from({ length: mouseRules.TILE_COUNT }, (_, slot) => {
    const byKind = TILE_KIND_NAMES.map((kind) => {
      const entries = instantiate(TILE_MODELS[kind], `${slot}`) ?? instantiate(straight, `${slot}-${kind}`);
      if (!entries) throw new Error(`can't find asset with name ${straight}`);
      const root = entries.rootNodes[0] as TransformNode;
      root.setEnabled(false);
      return { entries, root };
    });
    return byKind;
  });

  const sphereEntries = instantiate('game/player-sphere', 'player');
  if (!sphereEntries) throw new Error("can't find asset with name game/player-sphere");
  const sphere = sphereEntries.rootNodes[0] as TransformNode;
  const sphereMeshes = sphere.getChildMeshes(false) as AbstractMesh[];
  const glowing = sphereMeshes
    .map((m) => m.material as PBRMaterial | null)
    .filter((m): m is PBRMaterial => !!m && m.emissiveColor.toLuminance() > 0.05);

  let shakeUntil = -1;
  let lastTime = 0;
  const heatColor = new Color3();

  return {
    draw({ view, previousDistance, alpha, time }) {
      lastTime = time;
      const distance = previousDistance + (view.distance - previousDistance) * alpha;
      for (let slot = 0; slot < slots.length; slot++) {
        const tile = view.tiles[slot];
        const kinds = slots[slot]!;
        for (let k = 0; k < kinds.length; k++) {
          const { root } = kinds[k]!;
          const show = !!tile && tile.kind === k && tile.z > -3;
          if (root.isEnabled() !== show) root.setEnabled(show);
          if (show && tile) {
            root.position.x = tile.x;
            root.position.z = (tile.index + 0.5) * mouseRules.TILE_SIZE - distance;
          }
        }
      }
      if (circuit) circuit.vOffset = -(distance / 2);
      sphere.position.x = view.previousX + (view.x - view.previousX) * alpha;
      sphere.position.y = SPHERE_Y;

      // Heat turns the sphere from cyan to red; while invulnerable it blinks (steady with reduced motion).
      Color3.LerpToRef(COOL, HOT, Math.min(1, view.heat), heatColor);
      const blink = view.invulnerable && !options.reducedMotion && Math.floor(time * 8) % 2 === 0;
      const level = blink ? 0.25 : 1;
      for (const material of glowing)
        material.emissiveColor.set(heatColor.r * level, heatColor.g * level, heatColor.b * level);

      camera.position.copyFrom(cameraBase);
      camera.position.x += sphere.position.x * 0.35;
      if (time < shakeUntil) {
        const k = (shakeUntil - time) / 0.3;
        camera.position.x += Math.sin(time * 90) * 0.03 * k;
        camera.position.y += Math.cos(time * 70) * 0.02 * k;
      }
    },
    shake() {
      if (!options.reducedMotion) shakeUntil = lastTime + 0.3;
    },
    dispose() {
      for (const kinds of slots) for (const { entries } of kinds) entries.dispose();
      sphereEntries.dispose();
      circuit?.dispose();
      boardMaterial.dispose();
      ground.dispose();
      followQuality();
      glow.dispose();
      for (const light of [fill, ...spots]) light.dispose();
      scene.clipPlane = null;
      scene.fogMode = 0;
      scene.environmentTexture = null;
      scene.clearColor = previousClear;
      scene.activeCamera = previousCamera;
      camera.dispose();
    },
  };
}
