import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';

/**
 * npm run bench:size — bytes over the wire, from the build's chunk graph (dist/client/.vite/manifest.json):
 * what first paint needs (HTML, CSS, the entry chunk and its static imports, the English catalog) and what
 * arrives lazily (the Babylon stage chunk with everything it pulls in). Prints figures; asserts nothing.
 */
type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
const dir = 'dist/client';
const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}
function files(keys: Set<string>): string[] {
  return [...keys].flatMap((k) => [manifest[k]!.file, ...(manifest[k]!.css ?? [])]);
}
function sizes(list: string[]) {
  let raw = 0,
    gz = 0,
    br = 0;
  for (const file of new Set(list)) {
    const bytes = readFileSync(join(dir, file));
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
    br += brotliCompressSync(bytes).length;
  }
  return { raw, gz, br };
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const row = (label: string, s: { raw: number; gz: number; br: number }) =>
  console.log(
    `${label.padEnd(44)} ${kb(s.raw).padStart(11)} raw ${kb(s.gz).padStart(10)} gzip ${kb(s.br).padStart(10)} brotli`,
  );

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const entry = closure([entryKey]);
const catalogKey = Object.keys(manifest).find((k) => k.endsWith('locales/en/messages.po'))!;
const stageKey = Object.keys(manifest).find((k) => k.endsWith('src/scenes/stage.tsx'))!;
const stage = closure([stageKey]);
for (const k of entry) stage.delete(k);

const html = sizes(['index.html']);
const firstPaintCss = sizes(files(entry).filter((f) => f.endsWith('.css')));
const firstPaintJs = sizes([...files(entry).filter((f) => f.endsWith('.js')), manifest[catalogKey]!.file]);
row('index.html', html);
row('CSS before first paint', firstPaintCss);
row('JS for the first screen (entry + en catalog)', firstPaintJs);
row('Babylon stage chunk (lazy, after first paint)', sizes(files(stage)));
console.log(`\nfirst-paint JS goal: under 120 KB gzip — now ${kb(firstPaintJs.gz)}`);
