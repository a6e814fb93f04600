import { periodicFbm, seededRandom, smoothstep, wrap } from './random.ts';

/**
 * The Circuit Shutdown board: dim cyan traces, pads and chips on a near-black substrate. The layout lives on a
 * grid that wraps around like a torus, and every shape is drawn at its position modulo the tile, so a trace
 * leaving the right edge comes back on the left and the texture tiles without a seam.
 */

const GRID = 64;

interface Segment {
  ax: number;
  ay: number;
  bx: number;
  by: number;
}

interface Pad {
  x: number;
  y: number;
  /** Outer radius in grid cells. */
  r: number;
  /** Vias are small plated holes; pads are larger lands at the ends of traces. */
  via: boolean;
}

interface Chip {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface CircuitLayout {
  segments: Segment[];
  pads: Pad[];
  chips: Chip[];
}

// Eight directions, counter-clockwise from east, so a 45° turn is ±1.
export const DIRS: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
];

export function circuitLayout(seed: number): CircuitLayout {
  const rand = seededRandom(seed);
  const used = new Uint8Array(GRID * GRID);
  // Diagonal steps through the same grid square would cross each other; this remembers which squares hold one.
  const diagonalSquares = new Uint8Array(GRID * GRID);
  const at = (x: number, y: number) => wrap(y, GRID) * GRID + wrap(x, GRID);
  const segments: Segment[] = [];
  const pads: Pad[] = [];
  const chips: Chip[] = [];

  // Chips first, so traces route around them; a one-cell keep-out ring leaves room for the pin rows.
  const chipCount = 5;
  for (let attempt = 0; attempt < 200 && chips.length < chipCount; attempt++) {
    const w = 4 + Math.floor(rand() * 6);
    const h = 4 + Math.floor(rand() * 5);
    const x = Math.floor(rand() * GRID);
    const y = Math.floor(rand() * GRID);
    let free = true;
    for (let j = -3; j <= h + 2 && free; j++)
      for (let i = -3; i <= w + 2 && free; i++) if (used[at(x + i, y + j)]) free = false;
    if (!free) continue;
    for (let j = -1; j <= h; j++) for (let i = -1; i <= w; i++) used[at(x + i, y + j)] = 1;
    chips.push({ x, y, w, h });
  }

  const walk = (startX: number, startY: number, startDir: number, maxSteps: number) => {
    let x = startX;
    let y = startY;
    let dir = startDir;
    let runX = x;
    let runY = y;
    let steps = 0;
    let straight = 0;
    for (; steps < maxSteps; steps++) {
      let nextDir = dir;
      // Turn only after a straight run, in 45° steps, like an autorouter's output.
      if (straight > 2 && rand() < 0.22) nextDir = (dir + (rand() < 0.5 ? 1 : 7)) % 8;
      const [dx, dy] = DIRS[nextDir] ?? [1, 0];
      const nx = x + dx;
      const ny = y + dy;
      if (used[at(nx, ny)]) break;
      if (dx !== 0 && dy !== 0) {
        const square = at(Math.min(x, nx), Math.min(y, ny));
        if (diagonalSquares[square]) break;
        diagonalSquares[square] = 1;
      }
      if (nextDir !== dir) {
        if (runX !== x || runY !== y) segments.push({ ax: runX, ay: runY, bx: x, by: y });
        runX = x;
        runY = y;
        dir = nextDir;
        straight = 0;
      }
      used[at(nx, ny)] = 1;
      x = nx;
      y = ny;
      straight++;
    }
    if (runX !== x || runY !== y) segments.push({ ax: runX, ay: runY, bx: x, by: y });
    return { x, y, steps };
  };

  // Traces leave the chips from their pin rows, several in parallel, which reads as a bus.
  for (const chip of chips) {
    const sides: Array<{ cells: Array<[number, number]>; dir: number }> = [
      {
        cells: Array.from({ length: chip.w }, (_, i) => [chip.x + i, chip.y - 2] as [number, number]),
        dir: 2,
      },
      {
        cells: Array.from(
          { length: chip.w },
          (_, i) => [chip.x + i, chip.y + chip.h + 1] as [number, number],
        ),
        dir: 6,
      },
      {
        cells: Array.from({ length: chip.h }, (_, j) => [chip.x - 2, chip.y + j] as [number, number]),
        dir: 4,
      },
      {
        cells: Array.from(
          { length: chip.h },
          (_, j) => [chip.x + chip.w + 1, chip.y + j] as [number, number],
        ),
        dir: 0,
      },
    ];
    for (const side of sides) {
      for (const [cx, cy] of side.cells) {
        if (rand() < 0.3 || used[at(cx, cy)]) continue;
        used[at(cx, cy)] = 1;
        // The stub from the chip's edge to the first free cell is the pin itself.
        const [dx, dy] = DIRS[side.dir] ?? [1, 0];
        segments.push({ ax: cx - dx * 1.1, ay: cy - dy * 1.1, bx: cx, by: cy });
        const end = walk(cx, cy, side.dir, 8 + Math.floor(rand() * 22));
        pads.push({ x: end.x, y: end.y, r: end.steps > 6 ? 0.42 : 0.3, via: end.steps <= 6 });
      }
    }
  }

  // Free traces between pads fill the rest of the board.
  for (let attempt = 0; attempt < 420; attempt++) {
    const x = Math.floor(rand() * GRID);
    const y = Math.floor(rand() * GRID);
    if (used[at(x, y)]) continue;
    used[at(x, y)] = 1;
    const dir = Math.floor(rand() * 4) * 2 + (rand() < 0.25 ? 1 : 0);
    const end = walk(x, y, dir % 8, 4 + Math.floor(rand() * 26));
    if (end.steps < 2) {
      pads.push({ x, y, r: 0.3, via: true });
      continue;
    }
    pads.push({ x, y, r: 0.42, via: false });
    pads.push({ x: end.x, y: end.y, r: rand() < 0.5 ? 0.42 : 0.3, via: rand() < 0.5 });
  }
  return { segments, pads, chips };
}

/** Distance from a point to a segment, all in pixels. */
function segmentDistance(px: number, py: number, s: Segment, scale: number): number {
  const ax = (s.ax + 0.5) * scale;
  const ay = (s.ay + 0.5) * scale;
  const bx = (s.bx + 0.5) * scale;
  const by = (s.by + 0.5) * scale;
  const vx = bx - ax;
  const vy = by - ay;
  const len2 = vx * vx + vy * vy;
  const t = len2 > 0 ? Math.max(0, Math.min(1, ((px - ax) * vx + (py - ay) * vy) / len2)) : 0;
  const dx = px - (ax + vx * t);
  const dy = py - (ay + vy * t);
  return Math.sqrt(dx * dx + dy * dy);
}

/**
 * Runs `visit` for every pixel within `reach` of a shape's box, with coordinates in the shape's own (unwrapped)
 * frame and the index of the wrapped pixel: that is how shapes that cross the border reappear opposite.
 */
function forBox(
  size: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  reach: number,
  visit: (px: number, py: number, index: number) => void,
): void {
  const left = Math.floor(Math.min(x0, x1) - reach);
  const right = Math.ceil(Math.max(x0, x1) + reach);
  const top = Math.floor(Math.min(y0, y1) - reach);
  const bottom = Math.ceil(Math.max(y0, y1) + reach);
  for (let y = top; y <= bottom; y++) {
    const row = wrap(y, size) * size;
    for (let x = left; x <= right; x++) visit(x + 0.5, y + 0.5, row + wrap(x, size));
  }
}

/** The board as opaque RGB bytes, `size` × `size`; the layout is the same at every size. */
export function circuitPixels(size: number, seed = 11): Uint8Array {
  const layout = circuitLayout(seed);
  const scale = size / GRID;
  const count = size * size;
  const traceDist = new Float32Array(count).fill(1e9);
  const padCover = new Float32Array(count);
  const holeCover = new Float32Array(count);
  const chipBody = new Float32Array(count);
  const chipEdge = new Float32Array(count);

  const traceHalf = Math.max(0.5, 0.13 * scale);
  const glowReach = 3.2 * scale;
  for (const s of layout.segments) {
    forBox(
      size,
      (s.ax + 0.5) * scale,
      (s.ay + 0.5) * scale,
      (s.bx + 0.5) * scale,
      (s.by + 0.5) * scale,
      glowReach,
      (px, py, i) => {
        const d = segmentDistance(px, py, s, scale);
        if (d < (traceDist[i] ?? 1e9)) traceDist[i] = d;
      },
    );
  }
  for (const p of layout.pads) {
    const cx = (p.x + 0.5) * scale;
    const cy = (p.y + 0.5) * scale;
    const outer = p.r * scale;
    const hole = (p.via ? 0.12 : 0.17) * scale;
    forBox(size, cx, cy, cx, cy, outer + 2, (px, py, i) => {
      const d = Math.sqrt((px - cx) ** 2 + (py - cy) ** 2);
      padCover[i] = Math.max(padCover[i] ?? 0, smoothstep(outer + 0.6, outer - 0.6, d));
      holeCover[i] = Math.max(holeCover[i] ?? 0, smoothstep(hole + 0.6, hole - 0.6, d));
    });
  }
  for (const c of layout.chips) {
    const x0 = (c.x - 0.3) * scale;
    const y0 = (c.y - 0.3) * scale;
    const x1 = (c.x + c.w + 0.3) * scale;
    const y1 = (c.y + c.h + 0.3) * scale;
    forBox(size, x0, y0, x1, y1, 1, (px, py, i) => {
      // Signed distance to the rectangle: negative inside.
      const dx = Math.max(x0 - px, px - x1);
      const dy = Math.max(y0 - py, py - y1);
      const d = Math.max(dx, dy);
      chipBody[i] = Math.max(chipBody[i] ?? 0, smoothstep(0.6, -0.6, d));
      chipEdge[i] = Math.max(chipEdge[i] ?? 0, smoothstep(1.4, 0, Math.abs(d + 0.8)));
    });
  }

  // The weave repeats a whole number of times per tile, so it tiles too, at about six pixels a period.
  const weaveFrequency = Math.max(1, Math.round(size / 6)) * Math.PI * 2;
  const pixels = new Uint8Array(count * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      // Substrate: near-black with a faint woven mottle, so large areas do not look like flat fill.
      const mottle = periodicFbm(x / size, y / size, 8, 4, seed + 7);
      const weave =
        0.5 + 0.5 * Math.sin(((x + y) / size) * weaveFrequency) * Math.sin(((x - y) / size) * weaveFrequency);
      let r = 6 + mottle * 6 + weave * 1.5;
      let g = 10 + mottle * 8 + weave * 1.5;
      let b = 18 + mottle * 10 + weave * 2;

      const d = traceDist[i] ?? 1e9;
      const core = smoothstep(traceHalf + 0.7, traceHalf - 0.5, d);
      const glow = Math.exp(-((d / (1.3 * scale)) ** 2));
      const pad = padCover[i] ?? 0;
      const hole = holeCover[i] ?? 0;
      const copper = Math.max(core, pad);
      // Dim cyan, so the game's own glowing paths stay the brightest thing on the board.
      // The glow has no red: it tints the board cyan rather than lightening it.
      r += copper * (10 - r);
      g += glow * 12 + copper * (96 - g);
      b += glow * 16 + copper * (112 - b);
      // Drilled holes show the dark board through the pad.
      r += hole * (4 - r);
      g += hole * (8 - g);
      b += hole * (12 - b);

      const body = chipBody[i] ?? 0;
      const edge = chipEdge[i] ?? 0;
      r += body * (16 - r) + edge * 8;
      g += body * (20 - g) + edge * 30;
      b += body * (32 - b) + edge * 38;

      const o = i * 3;
      pixels[o] = Math.max(0, Math.min(255, Math.round(r)));
      pixels[o + 1] = Math.max(0, Math.min(255, Math.round(g)));
      pixels[o + 2] = Math.max(0, Math.min(255, Math.round(b)));
    }
  }
  return pixels;
}
