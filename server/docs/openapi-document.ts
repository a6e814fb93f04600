import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { FIELD_ERROR_CODES } from '../../api/errors.ts';
import { describeRefinements, type JsonSchema } from './json-schema.ts';
import type { OpenApiDocument, OpenApiOperation } from './reference.ts';

const TAGS: { name: string; description: string }[] = [
  { name: 'Health', description: 'Whether the server and its database are up.' },
  { name: 'Users', description: 'Accounts: registration, login, profile, erasure, password reset, sharing.' },
  {
    name: 'Games',
    description: 'Runs: start, end with the replay, read, save, and where a score would rank.',
  },
  { name: 'Scoreboards', description: 'The total board and one per game, plus the DE segment of the total.' },
  {
    name: 'Prizes',
    description: 'The winners of the prize draw, masked, once the operator has run it (npm run draw).',
  },
  { name: 'Site', description: 'What the site reads at start: current game, competition, country, captcha.' },
  { name: 'Messages', description: "Mails to the logged-in player's own address." },
  {
    name: 'Analytics',
    description:
      'First-party daily counters, sent only after the visitor allows analytics; nothing identifies the caller.',
  },
  {
    name: 'Operators',
    description: "What only the site's operators may read, with the OPERATOR_TOKEN: a run with its seed.",
  },
];

export const API_TITLE = 'Gear Up. Game On API';

export const API_DESCRIPTION = [
  'The HTTP API of the game site. Every call answers JSON, but for the share picture (GET /share/{slug}/image.png, a PNG). Bodies may be sent as JSON, as URL-encoded forms or as multipart forms (fields only, never files); in a form every value is a string, so a boolean field takes true, false, 1, 0, on or off, an integer field takes its digits, and an empty value counts as absent. Query strings follow the same rules.',
  'Authentication: send `Authorization: Bearer <token>`, the token from POST /users, POST /users/login, POST /users/auth/{strategy}/callback or PUT /users/reset_password. A `full` token (a login with the password, a social sign-in, or an e-mailed link) may read and change personal data and erase the account; a `play` token (a passwordless login with e-mail and first name) may save runs and read public data. A token that is malformed, unknown, revoked or expired is refused with 401 even where a token is optional.',
  'Errors answer `{ error, message, fields? }`: `error` is a stable code, `message` is plain English, and `fields` (invalid input only) gives each bad field a code from the catalogue (' +
    FIELD_ERROR_CODES.join(', ') +
    ") for the interface to show in the visitor's language. Every write (POST, PUT, PATCH, DELETE) counts against a per-address limit, and calls made with a token against a per-account limit: past it the answer is 429 with a Retry-After header.",
  'Signing headers and payload encryption (off by default): with API_CLIENTS set, every call except /health, the share picture and the reference must carry X-Client-Authorization (client id, timestamp, HMAC-SHA256 of method, path, timestamp, project slug and body hash) with X-Project-Slug, or, for server-to-server calls, a Hawk Authorization header (id, ts, nonce, payload hash, ext, mac; a replayed nonce is refused). With PAYLOAD_KEY set, a body sent with X-Payload-Encryption: aes-gcm is AES-GCM encrypted (a random 12-byte IV prepended, base64). These are obfuscation only: the keys ship to every browser, so anyone can read them and sign or encrypt a forged call. The real guards are the server-side replay verification of every score, the rate limits per address and per account, and the scoped bearer tokens.',
].join('\n\n');

/**
 * Registers @fastify/swagger on the root instance, before any route: it collects every route with tags (the
 * API's; pages and files have none) and builds the OpenAPI 3.1 document from their zod schemas. Paths are
 * relative to the API's prefix, whose address goes into `servers` when the document is served.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  { version, apiPrefix }: { version: string; apiPrefix: string },
): Promise<void> {
  const zodTransform = createJsonSchemaTransform({
    zodToJsonConfig: {
      override: (ctx) =>
        describeRefinements(ctx as unknown as { zodSchema: unknown; jsonSchema: JsonSchema }),
    },
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: API_TITLE, version, description: API_DESCRIPTION },
      servers: [],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A token from POST /users, POST /users/login, POST /users/auth/{strategy}/callback or PUT /users/reset_password, with play or full scope',
          },
          operatorToken: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Operator-Token',
            description:
              "The server's OPERATOR_TOKEN, or a named operator's token from OPERATOR_TOKENS (neither set: no operator access at all)",
          },
        },
      },
    },
    hideUntagged: true,
    transform: (route) => {
      const { schema, url } = zodTransform(route);
      return { schema, url: url.startsWith(apiPrefix) ? url.slice(apiPrefix.length) || '/' : url };
    },
  });
}

/**
 * The document for an API served at `serverUrl`. Two touches @fastify/swagger leaves to us: a body declared
 * optional is not required, and path parameters come before query ones, as a reader meets them.
 */
export function openApiDocument(app: FastifyInstance, serverUrl: string): OpenApiDocument {
  const doc = structuredClone(app.swagger()) as unknown as OpenApiDocument;
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item) as (OpenApiOperation & { 'x-body-optional'?: true })[]) {
      if (op['x-body-optional'] && op.requestBody) op.requestBody.required = false;
      delete op['x-body-optional'];
      if (op.parameters) op.parameters.sort((a, b) => Number(b.in === 'path') - Number(a.in === 'path'));
    }
  }
  return { ...doc, servers: [{ url: serverUrl }] };
}
