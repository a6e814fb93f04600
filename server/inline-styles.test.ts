import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStyles, MAX_INLINE_BYTES } from './inline-styles.ts';
import { cspHash } from './first-paint-scripts.ts';

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'inline-styles-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'assets', name), text);
  return dir;
}
const link = (name: string) => `<link rel="stylesheet" crossorigin href="./assets/${name}">`;

describe('the style sheets written into the page', () => {
  it('are inlined with a hash each, the link kept disabled so it is not fetched', () => {
    const dir = site({ 'a-1.css': '.a{color:red}', 'b-2.css': '.b{margin:0}' });
    const { template, styleHashes } = inlineStyles(`<head>${link('a-1.css')}${link('b-2.css')}</head>`, dir);
    expect(template).toBe(
      '<head><style>.a{color:red}</style>\n    <link rel="stylesheet" crossorigin href="./assets/a-1.css" disabled>' +
        '<style>.b{margin:0}</style>\n    <link rel="stylesheet" crossorigin href="./assets/b-2.css" disabled></head>',
    );
    expect(styleHashes).toEqual([cspHash('.a{color:red}'), cspHash('.b{margin:0}')]);
  });

  it('stay links when they name other files, could end the element, are large, missing or elsewhere', () => {
    const dir = site({
      'font-1.css': '@font-face{src:url(./noto.woff2)}',
      'import-1.css': '@import "./x.css";',
      'close-1.css': '.a::after{content:"</style><script>"}',
      'big-1.css': `.a{}${' '.repeat(MAX_INLINE_BYTES)}`,
    });
    const links = ['font-1.css', 'import-1.css', 'close-1.css', 'big-1.css', 'gone-1.css'].map(link);
    links.push('<link rel="stylesheet" href="https://cdn.example.com/x.css">');
    const { template, styleHashes } = inlineStyles(links.join(''), dir);
    expect(template).toBe(links.join(''));
    expect(styleHashes).toEqual([]);
  });
});
