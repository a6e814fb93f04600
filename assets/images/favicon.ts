import { brandMark } from './brand-mark.ts';
import { BRAND, svgDocument } from './svg.ts';

/**
 * The favicon family, all the hexagon mark. The SVG favicon and the 32-pixel PNG keep transparent corners
 * (the dark hexagon stands on light and dark tab bars alike); the home-screen icons are full dark squares
 * because iOS fills transparency with black and Android crops to its own mask, and their mark stays inside
 * the central safe circle of maskable icons.
 */

export function faviconSvg(size = 64): string {
  // Heavier strokes than the big icons: at 16–32 pixels a thin outline would blur away.
  return svgDocument(
    size,
    size,
    '0 0 64 64',
    brandMark({ cx: 32, cy: 32, r: 29, stroke: 5, fill: BRAND.background }),
  );
}

export function appIconSvg(size: number): string {
  const defs =
    '<defs>' +
    `<radialGradient id="bg" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="${BRAND.panel}"/><stop offset="1" stop-color="${BRAND.background}"/></radialGradient>` +
    '<filter id="glow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="5"/></filter>' +
    '</defs>';
  const mark = { cx: 256, cy: 256, r: 168, stroke: 26 };
  return svgDocument(
    size,
    size,
    '0 0 512 512',
    defs +
      '<rect width="512" height="512" fill="url(#bg)"/>' +
      `<g opacity="0.7" filter="url(#glow)">${brandMark(mark)}</g>` +
      brandMark(mark),
  );
}
