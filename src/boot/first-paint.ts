/**
 * Resolves once the browser has put the page's first text on screen: the `first-contentful-paint` entry of the
 * Paint Timing API, which comes when the frame was presented, not when it was scheduled (on a busy machine the
 * two are hundreds of milliseconds apart). The 3D waits for it, so the text's own files and the first paint
 * never share the network or the main thread with it; on a slow link the text is up long before the page's
 * scripts arrive and nothing waits. The server's HTML starts the 3D's downloads on the same signal
 * (server/after-first-paint.ts).
 *
 * Where the browser has no paint entries, the frame after the next animation frame stands in. A page opened in a
 * background tab paints when it is first shown, and so draws its 3D only then.
 */
export function whenFirstPainted(): Promise<void> {
  return new Promise((resolve) => {
    const supported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes;
    if (!supported || !supported.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}
