import type { GameId } from '../../api/site-routes.ts';

/**
 * The secondary products each world points to (spec §3: one for the mouse and headset worlds, four for the
 * keyboard world). Names are brand marks, the same in every language (docs/decisions.md), so they stay out of
 * the catalogs like the games' names in brand.ts.
 *
 * Links are outbound redirects answered by the brand's site, not by this app, in the spec's form
 * `redirect/product/Gaming-Gear/{product-slug}`; they are relative, so they resolve against the page's
 * `<base href>` like every other URL of the site.
 */
export interface RelatedProduct {
  name: string;
  slug: string;
}

export const RELATED_PRODUCTS: Record<GameId, readonly RelatedProduct[]> = {
  mouse: [{ name: 'Gear Up Pro Mousepad', slug: 'gear-up-pro-mousepad' }],
  headset: [{ name: 'Gear Up Hover Headset Stand', slug: 'gear-up-hover-headset-stand' }],
  keyboard: [
    { name: 'Gear Up Pro Wrist Rest', slug: 'gear-up-pro-wrist-rest' },
    { name: 'Gear Up RGB Keycap Set', slug: 'gear-up-rgb-keycap-set' },
    { name: 'Gear Up Coiled USB-C Cable', slug: 'gear-up-coiled-usb-c-cable' },
    { name: 'Gear Up Pro Desk Mat XL', slug: 'gear-up-pro-desk-mat-xl' },
  ],
};

/** An outbound product page of the brand (relative to `<base href>`). */
export function productHref(product: RelatedProduct): string {
  return `redirect/product/Gaming-Gear/${encodeURIComponent(product.slug)}`;
}

/** The brand's store locator (an outbound redirect of the brand's site, relative to `<base href>`). */
export const WHERE_TO_BUY_HREF = 'redirect/where-to-buy';
