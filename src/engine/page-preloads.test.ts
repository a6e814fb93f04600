// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pageBase, pageFacts, pagePreloaded, tellPage } from './page-preloads.ts';

describe('what the page preloaded', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('finds a preload link by the address it resolves to under the page base', () => {
    document.head.innerHTML =
      '<base href="/shop/"><link rel="preload" as="image" href="generated/env/studio-px-abc.webp">' +
      '<link rel="modulepreload" href="assets/stage-x.js">';
    expect(pagePreloaded('generated/env/studio-px-abc.webp')).toBe(true);
    expect(pagePreloaded('/shop/generated/env/studio-px-abc.webp')).toBe(true);
    // Another base, another file, or a module preload (not a file the asset loaders fetch): no.
    expect(pagePreloaded('/generated/env/studio-px-abc.webp')).toBe(false);
    expect(pagePreloaded('generated/env/studio-nx-abc.webp')).toBe(false);
    expect(pagePreloaded('assets/stage-x.js')).toBe(false);
  });

  it('counts the links that wait in their template for the first paint, under the page base', () => {
    document.head.innerHTML =
      '<base href="/shop/"><template id="after-first-paint">' +
      '<link rel="preload" as="fetch" href="generated/models/mouse-abc.glb"></template>';
    expect(pagePreloaded('generated/models/mouse-abc.glb')).toBe(true);
    expect(pageFacts().preloads).toEqual([
      new URL('/shop/generated/models/mouse-abc.glb', location.href).href,
    ]);
    // Moved into <head> at the paint, the same link counts once.
    const template = document.getElementById('after-first-paint') as HTMLTemplateElement;
    document.head.append(template.content);
    expect(pageFacts().preloads).toHaveLength(1);
    expect(pagePreloaded('generated/models/mouse-abc.glb')).toBe(true);
  });

  it("tells a worker, which has no document, the page's base and preloads", () => {
    document.head.innerHTML =
      '<base href="/shop/"><link rel="preload" as="image" href="generated/env/studio-px-abc.webp">' +
      '<link rel="modulepreload" href="assets/stage-x.js">';
    const facts = pageFacts();
    expect(facts.preloads).toEqual([new URL('/shop/generated/env/studio-px-abc.webp', location.href).href]);
    // Before it is told, a worker cannot resolve an asset's address.
    expect(() => pageBase(null)).toThrow(/tellPage/);
    expect(pagePreloaded('generated/env/studio-px-abc.webp', null)).toBe(false);
    tellPage(facts);
    expect(pageBase(null)).toBe(facts.baseURI);
    expect(pagePreloaded('generated/env/studio-px-abc.webp', null)).toBe(true);
    expect(pagePreloaded('generated/env/studio-nx-abc.webp', null)).toBe(false);
  });
});
