/**
 * Small helpers for writing SVG by hand. Numbers are rounded to two decimals so the files stay short and the
 * text is the same on every run and platform.
 */

export const BRAND = {
  background: '#0b1020',
  panel: '#141a2e',
  cyan: '#00e5ff',
  magenta: '#ff2bd6',
  green: '#7cff4f',
} as const;

export function num(n: number): string {
  const s = n.toFixed(2).replace(/\.?0+$/, '');
  return s === '-0' ? '0' : s;
}

/** A standalone SVG document. The namespace is the only URL it contains: nothing is fetched. */
export function svgDocument(width: number, height: number, viewBox: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>\n`;
}

export function points(list: ReadonlyArray<readonly [number, number]>): string {
  return list.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
}

/** Vertices of a regular polygon, the first one at `startDeg` (0° = east, growing clockwise on screen). */
export function polygonPoints(
  cx: number,
  cy: number,
  r: number,
  sides: number,
  startDeg: number,
): Array<[number, number]> {
  return Array.from({ length: sides }, (_, k) => {
    const a = ((startDeg + (360 / sides) * k) * Math.PI) / 180;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as [number, number];
  });
}

/** A five-pointed star as a closed path, point up. */
export function starPath(cx: number, cy: number, outer: number, inner: number): string {
  const pts: Array<[number, number]> = [];
  for (let k = 0; k < 10; k++) {
    const r = k % 2 === 0 ? outer : inner;
    const a = ((-90 + k * 36) * Math.PI) / 180;
    pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return `M${points(pts).replace(/ /g, ' L')} Z`;
}
