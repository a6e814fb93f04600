/**
 * Whether the stage can draw in a worker here: the page's canvas can hand its drawing to an OffscreenCanvas, and
 * a worker got a WebGL context on one (the warm-up's answer, src/engine/webgl-warm-up.ts). Safari before 16.4 and
 * browsers that keep WebGL from workers draw on the page's own thread instead.
 */
export function canDrawInWorker(
  workerDrewWebGL: boolean,
  win: { Worker?: unknown; HTMLCanvasElement?: { prototype: object } } = globalThis,
): boolean {
  const canvas = win.HTMLCanvasElement;
  return (
    workerDrewWebGL &&
    typeof win.Worker === 'function' &&
    canvas !== undefined &&
    'transferControlToOffscreen' in canvas.prototype
  );
}
