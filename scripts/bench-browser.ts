import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';

/**
 * What the browser benchmarks share: the built site served by the real server on a free port with its own
 * data folder, and Chromium with WebGL on SwiftShader, as the e2e tests run it.
 */
export async function serveBuiltSite(staticDir = 'dist/client'): Promise<{ origin: string; stop(): void }> {
  const port = 8300 + Math.floor(Math.random() * 1000);
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: staticDir,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => server.kill();
  process.on('exit', stop);
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error('the server did not start');
}

export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist',
      ...extraArgs,
    ],
  });
}

/** Runs a benchmark's body with the site served, and always stops the server. */
export function runBench(staticDir: string, body: (origin: string) => Promise<void>): void {
  void serveBuiltSite(staticDir)
    .then(({ origin, stop }) => body(origin).finally(stop))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
