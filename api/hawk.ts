import { constantTimeEqual, utf8 } from './signing.ts';
import { bytesToBase64 } from './payload-crypto.ts';

/**
 * A Hawk-style request signature (spec: "A Hawk-style header (id, ts, nonce, optional payload hash, ext,
 * mac) is available for signing"), following the Hawk 1 scheme so that stock Hawk peers interoperate:
 *
 *   Authorization: Hawk id="<id>", ts="<ts>", nonce="<nonce>", hash="<hash>", ext="<ext>", mac="<mac>"
 *
 * hash and ext appear only when present; `"` and `\` inside ext are backslash-escaped. The mac is
 * base64(HMAC-<algorithm>(key, normalized)), the key being the UTF-8 bytes of the secret, over
 *
 *   hawk.1.header\n<ts>\n<nonce>\n<METHOD>\n<path+query>\n<host, lower case>\n<port>\n<hash>\n<ext>\n
 *
 * (empty lines for a missing hash or ext; inside ext, `\` is written `\\` and a newline `\n`, as Hawk
 * does). The payload hash is base64(<algorithm>("hawk.1.payload\n<content type without parameters, lower
 * case>\n<payload>\n")).
 *
 * Error texts are Hawk's: hawkHeader throws 'Invalid argument type', 'Invalid credentials', 'Unknown
 * algorithm' or 'Invalid inputs'; parseHawkHeader throws 'Invalid header syntax', 'Bad header format',
 * 'Unknown attribute: <name>', 'Bad attribute value: <name>', 'Duplicate attribute: <name>', 'Missing
 * attributes' or 'Header length too long'; authenticateHawk answers those as reasons, plus 'Missing
 * authorization header', 'Not a Hawk header', 'Unknown credentials', 'Bad mac', 'Missing required payload
 * hash', 'Bad payload hash', 'Stale timestamp' and 'Invalid nonce'.
 */

export const HAWK_ALGORITHMS = ['sha1', 'sha256'] as const;
export type HawkAlgorithm = (typeof HAWK_ALGORITHMS)[number];
export const DEFAULT_HAWK_SKEW_SECONDS = 60;

export interface HawkCredentials {
  id: string;
  key: string;
  algorithm: HawkAlgorithm;
}

/** The attributes of a parsed header. ts stays text: the mac covers the digits exactly as sent. */
export interface HawkAttributes {
  id: string;
  ts: string;
  nonce: string;
  mac: string;
  hash?: string;
  ext?: string;
}

/** Everything the mac covers, plus the id and mac themselves. */
export interface HawkArtifacts extends HawkAttributes {
  method: string;
  resource: string;
  host: string;
  port: number;
}

export type HawkAuthResult =
  { ok: true; credentials: HawkCredentials; artifacts: HawkArtifacts } | { ok: false; reason: string };

const WEB_CRYPTO_HASH: Record<HawkAlgorithm, string> = { sha1: 'SHA-1', sha256: 'SHA-256' };
const ATTRIBUTE_NAMES = new Set(['id', 'ts', 'nonce', 'hash', 'ext', 'mac']);
const MAX_HEADER_LENGTH = 4096;
const NONCE_BYTES = 9;
// A header carries printable ASCII only; anything else would be mangled or refused on the way.
const PRINTABLE = /^[\x20-\x7e]*$/;
// Characters that need no quoting inside an attribute: what Hawk itself accepts.
const PLAIN_VALUE = /^[ \w!#$%&'()*+,\-./:;<=>?@[\]^`{|}~]+$/;
// An HTTP method is a token; a newline in it would forge extra lines of the normalized string.
const METHOD_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

function isHawkAlgorithm(value: unknown): value is HawkAlgorithm {
  return (HAWK_ALGORITHMS as readonly unknown[]).includes(value);
}

function checkCredentials(value: unknown): HawkCredentials {
  if (!value || typeof value !== 'object') throw new Error('Invalid credentials');
  const { id, key, algorithm } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !PLAIN_VALUE.test(id) || typeof key !== 'string' || !key || !algorithm) {
    throw new Error('Invalid credentials');
  }
  if (!isHawkAlgorithm(algorithm)) throw new Error('Unknown algorithm');
  return { id, key, algorithm };
}

function base64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomNonce(): string {
  return base64Url(globalThis.crypto.getRandomValues(new Uint8Array(NONCE_BYTES)));
}

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export async function hawkPayloadHash(
  payload: string,
  contentType: string | undefined,
  algorithm: HawkAlgorithm,
): Promise<string> {
  const text = `hawk.1.payload\n${mediaType(contentType)}\n${payload}\n`;
  const digest = await globalThis.crypto.subtle.digest(WEB_CRYPTO_HASH[algorithm], utf8(text));
  return bytesToBase64(new Uint8Array(digest));
}

function normalizedString(a: Omit<HawkArtifacts, 'id' | 'mac'>): string {
  const ext = (a.ext ?? '').replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
  return [
    'hawk.1.header',
    a.ts,
    a.nonce,
    a.method.toUpperCase(),
    a.resource,
    a.host.toLowerCase(),
    String(a.port),
    a.hash ?? '',
    ext,
    '',
  ].join('\n');
}

async function computeMac(
  credentials: HawkCredentials,
  artifacts: Omit<HawkArtifacts, 'id' | 'mac'>,
): Promise<string> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    utf8(credentials.key),
    { name: 'HMAC', hash: WEB_CRYPTO_HASH[credentials.algorithm] },
    false,
    ['sign'],
  );
  const mac = await globalThis.crypto.subtle.sign('HMAC', key, utf8(normalizedString(artifacts)));
  return bytesToBase64(new Uint8Array(mac));
}

function quote(value: string): string {
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

function isOptionalString(value: unknown): value is string | undefined {
  return value === undefined || typeof value === 'string';
}

export async function hawkHeader(
  uri: string,
  method: string,
  options: {
    credentials: unknown;
    /** The caller's clock (this layer reads none), in Unix seconds. */
    ts: number;
    nonce?: string;
    ext?: string;
    payload?: string;
    contentType?: string;
  },
): Promise<{ header: string; artifacts: HawkArtifacts }> {
  // Checked at run time too: callers in plain JavaScript or with parsed input get Hawk's errors, not a crash.
  if (typeof uri !== 'string' || !uri || typeof method !== 'string' || !METHOD_TOKEN.test(method)) {
    throw new Error('Invalid argument type');
  }
  if (!options || typeof options !== 'object') throw new Error('Invalid argument type');
  const { credentials: given, ts, nonce, ext, payload, contentType } = options as Record<string, unknown>;
  if (
    (ts !== undefined && (typeof ts !== 'number' || !Number.isSafeInteger(ts) || ts < 0)) ||
    (nonce !== undefined && (typeof nonce !== 'string' || !PLAIN_VALUE.test(nonce))) ||
    !isOptionalString(ext) ||
    (ext !== undefined && !PRINTABLE.test(ext)) ||
    !isOptionalString(payload) ||
    !isOptionalString(contentType)
  ) {
    throw new Error('Invalid argument type');
  }
  const credentials = checkCredentials(given);

  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw new Error('Invalid inputs');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('Invalid inputs');

  const fields: Omit<HawkArtifacts, 'id' | 'mac'> = {
    ts: String(ts),
    nonce: nonce ?? randomNonce(),
    method: method.toUpperCase(),
    resource: url.pathname + url.search,
    host: url.hostname.toLowerCase(),
    port: url.port ? Number(url.port) : url.protocol === 'http:' ? 80 : 443,
  };
  // An empty payload is still a payload: its hash proves the body was empty.
  if (payload !== undefined) fields.hash = await hawkPayloadHash(payload, contentType, credentials.algorithm);
  if (ext) fields.ext = ext;
  const artifacts: HawkArtifacts = {
    id: credentials.id,
    ...fields,
    mac: await computeMac(credentials, fields),
  };

  let header = `Hawk id=${quote(artifacts.id)}, ts=${quote(artifacts.ts)}, nonce=${quote(artifacts.nonce)}`;
  if (artifacts.hash !== undefined) header += `, hash=${quote(artifacts.hash)}`;
  if (artifacts.ext !== undefined) header += `, ext=${quote(artifacts.ext)}`;
  header += `, mac=${quote(artifacts.mac)}`;
  return { header, artifacts };
}

/** Reads `Hawk name="value", …`; values may hold backslash-escaped `"` and `\`. */
export function parseHawkHeader(header: string): HawkAttributes {
  if (header.length > MAX_HEADER_LENGTH) throw new Error('Header length too long');
  const parts = /^(\w+)(?:\s+([\s\S]*))?$/.exec(header.trim());
  if (!parts) throw new Error('Invalid header syntax');
  if (parts[1]?.toLowerCase() !== 'hawk') throw new Error('Not a Hawk header');
  const text = parts[2];
  if (!text) throw new Error('Invalid header syntax');

  const attributes: Record<string, string> = {};
  const opening = /(\w+)="/y;
  const separator = /\s*(?:,\s*|$)/y;
  let i = 0;
  while (i < text.length) {
    opening.lastIndex = i;
    const open = opening.exec(text);
    if (!open) throw new Error('Bad header format');
    const name = open[1] ?? '';
    i = opening.lastIndex;
    let value = '';
    let closed = false;
    while (i < text.length) {
      const ch = text[i];
      if (ch === '"') {
        closed = true;
        i++;
        break;
      }
      if (ch === '\\') {
        const escaped = text[i + 1];
        if (escaped === undefined) break;
        value += escaped;
        i += 2;
        continue;
      }
      value += ch;
      i++;
    }
    if (!closed) throw new Error('Bad header format');
    separator.lastIndex = i;
    const sep = separator.exec(text);
    if (!sep || (sep[0] === '' && i < text.length)) throw new Error('Bad header format');
    i = separator.lastIndex;

    if (!ATTRIBUTE_NAMES.has(name)) throw new Error(`Unknown attribute: ${name}`);
    if (!value || !PRINTABLE.test(value)) throw new Error(`Bad attribute value: ${name}`);
    if (Object.hasOwn(attributes, name)) throw new Error(`Duplicate attribute: ${name}`);
    attributes[name] = value;
  }

  const { id, ts, nonce, mac, hash, ext } = attributes;
  if (!id || !ts || !nonce || !mac) throw new Error('Missing attributes');
  if (!/^\d{1,15}$/.test(ts)) throw new Error('Bad attribute value: ts');
  const result: HawkAttributes = { id, ts, nonce, mac };
  if (hash !== undefined) result.hash = hash;
  if (ext !== undefined) result.ext = ext;
  return result;
}

function fail(reason: string): HawkAuthResult {
  return { ok: false, reason };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Checks, in this order: header, credentials, mac, payload hash, timestamp, nonce. The nonce comes last so
 * that only requests that are otherwise valid are recorded by `seenNonce`: a forger cannot fill the store.
 */
export async function authenticateHawk(
  request: {
    method: string;
    url: string;
    host: string;
    port: number;
    authorization: string | undefined;
    payload?: string;
    contentType?: string;
  },
  lookupCredentials: (id: string) => HawkCredentials | undefined,
  options: {
    nowSeconds: number;
    skewSeconds?: number;
    seenNonce: (id: string, nonce: string, ts: number) => boolean;
  },
): Promise<HawkAuthResult> {
  if (!request.authorization) return fail('Missing authorization header');
  let attributes: HawkAttributes;
  try {
    attributes = parseHawkHeader(request.authorization);
  } catch (error) {
    return fail(messageOf(error));
  }

  const found = lookupCredentials(attributes.id);
  if (!found) return fail('Unknown credentials');
  let credentials: HawkCredentials;
  try {
    credentials = checkCredentials(found);
  } catch (error) {
    return fail(messageOf(error));
  }

  const artifacts: HawkArtifacts = {
    ...attributes,
    method: request.method.toUpperCase(),
    resource: request.url,
    host: request.host.toLowerCase(),
    port: request.port,
  };
  if (!constantTimeEqual(await computeMac(credentials, artifacts), attributes.mac)) return fail('Bad mac');

  // Without a payload the hash cannot be checked here; the caller may check it later with hawkPayloadHash.
  if (request.payload !== undefined) {
    if (attributes.hash === undefined) return fail('Missing required payload hash');
    const expected = await hawkPayloadHash(request.payload, request.contentType, credentials.algorithm);
    if (!constantTimeEqual(expected, attributes.hash)) return fail('Bad payload hash');
  }

  const ts = Number(attributes.ts);
  const now = options.nowSeconds;
  if (Math.abs(now - ts) > (options.skewSeconds ?? DEFAULT_HAWK_SKEW_SECONDS)) return fail('Stale timestamp');

  if (options.seenNonce(attributes.id, attributes.nonce, ts)) return fail('Invalid nonce');
  return { ok: true, credentials, artifacts };
}
