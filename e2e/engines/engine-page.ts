/**
 * One page in a browser engine, as the cross-engine smoke (e2e/engines.spec.ts) drives it: what Playwright,
 * WebDriver BiDi (Firefox, through puppeteer-core) and classic WebDriver (WebKitGTK) all can do. Scripts run in
 * the page as source text, so one function serves every driver: it must use nothing from outside its own body.
 */
export type EngineName = 'firefox' | 'webkit' | 'chromium';

/** How a system browser is started: on which display, at what window size, with what more in its environment. */
export interface LaunchOptions {
  display: string;
  width: number;
  height: number;
  env?: Record<string, string>;
}

export interface EnginePage {
  readonly engine: EngineName;
  /** How it is driven, for the report: "WebDriver BiDi (puppeteer-core) · Firefox 153.8.0esr". */
  readonly driver: string;
  goto(url: string): Promise<void>;
  /** Runs `(fn)(arg)` in the page and answers its value (a promise is awaited); the value must be JSON. */
  evaluate<A, T>(fn: (arg: A) => T | Promise<T>, arg: A): Promise<T>;
  /** A real click at the centre of the first element matching `selector`, scrolled into view first. */
  click(selector: string): Promise<void>;
  /** Types into the first element matching `selector`, focused by a click. */
  type(selector: string, text: string): Promise<void>;
  /** Moves the pointer to a point of the window, in CSS pixels. */
  movePointer(x: number, y: number): Promise<void>;
  screenshot(path: string): Promise<void>;
  /** What the engine reported wrong since the page opened: its own events where the driver has them. */
  reported(): readonly string[];
  close(): Promise<void>;
}

/**
 * The source of an expression that runs `fn` with `arg`: what every driver is given. A script run by tsx (the
 * benchmarks) has its functions' names kept by esbuild through a `__name` helper the page does not have: the
 * expression brings its own.
 */
export function callSource<A, T>(fn: (arg: A) => T | Promise<T>, arg: A): string {
  return `(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg ?? null)}); })()`;
}

/** Polls `fn` in the page until it answers a truthy value, which it returns; fails with `what` after `timeout`. */
export async function waitFor<A, T>(
  page: EnginePage,
  what: string,
  fn: (arg: A) => T | Promise<T>,
  arg: A,
  timeout = 60_000,
): Promise<T> {
  const until = Date.now() + timeout;
  let last: T | undefined;
  for (;;) {
    last = await page.evaluate(fn, arg);
    if (last) return last;
    if (Date.now() > until)
      throw new Error(`${page.engine}: timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * The page's `performance.now()` (milliseconds since its navigation began) at the first change of the document
 * after which every selector matches, or now if they already do: when the page reached that state, as the page
 * itself saw it. Fails with `what` after `timeout`.
 */
export async function reached(
  page: EnginePage,
  what: string,
  selectors: string | readonly string[],
  timeout = 90_000,
): Promise<number> {
  const at = await page.evaluate(
    ({ all, timeout }) =>
      new Promise<number>((resolve) => {
        const done = () => all.every((selector) => document.querySelector(selector) !== null);
        if (done()) return resolve(Math.round(performance.now()));
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(Math.round(performance.now()));
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(-1);
        }, timeout);
        observer.observe(document, { subtree: true, childList: true, attributes: true });
      }),
    { all: typeof selectors === 'string' ? [selectors] : [...selectors], timeout },
  );
  if (at < 0) throw new Error(`${page.engine}: timed out after ${timeout} ms waiting for ${what}`);
  return at;
}
