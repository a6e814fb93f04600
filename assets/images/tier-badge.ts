import { BRAND, num, starPath, svgDocument } from './svg.ts';

/**
 * Prize-tier badges: a metal ring (bronze, silver, gold for tiers 1 to 3) on a dark disc, as many chevrons
 * and filled stars as the tier number, and an RGB halo in the brand colours behind it. The corners stay transparent so
 * the badge sits on any panel.
 */

export type Tier = 1 | 2 | 3;

interface Metal {
  light: string;
  mid: string;
  dark: string;
}

const METALS: Record<Tier, Metal> = {
  1: { light: '#ffd2a6', mid: '#cd7f3e', dark: '#6b3512' },
  2: { light: '#ffffff', mid: '#b9c3d3', dark: '#566074' },
  3: { light: '#fff6bf', mid: '#f4c23a', dark: '#93600a' },
};

function metalGradient(id: string, metal: Metal): string {
  // Bands of light and shade across the ring read as polished metal without any lighting model.
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${metal.light}"/><stop offset="0.3" stop-color="${metal.mid}"/>` +
    `<stop offset="0.5" stop-color="${metal.dark}"/><stop offset="0.68" stop-color="${metal.light}"/>` +
    `<stop offset="1" stop-color="${metal.dark}"/></linearGradient>`
  );
}

function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  const out = [0, 1, 2].map((i) => Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** An arc of the halo ring between two angles (degrees, clockwise from the top). */
function arc(cx: number, cy: number, r: number, fromDeg: number, toDeg: number): string {
  const p = (deg: number) => {
    const a = ((deg - 90) * Math.PI) / 180;
    return `${num(cx + r * Math.cos(a))},${num(cy + r * Math.sin(a))}`;
  };
  const large = toDeg - fromDeg > 180 ? 1 : 0;
  return `M${p(fromDeg)} A${r},${r} 0 ${large} 1 ${p(toDeg)}`;
}

export function tierBadgeSvg(tier: Tier, size = 400): string {
  const metal = METALS[tier];
  const c = 200;
  const defs =
    '<defs>' +
    metalGradient('ring', metal) +
    `<radialGradient id="disc" cx="0.5" cy="0.38" r="0.62"><stop offset="0" stop-color="#222b4d"/><stop offset="1" stop-color="${BRAND.background}"/></radialGradient>` +
    `<linearGradient id="star" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${metal.light}"/><stop offset="1" stop-color="${metal.mid}"/></linearGradient>` +
    '<filter id="halo" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="7"/></filter>' +
    '<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="3"/></filter>' +
    '</defs>';

  // A ring sweeping through cyan, magenta and green, blurred: the RGB glow of the brand's peripherals. SVG has
  // no conic gradient, so the sweep is many short arcs, each a blend of its two neighbouring brand colours.
  const sweep = [BRAND.cyan, BRAND.magenta, BRAND.green];
  const segments = 72;
  const arcs: string[] = [];
  for (let k = 0; k < segments; k++) {
    const position = (k / segments) * sweep.length;
    const from = sweep[Math.floor(position) % sweep.length] ?? BRAND.cyan;
    const to = sweep[(Math.floor(position) + 1) % sweep.length] ?? BRAND.cyan;
    const colour = mix(from, to, position - Math.floor(position));
    const start = -40 + (k * 360) / segments;
    arcs.push(`<path d="${arc(c, c, 167, start, start + 360 / segments + 0.8)}" stroke="${colour}"/>`);
  }
  const halo = `<g filter="url(#halo)" fill="none" stroke-width="12" opacity="0.95">${arcs.join('')}</g>`;

  const ring =
    `<circle cx="${c}" cy="${c}" r="150" fill="url(#disc)"/>` +
    `<circle cx="${c}" cy="${c}" r="150" fill="none" stroke="url(#ring)" stroke-width="22"/>` +
    `<circle cx="${c}" cy="${c}" r="161" fill="none" stroke="${metal.dark}" stroke-width="1.5"/>` +
    `<circle cx="${c}" cy="${c}" r="138.5" fill="none" stroke="${metal.dark}" stroke-width="1.5"/>` +
    `<circle cx="${c}" cy="${c}" r="128" fill="none" stroke="${metal.mid}" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="3 7"/>`;

  // Rank chevrons in the middle, one per tier, pointing up.
  const chevrons: string[] = [];
  const pitch = 34;
  const top = 168 - ((tier - 1) * pitch) / 2 - 14;
  for (let k = 0; k < tier; k++) {
    const y = top + k * pitch;
    const d = `M${c - 66},${y + 34} L${c},${y} L${c + 66},${y + 34}`;
    chevrons.push(
      `<path d="${d}" fill="none" stroke="${metal.light}" stroke-opacity="0.25" stroke-width="20" filter="url(#soft)"/>`,
      `<path d="${d}" fill="none" stroke="${metal.dark}" stroke-width="19" stroke-linejoin="miter" stroke-linecap="butt"/>`,
    );
    chevrons.push(
      `<path d="${d}" fill="none" stroke="url(#star)" stroke-width="15" stroke-linejoin="miter" stroke-linecap="butt"/>`,
    );
  }

  // Three stars along the lower rim, as many filled as the tier, read left to right like a rating. (Two
  // filled stars above a chevron read as a face, so the stars stay below.)
  const stars: string[] = [];
  const slots = [
    { x: c - 64, y: 272, r: 22 },
    { x: c, y: 286, r: 27 },
    { x: c + 64, y: 272, r: 22 },
  ];
  for (const [k, slot] of slots.entries()) {
    const d = starPath(slot.x, slot.y, slot.r, slot.r * 0.45);
    if (k < tier) {
      stars.push(`<path d="${d}" fill="${metal.light}" opacity="0.45" filter="url(#soft)"/>`);
      stars.push(
        `<path d="${d}" fill="url(#star)" stroke="${metal.dark}" stroke-width="2" stroke-linejoin="round"/>`,
      );
    } else {
      stars.push(
        `<path d="${d}" fill="none" stroke="${metal.mid}" stroke-opacity="0.45" stroke-width="2.5" stroke-linejoin="round"/>`,
      );
    }
  }

  return svgDocument(size, size, '0 0 400 400', defs + halo + ring + chevrons.join('') + stars.join(''));
}
