import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cspHash } from './first-paint-scripts.ts';

/**
 * The built template's style sheets written into it, so that the first paint waits for no file but the HTML: on a
 * slow phone network a style sheet is one more round trip (562 ms on Fast 3G) before anything shows, and the 3D
 * starts its downloads only once the text is painted (server/first-paint-scripts.ts). The site's first-paint CSS
 * is a few kilobytes compressed.
 *
 * Each `<link rel="stylesheet">` stays, `disabled`: a disabled link is not fetched, and it tells Vite's loader
 * (which looks for the page's style sheet links before it adds a chunk's styles) that the sheet is already in
 * the page. A sheet is left as a link when it is larger than MAX_INLINE_BYTES, could close the <style> element,
 * or names another file (`url(`, `@import`): those resolve against the sheet's own address, not the page's.
 */
export const MAX_INLINE_BYTES = 64 * 1024;

const STYLESHEET_LINK = /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g;

export interface InlinedTemplate {
  template: string;
  /** CSP sources for the inline styles (the policy's style-src). */
  styleHashes: string[];
}

export function inlineStyles(template: string, staticDir: string): InlinedTemplate {
  const styleHashes: string[] = [];
  const inlined = template.replace(
    STYLESHEET_LINK,
    (link: string, cors: string | undefined, href: string) => {
      const file = join(staticDir, href.replace(/^\.\//, ''));
      if (/^[a-z]+:|^\//i.test(href) || !existsSync(file)) return link;
      const css = readFileSync(file, 'utf8');
      if (Buffer.byteLength(css) > MAX_INLINE_BYTES || /<\/style|url\(|@import/i.test(css)) return link;
      styleHashes.push(cspHash(css));
      return `<style>${css}</style>\n    <link rel="stylesheet"${cors ?? ''} href="${href}" disabled>`;
    },
  );
  return { template: inlined, styleHashes };
}
