import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{systems,components,machines,api,src,assets,test,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['server/**', 'node_modules/**'],
    environment: 'node',
  },
});
