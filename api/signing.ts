/**
 * The signed client-authorization header of every API call (spec: "API calls go to the product's API base
 * with a signed client-authorization header (client id, hash-based signature with sha256), a project slug
 * header, and a bearer token when logged in"). The bearer token travels separately in `Authorization`.
 *
 * Headers:
 *
 *   X-Client-Authorization: <clientId>:<timestamp>:<signature>
 *   X-Project-Slug: <slug>
 *
 * - clientId: the client's public id; it may not contain ':' (the field separator).
 * - timestamp: Unix time in whole seconds, decimal.
 * - signature: lowercase hex of HMAC-SHA256(key, canonical), the key being the UTF-8 bytes of the secret.
 *
 * The canonical string, lines joined by '\n' with no trailing newline:
 *
 *   METHOD            upper case, e.g. POST
 *   PATH              path and query exactly as sent on the request line, e.g. /api/scores?game=mouse
 *   TIMESTAMP         the same text as in the header
 *   SLUG              the project slug
 *   BODY-SHA256-HEX   lowercase hex SHA-256 of the exact body bytes (of the empty string when no body)
 *
 * The path is signed as sent, not normalised, so the server must verify against its raw request target;
 * a proxy that rewrites the path (adds or strips a prefix) must sign again. The server refuses timestamps
 * more than `skewSeconds` (default 300) away from its clock, which bounds the replay window of a captured
 * request.
 */

export const CLIENT_AUTH_HEADER = 'x-client-authorization';
export const PROJECT_SLUG_HEADER = 'x-project-slug';
export const DEFAULT_SKEW_SECONDS = 300;

/** The reasons verifyClientAuthorization gives, so callers and tests compare against one source. */
export const CLIENT_AUTH_REASONS = {
  missingHeader: `missing ${CLIENT_AUTH_HEADER} header`,
  missingSlug: `missing ${PROJECT_SLUG_HEADER} header`,
  malformed: `malformed ${CLIENT_AUTH_HEADER} header`,
  unknownClient: 'unknown client',
  wrongSlug: 'wrong project slug',
  staleTimestamp: 'timestamp outside the allowed window',
  badSignature: 'bad signature',
} as const;

export interface ClientCredentials {
  clientId: string;
  key: string;
  projectSlug: string;
}

export interface SignableRequest {
  method: string;
  path: string;
  body?: string | Uint8Array;
}

export type ClientAuthCheck = { ok: true; clientId: string } | { ok: false; reason: string };

const HEADER_FORMAT = /^([^:\s]+):(\d{1,12}):([0-9a-fA-F]{64})$/;

export function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/**
 * Compares every byte whatever the first difference, so the time taken does not tell an attacker how much
 * of a forged signature was right. A length difference still shows, which is harmless: lengths are public.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const x = utf8(a);
  const y = utf8(b);
  const length = Math.max(x.length, y.length);
  let diff = x.length ^ y.length;
  for (let i = 0; i < length; i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

function bodyBytes(body: string | Uint8Array | undefined): Uint8Array<ArrayBuffer> {
  if (body === undefined) return new Uint8Array(0);
  // A copy: Web Crypto's typings want a view over a plain ArrayBuffer, not a possibly shared one.
  return typeof body === 'string' ? utf8(body) : new Uint8Array(body);
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return toHex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes)));
}

async function hmacSha256Hex(key: string, message: string): Promise<string> {
  const cryptoKey = await globalThis.crypto.subtle.importKey(
    'raw',
    utf8(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toHex(new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', cryptoKey, utf8(message))));
}

async function signature(
  key: string,
  req: SignableRequest,
  timestamp: string,
  slug: string,
): Promise<string> {
  const canonical = [
    req.method.toUpperCase(),
    req.path,
    timestamp,
    slug,
    await sha256Hex(bodyBytes(req.body)),
  ].join('\n');
  return hmacSha256Hex(key, canonical);
}

/** Returns the two headers to add to the request. Sign the body exactly as it will be sent. */
export async function signRequest(
  creds: ClientCredentials,
  req: SignableRequest,
  /** The caller's clock (this layer reads none), in Unix seconds. */
  nowSeconds: number,
): Promise<Record<string, string>> {
  if (!creds.clientId || /[:\s]/.test(creds.clientId)) throw new Error('Invalid client id');
  // An empty HMAC key would sign with a secret anyone knows (and Web Crypto refuses it anyway).
  if (!creds.key) throw new Error('Invalid client key');
  const seconds = Math.floor(nowSeconds);
  if (!Number.isSafeInteger(seconds) || seconds < 0) throw new Error('Invalid timestamp');
  const timestamp = String(seconds);
  const sig = await signature(creds.key, req, timestamp, creds.projectSlug);
  return {
    [CLIENT_AUTH_HEADER]: `${creds.clientId}:${timestamp}:${sig}`,
    [PROJECT_SLUG_HEADER]: creds.projectSlug,
  };
}

/** Header names are case-insensitive; a repeated header is ambiguous, so it reads as malformed. */
function headerValue(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined | null {
  const values: string[] = [];
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name || value === undefined) continue;
    if (Array.isArray(value)) values.push(...value);
    else values.push(value);
  }
  if (values.length === 0) return undefined;
  if (values.length > 1) return null;
  return values[0]?.trim();
}

export async function verifyClientAuthorization(
  headers: Record<string, string | string[] | undefined>,
  req: SignableRequest,
  lookupKey: (clientId: string) => string | undefined,
  options: { projectSlug: string; skewSeconds?: number; nowSeconds: number },
): Promise<ClientAuthCheck> {
  const auth = headerValue(headers, CLIENT_AUTH_HEADER);
  if (auth === undefined || auth === '') return { ok: false, reason: CLIENT_AUTH_REASONS.missingHeader };
  const match = auth === null ? null : HEADER_FORMAT.exec(auth);
  if (!match) return { ok: false, reason: CLIENT_AUTH_REASONS.malformed };
  const [, clientId = '', timestamp = '', sig = ''] = match;

  const slug = headerValue(headers, PROJECT_SLUG_HEADER);
  if (slug === undefined || slug === '') return { ok: false, reason: CLIENT_AUTH_REASONS.missingSlug };
  if (slug !== options.projectSlug) return { ok: false, reason: CLIENT_AUTH_REASONS.wrongSlug };

  const key = lookupKey(clientId);
  if (!key) return { ok: false, reason: CLIENT_AUTH_REASONS.unknownClient };

  const now = options.nowSeconds;
  const skew = options.skewSeconds ?? DEFAULT_SKEW_SECONDS;
  if (Math.abs(now - Number(timestamp)) > skew) {
    return { ok: false, reason: CLIENT_AUTH_REASONS.staleTimestamp };
  }

  const expected = await signature(key, req, timestamp, options.projectSlug);
  if (!constantTimeEqual(expected, sig.toLowerCase())) {
    return { ok: false, reason: CLIENT_AUTH_REASONS.badSignature };
  }
  return { ok: true, clientId };
}
