import { hash2, periodicFbm, seededRandom, smoothstep, wrap } from './random.ts';

/**
 * The Headspace floor: dark, slightly blue concrete that disappears into fog. Every layer is periodic over
 * the tile (noise lattices wrap, specks are drawn modulo the size), so the floor repeats without a seam.
 */
export function floorPixels(size: number, seed = 23): Uint8Array {
  const count = size * size;
  // Pores and small aggregate stones, placed in tile units so the low-res set has the same floor.
  const specks = new Float32Array(count);
  const rand = seededRandom(seed);
  const speckCount = 900;
  for (let k = 0; k < speckCount; k++) {
    const cx = rand() * size;
    const cy = rand() * size;
    const radius = (0.0012 + rand() * rand() * 0.004) * size;
    // Most specks are dark pores; a few are lighter stones.
    const tone = rand() < 0.75 ? -1 : 0.6;
    const reach = Math.ceil(radius + 1.5);
    for (let y = Math.floor(cy) - reach; y <= Math.floor(cy) + reach; y++) {
      for (let x = Math.floor(cx) - reach; x <= Math.floor(cx) + reach; x++) {
        const d = Math.sqrt((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2);
        const cover = smoothstep(radius + 0.8, radius - 0.4, d);
        const i = wrap(y, size) * size + wrap(x, size);
        specks[i] = (specks[i] ?? 0) + tone * cover;
      }
    }
  }

  const pixels = new Uint8Array(count * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const v = y / size;
      // Broad cloudy patches (trowel marks, damp), then finer mottling, then grain.
      const broad = periodicFbm(u, v, 3, 3, seed);
      const mid = periodicFbm(u, v, 12, 3, seed + 31);
      const stains = smoothstep(0.6, 0.78, periodicFbm(u, v, 6, 4, seed + 57));
      const grain = hash2(Math.floor(u * 512), Math.floor(v * 512), seed + 91) - 0.5;
      const speck = Math.max(-1, Math.min(1, specks[y * size + x] ?? 0));
      const tone = 1 + (broad - 0.5) * 0.35 + (mid - 0.5) * 0.35 - stains * 0.16 + grain * 0.22 + speck * 0.3;
      const i = (y * size + x) * 3;
      // Base #181c26: a little lighter than the page background so fog and light pools read on it.
      pixels[i] = Math.max(0, Math.min(255, Math.round(24 * tone)));
      pixels[i + 1] = Math.max(0, Math.min(255, Math.round(28 * tone)));
      pixels[i + 2] = Math.max(0, Math.min(255, Math.round(38 * tone)));
    }
  }
  return pixels;
}
