import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, type Health } from '../../api/health.ts';
import { operation } from '../http/operation.ts';
import type { Database } from '../db/database.ts';
import { schemaVersion } from '../db/migrate.ts';

export interface HealthOptions {
  db: Database;
  version: string;
  startedAt: number;
}

/** GET /api/health: the process is up and the database answers (503 when it does not). */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { db, version, startedAt }) => {
  const schema = operation({
    operationId: 'getHealth',
    tag: 'Health',
    summary: 'Liveness and database check',
    description:
      'Answers 200 with `status: ok` when the server runs and the database answers (its server version, schema version and latency), else 503 with `status: degraded` and the database error. Never cached.',
    auth: 'none',
    answer: HealthSchema,
    answerDescription: 'The server and its database are up',
    errors: [
      {
        status: 503,
        when: 'The database does not answer: the body is the health answer with `status: degraded` and `database.error`',
        body: HealthSchema,
      },
    ],
  });
  app.get('/health', { schema }, async (_request, reply) => {
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
      // The route's types know its success answer only; 503 is declared among its errors with this same schema.
      return (reply as FastifyReply).code(503).header('cache-control', 'no-store').send(body);
    }
  });
};
