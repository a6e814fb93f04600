import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FIXTURE_SITE } from '../test/server-harness.ts';

/** A built site whose script has its brotli and gzip forms beside it, as `vite build` leaves them (scripts/precompress.ts). */
describe('the build’s precompressed files', () => {
  const script = `export const table = [${Array.from({ length: 2000 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'precompressed-site-'));
    cpSync(FIXTURE_SITE, staticDir, { recursive: true });
    const file = join(staticDir, 'assets/table-Tbl12345.js');
    writeFileSync(file, script);
    writeFileSync(`${file}.br`, brotliCompressSync(script));
    writeFileSync(`${file}.gz`, gzipSync(script));
    harness = await createTestApp('pglite', { staticDir });
  });
  afterAll(async () => {
    await harness?.close();
  });

  const get = (url: string, acceptEncoding?: string) =>
    harness.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends brotli’s file to a browser that takes it, gzip’s to one that takes only gzip, the plain file else', async () => {
    const br = await get('/assets/table-Tbl12345.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(readFileSync(join(staticDir, 'assets/table-Tbl12345.js.br')));
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/table-Tbl12345.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/table-Tbl12345.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);

    for (const response of [br, gz, plain]) {
      expect(response.statusCode).toBe(200);
      // The script's own type and long cache, whichever form was sent; a shared cache keys on the encoding.
      expect(response.headers['content-type']).toMatch(/^application\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it('never sends the template, compressed or not, nor answers for a file that is not there', async () => {
    writeFileSync(join(staticDir, 'index.html.br'), 'not to be sent');
    for (const encoding of ['br', 'gzip', undefined]) {
      expect((await get('/index.html', encoding)).statusCode).toBe(404);
      expect((await get('/assets/missing-12345678.js', encoding)).statusCode).toBe(404);
    }
  });
});
