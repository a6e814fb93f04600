import { BRAND, num, points, polygonPoints } from './svg.ts';

/**
 * The brand mark: a pointy-top hexagon outline around a hexagonal "G". The G is the inner hexagon walked from
 * its upper-right corner counter-clockwise back to the middle of its right side, then turned inward, which
 * reads as a G without any font.
 */
export interface MarkOptions {
  cx: number;
  cy: number;
  /** Radius of the outer hexagon, centre to corner. */
  r: number;
  stroke: number;
  colour?: string;
  /** Fill inside the outer hexagon; none keeps whatever is behind. */
  fill?: string;
}

export function gPath(cx: number, cy: number, r: number): string {
  // Pointy-top corners: −90° is the top; −30° upper right, 30° lower right, and so on.
  const corner = (deg: number): [number, number] => {
    const a = (deg * Math.PI) / 180;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  };
  const rightMiddle: [number, number] = [cx + r * Math.cos(Math.PI / 6), cy];
  const pts: Array<[number, number]> = [
    corner(-30),
    corner(-90),
    corner(-150),
    corner(150),
    corner(90),
    corner(30),
    rightMiddle,
    [cx + r * 0.12, cy],
  ];
  return `M${points(pts).replace(/ /g, ' L')}`;
}

export function brandMark(options: MarkOptions): string {
  const { cx, cy, r, stroke } = options;
  const colour = options.colour ?? BRAND.cyan;
  const hexagon = points(polygonPoints(cx, cy, r, 6, -90));
  return (
    `<polygon points="${hexagon}" fill="${options.fill ?? 'none'}" stroke="${colour}" stroke-width="${num(stroke)}" stroke-linejoin="round"/>` +
    `<path d="${gPath(cx, cy, r * 0.5)}" fill="none" stroke="${colour}" stroke-width="${num(stroke)}" stroke-linejoin="round" stroke-linecap="round"/>`
  );
}
