import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderApiMarkdown } from '../server/docs/api-markdown.ts';

/**
 * Writes docs/api.md, the API reference rendered from the routes' own schemas (run: npm run api-docs).
 * server/routes/docs.test.ts fails when the file differs from a fresh rendering.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
const target = join(root, 'docs', 'api.md');
writeFileSync(target, await renderApiMarkdown(version));
console.log(`Wrote ${target}`);
