import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { GeneratedAsset } from '../assets/generated-asset.ts';
import { generateSounds } from '../assets/audio/index.ts';
import { generateModels } from '../assets/models/index.ts';
import { generateTextures } from '../assets/textures/index.ts';
import { generateImages } from '../assets/images/index.ts';
import { generateTermsPdfs } from '../assets/terms/index.ts';
import { readCompetitionWindow } from '../api/competition-env.ts';
import { readDrawRules } from '../api/entry-rules-env.ts';
import { GAME_CYCLE } from '../api/game-cycle.ts';
import { GAME_NAMES, SLOGAN } from '../src/content/brand.ts';

/**
 * npm run assets: runs every generator and writes its files, content-hashed for immutable caching, to
 * public/generated/ (Vite copies public/ into the build), plus the index the app bundles: name → URL(s) and
 * meta. The same code always gives the same bytes, so the output is not committed (docs/decisions.md).
 */
const OUT = 'public/generated';
const INDEX = 'assets/.generated/asset-index.json';

const started = Date.now();
rmSync(OUT, { recursive: true, force: true });
const assets: GeneratedAsset[] = (
  await Promise.all([
    generateSounds(),
    generateModels(),
    generateTextures(),
    generateImages(),
    // The terms state the draw's window, who may enter and the share prizes: read from the environment exactly as
    // the server reads them.
    generateTermsPdfs({
      window: readCompetitionWindow(process.env),
      rules: readDrawRules(process.env),
      organiser: SLOGAN,
      games: GAME_CYCLE.map((game) => GAME_NAMES[game]),
    }),
  ])
).flat();

type Entry = { url: string; meta?: GeneratedAsset['meta'] };
const index: Record<string, Entry & { urls?: string[]; sources?: (Entry & { type: string })[] }> = {};
let bytes = 0;
// Alternative encodings after the files they stand beside, whatever order the generators returned.
for (const asset of [...assets.filter((a) => !a.type), ...assets.filter((a) => a.type)]) {
  const hash = createHash('sha256').update(asset.bytes).digest('base64url').slice(0, 10);
  const file = asset.file.replace(/(\.[a-z0-9]+)$/i, `-${hash}$1`);
  const path = join(OUT, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, asset.bytes);
  bytes += asset.bytes.length;
  // URLs are relative to the page's <base>, so the build works under any BASE_PATH.
  const url = `generated/${file}`;
  const existing = index[asset.name];
  if (asset.type) {
    // Another encoding of the same sound (Opus beside the mp3): the browser picks by `type`.
    if (!existing) throw new Error(`${asset.file}: no main file for ${asset.name}`);
    existing.sources = [
      ...(existing.sources ?? []),
      { type: asset.type, url, ...(asset.meta ? { meta: asset.meta } : {}) },
    ];
  } else if (existing) {
    // Several files under one name (a cube map's faces): kept in generation order.
    existing.urls = [...(existing.urls ?? [existing.url]), url];
  } else {
    index[asset.name] = { url, ...(asset.meta ? { meta: asset.meta } : {}) };
  }
}
// Browsers and link previews ask for icons by fixed names, so these also get an unhashed copy at the root.
const FIXED_NAMES: Record<string, string> = {
  'favicon/svg': 'favicon.svg',
  'favicon/32': 'favicon-32.png',
  'favicon/180': 'apple-touch-icon.png',
  'favicon/192': 'icon-192.png',
  'favicon/512': 'icon-512.png',
};
for (const asset of assets) {
  const fixed = FIXED_NAMES[asset.name];
  if (fixed) writeFileSync(join('public', fixed), asset.bytes);
}
mkdirSync(dirname(INDEX), { recursive: true });
writeFileSync(INDEX, JSON.stringify(index, null, 1) + '\n');
console.log(
  `assets: ${assets.length} files, ${(bytes / 1024).toFixed(0)} KB, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
