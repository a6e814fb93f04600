import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share one PostgreSQL server; each creates its own database, so they may run in parallel.
    fileParallelism: true,
  },
});
