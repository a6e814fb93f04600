import { DIRS } from '../textures/circuit.ts';
import { seededRandom } from '../textures/random.ts';
import { BRAND, num, points, svgDocument } from './svg.ts';

/**
 * The two page backgrounds, drawn at 1920 × 1080 in SVG user units and rasterised at any size: the layout is
 * fixed by the seed, so the low-res file is the same picture.
 */

const W = 1920;
const H = 1080;
const ACCENTS = [BRAND.cyan, BRAND.cyan, BRAND.cyan, BRAND.magenta, BRAND.green] as const;

function vignette(id: string, strength: number): { defs: string; body: string } {
  return {
    defs:
      `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.72">` +
      `<stop offset="0.4" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${strength}"/></radialGradient>`,
    body: `<rect width="${W}" height="${H}" fill="url(#${id})"/>`,
  };
}

/** Circuit traces on a 40-unit grid, routed in 45° steps like the board texture. */
function traces(
  seed: number,
  count: number,
): Array<{ pts: Array<[number, number]>; colour: string; opacity: number }> {
  const rand = seededRandom(seed);
  const step = 40;
  const cols = W / step + 1;
  const rows = H / step + 1;
  const used = new Uint8Array(cols * rows);
  // Grid squares already crossed by a diagonal: a second diagonal through one would make an X.
  const diagonals = new Uint8Array(cols * rows);
  const out: Array<{ pts: Array<[number, number]>; colour: string; opacity: number }> = [];
  for (let attempt = 0; attempt < count * 4 && out.length < count; attempt++) {
    let x = Math.floor(rand() * cols);
    let y = Math.floor(rand() * rows);
    // Keep the middle quieter: that is where headings and buttons sit.
    const dx = (x / cols - 0.5) * 2;
    const dy = (y / rows - 0.5) * 2;
    if (dx * dx + dy * dy < 0.35 && rand() < 0.8) continue;
    if (used[y * cols + x]) continue;
    let dir = Math.floor(rand() * 4) * 2;
    const pts: Array<[number, number]> = [[x, y]];
    used[y * cols + x] = 1;
    const length = 6 + Math.floor(rand() * 26);
    let straight = 0;
    for (let s = 0; s < length; s++) {
      if (straight > 2 && rand() < 0.25) dir = (dir + (rand() < 0.5 ? 1 : 7)) % 8;
      const [mx, my] = DIRS[dir] ?? [1, 0];
      const nx = x + mx;
      const ny = y + my;
      if (nx < 0 || ny < 0 || nx >= cols || ny >= rows || used[ny * cols + nx]) break;
      if (mx !== 0 && my !== 0) {
        const square = Math.min(y, ny) * cols + Math.min(x, nx);
        if (diagonals[square]) break;
        diagonals[square] = 1;
      }
      used[ny * cols + nx] = 1;
      const last = pts[pts.length - 1];
      const prev = pts[pts.length - 2];
      // Extend the current straight run instead of adding a point per grid step.
      if (last && prev && last[0] - prev[0] === mx && last[1] - prev[1] === my) {
        last[0] = nx;
        last[1] = ny;
      } else {
        pts.push([nx, ny]);
      }
      x = nx;
      y = ny;
      straight++;
    }
    if (pts.length < 2) continue;
    out.push({
      pts: pts.map(([px, py]) => [px * step, py * step] as [number, number]),
      colour: ACCENTS[Math.floor(rand() * ACCENTS.length)] ?? BRAND.cyan,
      opacity: 0.3 + rand() * 0.45,
    });
  }
  return out;
}

export function circuitBackgroundSvg(width: number, height: number, seed = 5): string {
  const lines = traces(seed, 110);
  const rand = seededRandom(seed + 1);
  const v = vignette('vignette', 0.9);
  const defs =
    '<defs>' +
    `<radialGradient id="base" cx="0.5" cy="0.45" r="0.8"><stop offset="0" stop-color="${BRAND.panel}"/><stop offset="1" stop-color="${BRAND.background}"/></radialGradient>` +
    `<pattern id="dots" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="0" cy="0" r="1.4" fill="#2a3558"/><circle cx="40" cy="0" r="1.4" fill="#2a3558"/><circle cx="0" cy="40" r="1.4" fill="#2a3558"/><circle cx="40" cy="40" r="1.4" fill="#2a3558"/></pattern>` +
    '<filter id="glow" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="6"/></filter>' +
    '<filter id="bloom" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="3"/></filter>' +
    v.defs +
    '</defs>';
  const glow: string[] = [];
  const core: string[] = [];
  const pads: string[] = [];
  const pulses: string[] = [];
  for (const line of lines) {
    const p = points(line.pts);
    glow.push(
      `<polyline points="${p}" stroke="${line.colour}" stroke-opacity="${num(line.opacity * 0.8)}"/>`,
    );
    core.push(`<polyline points="${p}" stroke="${line.colour}" stroke-opacity="${num(line.opacity)}"/>`);
    for (const end of [line.pts[0], line.pts[line.pts.length - 1]]) {
      if (!end) continue;
      pads.push(
        `<circle cx="${end[0]}" cy="${end[1]}" r="5" stroke="${line.colour}" stroke-opacity="${num(line.opacity)}"/>`,
      );
    }
    // A few traces carry a bright pulse, a frozen moment of current running along the board.
    if (rand() < 0.22) {
      const offset = Math.floor(rand() * 400);
      pulses.push(
        `<polyline points="${p}" stroke="#ffffff" stroke-opacity="0.85" stroke-dasharray="46 3000" stroke-dashoffset="${-offset}"/>`,
      );
    }
  }
  const body =
    `<rect width="${W}" height="${H}" fill="url(#base)"/>` +
    `<rect width="${W}" height="${H}" fill="url(#dots)" opacity="0.6"/>` +
    `<g fill="none" stroke-width="7" stroke-linejoin="round" filter="url(#glow)">${glow.join('')}</g>` +
    `<g fill="none" stroke-width="2" stroke-linejoin="round">${core.join('')}</g>` +
    `<g fill="${BRAND.background}" stroke-width="2">${pads.join('')}</g>` +
    `<g fill="none" stroke-width="3" stroke-linecap="round" filter="url(#bloom)">${pulses.join('')}</g>` +
    `<g fill="none" stroke-width="1.6" stroke-linecap="round">${pulses.join('')}</g>` +
    v.body;
  return svgDocument(width, height, `0 0 ${W} ${H}`, defs + body);
}

/** Fog and RGB light streaks: used by the second page background and by the share image. */
export function fogLayers(
  seed: number,
  w: number,
  h: number,
  streakCount = 6,
  streakStrength = 1,
): { defs: string; body: string } {
  const rand = seededRandom(seed);
  const fog: string[] = [];
  const fogDefs: string[] = [];
  for (let k = 0; k < 22; k++) {
    // Fog gathers low, over the floor, and thins towards the top. Each bank is an ellipse whose radial
    // gradient fades to nothing at its rim: as soft as a blur filter, at a fraction of the rasterising time.
    const y = h * (0.35 + rand() * 0.7);
    const id = `fog${k}`;
    const colour = rand() < 0.5 ? '#8b9bcc' : '#6474a8';
    const opacity = 0.08 + rand() * 0.12;
    fogDefs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${num(opacity)}"/>` +
        `<stop offset="0.5" stop-color="${colour}" stop-opacity="${num(opacity * 0.6)}"/>` +
        `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
    fog.push(
      `<ellipse cx="${num(rand() * w)}" cy="${num(y)}" rx="${num(w * (0.2 + rand() * 0.3))}" ry="${num(h * (0.1 + rand() * 0.16))}" fill="url(#${id})"/>`,
    );
  }
  const streakDefs: string[] = [];
  const streaks: string[] = [];
  const colours = [BRAND.cyan, BRAND.magenta, BRAND.green];
  for (let k = 0; k < streakCount; k++) {
    const colour = colours[k % 3] ?? BRAND.cyan;
    const id = `streak${k}`;
    streakDefs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${colour}" stop-opacity="0"/>` +
        `<stop offset="0.55" stop-color="${colour}" stop-opacity="1"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></linearGradient>`,
    );
    const length = w * (0.3 + rand() * 0.45);
    const cx = w * (0.05 + rand() * 0.9);
    const cy = h * (0.1 + rand() * 0.8);
    const angle = -16 + (rand() - 0.5) * 10;
    const thickness = h * (0.0025 + rand() * 0.004);
    const opacity = Math.min(1, (0.35 + rand() * 0.4) * streakStrength);
    const transform = `rotate(${num(angle)} ${num(cx)} ${num(cy)})`;
    const x = cx - length / 2;
    streaks.push(
      `<rect x="${num(x)}" y="${num(cy - thickness * 4)}" width="${num(length)}" height="${num(thickness * 8)}" fill="url(#${id})" opacity="${num(opacity * 0.35)}" transform="${transform}" filter="url(#streakglow)"/>` +
        `<rect x="${num(x)}" y="${num(cy - thickness / 2)}" width="${num(length)}" height="${num(thickness)}" fill="url(#${id})" opacity="${num(opacity)}" transform="${transform}"/>`,
    );
  }
  return {
    defs:
      fogDefs.join('') +
      `<filter id="streakglow" x="-10%" y="-200%" width="120%" height="500%"><feGaussianBlur stdDeviation="${num(h * 0.008)}"/></filter>` +
      streakDefs.join(''),
    body: fog.join('') + streaks.join(''),
  };
}

export function fogBackgroundSvg(width: number, height: number, seed = 17): string {
  const layers = fogLayers(seed, W, H);
  const v = vignette('vignette', 0.85);
  const defs =
    '<defs>' +
    `<linearGradient id="base" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#070b17"/><stop offset="0.6" stop-color="${BRAND.background}"/><stop offset="1" stop-color="#141b36"/></linearGradient>` +
    `<radialGradient id="cyanPool" cx="0.12" cy="0.2" r="0.55"><stop offset="0" stop-color="${BRAND.cyan}" stop-opacity="0.16"/><stop offset="1" stop-color="${BRAND.cyan}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="magentaPool" cx="0.9" cy="0.75" r="0.55"><stop offset="0" stop-color="${BRAND.magenta}" stop-opacity="0.14"/><stop offset="1" stop-color="${BRAND.magenta}" stop-opacity="0"/></radialGradient>` +
    layers.defs +
    v.defs +
    '</defs>';
  const body =
    `<rect width="${W}" height="${H}" fill="url(#base)"/>` +
    `<rect width="${W}" height="${H}" fill="url(#cyanPool)"/>` +
    `<rect width="${W}" height="${H}" fill="url(#magentaPool)"/>` +
    layers.body +
    v.body;
  return svgDocument(width, height, `0 0 ${W} ${H}`, defs + body);
}
