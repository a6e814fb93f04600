import type { Scene } from '@babylonjs/core/scene.js';
import type { Camera } from '@babylonjs/core/Cameras/camera.js';
import type { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { DynamicTexture } from '@babylonjs/core/Materials/Textures/dynamicTexture.js';
import { PBRMaterial } from '@babylonjs/core/Materials/PBR/pbrMaterial.js';
import { CreatePlane } from '@babylonjs/core/Meshes/Builders/planeBuilder.js';
import type { GameId } from '../../../api/site-routes.ts';
import { VISIBLE_FROM } from './home-motion.ts';
import { isWide } from './home-rig.ts';
import { paintTaglineLines } from './tagline-paint.ts';

/**
 * The selected device's taglines float beside it (spec §9): text drawn on a texture, on a plane that always
 * faces the camera, in the device's colour.
 */
export const TAGLINE_COLOUR: Readonly<Record<GameId, string>> = {
  mouse: '#20e3ff',
  headset: '#ff3fd8',
  keyboard: '#7dff5a',
};

type Place = { readonly across: number; readonly up: number };

/**
 * Where each device's taglines float, as the camera sees it: across (along the camera's right, world units) and
 * up, from the device's pivot. One table per composition, because the framing mirrors on right-to-left pages and
 * the totem does not: the mouse's arm points right in every language, so a mirrored place can land on the column.
 * Each place keeps the lines off the column and inside the window, whatever the screen's shape and for the
 * longest translation (a line as wide as its plane); tagline-framing.test.ts measures that with the real rig.
 * - Wide, left to right (the totem right of the text): the mouse's and headset's lines toward the screen's edge,
 *   the wide keyboard's on the inner side, clear of the column.
 * - Wide, right to left (the totem left of the text): the headset's and keyboard's lines toward the screen's
 *   edge, away from the text; the mouse's arm points at the text, so its lines float above it.
 * - Narrow (the totem centred): the mouse has no room beside its arm, so its lines float above it too.
 */
export const TAGLINE_PLACES: Readonly<
  Record<'wide' | 'wideRtl' | 'narrow', Readonly<Record<GameId, Place>>>
> = {
  wide: {
    mouse: { across: 0.75, up: 0.35 },
    headset: { across: 0.9, up: 0.55 },
    keyboard: { across: -1.75, up: 0.35 },
  },
  wideRtl: {
    mouse: { across: 0.5, up: 0.8 },
    headset: { across: -0.9, up: 0.55 },
    keyboard: { across: -1.25, up: 0.35 },
  },
  narrow: {
    mouse: { across: 0.5, up: 0.8 },
    headset: { across: 0.9, up: 0.55 },
    keyboard: { across: -1.6, up: 0.35 },
  },
};

/** Where a device's taglines float on this page (see `TAGLINE_PLACES`). */
export function taglinePlace(id: GameId, rtl: boolean, wide: boolean): Place {
  return TAGLINE_PLACES[wide ? (rtl ? 'wideRtl' : 'wide') : 'narrow'][id];
}

const TEXTURE = { width: 512, height: 256 } as const;
/** The plane the lines are drawn on, in world units (the texture's proportions). */
export const TAGLINE_PLANE = { width: 1.1, height: 0.55 } as const;
const BILLBOARD_ALL = 7; // TransformNode.BILLBOARDMODE_ALL, without the class's statics.

export interface TaglinePlane {
  readonly texture: DynamicTexture;
  readonly material: PBRMaterial;
  readonly plane: Mesh;
  /** Lines given and not drawn yet: a texture is drawn when its tagline next shows (see placeTagline). */
  pending?: { readonly lines: readonly string[]; readonly rtl: boolean };
}

/** Whether this environment can draw text on a canvas (the scene tests in Node cannot). */
export function canDrawText(): boolean {
  try {
    if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(1, 1).getContext('2d') !== null;
    if (typeof document !== 'undefined') return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    // A canvas without a 2D context: no text.
  }
  return false;
}

/**
 * A canvas whose 2D context draws on the CPU (`willReadFrequently`). The lines are drawn once and uploaded as a
 * texture; a GPU-backed canvas (Chromium's default) makes each draw and upload wait on the GPU process, which is
 * busy presenting the smoke while home's scene is being built: 385 ms for the three textures in SwiftShader.
 */
function textCanvas(): HTMLCanvasElement | OffscreenCanvas {
  const canvas =
    typeof document !== 'undefined'
      ? Object.assign(document.createElement('canvas'), TEXTURE)
      : new OffscreenCanvas(TEXTURE.width, TEXTURE.height);
  canvas.getContext('2d', { willReadFrequently: true });
  return canvas;
}

/** One plane per device, hidden until its device is selected. None where text cannot be drawn. */
export function createTaglines(scene: Scene, ids: readonly GameId[]): Map<GameId, TaglinePlane> {
  if (!canDrawText()) return new Map();
  return new Map(
    ids.map((id) => {
      const texture = new DynamicTexture(`tagline-${id}`, textCanvas(), scene, true);
      texture.hasAlpha = true;
      // Not frozen: its alpha follows the tagline's fade every frame.
      const material = new PBRMaterial(`tagline-${id}`, scene);
      material.unlit = true;
      material.albedoTexture = texture;
      material.useAlphaFromAlbedoTexture = true;
      material.backFaceCulling = false;
      const plane = CreatePlane(`tagline-${id}`, TAGLINE_PLANE, scene);
      plane.material = material;
      plane.billboardMode = BILLBOARD_ALL;
      plane.isPickable = false;
      // Drawn over the totem: a tagline half hidden behind a deck reads as a glitch.
      plane.renderingGroupId = 1;
      plane.setEnabled(false);
      // Not parented to the device: the glTF root's mirroring would mirror the text too.
      return [id, { texture, material, plane }] as const;
    }),
  );
}

/**
 * Gives each device its lines (from taglineLines). Drawing waits until a tagline shows: the three textures took
 * 73 ms of text drawing and uploads in SwiftShader (404 ms under a 4× slower CPU) while home's scene was being
 * built, and a visitor may never select a device.
 */
export function setTaglineLines(
  planes: ReadonlyMap<GameId, TaglinePlane>,
  lines: Readonly<Record<GameId, readonly string[]>>,
  rtl: boolean,
): void {
  for (const [id, tagline] of planes) tagline.pending = { lines: lines[id] ?? [], rtl };
}

/** Draws a tagline's pending lines (tagline-paint.ts). */
function drawTagline(id: GameId, tagline: TaglinePlane): void {
  const { texture, pending } = tagline;
  if (!pending) return;
  tagline.pending = undefined;
  paintTaglineLines(
    texture.getContext() as CanvasRenderingContext2D,
    pending.lines,
    pending.rtl,
    TAGLINE_COLOUR[id],
  );
  texture.update();
}

const right = new Vector3();

/**
 * Floats a device's tagline beside it, as the camera sees it, and fades it, drawing its lines first if they are
 * new. Runs every frame: allocates nothing but that once.
 */
export function placeTagline(
  tagline: TaglinePlane,
  pivot: TransformNode,
  camera: Camera,
  id: GameId,
  alpha: number,
  rtl: boolean,
): void {
  tagline.material.alpha = alpha;
  const visible = alpha > VISIBLE_FROM;
  const wide = isWide(camera.getEngine().getAspectRatio(camera));
  // A narrow screen shows the lines as the page's text instead (home-screen.tsx, .hero__taglines): on a phone the
  // plane was about 100 px wide and its letters 6 px high, blurred, and Thai could not be read. The plane is still
  // placed, so the framing stays measured on every shape.
  tagline.plane.setEnabled(visible && wide);
  if (!visible) return;
  if (tagline.pending && wide) drawTagline(id, tagline);
  const place = taglinePlace(id, rtl, wide);
  camera.getDirectionToRef(Vector3.RightReadOnly, right);
  tagline.plane.position
    .copyFrom(pivot.getAbsolutePosition())
    .addInPlace(right.scaleInPlace(place.across))
    .addInPlaceFromFloats(0, place.up, 0);
}

export function disposeTaglines(planes: ReadonlyMap<GameId, TaglinePlane>): void {
  for (const { texture, material, plane } of planes.values()) {
    plane.dispose();
    material.dispose();
    texture.dispose();
  }
}
