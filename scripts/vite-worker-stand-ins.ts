import type { Plugin } from 'vite';

const STAND_IN = '\0stage-worker:react-dom-client';

/**
 * react-babylonjs imports `react-dom/client` for its `<Html>` component, which puts DOM elements over the canvas.
 * The stage's worker has no DOM and never renders it, yet the import would carry all of react-dom (43 KB
 * gzip: the worker's core went from 343 to 300 KB) into the worker's script. There it resolves to a stand-in that says why it cannot be used.
 */
export function workerWithoutReactDom(): Plugin {
  return {
    name: 'stage-worker-without-react-dom',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-dom/client' || source === 'react-dom' ? STAND_IN : null;
    },
    load(id) {
      if (id !== STAND_IN) return null;
      return `const absent = () => { throw new Error('react-dom is not in the stage worker: it has no DOM'); };
export const createRoot = absent;
export const hydrateRoot = absent;
export const createPortal = absent;
export const flushSync = (run) => run();
export const unstable_batchedUpdates = (run, value) => run(value);
export default { createRoot, hydrateRoot, createPortal, flushSync, unstable_batchedUpdates };
`;
    },
  };
}
