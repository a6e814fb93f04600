import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Services } from '../services.ts';
import type { Database } from '../db/database.ts';
import { validatorCompiler } from '../http/validate.ts';
import { healthRoutes } from '../routes/health.ts';
import { registerApiRoutes } from '../routes/api-routes.ts';
import { shareImageRoutes } from '../routes/share-image.ts';
import { openApiDocument, registerOpenApi } from './openapi-document.ts';
import { renderMarkdown, type OpenApiDocument } from './reference.ts';

/** The server address docs/api.md names: the default listen address. */
export const API_DOCS_SERVER_URL = 'http://localhost:8080/api';

/**
 * The API's OpenAPI document without a database or a built site: the same route plugins the app registers,
 * never called, so their services are not needed. A test checks it equals the running app's document.
 */
export async function buildApiDocument(
  version: string,
  serverUrl = API_DOCS_SERVER_URL,
): Promise<OpenApiDocument> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app, { version, apiPrefix: '/api' });
  await app.register(healthRoutes, { prefix: '/api', db: {} as Database, version, startedAt: 0 });
  await app.register(shareImageRoutes, { prefix: '/api', services: {} as Services });
  await app.register(async (api) => registerApiRoutes(api, {} as Services), { prefix: '/api' });
  await app.ready();
  const document = openApiDocument(app, serverUrl);
  await app.close();
  return document;
}

/** docs/api.md: the reference in Markdown. */
export async function renderApiMarkdown(version: string): Promise<string> {
  return renderMarkdown(await buildApiDocument(version));
}
