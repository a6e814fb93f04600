/**
 * A first visit of home in each of the three engines the site is tested in: when home is ready (the loader done,
 * home's screen shown) and when its devices are drawn (the showcase's first frame), as each page's own clock saw it
 * (milliseconds since the navigation began), and where the 3D was drawn (the stage's worker or the page). Each run is
 * a new browser with an empty cache. Chromium as the tests run it (SwiftShader); Firefox and WebKit as
 * e2e/engines.spec.ts drives them (Debian's builds on a private Xvfb, or Playwright's own). Build first.
 *
 *   npm run bench:engines [-- --runs 5]
 */
import { parseArgs } from 'node:util';
import { launchChromium, runBench } from './bench-browser.ts';
import { reached, type EngineName, type EnginePage } from '../e2e/engines/engine-page.ts';
import { launchEngine } from '../e2e/engines/launch-engine.ts';
import { playwrightPage } from '../e2e/engines/playwright-engine.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(values.runs);
const SIZE = { width: 1366, height: 768 };
const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

const open = async (engine: EngineName): Promise<EnginePage> =>
  engine === 'chromium'
    ? playwrightPage('chromium', await launchChromium(), SIZE)
    : launchEngine(engine, SIZE);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

runBench('dist/client', async (origin) => {
  for (const engine of ENGINES) {
    const ready: number[] = [];
    const drawn: number[] = [];
    let where = '';
    let driver = '';
    for (let run = 0; run < RUNS; run++) {
      const page = await open(engine);
      try {
        driver = page.driver;
        await page.goto(`${origin}/en`);
        ready.push(await reached(page, 'home', ['#loader[data-state="done"]', '[data-screen="home"]']));
        drawn.push(await reached(page, 'the devices', '[data-testid="stage"][data-showcase-ready="true"]'));
        where = await page.evaluate(
          () => document.querySelector('[data-testid="stage"]')?.getAttribute('data-drawn-in') ?? '?',
          null,
        );
      } finally {
        await page.close();
      }
    }
    console.log(
      `${engine.padEnd(8)} home ready ${median(ready)} ms, devices drawn ${median(drawn)} ms (median of ${RUNS}; ` +
        `ready ${ready.join(', ')}; drawn ${drawn.join(', ')}), drawn in the ${where} · ${driver}`,
    );
  }
});
