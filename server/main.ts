import { readFileSync } from 'node:fs';
import { buildApp } from './app.ts';
import { readConfig, siteOrigin } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';

/** Starts the one process that serves the built site and the API on one port. */
async function main() {
  const config = readConfig();
  const version = (
    JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
  ).version;
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(db);
  const app = await buildApp({ config, db, version });
  if (applied.length) app.log.info({ applied }, 'database migrations applied');
  if (!config.publicOrigin)
    app.log.warn(
      `PUBLIC_ORIGIN is not set: links in mail and pages point to ${siteOrigin(config)}; set it to the address visitors use`,
    );
  app.log.info(
    config.databaseUrl ? 'database: PostgreSQL (DATABASE_URL)' : `database: PGlite in ${config.dataDir}`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
