/**
 * One page in a browser engine, as the cross-engine smoke (e2e/engines.spec.ts) drives it: what Playwright,
 * WebDriver BiDi (Firefox, through puppeteer-core) and classic WebDriver (WebKitGTK) all can do. Scripts run in
 * the page as source text, so one function serves every driver: it must use nothing from outside its own body.
 */
export type EngineName = 'firefox' | 'webkit' | 'chromium';

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

/** The source that runs `fn` with `arg` and settles with its value, for drivers that take script text. */
export function callSource<A, T>(fn: (arg: A) => T | Promise<T>, arg: A): string {
  return `(${fn.toString()})(${JSON.stringify(arg ?? null)})`;
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
