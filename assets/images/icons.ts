import { BRAND, svgDocument } from './svg.ts';

/**
 * Line icons for the three games and the trophies. Each game keeps one brand colour (mouse cyan, headset
 * magenta, keyboard green) so the icon, its world and its buttons match. The drawings live in a 48-unit box;
 * the large versions reuse them with finer strokes, a few more details and a soft glow.
 *
 * Gradient and filter ids carry the icon's name, so several icons inlined in one page never clash.
 */

export type GameIcon = 'mouse' | 'headset' | 'keyboard';

export const GAME_COLOURS: Record<GameIcon, string> = {
  mouse: BRAND.cyan,
  headset: BRAND.magenta,
  keyboard: BRAND.green,
};

/** The outline every size shares. */
const BASE: Record<GameIcon, string> = {
  mouse:
    '<path d="M24,6 C30.5,6 34,10.5 34,17 V31 C34,37.5 29.5,42 24,42 C18.5,42 14,37.5 14,31 V17 C14,10.5 17.5,6 24,6 Z"/>' +
    '<path d="M24,6 V17 M14,19 C20.5,20.5 27.5,20.5 34,19"/>' +
    '<path d="M24,10.5 V14"/>',
  headset:
    '<path d="M10,27 V23 A14,14 0 0 1 38,23 V27"/>' +
    '<rect x="6.5" y="25" width="7.5" height="13" rx="3"/>' +
    '<rect x="34" y="25" width="7.5" height="13" rx="3"/>' +
    '<path d="M10.5,38 C11,42.5 14,43 19,43"/>' +
    '<path d="M19.5,43 H23"/>',
  keyboard:
    '<rect x="4" y="13" width="40" height="23" rx="3.5"/>' +
    '<path d="M9,19.5 H11 M16,19.5 H18 M23,19.5 H25 M30,19.5 H32 M37,19.5 H39"/>' +
    '<path d="M12.5,24.5 H14.5 M19.5,24.5 H21.5 M26.5,24.5 H28.5 M33.5,24.5 H35.5"/>' +
    '<path d="M16,30 H32"/>',
};

/** What only the large icons show. */
const DETAIL: Record<GameIcon, string> = {
  mouse:
    // The cable; side grips or a palm strip turned the outline into a face.
    '<path d="M24,6 C24,3.5 26,2 29,2.2" stroke-opacity="0.7"/>',
  headset:
    // Cushions and the sound rising from the cups.
    '<path d="M12.5,23.8 A11.5,11.5 0 0 1 35.5,23.8" stroke-opacity="0.45"/>' +
    '<path d="M9.5,29 V34 M38.5,29 V34" stroke-opacity="0.7"/>' +
    '<path d="M44,27 C45.6,29.5 45.6,33.5 44,36" stroke-opacity="0.6"/>' +
    '<path d="M4,27 C2.4,29.5 2.4,33.5 4,36" stroke-opacity="0.6"/>',
  keyboard:
    // Cable and a lit key row.
    '<path d="M24,13 C24,9 28,8.5 31,8.5 C34,8.5 36,7 36,5" stroke-opacity="0.7"/>' +
    '<path d="M8,33 H40" stroke-opacity="0.35"/>',
};

/** The full drawing (outline and details) in the 48-unit box, stroked by whatever group contains it. */
export function gameIconDrawing(icon: GameIcon): string {
  return BASE[icon] + DETAIL[icon];
}

export function gameIconSvg(icon: GameIcon, size: 'small' | 'large'): string {
  const colour = GAME_COLOURS[icon];
  if (size === 'small') {
    return svgDocument(
      48,
      48,
      '0 0 48 48',
      `<g fill="none" stroke="${colour}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round">${BASE[icon]}</g>`,
    );
  }
  const id = `gugo-${icon}`;
  // The stroke runs from the game's colour into the next brand colour, the RGB sweep of the brand.
  const next = icon === 'mouse' ? BRAND.magenta : icon === 'headset' ? BRAND.cyan : BRAND.cyan;
  const defs =
    `<defs><linearGradient id="${id}-stroke" x1="0" y1="0" x2="48" y2="48" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0.15" stop-color="${colour}"/><stop offset="1" stop-color="${next}"/></linearGradient>` +
    `<filter id="${id}-glow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="1.4"/></filter></defs>`;
  const drawing = BASE[icon] + DETAIL[icon];
  return svgDocument(
    192,
    192,
    '0 0 48 48',
    defs +
      `<g fill="none" stroke="${colour}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round" opacity="0.55" filter="url(#${id}-glow)">${BASE[icon]}</g>` +
      `<g fill="none" stroke="url(#${id}-stroke)" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${drawing}</g>`,
  );
}

const TROPHY =
  '<path d="M15,8 H33 V19 C33,25.5 29,29.5 24,29.5 C19,29.5 15,25.5 15,19 Z"/>' +
  '<path d="M15,11 H10 V14.5 C10,18.5 12.5,21 15.8,21.6"/>' +
  '<path d="M33,11 H38 V14.5 C38,18.5 35.5,21 32.2,21.6"/>' +
  '<path d="M24,29.5 V35"/>' +
  '<path d="M18.5,35 H29.5 L31.5,41 H16.5 Z"/>';

/** Grey outline for a trophy not yet won. */
export function trophySvg(): string {
  return svgDocument(
    48,
    48,
    '0 0 48 48',
    `<g fill="none" stroke="#8a93a8" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">${TROPHY}</g>`,
  );
}

/** The won trophy: filled with a gold gradient, a star on the cup. */
export function trophyGoldSvg(): string {
  const defs =
    '<defs><linearGradient id="gugo-trophy-gold" x1="0" y1="0" x2="0.35" y2="1">' +
    '<stop offset="0" stop-color="#fff3b0"/><stop offset="0.45" stop-color="#f7c948"/><stop offset="1" stop-color="#b87a0e"/>' +
    '</linearGradient></defs>';
  return svgDocument(
    48,
    48,
    '0 0 48 48',
    defs +
      `<g fill="url(#gugo-trophy-gold)" stroke="#ffe48a" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">` +
      `<path d="M15,8 H33 V19 C33,25.5 29,29.5 24,29.5 C19,29.5 15,25.5 15,19 Z"/>` +
      `<path d="M18.5,35 H29.5 L31.5,41 H16.5 Z"/><path d="M22.6,29 H25.4 V35 H22.6 Z"/></g>` +
      `<g fill="none" stroke="url(#gugo-trophy-gold)" stroke-width="2.4" stroke-linecap="round">` +
      `<path d="M15,11 H10 V14.5 C10,18.5 12.5,21 15.8,21.6"/><path d="M33,11 H38 V14.5 C38,18.5 35.5,21 32.2,21.6"/></g>` +
      `<path d="M24,12.2 L25.5,15.6 L29.1,15.9 L26.4,18.3 L27.2,21.9 L24,20 L20.8,21.9 L21.6,18.3 L18.9,15.9 L22.5,15.6 Z" fill="#9a5f06" fill-opacity="0.75"/>`,
  );
}
