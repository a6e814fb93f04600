/**
 * The first WebGL context a page makes waits while the browser brings WebGL up in its GPU process: 350–400 ms of
 * blocked main thread in Chromium's SwiftShader, and a real cost on phones too. Made from a worker, that wait
 * happens off the main thread (while the stage's script downloads, on a slow network); the stage's probe and the
 * engine's own context then take a few milliseconds. The worker's context is given back at once.
 *
 * The promise settles when the worker is done, or at once where workers or OffscreenCanvas are missing (or a
 * policy refuses the worker), or after WAIT_LIMIT_MS: the stage then probes on the main thread as before, paying
 * whatever is left. It never rejects; whether WebGL works is the stage's own probe to say.
 */
const WORKER_SOURCE = `try {
  const canvas = new OffscreenCanvas(1, 1);
  const gl = canvas.getContext('webgl2') || canvas.getContext('webgl');
  if (gl) { const lose = gl.getExtension('WEBGL_lose_context'); if (lose) lose.loseContext(); }
} catch (e) {}
postMessage(0);`;

/** A worker that never answers must not keep the stage from drawing. */
export const WAIT_LIMIT_MS = 4000;

let warming: Promise<void> | undefined;

export function warmUpWebGL(): Promise<void> {
  warming ??= new Promise<void>((resolve) => {
    if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return resolve();
    let url: string | undefined;
    try {
      url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));
      const worker = new Worker(url);
      const finish = () => {
        clearTimeout(limit);
        worker.terminate();
        URL.revokeObjectURL(url as string);
        resolve();
      };
      const limit = setTimeout(finish, WAIT_LIMIT_MS);
      worker.addEventListener('message', finish);
      worker.addEventListener('error', finish);
    } catch {
      if (url) URL.revokeObjectURL(url);
      resolve();
    }
  });
  return warming;
}
