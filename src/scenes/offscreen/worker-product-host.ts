import type { ProductHost, ProductLayout } from '../product/product-page.ts';
import type { FromWorker } from './stage-messages.ts';

/**
 * A product page as the stage's worker sees it (issue 40): the page sends its layout whenever it may have moved
 * (offscreen-stage.tsx, while the scene watches), and the scene's state goes back to the page, which writes it
 * into its DOM as its own engine would (product-page.ts).
 */
export function workerProductHost(post: (message: FromWorker) => void) {
  let layout: ProductLayout | null = null;
  const listeners = new Set<() => void>();
  const host: ProductHost = {
    read: () => layout,
    write: (state) => post({ type: 'product-state', state }),
    settled: (on) => post({ type: 'product-settled', on }),
    clear: () => post({ type: 'product-clear' }),
    failed: () => post({ type: 'product-failed' }),
    onChange(listener) {
      listeners.add(listener);
      if (listeners.size === 1) post({ type: 'product-watch', on: true });
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        post({ type: 'product-watch', on: false });
      };
    },
  };
  return {
    host,
    /** The page's layout, as it sent it. */
    receive(next: ProductLayout | null) {
      layout = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
