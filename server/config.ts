import { resolve } from 'node:path';
import { normaliseBasePath } from '../api/site-routes.ts';

/** Everything an operator can set, read once from the environment, with the defaults of the README. */
export interface ServerConfig {
  port: number;
  host: string;
  basePath: string;
  dataDir: string;
  databaseUrl: string | undefined;
  staticDir: string;
  /** Scheme and host for canonical links; when unset, taken from each request's Host header. */
  publicOrigin: string | undefined;
  logLevel: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0-65535, got ${env.PORT}`);
  const publicOrigin = env.PUBLIC_ORIGIN?.replace(/\/+$/, '');
  if (publicOrigin && !/^https?:\/\/[^/\s]+$/.test(publicOrigin)) {
    throw new Error(`PUBLIC_ORIGIN must look like https://host[:port], got ${env.PUBLIC_ORIGIN}`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    basePath: normaliseBasePath(env.BASE_PATH),
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: resolve(env.STATIC_DIR ?? 'dist/client'),
    publicOrigin,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
