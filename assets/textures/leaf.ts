/**
 * The Jungle Board leaf sprite: a pointed tropical leaf, dark at the rim and lighter along the midrib, with
 * veins and a faint neon-green rim that picks up the brand green. Drawn as SVG (curves and clipping come free)
 * and rasterised with a transparent background; no text, so no font is involved.
 */

const f = (n: number) => n.toFixed(2).replace(/\.?0+$/, '');

/** A point on the midrib for t in [0, 1] from stem to tip (quadratic Bézier). */
function midrib(t: number): [number, number] {
  const p0: [number, number] = [128, 238];
  const p1: [number, number] = [110, 118];
  const p2: [number, number] = [156, 6];
  const a = (1 - t) * (1 - t);
  const b = 2 * (1 - t) * t;
  const c = t * t;
  return [a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]];
}

/** Half-width of the blade at t: widest below the middle, narrowing into the long drip tip of rainforest leaves. */
function halfWidth(t: number): number {
  return 80 * Math.pow(Math.sin(Math.PI * Math.pow(t, 0.72)), 1.4) * (1 - 0.3 * t);
}

function bladeOutline(): string {
  const left: string[] = [];
  const right: string[] = [];
  const steps = 48;
  for (let k = 0; k <= steps; k++) {
    const t = k / steps;
    const [x, y] = midrib(t);
    const w = halfWidth(t);
    left.push(`${f(x - w)},${f(y - w * 0.12)}`);
    right.push(`${f(x + w)},${f(y - w * 0.12)}`);
  }
  return `M${left.join(' L')} L${right.reverse().join(' L')} Z`;
}

function veins(): string {
  const paths: string[] = [];
  for (let k = 1; k <= 9; k++) {
    const t = 0.08 + k * 0.088;
    const [x, y] = midrib(t);
    const w = halfWidth(Math.min(1, t + 0.07)) * 0.93;
    for (const side of [-1, 1]) {
      // Veins sweep towards the tip, as in real leaves, and stop short of the rim.
      const ex = x + side * w;
      const ey = y - 30 - w * 0.25;
      const cx = x + side * w * 0.45;
      const cy = y - 6;
      paths.push(`M${f(x)},${f(y)} Q${f(cx)},${f(cy)} ${f(ex)},${f(ey)}`);
    }
  }
  return paths.join(' ');
}

export function leafSvg(size = 256): string {
  const outline = bladeOutline();
  const rib: string[] = [];
  for (let k = 0; k <= 24; k++) {
    const [x, y] = midrib(k / 24);
    rib.push(`${f(x)},${f(y)}`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256">
<defs>
<linearGradient id="blade" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#0a3d1c"/><stop offset="0.42" stop-color="#22913a"/><stop offset="0.55" stop-color="#3cc24a"/><stop offset="1" stop-color="#0c4620"/>
</linearGradient>
<radialGradient id="sheen" cx="0.42" cy="0.4" r="0.6">
<stop offset="0" stop-color="#b6ff8c" stop-opacity="0.35"/><stop offset="1" stop-color="#b6ff8c" stop-opacity="0"/>
</radialGradient>
<linearGradient id="shade" x1="0" y1="1" x2="0" y2="0">
<stop offset="0" stop-color="#021a0a" stop-opacity="0.55"/><stop offset="0.5" stop-color="#021a0a" stop-opacity="0"/>
</linearGradient>
<clipPath id="leaf"><path d="${outline}"/></clipPath>
</defs>
<path d="M128,256 L128,232" stroke="#2a7a30" stroke-width="6" stroke-linecap="round"/>
<path d="${outline}" fill="url(#blade)"/>
<g clip-path="url(#leaf)">
<path d="${outline}" fill="url(#sheen)"/>
<path d="${outline}" fill="url(#shade)"/>
<path d="${veins()}" fill="none" stroke="#a8ff7a" stroke-opacity="0.38" stroke-width="2.2" stroke-linecap="round"/>
<path d="${veins()}" fill="none" stroke="#04210d" stroke-opacity="0.35" stroke-width="1" stroke-linecap="round" transform="translate(1.2,1.6)"/>
</g>
<polyline points="${rib.join(' ')}" fill="none" stroke="#c9ff9e" stroke-opacity="0.7" stroke-width="3.2" stroke-linecap="round"/>
<path d="${outline}" fill="none" stroke="#7cff4f" stroke-opacity="0.55" stroke-width="2"/>
</svg>`;
}
