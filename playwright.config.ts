import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromium } from '@playwright/test';
import { SIGNED_API_ENV } from './e2e/signed-api-env.ts';
import { E2E_OPERATOR_TOKEN } from './e2e/operator-env.ts';
import type { SiteTestOptions } from './e2e/fixtures.ts';

/**
 * Browser: Playwright's own Chromium when it is installed; otherwise Debian's /usr/bin/chromium (CHROMIUM_PATH
 * overrides both). WebGL runs on SwiftShader, so the 3D canvas renders on machines without a GPU.
 */
function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // Not installed: fall through to the system browser.
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/**
 * On Linux the browser also gets the Noto fonts of the scripts the site speaks (e2e/fonts/fonts.conf), so a fresh
 * machine lays Arabic, CJK and Thai out with real glyphs. Elsewhere the system's fonts are left as they are.
 */
const FONTS_CONF = new URL('./e2e/fonts/fonts.conf', import.meta.url).pathname;
const browserEnv =
  process.platform === 'linux' && existsSync(FONTS_CONF)
    ? {
        ...Object.fromEntries(
          Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
        ),
        FONTCONFIG_FILE: FONTS_CONF,
      }
    : undefined;

const ROOT_PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_PORT = ROOT_PORT + 1;
/** The test build (vite --mode e2e, in dist/e2e-client): the same site plus window.__game for stepping games. */
const GAME_PORT = ROOT_PORT + 2;
/** The test build again, with request signing and payload encryption on (e2e/signed-api.spec.ts). */
const SIGNED_PORT = ROOT_PORT + 3;
const server = (
  port: number,
  basePath: string,
  staticDir = 'dist/client',
  extraEnv: Record<string, string> = {},
) => ({
  command: `node --import tsx server/main.ts`,
  url: `http://127.0.0.1:${port}${basePath}api/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_PATH: basePath,
    STATIC_DIR: staticDir,
    DATA_DIR: `test-results/e2e-data-${port}`,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  },
});

/** Specs served by the test build (vite --mode e2e), each for the reason beside it. */
const ON_GAME_SERVER = [
  /game-run\.spec\.ts/,
  /headset-run\.spec\.ts/,
  /home-focus\.spec\.ts/,
  // Its window.__stage exists only in the test build.
  /context-loss\.spec\.ts/,
  /terms-pdf\.spec\.ts/,
  /competition\.spec\.ts/,
  // Its #fail-screen exists only in the test build.
  /errors\.spec\.ts/,
  /consent\.spec\.ts/,
  // A run's verified score is what a share shows: it needs the stepped clock.
  /share\.spec\.ts/,
  // A real run makes the chain to save.
  /save-score\.spec\.ts/,
  // Its server has an OPERATOR_TOKEN.
  /replay-viewer\.spec\.ts/,
  // It plays a run to its end screen.
  /layout\.spec\.ts/,
  // Its game shots step runs with stopped clocks.
  /look\.spec\.ts/,
];
const ON_OTHER_SERVERS = [
  ...ON_GAME_SERVER,
  /keyboard-run\.spec\.ts/,
  /journey\.spec\.ts/,
  /engines\.spec\.ts/,
  /base-path\.spec\.ts/,
  /signed-api\.spec\.ts/,
];
/**
 * Specs that read the page's text and structure, not the 3D: their projects run them without WebGL (`webgl:
 * false`), last, beside the real-time project, whose one worker leaves the other core to them.
 */
const LIGHT = {
  root: [
    /frame\.spec\.ts/,
    /frame-locales\.spec\.ts/,
    /legal-pages\.spec\.ts/,
    /locales\.spec\.ts/,
    /product-pages\.spec\.ts/,
    /phone-first-screens\.spec\.ts/,
  ],
  game: [/competition\.spec\.ts/, /consent\.spec\.ts/, /errors\.spec\.ts/],
};
/** The projects whose pages draw the 3D stage in software on the machine's cores. */
const DRAWING_3D = ['root', 'game', 'base-path', 'signed-api'];

export default defineConfig<SiteTestOptions>({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    // The 3D stages draw at half the window's resolution (e2e/fixtures.ts, stagePixelRatio): on two cores two
    // software-rendered stages at full resolution starve everything else (layout, game-run, home-focus and
    // headset-run took 366 s at full resolution, 303 s at half, docs/benchmarks.md).
    stagePixelRatio: 0.5,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      ...(browserEnv && { env: browserEnv }),
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--ignore-gpu-blocklist',
      ],
    },
  },
  projects: [
    {
      name: 'root',
      use: { baseURL: `http://127.0.0.1:${ROOT_PORT}` },
      testIgnore: [...ON_OTHER_SERVERS, ...LIGHT.root],
    },
    {
      name: 'game',
      use: { baseURL: `http://127.0.0.1:${GAME_PORT}` },
      testMatch: ON_GAME_SERVER,
      testIgnore: LIGHT.game,
    },
    {
      name: 'base-path',
      use: { baseURL: `http://127.0.0.1:${BASE_PORT}` },
      testMatch: /base-path\.spec\.ts/,
    },
    {
      name: 'signed-api',
      use: { baseURL: `http://127.0.0.1:${SIGNED_PORT}` },
      testMatch: /signed-api\.spec\.ts/,
    },
    {
      // Jungle Board in real time, on its music's clock (its own tests, and the journey's row of real presses):
      // these run one at a time once every project that draws 3D is done, so a second browser rendering on the
      // same two cores does not starve the presses they time. The tests without WebGL run beside them.
      name: 'realtime',
      use: { baseURL: `http://127.0.0.1:${GAME_PORT}` },
      testMatch: [/keyboard-run\.spec\.ts/, /journey\.spec\.ts/],
      dependencies: [...DRAWING_3D, 'engines'],
      workers: 1,
    },
    {
      // Firefox and WebKit (e2e/engines.spec.ts): each test drives a browser of its own, not Playwright's page. They
      // draw their 3D in software too, so they run beside the projects that draw in Chromium, never beside the
      // real-time tests.
      name: 'engines',
      use: { baseURL: `http://127.0.0.1:${GAME_PORT}` },
      testMatch: /engines\.spec\.ts/,
    },
    {
      name: 'root-light',
      use: { baseURL: `http://127.0.0.1:${ROOT_PORT}`, webgl: false },
      testMatch: LIGHT.root,
      dependencies: DRAWING_3D,
    },
    {
      name: 'game-light',
      use: { baseURL: `http://127.0.0.1:${GAME_PORT}`, webgl: false },
      testMatch: LIGHT.game,
      dependencies: DRAWING_3D,
    },
  ],
  webServer: [
    server(ROOT_PORT, '/'),
    server(BASE_PORT, '/gear/'),
    server(GAME_PORT, '/', 'dist/e2e-client', { OPERATOR_TOKEN: E2E_OPERATOR_TOKEN }),
    server(SIGNED_PORT, '/', 'dist/e2e-client', SIGNED_API_ENV),
  ],
});
