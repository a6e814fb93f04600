import type { GeneratedAsset } from '../generated-asset.ts';
import { dither, encodePng, encodeWebp, rasteriseSvg } from '../textures/encode.ts';
import { circuitBackgroundSvg, fogBackgroundSvg } from './backgrounds.ts';
import { appIconSvg, faviconSvg } from './favicon.ts';
import { gameIconSvg, trophyGoldSvg, trophySvg, type GameIcon } from './icons.ts';
import { shareSvg } from './share.ts';
import { tierBadgeSvg, type Tier } from './tier-badge.ts';

const encoder = new TextEncoder();

function svgAsset(name: string, file: string, svg: string, width: number, height: number): GeneratedAsset {
  return { name, file, bytes: encoder.encode(svg), meta: { width, height } };
}

/** Every picture of the site: badges, backgrounds, icons, favicons and the social preview. */
export async function generateImages(): Promise<GeneratedAsset[]> {
  const assets: GeneratedAsset[] = [];

  for (const tier of [1, 2, 3] as Tier[]) {
    const size = 400;
    assets.push({
      name: `image/tier-${tier}`,
      file: `images/tier-${tier}.webp`,
      bytes: await encodeWebp(await rasteriseSvg(tierBadgeSvg(tier, size), false), { quality: 90 }),
      meta: { width: size, height: size },
    });
  }

  const backgrounds = [
    { n: 1, svg: circuitBackgroundSvg },
    { n: 2, svg: fogBackgroundSvg },
  ];
  for (const { n, svg } of backgrounds) {
    for (const [suffix, width, height] of [
      ['', 1920, 1080],
      ['-low', 960, 540],
    ] as const) {
      // Dither before the lossy encoder so the dark gradients do not break into bands.
      const raw = dither(await rasteriseSvg(svg(width, height), true), 1000 + n);
      assets.push({
        name: `image/background-${n}${suffix}`,
        file: `images/background-${n}${suffix}.webp`,
        bytes: await encodeWebp(raw, { quality: 82 }),
        meta: { width, height },
      });
    }
  }

  for (const icon of ['mouse', 'headset', 'keyboard'] as GameIcon[]) {
    assets.push(
      svgAsset(`icon/${icon}-small`, `icons/${icon}-small.svg`, gameIconSvg(icon, 'small'), 48, 48),
    );
    assets.push(
      svgAsset(`icon/${icon}-large`, `icons/${icon}-large.svg`, gameIconSvg(icon, 'large'), 192, 192),
    );
  }
  assets.push(svgAsset('icon/trophy', 'icons/trophy.svg', trophySvg(), 48, 48));
  assets.push(svgAsset('icon/trophy-gold', 'icons/trophy-gold.svg', trophyGoldSvg(), 48, 48));

  assets.push(svgAsset('favicon/svg', 'favicon.svg', faviconSvg(), 64, 64));
  assets.push({
    name: 'favicon/32',
    file: 'favicon-32.png',
    bytes: await encodePng(await rasteriseSvg(faviconSvg(32), false)),
    meta: { width: 32, height: 32 },
  });
  for (const [name, file, size] of [
    ['favicon/180', 'apple-touch-icon.png', 180],
    ['favicon/192', 'icon-192.png', 192],
    ['favicon/512', 'icon-512.png', 512],
  ] as const) {
    assets.push({
      name,
      file,
      bytes: await encodePng(await rasteriseSvg(appIconSvg(size), true)),
      meta: { width: size, height: size },
    });
  }

  assets.push({
    name: 'image/share',
    file: 'images/share.png',
    bytes: await encodePng(await rasteriseSvg(shareSvg(), true), { palette: true }),
    meta: { width: 1200, height: 630 },
  });

  return assets;
}
