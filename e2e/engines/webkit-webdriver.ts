import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { callSource, type EnginePage, type LaunchOptions } from './engine-page.ts';
import { spawnGroup } from './process-group.ts';

/**
 * WebKitGTK driven over classic W3C WebDriver (Debian's webkit2gtk-driver: WebKitWebDriver starting MiniBrowser).
 * A few HTTP calls are the whole protocol this test needs, so they are written here rather than taking a client
 * library and its transitive dependencies (docs/decisions.md). Classic WebDriver has no events: what the page
 * reports wrong comes from the test build's page probe alone (scripts/vite-page-probe.ts).
 */
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
];

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

class WebDriverError extends Error {}

async function call(base: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { value: unknown };
  if (!response.ok) {
    const { error, message } = answer.value as { error: string; message: string };
    throw new WebDriverError(`WebDriver ${method} ${path}: ${error}: ${message}`);
  }
  return answer.value;
}

async function waitForDriver(base: string, driver: { exitCode: number | null }): Promise<void> {
  const until = Date.now() + 20_000;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    try {
      const status = (await call(base, 'GET', '/status')) as { ready: boolean };
      if (status.ready) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error('WebKitWebDriver did not start within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function launchWebKit(options: LaunchOptions): Promise<EnginePage> {
  const binary = MINIBROWSER.find((path) => existsSync(path));
  if (!binary) throw new Error('MiniBrowser not found: install webkit2gtk-driver');
  const port = await freePort();
  // The driver starts MiniBrowser and its web processes: all of them go with it (process-group.ts).
  const driver = spawnGroup(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, ...options.env, DISPLAY: options.display },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForDriver(base, driver);
  } catch (error) {
    driver.stop();
    throw error;
  }
  const { sessionId, capabilities } = (await call(base, 'POST', '/session', {
    capabilities: {
      alwaysMatch: { 'webkitgtk:browserOptions': { binary, args: ['--automation'] } },
    },
  })) as { sessionId: string; capabilities: { browserVersion: string } };
  const session = `/session/${sessionId}`;
  const run = (method: string, path: string, body?: unknown) => call(base, method, `${session}${path}`, body);
  await run('POST', '/window/rect', { width: options.width, height: options.height });
  await run('POST', '/timeouts', { script: 120_000 });

  const find = async (selector: string) => {
    const found = (await run('POST', '/element', { using: 'css selector', value: selector })) as Record<
      string,
      string
    >;
    return found[ELEMENT]!;
  };
  const pointer = (actions: unknown[]) =>
    run('POST', '/actions', {
      actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }],
    });

  return {
    engine: 'webkit',
    driver: `classic WebDriver (WebKitWebDriver) · WebKitGTK ${capabilities.browserVersion}`,
    async goto(url) {
      await run('POST', '/url', { url });
    },
    async evaluate(fn, arg) {
      // The async form: its last argument settles the call, with the value or the error as text.
      const result = (await run('POST', '/execute/async', {
        script: `const done = arguments[arguments.length - 1];
          Promise.resolve().then(() => ${callSource(fn, arg)})
            .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
        args: [],
      })) as { value?: never; error?: string };
      if (result.error !== undefined) throw new Error(`webkit: script failed: ${result.error}`);
      return result.value as never;
    },
    async click(selector) {
      const element = await find(selector);
      await run('POST', `/element/${element}/click`, {});
    },
    async type(selector, text) {
      const element = await find(selector);
      await run('POST', `/element/${element}/click`, {});
      await run('POST', `/element/${element}/value`, { text });
    },
    async movePointer(x, y) {
      await pointer([
        { type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(x), y: Math.round(y) },
      ]);
    },
    async screenshot(path) {
      const png = (await run('GET', '/screenshot')) as string;
      await writeFile(path, Buffer.from(png, 'base64'));
    },
    reported: () => [],
    async close() {
      try {
        await run('DELETE', '');
      } finally {
        driver.stop();
      }
    },
  };
}
