import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { expect, test } from './fixtures.ts';

/**
 * Headspace's spatial sound, measured in Chromium: src/audio/spatial-mix.ts renders a source into an
 * OfflineAudioContext and each ear's energy is compared. The module imports nothing, so it is loaded here on its
 * own, transpiled as it is in the site.
 */
const SOURCE = ts.transpileModule(
  readFileSync(new URL('../src/audio/spatial-mix.ts', import.meta.url), 'utf8'),
  { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } },
).outputText;

interface Ears {
  left: number;
  right: number;
}

type Page = import('@playwright/test').Page;

/** A page of its own: the site's Content-Security-Policy rightly refuses inline scripts. */
async function mixPage(page: Page): Promise<Page> {
  await page.setContent('<!doctype html><title>spatial sound</title>');
  await page.addScriptTag({
    content: `(() => { const exports = {}; ${SOURCE}; window.__spatialMix = exports; })();`,
  });
  return page;
}

const STALLED = 'OfflineAudioContext did not finish rendering';

test.describe('spatial sound for Headspace', () => {
  /**
   * Renders half a second of noise from (x, 1.6, z) to a listener at the origin facing (forwardX, forwardZ).
   * Chromium's offline rendering sometimes never finishes in a page on a busy CI machine, and a fresh context in
   * the same page stalls too, while a new page renders in a second: a measurement that stalls is made again on a
   * new page, once.
   */
  let measuring: Page;
  test.beforeEach(async ({ page }) => {
    measuring = await mixPage(page);
  });
  const ears = async (at: [number, number], facing: [number, number]): Promise<Ears> => {
    try {
      return await render(measuring, at, facing);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.includes(STALLED)) throw error;
      measuring = await mixPage(await measuring.context().newPage());
      return render(measuring, at, facing);
    }
  };
  const render = (page: Page, at: [number, number], facing: [number, number]) =>
    page.evaluate(
      async ({ at, facing, stalled }): Promise<Ears> => {
        const { createSpatialMix } = (
          window as unknown as { __spatialMix: typeof import('../src/audio/spatial-mix.ts') }
        ).__spatialMix;
        const rate = 48_000;
        const render = () => {
          const context = new OfflineAudioContext(2, rate / 2, rate);
          const noise = context.createBuffer(1, rate / 4, rate);
          const samples = noise.getChannelData(0);
          let seed = 12345;
          for (let i = 0; i < samples.length; i++) {
            seed = (seed * 1103515245 + 12345) & 0x7fffffff;
            samples[i] = seed / 0x3fffffff - 1;
          }
          const mix = createSpatialMix(context, context.destination);
          mix.setListener({ x: 0, y: 1.6, z: 0, forwardX: facing[0], forwardZ: facing[1] });
          mix.addSource(noise, 1).setPosition(at[0], 1.6, at[1]);
          return context.startRendering();
        };
        const rendered = await Promise.race([
          render(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
        ]);
        if (!rendered) throw new Error(`${stalled} in 10 s`);
        const rms = (channel: Float32Array) =>
          Math.sqrt(channel.reduce((sum, v) => sum + v * v, 0) / channel.length);
        return { left: rms(rendered.getChannelData(0)), right: rms(rendered.getChannelData(1)) };
      },
      { at, facing, stalled: STALLED },
    );

  test('a source on the character’s left is louder in the left ear, on the right in the right ear, and turning swaps them', async () => {
    // Facing +z (Babylon's forward), -x is the character's left.
    const left = await ears([-3, 0], [0, 1]);
    const right = await ears([3, 0], [0, 1]);
    expect(left.left).toBeGreaterThan(left.right * 2);
    expect(right.right).toBeGreaterThan(right.left * 2);
    // Turned round to face -z, the same source at -x is now on the right.
    const turned = await ears([-3, 0], [0, -1]);
    expect(turned.right).toBeGreaterThan(turned.left * 2);
    // A quarter turn to face -x puts that source straight ahead: both ears about alike.
    const ahead = await ears([-3, 0], [-1, 0]);
    expect(ahead.left / ahead.right).toBeGreaterThan(0.7);
    expect(ahead.left / ahead.right).toBeLessThan(1.4);
    // Further away is quieter (1/distance beyond one unit).
    const far = await ears([-12, 0], [0, 1]);
    expect(far.left).toBeLessThan(left.left / 2);
  });
});
