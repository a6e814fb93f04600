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
import { BRAND, metalMaterial, rgbMaterial, srgb } from './materials.ts';
import type { MaterialSpec } from './materials.ts';
import { fcos, fsin } from '../../systems/fixed-math.ts';

export const TOTEM_HEIGHT = 1.6;

const MATERIALS = {
  metal: metalMaterial('totem-metal'),
  deck: { name: 'totem-deck', baseColor: srgb('#111216'), metallic: 0.5, roughness: 0.6 } as MaterialSpec,
  cyan: rgbMaterial('totem-rgb-cyan', BRAND.cyan),
  magenta: rgbMaterial('totem-rgb-magenta', BRAND.magenta),
  green: rgbMaterial('totem-rgb-green', BRAND.green),
};

const PLINTH = { radius: 0.95, height: 0.08 };
const DECK_THICKNESS = 0.07;

/** Where each device stands: the centre of its deck's top surface. */
export const SLOTS = {
  keyboard: [0, 0.46, 0.5] as Vec3,
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

export function totemModel(): ModelSpec {
  const body = new MeshBuilder();
  const decks = new MeshBuilder();
  const lights = new MeshBuilder();

  // Plinth and column: flat-shaded hexagonal lathes; a vertex at +X puts a flat face toward the viewer.
  const plinth = regularPolygon(PLINTH.radius, 6);
  const plinthDeck = deck(plinth, 0, PLINTH.height, 0.025);
  body.add(MATERIALS.metal, plinthDeck.body);
  decks.add(MATERIALS.deck, plinthDeck.top);
  lights.add(MATERIALS.cyan, rimLight(plinth, 0.03, 0.012));

  // The column rises in three hexagonal tiers, each step a little slimmer, with a lit ring at each step and
  // light lines up the edges, cycling through the brand colours.
  const columnTop = TOTEM_HEIGHT - DECK_THICKNESS;
  const tiers = [
    { radius: 0.44, from: PLINTH.height, to: SLOTS.keyboard[1] },
    { radius: 0.37, from: SLOTS.keyboard[1], to: SLOTS.mouse[1] },
    { radius: 0.3, from: SLOTS.mouse[1], to: columnTop },
  ];
  const edgeColours = [MATERIALS.green, MATERIALS.cyan, MATERIALS.magenta];
  tiers.forEach((tier, t) => {
    const outline = regularPolygon(tier.radius, 6);
    const step = deck(outline, tier.from, tier.to, 0.015);
    body.add(MATERIALS.metal, step.body);
    body.add(MATERIALS.metal, step.top);
    if (t > 0) lights.add(edgeColours[t % 3] as MaterialSpec, rimLight(outline, tier.from + 0.03, 0.012));
    for (let i = 0; i < 6; i++) {
      const a = i * 60 * DEG;
      const height = tier.to - tier.from - 0.1;
      lights.add(
        edgeColours[(i + t) % 3] as MaterialSpec,
        box([0.014, height, 0.014]),
        rotateY(-a),
        translate(tier.radius * fcos(a), tier.from + 0.05 + height / 2, tier.radius * fsin(a)),
      );
    }
  });

  // Headset deck: the crown of the column.
  const crown = regularPolygon(0.62, 6);
  const crownDeck = deck(crown, columnTop, TOTEM_HEIGHT, 0.02);
  body.add(MATERIALS.metal, crownDeck.body);
  decks.add(MATERIALS.deck, crownDeck.top);
  lights.add(MATERIALS.magenta, rimLight(crown, columnTop + DECK_THICKNESS * 0.4, 0.014));

  // Mouse deck: a hexagon, point forward like the mouse, on an arm to the side, held by a strut.
  const [mx, my, mz] = SLOTS.mouse;
  const mouseOutline = shifted(regularPolygon(0.72, 6, 90 * DEG), mx, mz);
  const mouseDeck = deck(mouseOutline, my - DECK_THICKNESS, my, 0.02);
  body.add(MATERIALS.metal, mouseDeck.body);
  decks.add(MATERIALS.deck, mouseDeck.top);
  lights.add(MATERIALS.cyan, rimLight(mouseOutline, my - DECK_THICKNESS * 0.6, 0.014));
  body.add(
    MATERIALS.metal,
    flatten(
      tube(
        [
          [0.3, my - 0.4, mz],
          [mx, my - DECK_THICKNESS + 0.01, mz],
        ],
        0.055,
        6,
      ),
    ),
  );

  // Keyboard deck: a long cut-corner slab low in front, on a riser from the plinth.
  const [kx, ky, kz] = SLOTS.keyboard;
  const keyboardOutline = shifted(octagon(1.0, 0.43, 0.12), kx, kz);
  const keyboardDeck = deck(keyboardOutline, ky - DECK_THICKNESS, ky, 0.02);
  body.add(MATERIALS.metal, keyboardDeck.body);
  decks.add(MATERIALS.deck, keyboardDeck.top);
  lights.add(MATERIALS.green, rimLight(keyboardOutline, ky - DECK_THICKNESS * 0.6, 0.014));
  const riserHeight = ky - DECK_THICKNESS - PLINTH.height;
  body.add(
    MATERIALS.metal,
    box([1.2, riserHeight, 0.5], { bevel: 0.02 }),
    translate(kx, PLINTH.height + riserHeight / 2, kz),
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
