import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyClientAuthorization, CLIENT_AUTH_HEADER } from '../../api/signing.ts';
import { authenticateHawk, type HawkCredentials } from '../../api/hawk.ts';
import { decryptPayload, importPayloadKey } from '../../api/payload-crypto.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from './http-error.ts';

/**
 * Request signing and payload encryption (spec §7), both optional and off by default. They are obfuscation,
 * not security: the client key ships to every browser. What really guards the API is replay verification of
 * scores, rate limits and tokens. With API_CLIENTS set, every API call must carry a valid client signature
 * (X-Client-Authorization + X-Project-Slug) or, for server-to-server calls, a Hawk Authorization header.
 * With PAYLOAD_KEY set, a body sent with `X-Payload-Encryption: aes-gcm` is decrypted before parsing.
 */
export interface ClientAuthOptions {
  clients: Record<string, string>;
  projectSlug: string;
  hawk: Record<string, HawkCredentials>;
  payloadKey: string | undefined;
}

export const PAYLOAD_ENCRYPTION_HEADER = 'x-payload-encryption';

/**
 * The one answer to every refused signature or encrypted body, whatever was wrong with it (missing, unknown
 * client, stale, wrong key, altered body, replayed nonce): a forger learns nothing from which check failed.
 */
const refused = () =>
  new HttpError(401, 'unauthorized', 'The request is not signed or encrypted as this server requires');

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

export async function installClientAuth(
  api: FastifyInstance,
  db: Database,
  options: ClientAuthOptions,
): Promise<void> {
  const signing = Object.keys(options.clients).length > 0 || Object.keys(options.hawk).length > 0;
  const key = options.payloadKey ? await importPayloadKey(options.payloadKey) : null;
  if (!signing && !key) return;

  // The signature covers the exact bytes sent, so they are kept before any parser sees them.
  api.addHook('preParsing', async (request, _reply, payload) => {
    let raw = await readAll(payload);
    if (request.headers[PAYLOAD_ENCRYPTION_HEADER] === 'aes-gcm') {
      if (!key) throw refused();
      request.rawBody = raw;
      try {
        raw = Buffer.from(await decryptPayload(key, raw.toString('utf8').trim()));
      } catch {
        throw refused();
      }
      request.headers['content-type'] = 'application/json';
      request.headers['content-length'] = String(raw.length);
    } else {
      request.rawBody = raw;
    }
    return Readable.from([raw]);
  });

  if (!signing) return;
  api.addHook('onRequest', async (request) => {
    if (request.headers.authorization?.startsWith('Hawk ')) return;
    if (Object.keys(options.clients).length === 0 || !request.headers[CLIENT_AUTH_HEADER]) throw refused();
  });
  api.addHook('preHandler', async (request) => {
    if (request.headers.authorization?.startsWith('Hawk ')) return verifyHawk(request);
    const result = await verifyClientAuthorization(
      request.headers,
      { method: request.method, path: request.url, body: request.rawBody ?? '' },
      (id) => options.clients[id],
      { projectSlug: options.projectSlug, nowSeconds: Math.floor(Date.now() / 1000) },
    );
    if (!result.ok) throw refused();
  });

  async function verifyHawk(request: FastifyRequest): Promise<void> {
    const host = request.host.replace(/:\d+$/, '');
    const port = Number(/:(\d+)$/.exec(request.host)?.[1] ?? (request.protocol === 'https' ? 443 : 80));
    const result = await authenticateHawk(
      {
        method: request.method,
        url: request.url,
        host,
        port,
        authorization: request.headers.authorization,
        ...(request.rawBody?.length
          ? { payload: request.rawBody.toString('utf8'), contentType: request.headers['content-type'] ?? '' }
          : {}),
      },
      (id) => options.hawk[id],
      { seenNonce: () => false, nowSeconds: Math.floor(Date.now() / 1000) },
    );
    if (!result.ok) throw refused();
    // Checked last and in the database, so a replay is refused by every process.
    const { rows } = await db.query(
      `INSERT INTO hawk_nonces (client_id, nonce, ts) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING nonce`,
      [result.credentials.id, result.artifacts.nonce, Number(result.artifacts.ts)],
    );
    if (rows.length === 0) throw refused();
  }
}

/** API_CLIENTS="id:key,id2:key2"; HAWK_CLIENTS="id:key:sha256,…". */
export function parseClientList(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [id, key] = item.split(':');
    if (!id || !key) throw new Error(`API_CLIENTS entries look like id:key, got ${item}`);
    out[id] = key;
  }
  return out;
}

export function parseHawkList(value: string | undefined): Record<string, HawkCredentials> {
  const out: Record<string, HawkCredentials> = {};
  for (const item of (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [id, key, algorithm = 'sha256'] = item.split(':');
    if (!id || !key || (algorithm !== 'sha1' && algorithm !== 'sha256'))
      throw new Error(`HAWK_CLIENTS entries look like id:key:sha256, got ${item}`);
    out[id] = { id, key, algorithm };
  }
  return out;
}
