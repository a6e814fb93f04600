/**
 * The totem: the display pedestal at the centre of the home scene. A hexagonal column (1.6 units tall) on a
 * hexagonal plinth, with three decks at different heights — the keyboard low in front, the mouse on an arm to
 * the side, the headset crowning the top — in dark metal traced by RGB edge lines.
 *
 * Empty nodes `slot-keyboard`, `slot-mouse` and `slot-headset` mark the middle of each deck's top surface: a
 * device model (resting on its own y = 0, facing +Z) parented there at scale 1 stands on its deck.
 */
import type { GeneratedAsset } from '../generated-asset.ts';
import { writeModel } from './gltf.ts';
import type { ModelSpec } from './gltf.ts';
import {
  DEG,
  MeshBuilder,
  box,
  extrude,
  flatten,
  gridSurface,
  merge,
  offsetOutline,
  polygon,
  regularPolygon,
  rotateY,
  signedArea,
  translate,
  tube,
} from './mesh-builder.ts';
import type { Geometry, Vec2, Vec3 } from './mesh-builder.ts';
import { BRAND, PRODUCT_FINISH as FINISH, rgbMaterial } from './materials.ts';
import type { MaterialSpec } from './materials.ts';
import { fcos, fsin } from '../../systems/fixed-math.ts';

export const TOTEM_HEIGHT = 1.6;

const MATERIALS = {
  /** The columns: dark brushed metal, mirroring the studio's softboxes. */
  metal: { ...FINISH.metal('totem-metal', '#3c4049'), roughness: 0.45 },
  /** The decks' tops: piano-black gloss, where the devices and the lights reflect (not flat grey slabs). */
  deck: { ...FINISH.gloss('totem-deck', '#0d0e12'), roughness: 0.22 },
  cyan: rgbMaterial('totem-rgb-cyan', BRAND.cyan),
  magenta: rgbMaterial('totem-rgb-magenta', BRAND.magenta),
  green: rgbMaterial('totem-rgb-green', BRAND.green),
};

const PLINTH = { radius: 0.95, height: 0.08 };
const DECK_THICKNESS = 0.07;

/** Where each device stands: the centre of its deck's top surface. */
export const SLOTS = {
  keyboard: [0, 0.46, 0.72] as Vec3,
  mouse: [0.8, 1.02, -0.08] as Vec3,
  headset: [0, TOTEM_HEIGHT, 0] as Vec3,
};

/** An outline (XZ) turned clockwise, the order extrude() and the chamfer band below face outward with. */
function clockwise(outline: readonly Vec2[]): Vec2[] {
  return signedArea(outline) > 0 ? outline.slice().reverse() : outline.slice();
}

/**
 * A deck: the outline extruded from y0 to y1, its top edge chamfered by `c`; the top face separately so it can
 * take a different material.
 */
function deck(
  outline: readonly Vec2[],
  y0: number,
  y1: number,
  c: number,
): { body: Geometry; top: Geometry } {
  const pts = clockwise(outline);
  const inset = offsetOutline(pts, -c);
  const walls = extrude(pts, y0, y1 - c, { caps: false });
  const bottom = polygon(pts.map(([x, z]): Vec3 => [x, y0, z]).reverse());
  const chamfer = flatten(
    gridSurface([pts.map(([x, z]): Vec3 => [x, y1 - c, z]), inset.map(([x, z]): Vec3 => [x, y1, z])], {
      closeColumns: true,
    }),
  );
  const top = polygon(inset.map(([x, z]): Vec3 => [x, y1, z]));
  return { body: merge(walls, bottom, chamfer), top };
}

/** A thin lit band just proud of an outline's walls. */
function rimLight(outline: readonly Vec2[], y: number, height: number): Geometry {
  return extrude(offsetOutline(outline, 0.006), y - height / 2, y + height / 2, { caps: false });
}

const shifted = (outline: Vec2[], dx: number, dz: number): Vec2[] =>
  outline.map(([x, z]) => [x + dx, z + dz]);

/** A rectangle centred on the origin. */
function rectangle(halfX: number, halfZ: number): Vec2[] {
  return [
    [halfX, -halfZ],
    [halfX, halfZ],
    [-halfX, halfZ],
    [-halfX, -halfZ],
  ];
}

/** A rectangle with 45° corners cut off, centred on the origin. */
function octagon(halfX: number, halfZ: number, cut: number): Vec2[] {
  return [
    [halfX, -halfZ + cut],
    [halfX, halfZ - cut],
    [halfX - cut, halfZ],
    [-halfX + cut, halfZ],
    [-halfX, halfZ - cut],
    [-halfX, -halfZ + cut],
    [-halfX + cut, -halfZ],
    [halfX - cut, -halfZ],
  ];
}

/** One solid part of the totem: an outline (XZ) standing from y0 to y1, or a round strut between two points. */
export type TotemSolid =
  | {
      readonly name: string;
      readonly kind: 'prism';
      readonly outline: readonly Vec2[];
      y0: number;
      y1: number;
    }
  | { readonly name: string; readonly kind: 'strut'; readonly from: Vec3; readonly to: Vec3; radius: number };

/**
 * The totem's solids, in the model's own coordinates: what its geometry is built from, and what the showcase's
 * tests keep the devices out of. Decks are slabs `DECK_THICKNESS` thick whose top is their slot's height.
 *
 * Each column tier ends half way up the slab of the deck it carries, so a tier's top never lies in the plane of a
 * deck's top: two faces in one plane, in two materials, flicker against each other (z-fighting).
 */
export function totemSolids(): TotemSolid[] {
  const [kx, ky, kz] = SLOTS.keyboard;
  const [mx, my, mz] = SLOTS.mouse;
  const columnTop = TOTEM_HEIGHT - DECK_THICKNESS;
  const insideDeck = (top: number) => top - DECK_THICKNESS / 2;
  const prism = (name: string, outline: Vec2[], y0: number, y1: number): TotemSolid => ({
    name,
    kind: 'prism',
    outline,
    y0,
    y1,
  });
  // The riser stands on the plinth under the keyboard's deck, from the lowest tier's front face forward.
  const columnFace = 0.44 * fcos(30 * DEG);
  const riserDepth = 0.44;
  return [
    prism('plinth', regularPolygon(PLINTH.radius, 6), 0, PLINTH.height),
    prism('tier-1', regularPolygon(0.44, 6), PLINTH.height, insideDeck(ky)),
    prism('tier-2', regularPolygon(0.37, 6), insideDeck(ky), insideDeck(my)),
    prism('tier-3', regularPolygon(0.3, 6), insideDeck(my), columnTop),
    prism('crown', regularPolygon(0.62, 6), columnTop, TOTEM_HEIGHT),
    // A hexagon, point forward like the mouse, on an arm to the side.
    prism('mouse-deck', shifted(regularPolygon(0.72, 6, 90 * DEG), mx, mz), my - DECK_THICKNESS, my),
    {
      name: 'mouse-strut',
      kind: 'strut',
      from: [0.3, my - 0.4, mz],
      to: [mx, my - DECK_THICKNESS + 0.01, mz],
      radius: 0.055,
    },
    // A long cut-corner slab low in front.
    prism('keyboard-deck', shifted(octagon(1.0, 0.43, 0.12), kx, kz), ky - DECK_THICKNESS, ky),
    prism(
      'keyboard-riser',
      shifted(rectangle(0.6, riserDepth / 2), kx, columnFace + riserDepth / 2),
      PLINTH.height,
      ky - DECK_THICKNESS,
    ),
  ];
}

export function totemModel(): ModelSpec {
  const body = new MeshBuilder();
  const decks = new MeshBuilder();
  const lights = new MeshBuilder();
  const solids = new Map(totemSolids().map((solid) => [solid.name, solid]));
  const prism = (name: string) => {
    const solid = solids.get(name);
    if (solid?.kind !== 'prism') throw new Error(`the totem has no prism named ${name}`);
    return solid;
  };

  // Plinth and column: flat-shaded hexagonal lathes; a vertex at +X puts a flat face toward the viewer.
  const plinth = prism('plinth');
  const plinthDeck = deck(plinth.outline, plinth.y0, plinth.y1, 0.025);
  body.add(MATERIALS.metal, plinthDeck.body);
  decks.add(MATERIALS.deck, plinthDeck.top);
  lights.add(MATERIALS.cyan, rimLight(plinth.outline, 0.03, 0.012));

  // The column rises in three hexagonal tiers, each step a little slimmer, with a lit ring at each step and
  // light lines up the edges, cycling through the brand colours.
  const edgeColours = [MATERIALS.green, MATERIALS.cyan, MATERIALS.magenta];
  ['tier-1', 'tier-2', 'tier-3'].map(prism).forEach((tier, t) => {
    const radius = Math.hypot(...(tier.outline[0] as Vec2));
    const step = deck(tier.outline, tier.y0, tier.y1, 0.015);
    body.add(MATERIALS.metal, step.body);
    body.add(MATERIALS.metal, step.top);
    // Each ring lights the foot of its tier, just above the deck the tier rises from.
    if (t > 0)
      lights.add(
        edgeColours[t % 3] as MaterialSpec,
        rimLight(tier.outline, tier.y0 + DECK_THICKNESS / 2 + 0.03, 0.012),
      );
    for (let i = 0; i < 6; i++) {
      const a = i * 60 * DEG;
      const height = tier.y1 - tier.y0 - 0.1;
      lights.add(
        edgeColours[(i + t) % 3] as MaterialSpec,
        box([0.014, height, 0.014]),
        rotateY(-a),
        translate(radius * fcos(a), tier.y0 + 0.05 + height / 2, radius * fsin(a)),
      );
    }
  });

  // Headset deck: the crown of the column.
  const crown = prism('crown');
  const crownDeck = deck(crown.outline, crown.y0, crown.y1, 0.02);
  body.add(MATERIALS.metal, crownDeck.body);
  decks.add(MATERIALS.deck, crownDeck.top);
  lights.add(MATERIALS.magenta, rimLight(crown.outline, crown.y0 + DECK_THICKNESS * 0.4, 0.014));

  // Mouse deck, held by a strut.
  const mouseDeck = prism('mouse-deck');
  const mouseSlab = deck(mouseDeck.outline, mouseDeck.y0, mouseDeck.y1, 0.02);
  body.add(MATERIALS.metal, mouseSlab.body);
  decks.add(MATERIALS.deck, mouseSlab.top);
  lights.add(MATERIALS.cyan, rimLight(mouseDeck.outline, mouseDeck.y1 - DECK_THICKNESS * 0.6, 0.014));
  const strut = solids.get('mouse-strut');
  if (strut?.kind !== 'strut') throw new Error('the totem has no mouse strut');
  body.add(MATERIALS.metal, flatten(tube([strut.from, strut.to], strut.radius, 6)));

  // Keyboard deck, on a riser from the plinth.
  const keyboardDeck = prism('keyboard-deck');
  const keyboardSlab = deck(keyboardDeck.outline, keyboardDeck.y0, keyboardDeck.y1, 0.02);
  body.add(MATERIALS.metal, keyboardSlab.body);
  decks.add(MATERIALS.deck, keyboardSlab.top);
  lights.add(MATERIALS.green, rimLight(keyboardDeck.outline, keyboardDeck.y1 - DECK_THICKNESS * 0.6, 0.014));
  const riser = prism('keyboard-riser');
  const xs = riser.outline.map(([x]) => x);
  const zs = riser.outline.map(([, z]) => z);
  const [minX, maxX, minZ, maxZ] = [Math.min(...xs), Math.max(...xs), Math.min(...zs), Math.max(...zs)];
  body.add(
    MATERIALS.metal,
    box([maxX - minX, riser.y1 - riser.y0, maxZ - minZ], { bevel: 0.02 }),
    translate((maxX + minX) / 2, (riser.y0 + riser.y1) / 2, (maxZ + minZ) / 2),
  );

  return {
    name: 'totem',
    parts: [
      { name: 'totem-body', mesh: body },
      { name: 'totem-decks', mesh: decks },
      { name: 'totem-rgb-lines', mesh: lights },
    ],
    markers: [
      { name: 'slot-keyboard', translation: SLOTS.keyboard },
      { name: 'slot-mouse', translation: SLOTS.mouse },
      { name: 'slot-headset', translation: SLOTS.headset },
    ],
  };
}

export function generateTotem(): Promise<GeneratedAsset> {
  return writeModel(totemModel());
}
