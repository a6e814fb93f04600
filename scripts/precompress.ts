import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text, and glTF's binary (mostly float arrays). Images and sounds are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|glb|txt|xml|webmanifest)$/;
/** As the server's on-the-fly compression: below this, the headers cost more than the bytes saved. */
export const THRESHOLD = 1024;

/**
 * Writes beside each compressible built file its brotli form at the highest quality (`.br`) and its gzip form
 * at level 9 (`.gz`), which the server sends as they are (@fastify/static's `preCompressed`). Compressing on the
 * fly, per request, the server uses brotli's fast quality 4: the stage's script is 361 KB over the wire that way
 * and 290 KB at quality 11. A form not smaller than the file is not written. The page template (index.html) is
 * rendered per request, never sent as built, so it is left alone. Returns the files given a brotli form, and
 * their bytes before and after.
 */
export async function precompress(dir: string): Promise<{ files: number; before: number; after: number }> {
  const found: string[] = [];
  const walk = async (at: string): Promise<void> => {
    for (const entry of await readdir(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (COMPRESSIBLE.test(entry.name) && !(at === dir && entry.name === 'index.html'))
        found.push(path);
    }
  };
  await walk(dir);
  let before = 0;
  let after = 0;
  let files = 0;
  await Promise.all(
    found.map(async (path) => {
      if ((await stat(path)).size < THRESHOLD) return;
      const bytes = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz);
      if (br.length >= bytes.length) return;
      await writeFile(`${path}.br`, br);
      files++;
      before += bytes.length;
      after += br.length;
    }),
  );
  return { files, before, after };
}
