import { fogLayers } from './backgrounds.ts';
import { blockText, blockTextWidth } from './block-font.ts';
import { brandMark } from './brand-mark.ts';
import { GAME_COLOURS, gameIconDrawing, type GameIcon } from './icons.ts';
import { BRAND, num, svgDocument } from './svg.ts';

/**
 * The social preview (Open Graph / Twitter card, 1200 × 630): the hexagon mark, the slogan in the vector
 * block font and the three game devices, on the dark gradient with the RGB streaks of the fog background.
 * Platforms crop the edges differently, so everything important stays well inside the frame.
 */

const W = 1200;
const H = 630;

export function shareSvg(): string {
  // More and brighter streaks than the page background: a preview is small and has to read at a glance.
  const fog = fogLayers(41, W, H, 8, 1.35);
  const defs =
    '<defs>' +
    `<linearGradient id="base" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#070b17"/><stop offset="0.55" stop-color="${BRAND.background}"/><stop offset="1" stop-color="#1a1440"/></linearGradient>` +
    `<radialGradient id="markPool" cx="0.22" cy="0.5" r="0.4"><stop offset="0" stop-color="${BRAND.cyan}" stop-opacity="0.18"/><stop offset="1" stop-color="${BRAND.cyan}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></radialGradient>` +
    '<filter id="markGlow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="10"/></filter>' +
    '<filter id="textGlow" x="-10%" y="-30%" width="120%" height="160%"><feGaussianBlur stdDeviation="6"/></filter>' +
    fog.defs +
    '</defs>';

  const mark = { cx: 250, cy: 300, r: 150, stroke: 20 };
  const markSvg = `<g opacity="0.8" filter="url(#markGlow)">${brandMark(mark)}</g>` + brandMark(mark);

  // Slogan in two lines, left-aligned to a column right of the mark.
  const left = 480;
  const unit = 12.5;
  const line1 = 'GEAR UP.';
  const line2 = 'GAME ON';
  const top1 = 112;
  const top2 = top1 + 7.2 * unit + 34;
  const slogan =
    `<g filter="url(#textGlow)" opacity="0.6">${blockText(line1, { x: left, y: top1, unit, paint: BRAND.cyan })}` +
    blockText(line2, { x: left, y: top2, unit, paint: BRAND.magenta }) +
    '</g>' +
    blockText(line1, { x: left, y: top1, unit, paint: '#f2f6ff' }) +
    blockText(line2, { x: left, y: top2, unit, paint: '#f2f6ff' });
  const sloganWidth = Math.max(blockTextWidth(line1), blockTextWidth(line2)) * unit;

  // The three devices in panels under the slogan, spread over its width.
  const icons: GameIcon[] = ['mouse', 'headset', 'keyboard'];
  const box = 118;
  const iconsTop = top2 + 7.2 * unit + 56;
  const spacing = (Math.max(sloganWidth, 3 * box + 60) - box) / 2;
  const devices = icons
    .map((icon, k) => {
      const x = left + k * spacing;
      const colour = GAME_COLOURS[icon];
      const scale = (box - 22) / 48;
      return (
        `<rect x="${num(x)}" y="${num(iconsTop)}" width="${box}" height="${box}" rx="18" fill="${BRAND.panel}" fill-opacity="0.85" stroke="${colour}" stroke-opacity="0.55" stroke-width="2"/>` +
        `<g transform="translate(${num(x + 11)},${num(iconsTop + 11)}) scale(${num(scale)})" fill="none" stroke="${colour}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${gameIconDrawing(icon)}</g>`
      );
    })
    .join('');

  const body =
    `<rect width="${W}" height="${H}" fill="url(#base)"/>` +
    fog.body +
    `<rect width="${W}" height="${H}" fill="url(#markPool)"/>` +
    `<rect width="${W}" height="${H}" fill="url(#vignette)"/>` +
    markSvg +
    slogan +
    devices;
  return svgDocument(W, H, `0 0 ${W} ${H}`, defs + body);
}
