import { availableParallelism } from 'node:os';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const INCLUDE = 'server/**/*.test.ts';
/**
 * Test files that change what a module holds for the files after them: a game's replay swapped for a stand-in,
 * a module mocked or spied on, the environment, globals or the clock replaced. They keep a module registry of
 * their own; every other file shares its worker's (isolation off), which spares a Node start and the server's
 * import per file.
 */
const CHANGES_MODULE_STATE =
  /registerReplay|useStandInReplays|vi\.(?:mock|doMock|spyOn|stubEnv|stubGlobal|useFakeTimers)|process\.env\.\w+\s*=|delete process\.env/;
const ISOLATED = readdirSync('server', { recursive: true, encoding: 'utf8' })
  .map((file) => join('server', file))
  .filter((file) => file.endsWith('.test.ts') && CHANGES_MODULE_STATE.test(readFileSync(file, 'utf8')));

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share one PostgreSQL server; each creates its own database, so they may run in parallel, one worker a
    // core (vitest's default leaves a core to itself, which on two cores is one worker).
    fileParallelism: true,
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'server', include: [INCLUDE], exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: 'server-isolated', include: ISOLATED } },
    ],
  },
});
