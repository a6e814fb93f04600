import type { FastifyPluginAsync } from 'fastify';
import type { Health } from '../../api/health.ts';
import type { Database } from '../db/database.ts';
import { schemaVersion } from '../db/migrate.ts';

export interface HealthOptions {
  db: Database;
  version: string;
  startedAt: number;
}

/** GET /api/health: the process is up and the database answers (503 when it does not). */
export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, { db, version, startedAt }) => {
  app.get('/health', async (_request, reply) => {
    const uptimeS = Math.round((Date.now() - startedAt) / 1000);
    const started = performance.now();
    try {
      const { rows } = await db.query<{ server_version: string }>('SHOW server_version');
      const body: Health = {
        status: 'ok',
        version,
        uptimeS,
        database: {
          kind: db.kind,
          ok: true,
          serverVersion: rows[0]?.server_version ?? 'unknown',
          schemaVersion: await schemaVersion(db),
          latencyMs: Math.round((performance.now() - started) * 100) / 100,
        },
      };
      reply.header('cache-control', 'no-store');
      return body;
    } catch (error) {
      const body: Health = {
        status: 'degraded',
        version,
        uptimeS,
        database: { kind: db.kind, ok: false, error: error instanceof Error ? error.message : String(error) },
      };
      return reply.code(503).header('cache-control', 'no-store').send(body);
    }
  });
};
