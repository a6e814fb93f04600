import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../api/escape-html.ts';
import { openApiDocument } from '../docs/openapi-document.ts';
import { documentBlocks, type DocBlock, type Inline, type OpenApiDocument } from '../docs/reference.ts';

export interface DocsOptions {
  /** The site's configured origin (siteOrigin): the document's server URL is built on it, not on Host. */
  origin: string;
}

/**
 * The API's reference, generated from the routes' own schemas (server/docs/openapi-document.ts): GET
 * openapi.json (OpenAPI 3.1), GET docs (a plain HTML page) and GET docs.css (its stylesheet). The page loads
 * nothing from another host and has no script or inline style, so it passes the site's Content-Security-Policy
 * (default-src 'self').
 */
export const docsRoutes: FastifyPluginAsync<DocsOptions> = async (app, { origin }) => {
  // One rendering per mount path, a handful at most; cleared if a client invents many.
  const pages = new Map<string, string>();

  app.get('/openapi.json', async (request, reply) => {
    const { serverUrl } = mountOf(request, '/openapi.json', origin);
    return reply.type('application/json; charset=utf-8').send(openApiDocument(app, serverUrl));
  });

  app.get('/docs', async (request, reply) => {
    const { serverUrl, prefix } = mountOf(request, '/docs', origin);
    let page = pages.get(serverUrl);
    if (!page) {
      if (pages.size >= 16) pages.clear();
      page = renderHtml(openApiDocument(app, serverUrl), prefix);
      pages.set(serverUrl, page);
    }
    return reply.type('text/html; charset=utf-8').send(page);
  });

  app.get('/docs.css', async (_request, reply) => {
    return reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(DOCS_CSS);
  });
};

/** Where the plugin is mounted: the request's path minus the route's own suffix (e.g. /api), and the API's URL. */
function mountOf(
  request: FastifyRequest,
  suffix: string,
  origin: string,
): { prefix: string; serverUrl: string } {
  const path = request.routeOptions.url ?? '';
  const prefix = path.endsWith(suffix) ? path.slice(0, -suffix.length) : '';
  return { prefix, serverUrl: `${origin}${prefix}` };
}

function htmlInline(text: Inline): string {
  return text
    .map((part) => (typeof part === 'string' ? escapeHtml(part) : `<code>${escapeHtml(part.code)}</code>`))
    .join('');
}

function htmlBlock(block: DocBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<h${block.level} id="${escapeHtml(block.id)}">${htmlInline(block.text)}</h${block.level}>`;
    case 'paragraph':
      return `<p>${htmlInline(block.text)}</p>`;
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${htmlInline(item)}</li>`).join('')}</ul>`;
    case 'table': {
      const head = block.head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('');
      const rows = block.rows
        .map((cells) => `<tr>${cells.map((cell) => `<td>${htmlInline(cell)}</td>`).join('')}</tr>`)
        .join('\n');
      return `<div class="table"><table><thead><tr>${head}</tr></thead><tbody>\n${rows}\n</tbody></table></div>`;
    }
  }
}

/** A table of contents of the sections (level 2) and calls (level 3), linking to their headings. */
function contents(blocks: readonly DocBlock[]): string {
  const items: string[] = [];
  let open = false;
  for (const block of blocks) {
    if (block.kind !== 'heading' || block.level < 2 || block.level > 3) continue;
    const link = `<a href="#${escapeHtml(block.id)}">${htmlInline(block.text)}</a>`;
    if (block.level === 2) {
      if (open) items.push('</ul></li>');
      items.push(`<li>${link}<ul>`);
      open = true;
    } else {
      items.push(`<li>${link}</li>`);
    }
  }
  if (open) items.push('</ul></li>');
  return `<nav aria-label="Contents"><h2>Contents</h2><ul>${items.join('')}</ul></nav>`.replace(
    /<ul><\/ul>/g,
    '',
  );
}

/** The reference as a self-contained HTML page: no script, no inline style, styled by docs.css. */
export function renderHtml(doc: OpenApiDocument, prefix: string): string {
  const blocks = documentBlocks(doc);
  // The contents go after the introduction, before the first section.
  const firstSection = blocks.findIndex((b) => b.kind === 'heading' && b.level === 2);
  const intro = firstSection < 0 ? blocks : blocks.slice(0, firstSection);
  const sections = firstSection < 0 ? [] : blocks.slice(firstSection);
  const [title, ...introRest] = intro;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(doc.info.title)}</title>`,
    `<link rel="stylesheet" href="${escapeHtml(prefix)}/docs.css">`,
    `<link rel="icon" href="data:,">`,
    '</head>',
    '<body>',
    '<main>',
    title ? htmlBlock(title) : '',
    `<p class="machine">Machine-readable: <a href="${escapeHtml(prefix)}/openapi.json">openapi.json</a> (OpenAPI ${escapeHtml(doc.openapi)}).</p>`,
    ...introRest.map(htmlBlock),
    contents(sections),
    ...sections.map(htmlBlock),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export const DOCS_CSS = `:root {
  color-scheme: light dark;
  --text: #1d1f23;
  --muted: #5b616b;
  --background: #ffffff;
  --code: #f1f3f5;
  --line: #d8dce1;
  --link: #0b5cad;
}
@media (prefers-color-scheme: dark) {
  :root {
    --text: #e6e8eb;
    --muted: #a4abb5;
    --background: #16181c;
    --code: #24272d;
    --line: #3a3f47;
    --link: #7cb8ff;
  }
}
* { box-sizing: border-box; }
body {
  margin: 0;
  background: var(--background);
  color: var(--text);
  font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem 1.25rem 4rem; }
h1 { font-size: 2rem; margin: 0.5rem 0 1rem; }
h2 { font-size: 1.5rem; margin: 2.5rem 0 0.75rem; padding-bottom: 0.25rem; border-bottom: 1px solid var(--line); }
h3 { font-size: 1.2rem; margin: 2rem 0 0.5rem; }
h4 { font-size: 1rem; margin: 1.25rem 0 0.5rem; color: var(--muted); }
h3 code { font-size: 1.1rem; }
a { color: var(--link); }
code {
  font: 0.875em/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  background: var(--code);
  padding: 0.1em 0.3em;
  border-radius: 4px;
  overflow-wrap: anywhere;
}
ul { padding-left: 1.5rem; }
nav ul ul { columns: 2 18rem; }
.machine { color: var(--muted); }
.table { overflow-x: auto; margin: 0.5rem 0 1rem; }
table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
th, td { border: 1px solid var(--line); padding: 0.35rem 0.55rem; text-align: left; vertical-align: top; }
th { background: var(--code); }
`;
