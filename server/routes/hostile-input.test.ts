import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS } from '../../test/server-harness.ts';
import { apiClient } from '../../test/api-client.ts';
import { buildApiDocument } from '../docs/api-markdown.ts';

/**
 * Property: whatever arrives — random JSON, forms, query strings, headers, path segments — the API answers
 * without a 5xx, every 4xx is JSON with an error code and no stack trace, and a 4xx changes no row.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const API_DOCUMENT = await buildApiDocument('test');

/** Every route the API documents, which is every route it registers (docs.test.ts): a new one is attacked too. */
const ROUTES: Array<{ method: Method; path: string }> = Object.entries(API_DOCUMENT.paths).flatMap(
  ([path, item]) =>
    Object.keys(item).map((method) => ({
      method: method.toUpperCase() as Method,
      path: path.slice(1).replace(/\{[A-Za-z_]+\}/g, ':x'),
    })),
);

/**
 * Routes whose body has a required field: a body that carries none of it readable must be refused. A route whose
 * body is all optional (or that reads none) may rightly act on a body the parser reads without the bad part.
 */
function requiresBodyField(method: Method, path: string): boolean {
  const documented = `/${path.replace(/:x/g, '{id}')}`;
  const entry = Object.entries(API_DOCUMENT.paths).find(
    ([p]) => p.replace(/\{[A-Za-z_]+\}/g, '{id}') === documented,
  )?.[1] as Record<
    string,
    { requestBody?: { content?: Record<string, { schema?: { required?: string[] } }> } }
  >;
  const content = entry?.[method.toLowerCase()]?.requestBody?.content ?? {};
  return Object.values(content).some((c) => (c.schema?.required?.length ?? 0) > 0);
}

const KEYS = [
  'email',
  'first_name',
  'last_name',
  'password',
  'recaptcha',
  'opt_in_legal',
  'birth_date',
  'game_type',
  'uuid',
  'score',
  'duration',
  'previous_game',
  'chain_secret',
  'code',
  'game_data',
  'reset_token',
  'token',
  'access_token',
  'limit',
  'offset',
  'offset_to_user',
  'segment',
  'country',
  'age',
  'avatar_url',
  '__proto__',
  'constructor',
];
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'null',
    '-1',
    '1e309',
    'NaN',
    '0x10',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '\u0000',
    'ﬀ'.repeat(50),
    'a'.repeat(5000),
    '00000000-0000-4000-8000-000000000000',
    'mouse',
    'total',
    'true',
  ),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);
const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...KEYS), hostileValue, { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 3 }),
);

it('attacks every route of the API', () => {
  expect(ROUTES.length).toBeGreaterThanOrEqual(22);
  expect(ROUTES).toContainEqual({ method: 'POST', path: 'games/end' });
});

describe.each(DATABASE_KINDS)('hostile input on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let token: string;
  beforeAll(async () => {
    harness = await createTestApp(kind);
    token = (
      await apiClient(harness.app).register({
        email: 'victim@example.com',
        first_name: 'Vic',
        password: 'a fine password',
      })
    ).token;
  });
  afterAll(async () => harness?.close());

  // Everything but the rate-limit counters, which count every write by design.
  const digest = async () => {
    const parts: string[] = [];
    for (const table of [
      'users',
      'auth_tokens',
      'password_resets',
      'games',
      'accumulators',
      'boards',
      'board_entries',
      'captcha_uses',
      'analytics_daily',
    ]) {
      const { rows } = await harness.database.db.query<{ d: string | null; n: number }>(
        `SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS d FROM ${table} t`,
      );
      parts.push(`${table}:${rows[0]!.n}:${rows[0]!.d}`);
    }
    return parts.join(' ');
  };

  it('never answers 5xx, and a rejected request changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        hostileString,
        fc.option(hostileBody, { nil: undefined }),
        fc.dictionary(fc.constantFrom(...KEYS), hostileString, { maxKeys: 4 }),
        fc.constantFrom('json', 'form', 'text', 'bad-json'),
        fc.constantFrom('none', 'valid', 'garbage', 'malformed'),
        async (route, segment, body, query, encoding, auth) => {
          const path = route.path.replace(':x', encodeURIComponent(segment) || 'x');
          const qs = new URLSearchParams(query).toString();
          const headers: Record<string, string> = {};
          if (auth === 'valid') headers.authorization = `Bearer ${token}`;
          if (auth === 'garbage') headers.authorization = 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAA';
          if (auth === 'malformed') headers.authorization = 'Basic ' + segment;
          let payload: string | undefined;
          if (route.method !== 'GET' && body !== undefined) {
            if (encoding === 'json') {
              headers['content-type'] = 'application/json';
              payload = JSON.stringify(body);
            }
            if (encoding === 'bad-json') {
              headers['content-type'] = 'application/json';
              payload = '{"email": ';
            }
            if (encoding === 'text') {
              headers['content-type'] = 'text/plain';
              payload = String(segment);
            }
            if (encoding === 'form') {
              headers['content-type'] = 'application/x-www-form-urlencoded';
              payload =
                typeof body === 'object' && body !== null
                  ? new URLSearchParams(
                      Object.entries(body).map(([k, v]) => [
                        k,
                        typeof v === 'string' ? v : JSON.stringify(v),
                      ]),
                    ).toString()
                  : String(body);
            }
          }
          // Never erase the account that the valid token belongs to: its rows are the ones we watch.
          if (route.method === 'DELETE' && auth === 'valid') return;
          const before = await digest();
          const response = await harness.app.inject({
            method: route.method,
            url: `/api/${path}${qs ? `?${qs}` : ''}`,
            headers,
            ...(payload !== undefined ? { payload } : {}),
          });
          expect(response.statusCode, `${route.method} ${path} → ${response.body}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const answer = response.json() as { error?: unknown; message?: unknown };
            expect(typeof answer.error).toBe('string');
            expect(typeof answer.message).toBe('string');
            expect(response.body).not.toMatch(/\bat \S+:\d+:\d+/);
            expect(
              await digest(),
              `${route.method} ${path} changed rows while answering ${response.statusCode}`,
            ).toBe(before);
          }
        },
      ),
      { numRuns: kind === 'pglite' ? 400 : 150, seed: 20221122 },
    );
  });

  /** Malformed multipart bodies, each sent to every route that takes a body. */
  const MALFORMED_MULTIPART: Array<{ name: string; contentType: string; payload: string }> = [
    { name: 'no boundary', contentType: 'multipart/form-data', payload: 'email=a@example.com' },
    { name: 'wrong boundary', contentType: 'multipart/form-data; boundary=XYZ', payload: '--ABC\r\n\r\nx' },
    {
      name: 'truncated part',
      contentType: 'multipart/form-data; boundary=XYZ',
      payload: '--XYZ\r\nContent-Disposition: form-data; name="email"\r\n\r\nab',
    },
    {
      name: 'part without a name',
      contentType: 'multipart/form-data; boundary=XYZ',
      payload: '--XYZ\r\nContent-Disposition: form-data\r\n\r\nab\r\n--XYZ--\r\n',
    },
    {
      name: 'a file',
      contentType: 'multipart/form-data; boundary=XYZ',
      payload:
        '--XYZ\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nab\r\n--XYZ--\r\n',
    },
    {
      name: 'huge part header',
      contentType: 'multipart/form-data; boundary=XYZ',
      // The parser reads a long header; the two-letter password in it is what every route refuses.
      payload: `--XYZ\r\nContent-Disposition: form-data; name="password"\r\nX-Pad: ${'a'.repeat(100_000)}\r\n\r\nab\r\n--XYZ--\r\n`,
    },
    {
      name: 'NUL in a field',
      contentType: 'multipart/form-data; boundary=XYZ',
      payload: '--XYZ\r\nContent-Disposition: form-data; name="first_name"\r\n\r\na\u0000b\r\n--XYZ--\r\n',
    },
  ];

  it('answers malformed multipart bodies and NUL characters in any field with a 4xx, never a 5xx', async () => {
    const withBody = ROUTES.filter(
      (route) => route.method !== 'GET' && requiresBodyField(route.method, route.path),
    );
    expect(withBody.length).toBeGreaterThanOrEqual(10);
    // A signed-in caller of its own: the property test before this one may have logged the first one out, and
    // then every answer here would be a 401 that proves nothing about the bodies.
    const token = (
      await apiClient(harness.app).register({
        email: 'malformed@example.com',
        first_name: 'Mal',
        password: 'another fine password',
      })
    ).token;
    const started = (await apiClient(harness.app).post('games/start', { game_type: 'mouse' })).json() as {
      uuid: string;
    };
    const answers: Array<{ what: string; status: number; body: string }> = [];
    const send = async (
      what: string,
      method: string,
      url: string,
      contentType?: string,
      payload?: string,
    ) => {
      const response = await harness.app.inject({
        method: method as 'POST',
        url: `/api/${url}`,
        headers: {
          authorization: `Bearer ${token}`,
          ...(contentType ? { 'content-type': contentType } : {}),
        },
        ...(payload !== undefined ? { payload } : {}),
      });
      answers.push({ what: `${what}: ${method} ${url}`, status: response.statusCode, body: response.body });
    };
    const before = await digest();
    for (const route of withBody) {
      const path = route.path.replace(':x', route.path.startsWith('games') ? started.uuid : 'welcome');
      if (route.method === 'DELETE') continue;
      for (const bad of MALFORMED_MULTIPART)
        await send(bad.name, route.method, path, bad.contentType, bad.payload);
      for (const key of KEYS) {
        const nul = 'a\u0000b';
        await send(
          `NUL in ${key} (JSON)`,
          route.method,
          path,
          'application/json',
          JSON.stringify({ [key]: nul }),
        );
        await send(
          `NUL in ${key} (form)`,
          route.method,
          path,
          'application/x-www-form-urlencoded',
          new URLSearchParams({ [key]: nul }).toString(),
        );
      }
      await send(
        'NUL deep in game_data',
        route.method,
        path,
        'application/json',
        JSON.stringify({
          uuid: started.uuid,
          score: 1,
          duration: 5000,
          game_data: { commands: [[0, 'x\u0000']], ['k\u0000']: 1 },
        }),
      );
    }
    // The health check reads no input at all (and sits outside the API's guards, for the operator's probes).
    for (const route of ROUTES.filter((r) => r.method === 'GET' && r.path !== 'health'))
      await send(
        'NUL in the query and path',
        'GET',
        `${route.path.replace(':x', 'a%00b')}?limit=a%00b&score=1%00`,
      );
    const failed = answers.filter((a) => a.status >= 500);
    expect(failed, failed.map((a) => `${a.what} → ${a.status} ${a.body}`).join('\n')).toEqual([]);
    for (const answer of answers) expect(answer.status, answer.what).toBeGreaterThanOrEqual(400);
    // Every one was refused, so no row may have changed: nothing half-written before the refusal.
    expect(await digest()).toBe(before);
    expect(answers.length).toBeGreaterThan(500);
  });
});
