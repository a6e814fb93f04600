/**
 * The particle texture of the smoke-and-mist loading scene: a soft, slightly irregular puff, drawn by code
 * into RGBA bytes (white, with the shape in the alpha channel) so that the engine tints it per particle.
 * Pure and deterministic: the same size and seed give the same bytes, in the browser or in Node.
 */
export function smokePuffPixels(size = 64, seed = 7): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  // A few lobes around the centre break the perfect circle, so overlapping particles read as smoke.
  let s = seed >>> 0;
  const rand = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
  const lobes = Array.from({ length: 5 }, () => ({
    x: 0.5 + (rand() - 0.5) * 0.35,
    y: 0.5 + (rand() - 0.5) * 0.35,
    r: 0.22 + rand() * 0.12,
  }));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      const v = (y + 0.5) / size;
      let density = 0;
      for (const lobe of lobes) {
        const d = Math.sqrt((u - lobe.x) ** 2 + (v - lobe.y) ** 2) / lobe.r;
        if (d < 1) density += (1 - d * d) * (1 - d * d);
      }
      // Fade to nothing at the border so no square edge ever shows.
      const edge = Math.min(u, v, 1 - u, 1 - v) * 8;
      const alpha = Math.max(0, Math.min(1, density * 0.55)) * Math.min(1, edge);
      const i = (y * size + x) * 4;
      pixels[i] = 255;
      pixels[i + 1] = 255;
      pixels[i + 2] = 255;
      pixels[i + 3] = Math.round(alpha * 255);
    }
  }
  return pixels;
}
