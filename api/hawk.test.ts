import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  authenticateHawk,
  hawkHeader,
  hawkPayloadHash,
  parseHawkHeader,
  type HawkAlgorithm,
  type HawkCredentials,
} from './hawk.ts';

const NOW = 1_353_832_234;
const SHA256: HawkCredentials = {
  id: 'dh37fgj492je',
  key: 'werxhqb98rpaxn39848xrunpaw3489ruxnpa98w4rxn',
  algorithm: 'sha256',
};
const SHA1: HawkCredentials = { ...SHA256, id: 'sha1-client', algorithm: 'sha1' };
const store: Record<string, HawkCredentials> = { [SHA256.id]: SHA256, [SHA1.id]: SHA1 };
const lookup = (id: string) => store[id];
const URI = 'https://Example.com:8000/resource/1?b=1&a=2';
const REQUEST = { method: 'POST', url: '/resource/1?b=1&a=2', host: 'example.com', port: 8000 };
const PAYLOAD = 'Thank you for flying Hawk';
const CONTENT_TYPE = 'Text/Plain; charset=utf-8';

/** A nonce store as a server would keep one. */
function nonceStore(): (id: string, nonce: string, ts: number) => boolean {
  const seen = new Set<string>();
  return (id, nonce, ts) => {
    const key = `${id}\n${nonce}\n${ts}`;
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  };
}

async function sign(
  extra: { ext?: string; payload?: string; contentType?: string; ts?: number; nonce?: string } = {},
  credentials: HawkCredentials = SHA256,
) {
  return hawkHeader(URI, 'post', { credentials, ts: NOW, nonce: 'j4h3g2', ...extra });
}

describe('hawk header', () => {
  it('has the documented format, hash and ext only when present', async () => {
    const bare = await sign();
    expect(bare.header).toMatch(
      /^Hawk id="dh37fgj492je", ts="1353832234", nonce="j4h3g2", mac="[A-Za-z0-9+/]{43}="$/,
    );
    const full = await sign({ ext: 'some-app-data', payload: PAYLOAD, contentType: CONTENT_TYPE });
    expect(full.header).toMatch(
      /^Hawk id="dh37fgj492je", ts="1353832234", nonce="j4h3g2", hash="[A-Za-z0-9+/]{43}=", ext="some-app-data", mac="[A-Za-z0-9+/]{43}="$/,
    );
    expect(full.artifacts).toMatchObject({
      id: SHA256.id,
      ts: '1353832234',
      nonce: 'j4h3g2',
      method: 'POST',
      resource: '/resource/1?b=1&a=2',
      host: 'example.com',
      port: 8000,
      ext: 'some-app-data',
    });
  });

  it('matches a mac computed independently over a hand-built normalized string', async () => {
    const { header } = await sign({ ext: 'some-app-data', payload: PAYLOAD, contentType: CONTENT_TYPE });
    const hash = createHash('sha256').update(`hawk.1.payload\ntext/plain\n${PAYLOAD}\n`).digest('base64');
    const normalized =
      'hawk.1.header\n1353832234\nj4h3g2\nPOST\n/resource/1?b=1&a=2\nexample.com\n8000\n' +
      `${hash}\nsome-app-data\n`;
    const mac = createHmac('sha256', SHA256.key).update(normalized).digest('base64');
    expect(header).toBe(
      `Hawk id="dh37fgj492je", ts="1353832234", nonce="j4h3g2", hash="${hash}", ext="some-app-data", mac="${mac}"`,
    );
  });

  it("reproduces the Hawk README's published examples", async () => {
    // Interop with stock Hawk: these macs and hash come from the Hawk project's documentation.
    const uri = 'http://example.com:8000/resource/1?b=1&a=2';
    const common = { credentials: SHA256, ts: NOW, nonce: 'j4h3g2', ext: 'some-app-ext-data' };
    expect((await hawkHeader(uri, 'GET', common)).header).toBe(
      'Hawk id="dh37fgj492je", ts="1353832234", nonce="j4h3g2", ext="some-app-ext-data", ' +
        'mac="6R4rV5iE+NPoym+WwjeHzjAGXUtLNIxmo1vpMofpLAE="',
    );
    const withPayload = { ...common, payload: PAYLOAD, contentType: 'text/plain' };
    expect((await hawkHeader(uri, 'POST', withPayload)).header).toBe(
      'Hawk id="dh37fgj492je", ts="1353832234", nonce="j4h3g2", ' +
        'hash="Yi9LfIIFRtBEPt74PVmbTF/xVAwPn7ub15ePICfgnuY=", ext="some-app-ext-data", ' +
        'mac="aSe1DERmZuRl3pI36/9BdZmnErTw3sNzOOAUlfeKjVw="',
    );
  });

  it('matches an independent sha1 mac, with default ports and no hash or ext', async () => {
    const cases: [string, string][] = [
      ['http://example.net/path', '80'],
      ['https://example.net/path', '443'],
    ];
    for (const [uri, port] of cases) {
      const { header } = await hawkHeader(uri, 'GET', { credentials: SHA1, ts: NOW, nonce: 'abc' });
      const normalized = `hawk.1.header\n${NOW}\nabc\nGET\n/path\nexample.net\n${port}\n\n\n`;
      const mac = createHmac('sha1', SHA1.key).update(normalized).digest('base64');
      expect(header).toBe(`Hawk id="sha1-client", ts="${NOW}", nonce="abc", mac="${mac}"`);
    }
  });

  it('hashes the payload as Hawk does, for both algorithms', async () => {
    for (const algorithm of ['sha1', 'sha256'] as HawkAlgorithm[]) {
      const expected = createHash(algorithm)
        .update(`hawk.1.payload\ntext/plain\n${PAYLOAD}\n`)
        .digest('base64');
      expect(await hawkPayloadHash(PAYLOAD, CONTENT_TYPE, algorithm)).toBe(expected);
    }
    const empty = createHash('sha256').update('hawk.1.payload\n\n\n').digest('base64');
    expect(await hawkPayloadHash('', undefined, 'sha256')).toBe(empty);
  });

  it('escapes quotes and backslashes in ext, and round-trips them through the parser', async () => {
    const ext = 'say "hi" \\ bye';
    const { header } = await sign({ ext });
    expect(header).toContain('ext="say \\"hi\\" \\\\ bye"');
    expect(parseHawkHeader(header).ext).toBe(ext);
    // Hawk writes a backslash of ext as two in the normalized string.
    const normalized = `hawk.1.header\n${NOW}\nj4h3g2\nPOST\n/resource/1?b=1&a=2\nexample.com\n8000\n\nsay "hi" \\\\ bye\n`;
    expect(parseHawkHeader(header).mac).toBe(
      createHmac('sha256', SHA256.key).update(normalized).digest('base64'),
    );
  });

  it('makes a fresh random base64url nonce and signs the time the caller gives', async () => {
    const a = await hawkHeader(URI, 'GET', { credentials: SHA256, ts: 1_700_000_000 });
    const b = await hawkHeader(URI, 'GET', { credentials: SHA256, ts: 1_700_000_000 });
    expect(a.artifacts.nonce).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    expect(a.artifacts.nonce).not.toBe(b.artifacts.nonce);
    expect(a.artifacts.ts).toBe('1700000000');
  });

  it("throws the spec's error texts for bad arguments", async () => {
    const call = (uri: unknown, method: unknown, options: unknown) =>
      hawkHeader(uri as string, method as string, options as { credentials: unknown; ts: number });
    const ok = { credentials: SHA256, ts: 1_700_000_000 };
    await expect(call('', 'GET', ok)).rejects.toThrow('Invalid argument type');
    await expect(call(42, 'GET', ok)).rejects.toThrow('Invalid argument type');
    await expect(call(undefined, 'GET', ok)).rejects.toThrow('Invalid argument type');
    await expect(call(URI, '', ok)).rejects.toThrow('Invalid argument type');
    await expect(call(URI, 5, ok)).rejects.toThrow('Invalid argument type');
    await expect(call(URI, 'GET\nX', ok)).rejects.toThrow('Invalid argument type');
    await expect(call(URI, 'GET', undefined)).rejects.toThrow('Invalid argument type');
    await expect(call(URI, 'GET', 'options')).rejects.toThrow('Invalid argument type');
    await expect(call(URI, 'GET', { ...ok, ts: 'now' })).rejects.toThrow('Invalid argument type');
    await expect(call(URI, 'GET', { ...ok, ts: 1.5 })).rejects.toThrow('Invalid argument type');
    await expect(call(URI, 'GET', { ...ok, ext: 7 })).rejects.toThrow('Invalid argument type');
    await expect(call(URI, 'GET', { ...ok, ext: 'line\nbreak' })).rejects.toThrow('Invalid argument type');
    await expect(call(URI, 'GET', { ...ok, payload: {} })).rejects.toThrow('Invalid argument type');
    await expect(call(URI, 'GET', { ...ok, nonce: 'a"b' })).rejects.toThrow('Invalid argument type');

    await expect(call(URI, 'GET', {})).rejects.toThrow('Invalid credentials');
    await expect(call(URI, 'GET', { credentials: 'secret' })).rejects.toThrow('Invalid credentials');
    await expect(call(URI, 'GET', { credentials: null })).rejects.toThrow('Invalid credentials');
    await expect(call(URI, 'GET', { credentials: { key: 'k', algorithm: 'sha256' } })).rejects.toThrow(
      'Invalid credentials',
    );
    await expect(call(URI, 'GET', { credentials: { id: 'i', algorithm: 'sha256' } })).rejects.toThrow(
      'Invalid credentials',
    );
    await expect(call(URI, 'GET', { credentials: { id: 'i', key: 'k' } })).rejects.toThrow(
      'Invalid credentials',
    );

    await expect(call(URI, 'GET', { credentials: { id: 'i', key: 'k', algorithm: 'md5' } })).rejects.toThrow(
      'Unknown algorithm',
    );
    await expect(
      call(URI, 'GET', { credentials: { id: 'i', key: 'k', algorithm: 'SHA256' } }),
    ).rejects.toThrow('Unknown algorithm');

    await expect(call('not a url', 'GET', ok)).rejects.toThrow('Invalid inputs');
    await expect(call('/relative/path', 'GET', ok)).rejects.toThrow('Invalid inputs');
    await expect(call('ftp://example.com/file', 'GET', ok)).rejects.toThrow('Invalid inputs');
  });
});

describe('hawk header parsing', () => {
  it('reads the attributes of a header', () => {
    expect(parseHawkHeader('Hawk id="a", ts="1", nonce="n", hash="h", ext="e", mac="m"')).toEqual({
      id: 'a',
      ts: '1',
      nonce: 'n',
      hash: 'h',
      ext: 'e',
      mac: 'm',
    });
    expect(parseHawkHeader('hawk id="a",ts="1",nonce="n",mac="m"')).toEqual({
      id: 'a',
      ts: '1',
      nonce: 'n',
      mac: 'm',
    });
  });

  it('throws Hawk error texts for bad headers', () => {
    expect(() => parseHawkHeader('')).toThrow('Invalid header syntax');
    expect(() => parseHawkHeader('Hawk')).toThrow('Invalid header syntax');
    expect(() => parseHawkHeader('Bearer abc')).toThrow('Not a Hawk header');
    expect(() => parseHawkHeader('Hawk id=a, ts="1"')).toThrow('Bad header format');
    expect(() => parseHawkHeader('Hawk id="a" ts="1"')).toThrow('Bad header format');
    expect(() => parseHawkHeader('Hawk id="a')).toThrow('Bad header format');
    expect(() => parseHawkHeader('Hawk id="a", ts="1", nonce="n", mac="m", app="x"')).toThrow(
      'Unknown attribute: app',
    );
    expect(() => parseHawkHeader('Hawk id="a", id="b", ts="1", nonce="n", mac="m"')).toThrow(
      'Duplicate attribute: id',
    );
    expect(() => parseHawkHeader('Hawk id="", ts="1", nonce="n", mac="m"')).toThrow(
      'Bad attribute value: id',
    );
    expect(() => parseHawkHeader('Hawk id="a", ts="1", nonce="é", mac="m"')).toThrow(
      'Bad attribute value: nonce',
    );
    expect(() => parseHawkHeader('Hawk id="a", ts="soon", nonce="n", mac="m"')).toThrow(
      'Bad attribute value: ts',
    );
    expect(() => parseHawkHeader('Hawk id="a", ts="1", mac="m"')).toThrow('Missing attributes');
    expect(() =>
      parseHawkHeader(`Hawk id="a", ts="1", nonce="n", mac="m", ext="${'x'.repeat(5000)}"`),
    ).toThrow('Header length too long');
  });
});

describe('hawk authentication', () => {
  async function check(
    header: string | undefined,
    changes: Partial<typeof REQUEST> & { payload?: string; contentType?: string } = {},
    options: { nowSeconds?: number; skewSeconds?: number; seenNonce?: ReturnType<typeof nonceStore> } = {},
  ) {
    return authenticateHawk({ ...REQUEST, authorization: header, ...changes }, lookup, {
      nowSeconds: NOW,
      seenNonce: nonceStore(),
      ...options,
    });
  }

  it('accepts what hawkHeader signed, with sha256 and with sha1', async () => {
    for (const credentials of [SHA256, SHA1]) {
      const { header, artifacts } = await sign(
        { ext: 'x', payload: PAYLOAD, contentType: CONTENT_TYPE },
        credentials,
      );
      const result = await check(header, { payload: PAYLOAD, contentType: 'text/plain' });
      expect(result).toEqual({ ok: true, credentials, artifacts });
    }
  });

  it('accepts a request without payload, and a hash the caller checks later', async () => {
    expect((await check((await sign()).header)).ok).toBe(true);
    expect((await check((await sign({ payload: PAYLOAD })).header)).ok).toBe(true);
  });

  it('refuses a missing header and unknown or unusable credentials', async () => {
    expect(await check(undefined)).toEqual({ ok: false, reason: 'Missing authorization header' });
    expect(await check('Basic abc')).toEqual({ ok: false, reason: 'Not a Hawk header' });
    expect(await check('Hawk id="a", ts="1"')).toEqual({ ok: false, reason: 'Missing attributes' });
    const stranger = await sign({}, { ...SHA256, id: 'stranger' });
    expect(await check(stranger.header)).toEqual({ ok: false, reason: 'Unknown credentials' });
    store.broken = { id: 'broken', key: 'k', algorithm: 'md5' as HawkAlgorithm };
    const broken = (await sign({}, { ...SHA256, id: 'broken' })).header;
    expect(await check(broken)).toEqual({ ok: false, reason: 'Unknown algorithm' });
    delete store.broken;
  });

  it('refuses a tampered mac, request line, host, port or ext', async () => {
    const { header } = await sign({ ext: 'x' });
    const mac = parseHawkHeader(header).mac;
    const flipped = header.replace(`mac="${mac}"`, `mac="${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}"`);
    expect(await check(flipped)).toEqual({ ok: false, reason: 'Bad mac' });
    expect(await check(header, { method: 'PUT' })).toEqual({ ok: false, reason: 'Bad mac' });
    expect(await check(header, { url: '/resource/1?b=1&a=3' })).toEqual({ ok: false, reason: 'Bad mac' });
    expect(await check(header, { host: 'evil.com' })).toEqual({ ok: false, reason: 'Bad mac' });
    expect(await check(header, { port: 8001 })).toEqual({ ok: false, reason: 'Bad mac' });
    expect(await check(header.replace('ext="x"', 'ext="y"'))).toEqual({ ok: false, reason: 'Bad mac' });
    expect(await check(header.replace('ts="1353832234"', 'ts="1353832235"'))).toEqual({
      ok: false,
      reason: 'Bad mac',
    });
    store[SHA256.id] = { ...SHA256, key: 'another key' };
    expect(await check(header)).toEqual({ ok: false, reason: 'Bad mac' });
    store[SHA256.id] = SHA256;
  });

  it('refuses a tampered payload, and a payload without hash', async () => {
    const { header } = await sign({ payload: PAYLOAD, contentType: CONTENT_TYPE });
    expect(await check(header, { payload: `${PAYLOAD}!`, contentType: CONTENT_TYPE })).toEqual({
      ok: false,
      reason: 'Bad payload hash',
    });
    expect(await check(header, { payload: PAYLOAD, contentType: 'application/json' })).toEqual({
      ok: false,
      reason: 'Bad payload hash',
    });
    const bare = (await sign()).header;
    expect(await check(bare, { payload: PAYLOAD })).toEqual({
      ok: false,
      reason: 'Missing required payload hash',
    });
  });

  it('refuses a timestamp outside the skew, either side', async () => {
    const { header } = await sign();
    expect((await check(header, {}, { nowSeconds: NOW + 60 })).ok).toBe(true);
    expect((await check(header, {}, { nowSeconds: NOW - 60 })).ok).toBe(true);
    expect(await check(header, {}, { nowSeconds: NOW + 61 })).toEqual({
      ok: false,
      reason: 'Stale timestamp',
    });
    expect(await check(header, {}, { nowSeconds: NOW - 61 })).toEqual({
      ok: false,
      reason: 'Stale timestamp',
    });
    expect(await check(header, {}, { nowSeconds: NOW + 3600, skewSeconds: 7200 })).toMatchObject({
      ok: true,
    });
  });

  it('refuses a replayed nonce, and records only valid requests', async () => {
    const seenNonce = nonceStore();
    const calls: string[] = [];
    const recording = (id: string, nonce: string, ts: number) => {
      calls.push(`${id}/${nonce}/${ts}`);
      return seenNonce(id, nonce, ts);
    };
    const { header } = await sign();
    expect((await check(header, {}, { seenNonce: recording })).ok).toBe(true);
    expect(await check(header, {}, { seenNonce: recording })).toEqual({ ok: false, reason: 'Invalid nonce' });
    expect(await check(header, { port: 1 }, { seenNonce: recording })).toEqual({
      ok: false,
      reason: 'Bad mac',
    });
    expect(calls).toEqual([`${SHA256.id}/j4h3g2/${NOW}`, `${SHA256.id}/j4h3g2/${NOW}`]);
    // Another nonce from the same client passes.
    expect((await check((await sign({ nonce: 'other' })).header, {}, { seenNonce: recording })).ok).toBe(
      true,
    );
  });
});
