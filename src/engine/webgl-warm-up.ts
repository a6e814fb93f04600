/**
 * The first WebGL context a page makes waits while the browser brings WebGL up in its GPU process: 350–400 ms of
 * blocked main thread in Chromium's SwiftShader, and a real cost on phones too. Made from a worker, that wait
 * happens off the main thread, while the stage's script is still downloading; the stage's probe and the engine's
 * own context then take a few milliseconds. The worker's context is given back at once.
 *
 * Only a head start: nothing waits on it, and where workers or OffscreenCanvas are missing (or a policy refuses
 * the worker) the stage's own probe simply pays the full cost, as before.
 */
const WORKER_SOURCE = `try {
  const canvas = new OffscreenCanvas(1, 1);
  const gl = canvas.getContext('webgl2') || canvas.getContext('webgl');
  if (gl) { const lose = gl.getExtension('WEBGL_lose_context'); if (lose) lose.loseContext(); }
} catch (e) {}
postMessage(0);`;

let started = false;

export function warmUpWebGL(): void {
  if (started || typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return;
  started = true;
  let url: string | undefined;
  try {
    url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));
    const worker = new Worker(url);
    const finish = () => {
      worker.terminate();
      URL.revokeObjectURL(url as string);
    };
    worker.addEventListener('message', finish);
    worker.addEventListener('error', finish);
  } catch {
    if (url) URL.revokeObjectURL(url);
  }
}
