import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Hawk from 'hawk';
import { verifyClientAuthorization, CLIENT_AUTH_HEADER } from '../../api/signing.ts';
import { decryptPayload, importPayloadKey } from '../../api/payload-crypto.ts';
import type { Database } from '../db/database.ts';
import { sweepEvery } from '../db/sweep.ts';
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

export type HawkAlgorithm = 'sha1' | 'sha256';
export interface HawkCredentials {
  id: string;
  key: string;
  algorithm: HawkAlgorithm;
}

/** Hawk's own default: a request's timestamp may be this far from the server's clock, either side. */
export const HAWK_SKEW_S = 60;
/** Processes' clocks may disagree a little: a nonce is kept this much longer than its timestamp can be fresh. */
const NONCE_CLOCK_MARGIN_S = 300;

/**
 * Records a Hawk nonce as used, in the database so a replay is refused by every process: false when it already
 * was. Nonces whose timestamp is past the skew window (Hawk refuses those requests anyway) are swept now and then.
 */
export async function claimHawkNonce(
  db: Database,
  clientId: string,
  nonce: string,
  ts: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO hawk_nonces (client_id, nonce, ts) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING nonce`,
    [clientId, nonce, ts],
  );
  await sweepNonces(db);
  return rows.length > 0;
}

/** Deletes the nonces no fresh request can carry any more. */
export async function pruneHawkNonces(db: Database, nowS = Math.floor(Date.now() / 1000)): Promise<void> {
  await db.query(`DELETE FROM hawk_nonces WHERE ts < $1`, [nowS - HAWK_SKEW_S - NONCE_CLOCK_MARGIN_S]);
}

const sweepNonces = sweepEvery(500, (db: Database) => pruneHawkNonces(db));

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
  // Before the input is validated, so a call with a bad signature learns nothing about its body.
  api.addHook('preValidation', async (request) => {
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
    const contentType = request.headers['content-type'] ?? '';
    // The hash covers the exact bytes sent (for an encrypted body, the encrypted text).
    const body = request.rawBody?.length ? request.rawBody.toString('utf8') : undefined;
    let clientId = '';
    let storeError: unknown;
    try {
      const { credentials, artifacts } = await Hawk.server.authenticate(
        {
          method: request.method,
          url: request.url,
          // Hawk's mac covers the host and port the client sent the request to, so they come from the Host
          // header the client signed (or X-Forwarded-Host, only from a proxy named in TRUST_PROXY: the Host the
          // client sent that proxy), and without a port in it the scheme's default. That is the Hawk protocol: a
          // forged Host only makes the mac fail. These values serve that comparison alone; no link is built
          // from a request's Host (see siteOrigin in config.ts).
          host: request.hostname.replace(/^\[(.*)\]$/, '$1'),
          port: request.port ?? (request.protocol === 'https' ? 443 : 80),
          authorization: request.headers.authorization,
          contentType,
          // hawk takes a request already parsed (utils.parseRequest passes an object without headers through);
          // @types/hawk declares only Node's IncomingMessage.
        } as unknown as IncomingMessage,
        (id) => {
          clientId = id;
          // No credentials is hawk's "unknown credentials" refusal; @types/hawk does not let the function say so.
          return (Object.hasOwn(options.hawk, id)
            ? options.hawk[id]
            : null) as unknown as Hawk.server.Credentials;
        },
        {
          timestampSkewSec: HAWK_SKEW_S,
          // With a body, the header must carry its hash (hawk checks it in constant time, as it does the mac).
          ...(body === undefined ? {} : { payload: body }),
          // Called once the mac and the hash check out (the timestamp comes after): throwing refuses the request.
          async nonceFunc(_key, nonce, ts) {
            if (!/^\d{1,15}$/.test(ts)) throw new Error('Bad timestamp');
            let fresh: boolean;
            try {
              fresh = await claimHawkNonce(db, clientId, nonce, Number(ts));
            } catch (error) {
              storeError = error;
              throw error;
            }
            if (!fresh) throw new Error('Replayed nonce');
          },
        },
      );
      // A hash sent with no body still says what the body was: an empty one.
      if (body === undefined && artifacts.hash)
        Hawk.server.authenticatePayload('', credentials, artifacts, contentType);
    } catch {
      // hawk answers a failing database as a refused nonce; it is the server's fault, not the client's.
      if (storeError) throw storeError;
      // hawk's errors say which check failed; the client gets the one answer for all of them.
      throw refused();
    }
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
