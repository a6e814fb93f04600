import { describe, expect, it } from 'vitest';
import { workerProductHost } from './worker-product-host.ts';
import type { FromWorker } from './stage-messages.ts';
import type { ProductLayout } from '../product/product-page.ts';

const layout: ProductLayout = {
  width: 1366,
  height: 768,
  slot: { left: 700, top: 100, right: 1300, bottom: 700, width: 600, height: 600 },
  claimMiddles: [900, 1400, 1900],
  focusY: 422,
  lead: 345,
};

describe('the product page as the stage worker sees it', () => {
  it('reads no layout until the page sends one, then the latest sent', () => {
    const product = workerProductHost(() => {});
    expect(product.host.read()).toBeNull();
    product.receive(layout);
    expect(product.host.read()).toEqual(layout);
    product.receive(null);
    expect(product.host.read()).toBeNull();
  });

  it('asks the page to watch while the scene listens, once however many listen, and wakes them on each layout', () => {
    const sent: FromWorker[] = [];
    const product = workerProductHost((message) => sent.push(message));
    let woken = 0;
    const stopOne = product.host.onChange(() => (woken += 1));
    const stopTwo = product.host.onChange(() => (woken += 10));
    expect(sent).toEqual([{ type: 'product-watch', on: true }]);
    product.receive(layout);
    expect(woken).toBe(11);
    stopOne();
    stopOne();
    expect(sent).toHaveLength(1);
    stopTwo();
    expect(sent).toEqual([
      { type: 'product-watch', on: true },
      { type: 'product-watch', on: false },
    ]);
    product.receive(layout);
    expect(woken).toBe(11);
  });

  it('sends the scene’s state, its rest, its failure and its end to the page', () => {
    const sent: FromWorker[] = [];
    const { host } = workerProductHost((message) => sent.push(message));
    const state = {
      ready: true,
      rtl: true,
      step: 2,
      angle: -52,
      part: 'mouse-sensor',
      point: null,
      box: null,
    };
    host.write(state);
    host.settled(true);
    host.failed();
    host.clear();
    expect(sent).toEqual([
      { type: 'product-state', state },
      { type: 'product-settled', on: true },
      { type: 'product-failed' },
      { type: 'product-clear' },
    ]);
  });
});
