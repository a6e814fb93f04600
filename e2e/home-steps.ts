import type { Page } from '@playwright/test';

/** Steps on the home's 3D showcase, through the test build's `window.__home`. */

/** Where a device is drawn now (its box's middle, CSS pixels), or null while it is hidden. */
export const pointOf = (page: Page, id: string) =>
  page.evaluate(
    (device) =>
      (window as unknown as { __home: { point(d: string): { x: number; y: number } | null } }).__home.point(
        device,
      ),
    id,
  );

/** A scroll position in each of focus mode's four sections, as a fraction of the page, with that section. */
export const FOCUS_SCROLLS = [
  [0.1, '0'],
  [0.35, '1'],
  [0.6, '2'],
  [0.97, '3'],
] as const;

/** Scrolls a focused home to a fraction of its scroll height. */
export const scrollFocusTo = (page: Page, fraction: number) =>
  page.evaluate(
    (f) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * f),
    fraction,
  );
