import type { Page } from '@playwright/test';

/**
 * Brings the middle of a product page's k-th claim (0–2) to the line its story reads: 55 % of the window's
 * height, 72 % on phones, where the device is above the text (src/scenes/product/product-page.ts).
 */
export async function scrollToClaim(page: Page, claim: number): Promise<void> {
  await page.evaluate((claim) => {
    const rect = document.querySelector(`[data-product-claim="${claim}"]`)!.getBoundingClientRect();
    const focus = innerHeight * (matchMedia('(max-width: 47.99rem)').matches ? 0.72 : 0.55);
    window.scrollBy({ top: rect.top + rect.height / 2 - focus, behavior: 'instant' });
  }, claim);
}
