/**
 * The gaming mouse: a right-handed ergonomic shell lofted from cross-sections, two main buttons split by a
 * groove, a ridged scroll wheel, two thumb buttons, a palm logo and an RGB band around the base.
 *
 * About 1.2 units long (a 12.5 cm mouse scaled up to sit beside the other devices), resting on y = 0, front
 * toward +Z. glTF puts a model's left at +X, so the thumb side (the user's left) is +X.
 */
import type { GeneratedAsset } from '../generated-asset.ts';
import { writeModel } from './gltf.ts';
import type { ModelSpec } from './gltf.ts';
import {
  DEG,
  MeshBuilder,
  add,
  cross,
  curve,
  dot,
  extrude,
  flatten,
  gridSurface,
  flip,
  box,
  cylinder,
  merge,
  translate,
  mul,
  normalize,
  offsetOutline,
  polygon,
  rotateZ,
  signedArea,
  sub,
  transformGeometry,
} from './mesh-builder.ts';
import type { Geometry, Vec2, Vec3 } from './mesh-builder.ts';
import { BRAND, PRODUCT_FINISH as FINISH, rgbMaterial } from './materials.ts';
import { PI, fcos, fsin } from '../../systems/fixed-math.ts';

export const MOUSE_LENGTH = 1.2;
const BACK_Z = -MOUSE_LENGTH / 2;
/** The shell sits on the lit band, which sits on the base plate. */
const SHELL_BASE = 0.03;
const BAND_BOTTOM = 0.006;

const MATERIALS = {
  shell: FINISH.shell('mouse-shell'),
  buttons: FINISH.gloss('mouse-buttons'),
  rubber: FINISH.rubber('mouse-rubber'),
  /** The thumb buttons: brushed metal, the one cold accent on a warm hand-held shape. */
  metal: FINISH.metal('mouse-metal', '#6b717c'),
  cyan: rgbMaterial('mouse-rgb-cyan', BRAND.cyan),
  magenta: rgbMaterial('mouse-rgb-magenta', BRAND.magenta),
  green: rgbMaterial('mouse-rgb-green', BRAND.green),
};

// Plan and side shape along s (0 = back, 1 = front), read off a typical right-handed gaming mouse.
const thumbHalfWidth = curve([
  [0, 0.23],
  [0.2, 0.28],
  [0.42, 0.28],
  [0.62, 0.262],
  [0.82, 0.252],
  [1, 0.24],
]);
const pinkyHalfWidth = curve([
  [0, 0.23],
  [0.2, 0.272],
  [0.42, 0.266],
  [0.62, 0.246],
  [0.82, 0.25],
  [1, 0.24],
]);
/** The thumb rest: the lower +X side sweeps out like a skirt under the thumb. */
const thumbFlare = curve([
  [0, 0],
  [0.15, 0],
  [0.32, 0.05],
  [0.5, 0.058],
  [0.66, 0.035],
  [0.8, 0],
  [1, 0],
]);
/** A shallow concave thumb groove above the flare. */
const thumbGroove = curve([
  [0, 0],
  [0.22, 0],
  [0.45, 0.018],
  [0.62, 0.014],
  [0.78, 0],
  [1, 0],
]);
const height = curve([
  [0, 0.17],
  [0.1, 0.27],
  [0.25, 0.33],
  [0.38, 0.345],
  [0.55, 0.3],
  [0.75, 0.235],
  [0.9, 0.19],
  [1, 0.155],
]);

/** Both ends are rounded in plan: an elliptical quarter over the last part of the length. */
function endRounding(s: number): number {
  const back = 0.16;
  const front = 0.1;
  if (s < back) {
    const k = (back - s) / back;
    return Math.sqrt(Math.max(0, 1 - k * k));
  }
  if (s > 1 - front) {
    const k = (s - (1 - front)) / front;
    return Math.sqrt(Math.max(0, 1 - k * k));
  }
  return 1;
}

/** Height of the cross-section's arch at u in [-1, 1]: (1 - u²)^(3/8), flatter on top than an ellipse. */
function arch(u: number): number {
  const q = Math.max(0, 1 - u * u);
  return Math.sqrt(Math.sqrt(Math.sqrt(q * q * q)));
}

/**
 * The shell surface: s runs back to front, u from +1 (bottom edge on the thumb side) over the top to -1
 * (bottom edge on the pinky side).
 */
function shellPoint(s: number, u: number): Vec3 {
  const p = unshiftedShellPoint(s, u);
  return [p[0] + CENTRING, p[1], p[2]];
}

function unshiftedShellPoint(s: number, u: number): Vec3 {
  const e = endRounding(s);
  const h = height(s) * (0.3 + 0.7 * e);
  const f = arch(u);
  const y = SHELL_BASE + h * f;
  let x: number;
  if (u >= 0) {
    const low = (1 - f) * (1 - f);
    x = e * (u * thumbHalfWidth(s) + thumbFlare(s) * low - thumbGroove(s) * 4 * f * (1 - f) * u);
  } else {
    x = e * (u * pinkyHalfWidth(s) - 0.012 * (1 - f) * (1 - f));
  }
  return [x, y, BACK_Z + MOUSE_LENGTH * s];
}

/** Outward normal of the shell surface, by finite differences. */
function shellNormal(s: number, u: number): Vec3 {
  const ds = 1e-4;
  const du = 1e-4;
  const ps = sub(shellPoint(Math.min(1, s + ds), u), shellPoint(Math.max(0, s - ds), u));
  const pu = sub(shellPoint(s, Math.min(1, u + du)), shellPoint(s, Math.max(-1, u - du)));
  const n = normalize(cross(ps, pu));
  const p = shellPoint(s, u);
  const inside: Vec3 = [CENTRING, SHELL_BASE + 0.08, p[2]];
  return dot(n, sub(p, inside)) >= 0 ? n : mul(n, -1);
}

/** Section positions, denser toward the rounded ends where the shape turns fastest. */
function sectionStations(count: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < count; k++) {
    const t = 0.004 + (0.992 * k) / (count - 1);
    out.push(0.5 - 0.5 * fcos(PI * t));
  }
  return out;
}

/** Profile stations across the arch, denser at the sides where the arch turns down. */
function archStations(count: number): number[] {
  const out: number[] = [];
  for (let k = 0; k <= count; k++) out.push(fcos((PI * k) / count));
  return out;
}

const STATIONS = sectionStations(34);

/** The thumb rest makes the mouse wider on one side; this shift centres its footprint on the origin. */
const CENTRING = (() => {
  let min = 0;
  let max = 0;
  for (const s of STATIONS) {
    min = Math.min(min, unshiftedShellPoint(s, -1)[0]);
    max = Math.max(max, unshiftedShellPoint(s, 1)[0]);
  }
  return -(min + max) / 2;
})();

function shell(): Geometry {
  const us = archStations(28);
  const rows = STATIONS.map((s) => us.map((u) => shellPoint(s, u)));
  const skin = gridSurface(rows);
  const bottom = flatten(gridSurface(STATIONS.map((s) => [shellPoint(s, -1), shellPoint(s, 1)])));
  const firstRow = rows[0] as Vec3[];
  const lastRow = rows[rows.length - 1] as Vec3[];
  return merge(
    skin,
    bottom,
    polygon(firstRow.slice().reverse(), { fromCentre: true }),
    polygon(lastRow, { fromCentre: true }),
  );
}

/** Builds an open strip between two point rows, turned to face away from `inside`. */
function wall(a: readonly Vec3[], b: readonly Vec3[], inside: Vec3): Geometry {
  const g = flatten(gridSurface([a, b]));
  const p = [g.positions[0] ?? 0, g.positions[1] ?? 0, g.positions[2] ?? 0] as const;
  const n = [g.normals[0] ?? 0, g.normals[1] ?? 0, g.normals[2] ?? 0] as const;
  return dot(n, sub(p, inside)) >= 0 ? g : flip(g);
}

/**
 * A part that lies on the shell, like a button: the patch s0..s1 × u-range(s), lifted `lift` off the surface,
 * with walls reaching `depth` under it so no gap shows at grazing angles.
 */
function shellPanel(
  s0: number,
  s1: number,
  uRange: (s: number) => Vec2,
  lift: number,
  depth: number,
  rows: number,
  cols: number,
): Geometry {
  const grid = (d: number): Vec3[][] => {
    const out: Vec3[][] = [];
    for (let i = 0; i <= rows; i++) {
      const s = s0 + ((s1 - s0) * i) / rows;
      const [ua, ub] = uRange(s);
      const row: Vec3[] = [];
      // Walk u downward, as the shell does, so the patch faces out.
      for (let j = 0; j <= cols; j++) {
        const u = ub + ((ua - ub) * j) / cols;
        row.push(add(shellPoint(s, u), mul(shellNormal(s, u), d)));
      }
      out.push(row);
    }
    return out;
  };
  const top = grid(lift);
  const under = grid(-depth);
  const centreRow = top[Math.floor(rows / 2)] as Vec3[];
  const centre = centreRow[Math.floor(cols / 2)] as Vec3;
  const inside = add(centre, [0, -0.02, 0]);
  const column = (g: Vec3[][], j: number): Vec3[] => g.map((row) => row[j] as Vec3);
  return merge(
    gridSurface(top),
    wall(top[0] as Vec3[], under[0] as Vec3[], inside),
    wall(top[rows] as Vec3[], under[rows] as Vec3[], inside),
    wall(column(top, 0), column(under, 0), inside),
    wall(column(top, cols), column(under, cols), inside),
  );
}

/** Half the groove between the main buttons, in units; wide enough for the wheel to sit in. */
const GROOVE = 0.034;
const BUTTONS_FROM = 0.56;
const BUTTONS_TO = 0.988;
const BUTTON_EDGE_U = 0.8;

function mainButton(side: 1 | -1): Geometry {
  const halfWidth = side > 0 ? thumbHalfWidth : pinkyHalfWidth;
  return shellPanel(
    BUTTONS_FROM,
    BUTTONS_TO,
    (s) => {
      const gap = Math.min(0.5, GROOVE / (halfWidth(s) * endRounding(s)));
      return side > 0 ? [gap, BUTTON_EDGE_U] : [-BUTTON_EDGE_U, -gap];
    },
    0.006,
    0.01,
    14,
    10,
  );
}

const WHEEL_S = 0.79;
const WHEEL_RADIUS = 0.075;

/** The scroll wheel around its own axle (local X), so the scene can spin it; ridges all round its tyre. */
function scrollWheel(): { rubber: Geometry; glow: Geometry } {
  const teeth = 20;
  const outline: Vec2[] = [];
  for (let k = 0; k < teeth; k++) {
    for (const [offset, r] of [
      [0, WHEEL_RADIUS - 0.007],
      [0.2, WHEEL_RADIUS],
      [0.6, WHEEL_RADIUS],
      [0.8, WHEEL_RADIUS - 0.007],
    ] as const) {
      const a = ((k + offset) / teeth) * 2 * PI;
      outline.push([r * fcos(a), r * fsin(a)]);
    }
  }
  const toAxleX = rotateZ(-90 * DEG);
  const half = (from: number, to: number): Geometry =>
    extrude(outline, from, to, { caps: true, starCaps: true });
  const rubber = merge(half(-0.025, -0.005), half(0.005, 0.025));
  const glow = cylinder(WHEEL_RADIUS - 0.009, -0.0055, 0.0055, 24);
  return { rubber: transformGeometry(rubber, toAxleX), glow: transformGeometry(glow, toAxleX) };
}

/**
 * The rubber side grips, where thumb and ring finger hold the mouse: a panel on each flank, lifted off the shell,
 * cut into diagonal ribs so the rubber reads as grip, not paint. The thumb's lies under the thumb buttons.
 */
function sideGrips(): Geometry[] {
  const ribs = 9;
  const out: Geometry[] = [];
  for (const [s0, s1, u0, u1] of [
    [0.3, 0.64, 0.62, 0.84],
    [0.3, 0.7, -0.93, -0.66],
  ] as const) {
    for (let k = 0; k < ribs; k++) {
      const a = s0 + ((s1 - s0) * k) / ribs;
      const b = a + ((s1 - s0) / ribs) * 0.55;
      // Each rib leans forward as it rises: the panel's diagonal knurl.
      out.push(
        shellPanel(
          a,
          b,
          (s) => {
            const lean = (s - a) * 0.9;
            return [u0 + lean, u1 + lean] as Vec2;
          },
          0.0045,
          0.008,
          2,
          4,
        ),
      );
    }
  }
  return out;
}

/** The bottom outline of the shell in the XZ plane, in walking order around the mouse. */
function baseOutline(): Vec2[] {
  const thumbSide = STATIONS.map((s): Vec2 => {
    const p = shellPoint(s, 1);
    return [p[0], p[2]];
  });
  const pinkySide = STATIONS.map((s): Vec2 => {
    const p = shellPoint(s, -1);
    return [p[0], p[2]];
  }).reverse();
  return [...thumbSide, ...pinkySide];
}

/** The lit band under the shell, coloured by region: magenta round the back, cyan thumb side, green pinky side. */
function rgbBand(builder: MeshBuilder): void {
  let ring = offsetOutline(baseOutline(), -0.004);
  // extrude() faces an open band to the right of its walk; a clockwise ring (negative area) faces out.
  if (signedArea(ring) > 0) ring = ring.slice().reverse();
  const colourOf = (a: Vec2, b: Vec2) => {
    const z = (a[1] + b[1]) / 2;
    if (z < BACK_Z + 0.3) return MATERIALS.magenta;
    return a[0] + b[0] > 0 ? MATERIALS.cyan : MATERIALS.green;
  };
  let run: Vec2[] = [];
  let runColour = colourOf(ring[0] as Vec2, ring[1] as Vec2);
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i] as Vec2;
    const b = ring[(i + 1) % ring.length] as Vec2;
    const colour = colourOf(a, b);
    if (colour !== runColour && run.length > 0) {
      run.push(a);
      builder.add(runColour, extrude(run, BAND_BOTTOM, SHELL_BASE, { closed: false, smooth: true }));
      run = [];
      runColour = colour;
    }
    run.push(a);
  }
  run.push(ring[0] as Vec2);
  builder.add(runColour, extrude(run, BAND_BOTTOM, SHELL_BASE, { closed: false, smooth: true }));
}

export function mouseModel(): ModelSpec {
  const shellMesh = new MeshBuilder().add(MATERIALS.shell, shell());
  const base = offsetOutline(baseOutline(), -0.012);
  shellMesh.add(
    MATERIALS.rubber,
    extrude(base, 0, BAND_BOTTOM + 0.001, { caps: true, smooth: true, starCaps: true }),
  );

  const buttons = new MeshBuilder()
    .add(MATERIALS.buttons, mainButton(1))
    .add(MATERIALS.buttons, mainButton(-1));

  // Two thumb buttons one above the other in length, on the +X side above the thumb rest.
  const sideButtons = new MeshBuilder();
  for (const [s0, s1] of [
    [0.535, 0.645],
    [0.665, 0.775],
  ] as const) {
    sideButtons.add(
      MATERIALS.metal,
      shellPanel(s0, s1, () => [0.86, 0.955], 0.011, 0.01, 4, 3),
    );
  }

  const wheel = scrollWheel();
  const wheelTop = shellPoint(WHEEL_S, 0);
  const wheelCentre: Vec3 = [wheelTop[0], wheelTop[1] + 0.045 - WHEEL_RADIUS, wheelTop[2]];
  const wheelMesh = new MeshBuilder().add(MATERIALS.rubber, wheel.rubber).add(MATERIALS.cyan, wheel.glow);

  // A forward-pointing triangle on the palm, the brand's angular mark, lit like the band.
  const logo = new MeshBuilder().add(
    MATERIALS.magenta,
    shellPanel(
      0.15,
      0.27,
      (s) => {
        const w = 0.02 + 0.2 * ((0.27 - s) / 0.12);
        return [-w, w];
      },
      0.004,
      0.003,
      6,
      6,
    ),
  );

  const band = new MeshBuilder();
  rgbBand(band);

  const grips = new MeshBuilder();
  for (const g of sideGrips()) grips.add(MATERIALS.rubber, g);

  return {
    name: 'mouse',
    parts: [
      { name: 'mouse-shell', mesh: shellMesh },
      { name: 'mouse-buttons', mesh: buttons },
      { name: 'mouse-side-buttons', mesh: sideButtons },
      { name: 'mouse-scroll-wheel', mesh: wheelMesh, translation: wheelCentre },
      { name: 'mouse-logo', mesh: logo },
      { name: 'mouse-rgb-strip', mesh: band },
      { name: 'mouse-grips', mesh: grips },
      ...mouseInnerParts(),
    ],
  };
}

export function generateMouse(): Promise<GeneratedAsset> {
  return writeModel(mouseModel());
}

// Inner parts, for the product page's exploded view (issue 40): hidden inside the closed shell wherever the mouse
// is whole, shown when the product page lifts the shell off them. Additive only: no other part changes.

/** The board over the shell's floor, the optical sensor with its lens on it, and the battery behind. */
function mouseInnerParts(): ModelSpec['parts'] {
  const floor = SHELL_BASE + 0.002;
  const board = new MeshBuilder().add(
    MATERIALS.rubber,
    box([0.3, 0.008, 0.74], { bevel: 0.003 }),
    translate(0, floor + 0.004, -0.02),
  );
  // Each part stands a hair above the one under it: no two faces share a plane.
  const boardTop = floor + 0.0088;
  const sensor = new MeshBuilder()
    .add(MATERIALS.buttons, box([0.1, 0.022, 0.1], { bevel: 0.004 }), translate(0, boardTop + 0.0112, 0.1))
    .add(MATERIALS.cyan, cylinder(0.026, boardTop + 0.0225, boardTop + 0.03, 16), translate(0, 0, 0.1));
  const battery = new MeshBuilder().add(
    MATERIALS.green,
    box([0.2, 0.07, 0.24], { bevel: 0.012 }),
    translate(0, boardTop + 0.0352, -0.2),
  );
  return [
    { name: 'mouse-board', mesh: board },
    { name: 'mouse-sensor', mesh: sensor },
    { name: 'mouse-battery', mesh: battery },
  ];
}
