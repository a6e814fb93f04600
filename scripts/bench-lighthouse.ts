/**
 * npm run bench:lighthouse — Lighthouse's performance audit (its default mobile preset: a mid-range phone on a
 * slow 4G link, simulated) of four pages of the built site (`npm run build` first) served by the project's own
 * server: the score, LCP, TBT, CLS, FCP and Speed Index. Prints figures; asserts nothing.
 *
 * Lighthouse is not a dependency: the first run installs lighthouse@12 into .cache/lighthouse (git-ignored).
 * Chrome is Debian's /usr/bin/chromium; CHROMIUM_PATH names another, e.g. Playwright's own:
 *   CHROMIUM_PATH="$(node -e "console.log(require('@playwright/test').chromium.executablePath())")" npm run bench:lighthouse
 * SwiftShader draws the 3D scene on the CPU, so TBT and the 3D pages' timings are upper bounds for a phone's GPU.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runBench } from './bench-browser.ts';

const PAGES = [
  ['home', '/en'],
  ['product', '/en/product/mouse'],
  ['game intro', '/en/game/mouse'],
  ['my score', '/en/my-score'],
] as const;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const DIR = resolve('.cache/lighthouse');
const CLI = join(DIR, 'node_modules/lighthouse/cli/index.js');

function installLighthouse(): void {
  if (existsSync(CLI)) return;
  console.log(`Installing lighthouse@12 into ${DIR} (first run only)…`);
  mkdirSync(DIR, { recursive: true });
  if (!existsSync(join(DIR, 'package.json')))
    writeFileSync(join(DIR, 'package.json'), '{ "private": true }\n');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const install = spawnSync(npm, ['install', '--no-audit', '--no-fund', 'lighthouse@12'], {
    cwd: DIR,
    stdio: 'inherit',
  });
  if (install.status !== 0 || !existsSync(CLI)) throw new Error('could not install lighthouse@12');
}

interface Audit {
  numericValue?: number;
}
interface LighthouseResult {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit | undefined>;
}

function audit(url: string, chromePath: string): Promise<LighthouseResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      process.execPath,
      [
        CLI,
        url,
        '--output=json',
        '--output-path=stdout',
        '--only-categories=performance',
        '--quiet',
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} for ${url}`));
      try {
        const result = JSON.parse(out) as LighthouseResult;
        // A run whose trace lost the navigation has no metrics to report: it is retried like a crash.
        if (result.runtimeError) reject(new Error(`${result.runtimeError.code} for ${url}`));
        else resolvePromise(result);
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

/**
 * Lighthouse now and then fails to find the navigation in its trace (NO_NAVSTART) on a busy machine; a
 * second run of the same page goes through.
 */
async function auditWithRetries(url: string, chromePath: string, tries = 3): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, chromePath);
    } catch (error) {
      if (attempt >= tries) throw error;
      console.log(`${(error as Error).message}; trying again`);
    }
  }
}

const seconds = (ms: number | undefined) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);
const milliseconds = (ms: number | undefined) => (ms === undefined ? '-' : `${Math.round(ms)} ms`);

installLighthouse();
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
runBench('dist/client', async (origin) => {
  let version = '';
  const rows: string[][] = [];
  for (const [label, path] of PAGES) {
    const result = await auditWithRetries(`${origin}${path}`, chromePath);
    version = result.lighthouseVersion;
    for (const warning of result.runWarnings) console.log(`${label}: ${warning}`);
    const value = (id: string) => result.audits[id]?.numericValue;
    const score = result.categories.performance.score;
    rows.push([
      `${label} (${path})`,
      score === null ? '-' : String(Math.round(score * 100)),
      seconds(value('largest-contentful-paint')),
      milliseconds(value('total-blocking-time')),
      value('cumulative-layout-shift')?.toFixed(3) ?? '-',
      seconds(value('first-contentful-paint')),
      seconds(value('speed-index')),
    ]);
  }
  console.log(`Lighthouse ${version}, mobile preset (simulated slow 4G, 4× CPU), ${chromePath}`);
  const header = ['page', 'score', 'LCP', 'TBT', 'CLS', 'FCP', 'Speed Index'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const row of [header, ...rows])
    console.log(
      row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '),
    );
});
