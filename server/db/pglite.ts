import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { runAfterCommit, type Database } from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';

export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  const pg = new PGlite(dataDir);
  try {
    await pg.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db: Database = {
    kind: 'pglite',
    async query(sql, params = []) {
      const result = await pg.query(sql, params as unknown[]);
      return { rows: result.rows as never[] };
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    async transaction(work) {
      const committed: Array<() => void> = [];
      const result = await pg.transaction(async (tx) =>
        work({
          query: async (sql, params = []) => ({
            rows: (await tx.query(sql, params as unknown[])).rows as never[],
          }),
          exec: async (sql) => {
            await tx.exec(sql);
          },
          afterCommit: (callback) => committed.push(callback),
        }),
      );
      runAfterCommit(committed);
      return result;
    },
    async close() {
      try {
        await pg.close();
      } finally {
        release();
      }
    },
  };
  return db;
}
