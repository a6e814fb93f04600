import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

export default defineConfig({
  // As in vite.config.ts, so React views with Lingui's macros render in tests (Testing Library, jsdom).
  plugins: [
    react(),
    babel({ include: /\/src\/.*\.tsx?$/, plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
  ],
  test: {
    include: ['{systems,components,machines,api,src,assets,test,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['server/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['test/dom-wait.ts'],
  },
});
