import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  API_OPERATIONS,
  BODY_CONTENT_TYPES,
  buildOpenApiDocument,
  buildOperation,
  CaptchaChallenge,
  CountryAnswer,
  MessageSendBody,
  ProfileAnswer,
  renderMarkdown,
  ResetConfirmAnswer,
  SocialSignInAnswer,
  toJsonSchema,
  type HttpMethod,
} from './openapi.ts';

const root = join(import.meta.dirname, '..');
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
const SERVER_URL = 'http://localhost:8080/api';

/** Every call of the API (relative to /api), as the routes in server/routes register them. */
const CALLS: [HttpMethod, string][] = [
  ['get', '/health'],
  ['post', '/users'],
  ['post', '/users/login'],
  ['post', '/users/auth/{strategy}/callback'],
  ['post', '/users/logout'],
  ['get', '/users/me'],
  ['put', '/users/me'],
  ['delete', '/users/me'],
  ['get', '/users/me/share'],
  ['get', '/users/{id}'],
  ['post', '/users/reset_password'],
  ['put', '/users/reset_password'],
  ['post', '/games/start'],
  ['post', '/games/end'],
  ['get', '/games/{id}'],
  ['patch', '/games/{id}'],
  ['get', '/game_types/{type}/estimated_position'],
  ['get', '/scoreboards/{id}'],
  ['get', '/frontend_data'],
  ['get', '/country'],
  ['get', '/captcha/challenge'],
  ['post', '/messages/{template}/send'],
  ['post', '/messages/validation/send'],
];

const doc = buildOpenApiDocument({ serverUrl: SERVER_URL, version });

describe('API_OPERATIONS', () => {
  it.each(API_OPERATIONS.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
    '%s converts to OpenAPI',
    (_name, op) => {
      const operation = buildOperation(op);
      const answer = operation.responses['200']?.content?.['application/json']?.schema;
      expect(answer?.type).toBe('object');
      expect(Object.keys((answer?.properties as object | undefined) ?? {}).length).toBeGreaterThan(0);
      if (op.body) {
        for (const { schema } of Object.values(operation.requestBody!.content)) {
          expect(schema.type).toBe('object');
        }
      }
      // Path parameters and the path template name the same things.
      const templated = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      expect((op.params ?? []).map((p) => p.name)).toEqual(templated);
      expect(JSON.stringify(operation)).not.toContain('$schema');
    },
  );

  it('has unique operation ids and one entry per method and path', () => {
    const ids = API_OPERATIONS.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const calls = API_OPERATIONS.map((op) => `${op.method} ${op.path}`);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('lists the tokens each call needs and the errors that follow', () => {
    for (const op of API_OPERATIONS) {
      const codes = op.errors.map((e) => `${e.status} ${e.code ?? ''}`);
      if (op.auth !== 'none' || op.optionalToken) expect(codes, op.path).toContain('401 unauthorized');
      if (op.auth === 'full') expect(codes, op.path).toContain('403 password_required');
      if (op.method !== 'get') expect(codes, op.path).toContain('429 rate_limited');
      if (op.body || op.query) expect(codes, op.path).toContain('400 invalid_input');
    }
  });

  it('describes the hand-built answers as the routes send them', () => {
    expect(
      CountryAnswer.parse({ success: true, country_code: null, segment: false, source: 'none' }),
    ).toBeTruthy();
    expect(
      CountryAnswer.parse({ success: true, country_code: 'DE', segment: 'DE', source: 'header' }),
    ).toBeTruthy();
    expect(() =>
      CountryAnswer.parse({ success: true, country_code: 'FR', segment: 'FR', source: 'header' }),
    ).toThrow();
    expect(
      CaptchaChallenge.parse({
        algorithm: 'SHA-256',
        challenge: 'ab',
        maxnumber: 100000,
        salt: 'cd?expires=1',
        signature: 'ef',
      }),
    ).toBeTruthy();
    expect(ResetConfirmAnswer.parse({ success: true, token: 't', scope: 'full' })).toBeTruthy();
    expect(() => SocialSignInAnswer.parse({ success: true, token: 't', scope: 'play', id: 'x' })).toThrow();
    expect(MessageSendBody.parse(undefined)).toBeUndefined();
    expect(() => ProfileAnswer.parse({ success: true, profile: {} })).toThrow();
  });

  it('converts schemas with preprocess and refine without throwing', () => {
    for (const op of API_OPERATIONS) {
      if (op.body) expect(() => toJsonSchema(op.body!.schema, 'input')).not.toThrow();
      if (op.query) expect(() => toJsonSchema(op.query!, 'input')).not.toThrow();
      expect(() => toJsonSchema(op.answer, 'output')).not.toThrow();
    }
  });
});

describe('buildOpenApiDocument', () => {
  it('is OpenAPI 3.1 with the server and version given', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.servers[0]?.url).toBe(SERVER_URL);
    expect(doc.info.version).toBe(version);
    expect(doc.info.description).toMatch(/obfuscation only/);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('has every path and method of the API, and nothing else', () => {
    const listed = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(listed.sort()).toEqual(CALLS.map(([method, path]) => `${method} ${path}`).sort());
  });

  it('lists the three content types for every body', () => {
    let bodies = 0;
    for (const item of Object.values(doc.paths)) {
      for (const op of Object.values(item)) {
        if (!op.requestBody) continue;
        bodies++;
        expect(Object.keys(op.requestBody.content).sort()).toEqual([...BODY_CONTENT_TYPES].sort());
      }
    }
    expect(bodies).toBe(API_OPERATIONS.filter((op) => op.body).length);
    expect(bodies).toBeGreaterThanOrEqual(11);
  });

  it('marks operations by their auth', () => {
    expect(doc.paths['/users/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/users/me']?.get?.['x-auth']).toBe('full');
    expect(doc.paths['/users/logout']?.post?.['x-auth']).toBe('play');
    expect(doc.paths['/health']?.get?.security).toEqual([]);
    expect(doc.paths['/games/start']?.post?.security).toEqual([{}, { bearerAuth: [] }]);
  });

  it('answers 429 with Retry-After and invalid input with field codes', () => {
    const register = doc.paths['/users']!.post!;
    expect(register.responses['429']?.headers?.['Retry-After']).toBeDefined();
    expect(register.responses['400']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
    expect(register.responses['409']?.['x-errors']?.map((e) => e.code)).toEqual([
      'email_exists',
      'duplicate_email',
      'conflict',
    ]);
    expect(JSON.stringify(doc.components.schemas.ApiError)).toContain('invalid_email');
    expect(doc.paths['/games/end']!.post!.responses['422']?.['x-errors']?.[0]?.code).toBe('rejected_run');
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });
});

describe('renderMarkdown', () => {
  const markdown = renderMarkdown(doc);

  it('has a section for every call', () => {
    for (const [method, path] of CALLS) expect(markdown).toContain(`### \`${method.toUpperCase()} ${path}\``);
  });

  it('shows auth, parameters, body fields, answers and errors', () => {
    expect(markdown).toContain('bearer token with `full` scope');
    expect(markdown).toContain('| `offset_to_user` | query | boolean | no |');
    expect(markdown).toContain('| `email` | string (email) | yes | length at most 254 |');
    expect(markdown).toContain('| `profile.first_name` | string | yes |');
    expect(markdown).toContain('| 422 | `rejected_run` |');
  });

  it('is deterministic', () => {
    expect(renderMarkdown(buildOpenApiDocument({ serverUrl: SERVER_URL, version }))).toBe(markdown);
  });

  it('docs/api.md is up to date', () => {
    const written = readFileSync(join(root, 'docs', 'api.md'), 'utf8');
    expect(written === markdown, 'docs/api.md is stale: run npx tsx scripts/api-docs.ts').toBe(true);
  });
});
