import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument, renderMarkdown } from '../api/openapi.ts';

/**
 * Writes docs/api.md, the API reference rendered from api/openapi.ts (run: npx tsx scripts/api-docs.ts).
 * api/openapi.test.ts fails when the file differs from a fresh rendering.
 */
export const API_DOCS_SERVER_URL = 'http://localhost:8080/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function renderApiDocs(): string {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  return renderMarkdown(buildOpenApiDocument({ serverUrl: API_DOCS_SERVER_URL, version }));
}

const target = join(root, 'docs', 'api.md');
writeFileSync(target, renderApiDocs());
console.log(`Wrote ${target}`);
