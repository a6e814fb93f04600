import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The test build's page probe (e2e/engines/page-probe.js): emitted beside the site's files and loaded by a plain
 * script at the top of the page's head, so it runs before any script of the site's. Only the test build
 * (vite --mode e2e) has it; the Content-Security-Policy admits it as a script of the site's own origin.
 */
export const PAGE_PROBE_FILE = 'page-probe.js';

export function pageProbe(): Plugin {
  return {
    name: 'page-probe',
    apply: (_config, env) => env.mode === 'e2e',
    transformIndexHtml: () => [{ tag: 'script', attrs: { src: `./${PAGE_PROBE_FILE}` }, injectTo: 'head' }],
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PROBE_FILE,
        source: readFileSync(new URL('../e2e/engines/page-probe.js', import.meta.url), 'utf8'),
      });
    },
  };
}
