/**
 * The first WebGL context a page makes waits while the browser brings WebGL up in its GPU process: 350–400 ms of
 * blocked main thread in Chromium's SwiftShader, and a real cost on phones too. Made from a worker, that wait
 * happens off the main thread (while the stage's script downloads, on a slow network); the stage's probe and the
 * engine's own context then take a few milliseconds. The worker's context is given back at once.
 *
 * The promise settles when the worker is done, or at once where workers or OffscreenCanvas are missing (or a
 * policy refuses the worker), or after WAIT_LIMIT_MS: the stage then probes on the main thread as before, paying
 * whatever is left. It never rejects; whether WebGL works is the stage's own probe to say. It resolves to whether
 * the worker got a WebGL context: only then can the stage draw in a worker of its own (src/scenes/offscreen/).
 */
const WORKER_SOURCE = `try {
  const canvas = new OffscreenCanvas(1, 1);
  const gl = canvas.getContext('webgl2') || canvas.getContext('webgl');
  if (gl) { const lose = gl.getExtension('WEBGL_lose_context'); if (lose) lose.loseContext(); }
  postMessage(gl ? 1 : 0);
} catch (e) { postMessage(0); }`;

/** A worker that never answers must not keep the stage from drawing. */
export const WAIT_LIMIT_MS = 4000;

let warming: Promise<boolean> | undefined;

export function warmUpWebGL(): Promise<boolean> {
  warming ??= new Promise<boolean>((resolve) => {
    if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return resolve(false);
    let url: string | undefined;
    try {
      url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));
      const worker = new Worker(url);
      const finish = (drew: boolean) => {
        clearTimeout(limit);
        worker.terminate();
        URL.revokeObjectURL(url as string);
        resolve(drew);
      };
      const limit = setTimeout(() => finish(false), WAIT_LIMIT_MS);
      worker.addEventListener('message', (event: MessageEvent<number>) => finish(event.data === 1));
      worker.addEventListener('error', () => finish(false));
    } catch {
      if (url) URL.revokeObjectURL(url);
      resolve(false);
    }
  });
  return warming;
}
