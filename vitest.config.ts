import { availableParallelism } from 'node:os';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { linguiMacro } from './scripts/vite-lingui-macro.ts';
import { lingui } from '@lingui/vite-plugin';

const FOLDERS = ['systems', 'components', 'machines', 'api', 'src', 'assets', 'test', 'scripts'];
const INCLUDE = `{${FOLDERS.join(',')}}/**/*.test.{ts,tsx}`;
/** Test files that render into a DOM say so on their first lines (`// @vitest-environment jsdom`). */
const DOM_FILES = FOLDERS.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)),
).filter(
  (file) => /\.test\.tsx?$/.test(file) && readFileSync(file, 'utf8').includes('@vitest-environment jsdom'),
);

export default defineConfig({
  // As in vite.config.ts, so React views with Lingui's macros render in tests (Testing Library, jsdom).
  plugins: [react(), linguiMacro(), lingui()],
  test: {
    // One worker a core: vitest's own default leaves one core to itself, which on two cores halves the run.
    maxWorkers: availableParallelism(),
    setupFiles: ['test/dom-wait.ts'],
    projects: [
      {
        // Pure modules in Node: one worker runs file after file in the same module registry instead of starting
        // afresh for each (isolation off), since what these modules hold is made per test (worlds, machines,
        // stores), not kept between files.
        extends: true,
        test: {
          name: 'node',
          include: [INCLUDE],
          exclude: [...DOM_FILES, 'node_modules/**'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        // Views in jsdom keep a file each: a document and React's roots are global state.
        extends: true,
        test: { name: 'dom', include: DOM_FILES, environment: 'jsdom' },
      },
    ],
  },
});
