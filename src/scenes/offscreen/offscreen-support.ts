/**
 * Whether the stage can draw in a worker here: the page's canvas can hand its drawing to an OffscreenCanvas, and
 * a worker got a WebGL context on one (the warm-up's answer, src/engine/webgl-warm-up.ts). Safari before 16.4 and
 * browsers that keep WebGL from workers draw on the page's own thread instead; testers get that with
 * `?stage=page`.
 */
export function canDrawInWorker(
  workerDrewWebGL: boolean,
  win: {
    Worker?: unknown;
    HTMLCanvasElement?: { prototype: object };
    location?: { search: string };
  } = globalThis,
): boolean {
  const canvas = win.HTMLCanvasElement;
  return (
    workerDrewWebGL &&
    new URLSearchParams(win.location?.search ?? '').get('stage') !== 'page' &&
    typeof win.Worker === 'function' &&
    canvas !== undefined &&
    'transferControlToOffscreen' in canvas.prototype
  );
}
