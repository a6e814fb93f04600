import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * WCAG 2.2 A and AA, the level the site promises (axe's tags for each version's new criteria included), and axe's
 * best practices: one banner at the top level, one main heading per page, every landmark unique.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** axe's violations on the page as it stands, one line each. */
export async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // The 3D canvas is decoration behind the page (aria-hidden); its pixels are not text to check.
    .exclude('#stage-canvas')
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
