import pg from 'pg';
import { runAfterCommit, type Database } from './database.ts';

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.PG_POOL_MAX ?? 10) });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('postgres pool error:', error.message));
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgresql',
    async query(sql, params = []) {
      const result = await pool.query(sql, params as unknown[]);
      return { rows: result.rows };
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      const committed: Array<() => void> = [];
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async (sql, params = []) => ({ rows: (await client.query(sql, params as unknown[])).rows }),
          exec: async (sql) => {
            await client.query(sql);
          },
          afterCommit: (callback) => committed.push(callback),
        });
        await client.query('COMMIT');
        runAfterCommit(committed);
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
