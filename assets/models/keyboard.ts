/**
 * The gaming keyboard: a tenkeyless ANSI layout (87 keys with their real relative widths) of tapered keycaps
 * floating over a lit plate, in a chamfered frame with an RGB light bar along the front edge.
 *
 * About 1.85 × 0.74 units, resting on y = 0, the space bar toward +Z (the typist sits at +Z).
 */
import type { GeneratedAsset } from '../generated-asset.ts';
import { writeModel } from './gltf.ts';
import type { ModelSpec } from './gltf.ts';
import { MeshBuilder, box, translate } from './mesh-builder.ts';
import type { Geometry } from './mesh-builder.ts';
import { gradientMaterials, PRODUCT_FINISH as FINISH, srgb } from './materials.ts';
import type { MaterialSpec } from './materials.ts';

/** One key unit (1u, 19.05 mm on a real board). */
export const KEY_UNIT = 0.095;

/** A key: its width in units, or a gap of that width when `gap` is set. */
interface KeySlot {
  label: string;
  width: number;
  gap?: boolean;
}

const k = (label: string, width = 1): KeySlot => ({ label, width });
const gap = (width: number): KeySlot => ({ label: '', width, gap: true });
const keys = (labels: string): KeySlot[] => [...labels].map((label) => k(label));

/** Rows from the back (function row) to the front (space bar), left to right, navigation cluster included. */
export const LAYOUT: KeySlot[][] = [
  [
    k('Esc'),
    gap(1),
    ...['F1', 'F2', 'F3', 'F4'].map((l) => k(l)),
    gap(0.5),
    ...['F5', 'F6', 'F7', 'F8'].map((l) => k(l)),
    gap(0.5),
    ...['F9', 'F10', 'F11', 'F12'].map((l) => k(l)),
    gap(0.25),
    k('PrtSc'),
    k('ScrLk'),
    k('Pause'),
  ],
  [...keys('`1234567890-='), k('Backspace', 2), gap(0.25), k('Ins'), k('Home'), k('PgUp')],
  [k('Tab', 1.5), ...keys('QWERTYUIOP[]'), k('\\', 1.5), gap(0.25), k('Del'), k('End'), k('PgDn')],
  [k('Caps', 1.75), ...keys("ASDFGHJKL;'"), k('Enter', 2.25)],
  [k('LShift', 2.25), ...keys('ZXCVBNM,./'), k('RShift', 2.75), gap(1.25), k('Up')],
  [
    k('LCtrl', 1.25),
    k('LWin', 1.25),
    k('LAlt', 1.25),
    k('Space', 6.25),
    k('RAlt', 1.25),
    k('Fn', 1.25),
    k('Menu', 1.25),
    k('RCtrl', 1.25),
    gap(0.25),
    k('Left'),
    k('Down'),
    k('Right'),
  ],
];

/** The function row stands half a unit apart from the rest, as on real boards. */
const ROW_OFFSETS = [0, 1.5, 2.5, 3.5, 4.5, 5.5];
const LAYOUT_WIDTH = 18.25;
const LAYOUT_DEPTH = 6.5;

/** Keys a gamer's hand rests on get a lighter cap, a common accent on gaming boards. */
const ACCENT = new Set(['Esc', 'W', 'A', 'S', 'D', 'Up', 'Left', 'Down', 'Right']);

const MARGIN = 0.06;
export const KEYBOARD_WIDTH = LAYOUT_WIDTH * KEY_UNIT + 2 * MARGIN;
export const KEYBOARD_DEPTH = LAYOUT_DEPTH * KEY_UNIT + 2 * MARGIN;
const FRAME_HEIGHT = 0.07;
const CAP_HEIGHT = 0.052;
/** Keycaps float a little over the plate, so the light shows between them. */
const CAP_FLOAT = 0.012;
const CAP_GAP = 0.011;

const MATERIALS = {
  /** Anodised aluminium frame. */
  frame: FINISH.metal('keyboard-frame', '#3a3e46'),
  plate: {
    name: 'keyboard-plate',
    kind: 'shell',
    baseColor: srgb('#0c0d10'),
    metallic: 0.2,
    roughness: 0.7,
  } as MaterialSpec,
  /** Matte PBT-like keycaps. */
  keycap: { ...FINISH.shell('keyboard-keycap'), baseColor: srgb('#2a2d33'), roughness: 0.55 },
  /** The accent keys (Esc, Enter, arrows…): gloss, so they catch the key light apart from the rest. */
  accent: FINISH.gloss('keyboard-keycap-accent', '#3d424b'),
  /** Six steps of cyan → magenta → green: one per row, and along the light bar. */
  rgb: gradientMaterials('keyboard-rgb', 6),
};

const rgb = (i: number): MaterialSpec => MATERIALS.rgb[Math.max(0, Math.min(5, i))] as MaterialSpec;

interface PlacedKey {
  label: string;
  row: number;
  /** Centre in model units. */
  x: number;
  z: number;
  width: number;
}

export function placedKeys(): PlacedKey[] {
  const out: PlacedKey[] = [];
  LAYOUT.forEach((row, r) => {
    let u = 0;
    for (const slot of row) {
      if (!slot.gap) {
        out.push({
          label: slot.label,
          row: r,
          x: (u + slot.width / 2 - LAYOUT_WIDTH / 2) * KEY_UNIT,
          z: ((ROW_OFFSETS[r] ?? 0) + 0.5 - LAYOUT_DEPTH / 2) * KEY_UNIT,
          width: slot.width,
        });
      }
      u += slot.width;
    }
  });
  return out;
}

function keycap(widthUnits: number): Geometry {
  return box([widthUnits * KEY_UNIT - CAP_GAP, CAP_HEIGHT, KEY_UNIT - CAP_GAP], {
    bevel: 0.006,
    topInset: 0.011,
    openBottom: true,
  });
}

export function keyboardModel(): ModelSpec {
  const frame = new MeshBuilder().add(
    MATERIALS.frame,
    box([KEYBOARD_WIDTH, FRAME_HEIGHT, KEYBOARD_DEPTH], { bevel: 0.022 }),
    translate(0, FRAME_HEIGHT / 2, 0),
  );
  // The plate is a shallow dark tray just above the frame top, lit row by row where the keys stand.
  const plateTop = FRAME_HEIGHT + 0.002;
  frame.add(
    MATERIALS.plate,
    box([LAYOUT_WIDTH * KEY_UNIT + 0.02, 0.004, LAYOUT_DEPTH * KEY_UNIT + 0.02]),
    translate(0, plateTop - 0.002, 0),
  );

  const keys = placedKeys();
  const caps = new MeshBuilder();
  const glow = new MeshBuilder();
  for (const key of keys) {
    const material = ACCENT.has(key.label) ? MATERIALS.accent : MATERIALS.keycap;
    caps.add(material, keycap(key.width), translate(key.x, plateTop + CAP_FLOAT + CAP_HEIGHT / 2, key.z));
    // Light under every cap spills out around it, the floating-key look of RGB boards.
    glow.add(
      rgb(key.row),
      upQuad(key.width * KEY_UNIT - CAP_GAP * 0.4, KEY_UNIT - CAP_GAP * 0.4),
      translate(key.x, plateTop + 0.0005, key.z),
    );
    // A shine-through legend in the cap's top-left corner, lit in the row's colour.
    if (key.label !== 'Space') {
      const capTop = plateTop + CAP_FLOAT + CAP_HEIGHT + 0.0006;
      const lx = key.x - (key.width * KEY_UNIT - CAP_GAP) / 2 + 0.017 + 0.008 + 0.01;
      const lz = key.z - (KEY_UNIT - CAP_GAP) / 2 + 0.017 + 0.006 + 0.008;
      glow.add(rgb(key.row), upQuad(0.02, 0.012), translate(lx, capTop, lz));
    }
  }

  // The light bar: a strip along the front face, in six colour steps from left to right.
  const bar = new MeshBuilder();
  const segments = 6;
  const barWidth = KEYBOARD_WIDTH - 0.12;
  for (let i = 0; i < segments; i++) {
    bar.add(
      rgb(i),
      box([barWidth / segments, 0.014, 0.008]),
      translate(-barWidth / 2 + (barWidth / segments) * (i + 0.5), 0.035, KEYBOARD_DEPTH / 2 - 0.002),
    );
  }

  return {
    name: 'keyboard',
    parts: [
      { name: 'keyboard-frame', mesh: frame },
      { name: 'keyboard-keycaps', mesh: caps },
      { name: 'keyboard-key-lights', mesh: glow },
      { name: 'keyboard-rgb-strip', mesh: bar },
      ...keyboardInnerParts(),
    ],
  };
}

/** A flat rectangle facing up, centred on the origin. */
function upQuad(width: number, depth: number): Geometry {
  const x = width / 2;
  const z = depth / 2;
  return {
    positions: [-x, 0, -z, x, 0, -z, x, 0, z, -x, 0, z],
    normals: [0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0],
    indices: [0, 2, 1, 0, 3, 2],
  };
}

export function generateKeyboard(): Promise<GeneratedAsset> {
  return writeModel(keyboardModel());
}

// Parts for the product page's story (issue 40): the switches under the floating caps (each a hair over the plate: no shared planes), shown when the page lifts
// the caps off them, and the touch strip of media controls on the frame's back edge. Additive only.

/** A low-profile switch under every cap, and the media touch strip over the navigation cluster. */
function keyboardInnerParts(): ModelSpec['parts'] {
  const plateTop = FRAME_HEIGHT + 0.002;
  const switches = new MeshBuilder();
  for (const key of placedKeys())
    switches.add(MATERIALS.frame, box([0.05, 0.008, 0.05]), translate(key.x, plateTop + 0.0048, key.z));
  const backMargin = -(LAYOUT_DEPTH * KEY_UNIT) / 2 - 0.032;
  const touch = new MeshBuilder().add(
    rgb(0),
    box([0.27, 0.003, 0.014], { bevel: 0.001 }),
    translate(((LAYOUT_WIDTH - 1.5) / 2) * KEY_UNIT, FRAME_HEIGHT + 0.002, backMargin),
  );
  return [
    { name: 'keyboard-switches', mesh: switches },
    { name: 'keyboard-touch-strip', mesh: touch },
  ];
}
