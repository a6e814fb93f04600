import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

describe('compressing the build ahead of time', () => {
  it('writes brotli and gzip forms of text and models that shrink, and nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'generated/models'), { recursive: true });
    const script = 'export const a = 1;\n'.repeat(500);
    const files: Record<string, string | Buffer> = {
      'assets/app-Abc12345.js': script,
      'assets/app-Abc12345.css': 'body { color: red }\n'.repeat(100),
      'generated/models/mouse-Mdl12345.glb': Buffer.alloc(4096, 7),
      // Small, already compressed, incompressible, or the page template: left alone.
      'assets/tiny-Tny12345.js': 'export {};\n',
      'generated/images/photo-Img12345.webp': Buffer.alloc(4096, 1),
      'assets/noise-Nse12345.js': randomBytes(4096),
      'index.html': '<!doctype html>'.repeat(200),
    };
    for (const [file, bytes] of Object.entries(files)) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), bytes);
    }

    const result = await precompress(dir);

    for (const file of [
      'assets/app-Abc12345.js',
      'assets/app-Abc12345.css',
      'generated/models/mouse-Mdl12345.glb',
    ]) {
      const original = readFileSync(join(dir, file));
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))), file).toEqual(original);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))), file).toEqual(original);
    }
    for (const file of [
      'assets/tiny-Tny12345.js',
      'generated/images/photo-Img12345.webp',
      'assets/noise-Nse12345.js',
      'index.html',
    ])
      expect(existsSync(join(dir, `${file}.br`)) || existsSync(join(dir, `${file}.gz`)), file).toBe(false);
    expect(result.files).toBe(3);
    expect(result.after).toBeLessThan(result.before);
  });
});
