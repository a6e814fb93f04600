import { ApiErrorSchema } from '../../api/errors.ts';
import type { Auth } from '../http/operation.ts';
import { toJsonSchema, type JsonSchema } from './json-schema.ts';

/**
 * The API's reference for people, rendered from its OpenAPI document (which @fastify/swagger builds from the
 * routes): headings, paragraphs and tables, written out as Markdown (docs/api.md) and as HTML (GET /api/docs).
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, { schema: JsonSchema }>;
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  security: Record<string, string[]>[];
  /** Who may call it (server/http/operation.ts). */
  'x-auth': Auth;
  /** Every error answer, its code and when it happens. */
  'x-errors': { status: number; code: string | null; when: string }[];
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string; description?: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components: {
    securitySchemes: Record<
      string,
      | { type: 'http'; scheme: 'bearer'; description: string }
      | { type: 'apiKey'; in: 'header'; name: string; description: string }
    >;
    schemas?: Record<string, JsonSchema>;
  };
}

// A format-neutral rendering (headings, paragraphs, tables), written out as Markdown here and as HTML by the
// docs route.

/** Text with inline code: plain strings and `{ code }` spans. */
export type Inline = readonly (string | { code: string })[];

export type DocBlock =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4; text: Inline; id: string }
  | { kind: 'paragraph'; text: Inline }
  | { kind: 'list'; items: Inline[] }
  | { kind: 'table'; head: string[]; rows: Inline[][] };

const code = (text: string): { code: string } => ({ code: text });

/** Splits authored text on backticks: `name` becomes a code span. */
export function inline(text: string): Inline {
  return text
    .split('`')
    .map((part, i) => (i % 2 === 1 ? code(part) : part))
    .filter((part) => typeof part !== 'string' || part !== '');
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];
const SAFE_BOUND = Number.MAX_SAFE_INTEGER;

function resolve(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/'))
    return doc.components.schemas?.[ref.slice('#/components/schemas/'.length)] ?? {};
  return schema;
}

function branches(schema: JsonSchema): JsonSchema[] {
  const any = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return any ?? [schema];
}

/** A short type: string (uuid), integer, "DE" or false, array of object, string or null. */
export function typeOf(schema: JsonSchema): string {
  const options = branches(schema);
  if (options.length > 1) return options.map(typeOf).join(' or ');
  if ('const' in schema) return JSON.stringify(schema.const);
  // @fastify/swagger writes a const as a one-value enum.
  if (Array.isArray(schema.enum) && schema.enum.length === 1) return JSON.stringify(schema.enum[0]);
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type] : [];
  if (types.length === 0) return 'any';
  return types
    .map((type) => {
      if (type === 'string' && typeof schema.format === 'string') return `string (${schema.format})`;
      if (type === 'array') return `array of ${typeOf((schema.items as JsonSchema | undefined) ?? {})}`;
      if (type === 'object' && !schema.properties && schema.additionalProperties !== undefined)
        return 'object (any keys)';
      return String(type);
    })
    .join(' or ');
}

/** Constraints as inline text: lengths, bounds, allowed values, patterns (left out when a format says it). */
export function constraintsOf(schema: JsonSchema): Inline {
  const parts: Inline[] = [];
  for (const option of branches(schema)) {
    const { minLength, maxLength, minimum, maximum, exclusiveMinimum, exclusiveMaximum, pattern, format } =
      option as {
        minLength?: number;
        maxLength?: number;
        minimum?: number;
        maximum?: number;
        exclusiveMinimum?: number;
        exclusiveMaximum?: number;
        pattern?: string;
        format?: string;
      };
    if (minLength !== undefined && maxLength !== undefined)
      parts.push([`length ${minLength} to ${maxLength}`]);
    else if (minLength !== undefined) parts.push([`length at least ${minLength}`]);
    else if (maxLength !== undefined) parts.push([`length at most ${maxLength}`]);
    const min = minimum !== undefined && minimum > -SAFE_BOUND ? minimum : undefined;
    const max = maximum !== undefined && maximum < SAFE_BOUND ? maximum : undefined;
    if (min !== undefined && max !== undefined) parts.push([`from ${min} to ${max}`]);
    else if (min !== undefined) parts.push([`at least ${min}`]);
    else if (max !== undefined) parts.push([`at most ${max}`]);
    if (exclusiveMinimum !== undefined) parts.push([`above ${exclusiveMinimum}`]);
    if (exclusiveMaximum !== undefined) parts.push([`below ${exclusiveMaximum}`]);
    if (Array.isArray(option.enum) && option.enum.length > 1) {
      const values: (string | { code: string })[] = ['one of '];
      option.enum.forEach((value, i) => {
        if (i > 0) values.push(', ');
        values.push(code(String(value)));
      });
      parts.push(values);
    }
    if (pattern !== undefined && format === undefined) parts.push(['pattern ', code(pattern)]);
  }
  return parts.flatMap((part, i) => (i === 0 ? part : ['; ', ...part]));
}

interface FieldRow {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

function properties(schema: JsonSchema): Record<string, JsonSchema> {
  return (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
}

/** Flattens an object schema's fields: nested objects as a.b, arrays of objects as a[].b. */
function fieldsOf(schema: JsonSchema, prefix = ''): FieldRow[] {
  const rows: FieldRow[] = [];
  const objectBranch = branches(schema).find((b) => b.type === 'object' && b.properties);
  if (!objectBranch) return rows;
  const required = new Set((objectBranch.required as string[] | undefined) ?? []);
  for (const [name, child] of Object.entries(properties(objectBranch))) {
    const full = `${prefix}${name}`;
    rows.push({ name: full, schema: child, required: required.has(name) });
    rows.push(...fieldsOf(child, `${full}.`));
    for (const b of branches(child)) {
      if (b.type === 'array' && b.items) rows.push(...fieldsOf(b.items as JsonSchema, `${full}[].`));
      const values = b.additionalProperties;
      if (b.type === 'object' && !b.properties && values && typeof values === 'object')
        rows.push(...fieldsOf(values as JsonSchema, `${full}.<key>.`));
    }
  }
  return rows;
}

function fieldTable(schema: JsonSchema, requiredHead: string): DocBlock {
  return {
    kind: 'table',
    head: ['Field', 'Type', requiredHead, 'Constraints', 'Description'],
    rows: fieldsOf(schema).map((row) => [
      [code(row.name)],
      [typeOf(row.schema)],
      [row.required ? 'yes' : 'no'],
      constraintsOf(row.schema),
      inline(typeof row.schema.description === 'string' ? row.schema.description : ''),
    ]),
  };
}

const AUTH_TEXT: Record<Auth, string> = {
  none: 'none',
  optional: 'none; a bearer token is read when sent (a bad one is refused)',
  play: 'bearer token, any scope (`play` or `full`)',
  full: 'bearer token with `full` scope (a password login or an e-mailed link)',
  operator:
    'an operator token (`OPERATOR_TOKEN`, or a named one of `OPERATOR_TOKENS`) in `X-Operator-Token`; a missing or wrong one answers 404',
};

function authText(op: OpenApiOperation): string {
  return AUTH_TEXT[op['x-auth']];
}

function operationBlocks(
  doc: OpenApiDocument,
  path: string,
  method: HttpMethod,
  op: OpenApiOperation,
): DocBlock[] {
  const title = `${method.toUpperCase()} ${path}`;
  const blocks: DocBlock[] = [
    { kind: 'heading', level: 3, text: [code(title)], id: slug(`${method}-${path}`) },
    { kind: 'paragraph', text: [op.summary + '.'] },
    { kind: 'paragraph', text: inline(op.description) },
  ];
  const facts: Inline[] = [
    ['Auth: ', ...inline(authText(op))],
    ['Operation id: ', code(op.operationId)],
  ];
  if (op.requestBody) {
    const types = Object.keys(op.requestBody.content);
    const list: (string | { code: string })[] = ['Body: '];
    types.forEach((type, i) => {
      if (i > 0) list.push(', ');
      list.push(code(type));
    });
    list.push(op.requestBody.required ? ' (required)' : ' (optional)');
    facts.push(list);
  } else {
    facts.push(['Body: none']);
  }
  blocks.push({ kind: 'list', items: facts });

  const parameters = op.parameters ?? [];
  if (parameters.length) {
    blocks.push({
      kind: 'heading',
      level: 4,
      text: ['Parameters'],
      id: slug(`${method}-${path}-parameters`),
    });
    blocks.push({
      kind: 'table',
      head: ['Name', 'In', 'Type', 'Required', 'Constraints', 'Description'],
      rows: parameters.map((p) => [
        [code(p.name)],
        [p.in],
        [typeOf(p.schema)],
        [p.required ? 'yes' : 'no'],
        constraintsOf(p.schema),
        inline(p.description ?? ''),
      ]),
    });
  }
  if (op.requestBody) {
    const schema = Object.values(op.requestBody.content)[0]?.schema ?? {};
    blocks.push({ kind: 'heading', level: 4, text: ['Body fields'], id: slug(`${method}-${path}-body`) });
    const body = resolve(doc, schema);
    if (typeof body.description === 'string')
      blocks.push({ kind: 'paragraph', text: inline(body.description) });
    blocks.push(fieldTable(body, 'Required'));
  }
  const ok = op.responses['200'];
  if (ok) {
    blocks.push({ kind: 'heading', level: 4, text: ['Answer (200)'], id: slug(`${method}-${path}-answer`) });
    blocks.push({ kind: 'paragraph', text: inline(ok.description + '.') });
    const schema = ok.content?.['application/json']?.schema;
    if (schema) blocks.push(fieldTable(resolve(doc, schema), 'Always present'));
  }
  const errors = Object.entries(op.responses).filter(([status]) => Number(status) >= 400);
  if (errors.length) {
    blocks.push({ kind: 'heading', level: 4, text: ['Errors'], id: slug(`${method}-${path}-errors`) });
    blocks.push({
      kind: 'table',
      head: ['Status', 'Error code', 'When'],
      rows: op['x-errors'].map((e) => [
        [String(e.status)],
        e.code ? [code(e.code)] : ['(not an error object)'],
        inline(e.when),
      ]),
    });
  }
  return blocks;
}

/** The whole reference as blocks: introduction, an index of calls, errors, then one section per call. */
export function documentBlocks(doc: OpenApiDocument): DocBlock[] {
  const blocks: DocBlock[] = [
    { kind: 'heading', level: 1, text: [doc.info.title], id: slug(doc.info.title) },
    {
      kind: 'paragraph',
      text: [
        'Version ',
        code(doc.info.version),
        '. OpenAPI ',
        code(doc.openapi),
        '. Server: ',
        ...doc.servers.flatMap((s, i) => (i > 0 ? [', ', code(s.url)] : [code(s.url)])),
        '.',
      ],
    },
    ...doc.info.description.split('\n\n').map((p): DocBlock => ({ kind: 'paragraph', text: inline(p) })),
  ];

  const all: { path: string; method: HttpMethod; op: OpenApiOperation }[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) all.push({ path, method, op });
    }
  }

  blocks.push({ kind: 'heading', level: 2, text: ['Calls'], id: 'calls' });
  blocks.push({
    kind: 'table',
    head: ['Method', 'Path', 'Auth', 'Summary'],
    rows: all.map(({ path, method, op }) => [
      [method.toUpperCase()],
      [code(path)],
      [op['x-auth'] === 'optional' ? 'none (token optional)' : op['x-auth']],
      [op.summary],
    ]),
  });

  blocks.push({ kind: 'heading', level: 2, text: ['Error answers'], id: 'error-answers' });
  blocks.push({
    kind: 'paragraph',
    text: inline(
      "Every error answer (except the health check's 503) has this shape; `fields` maps a field name to its problem:",
    ),
  });
  blocks.push(fieldTable(toJsonSchema(ApiErrorSchema, 'output'), 'Always present'));
  blocks.push({
    kind: 'table',
    head: ['Field code', 'Meaning'],
    rows: [
      [[code('required')], ['The field is missing or empty']],
      [[code('invalid_email')], ['Not an e-mail address']],
      [[code('invalid_date')], ['Not a real date (birth_date: yyyy-mm-dd, age 13 to 120)']],
      [[code('optin')], ['The rules and terms must be accepted (opt_in_legal)']],
      [[code('too_long')], ['Too long, or above the maximum']],
      [[code('too_short')], ['Too short, or below the minimum']],
      [
        [code('invisible_characters')],
        [
          'A name (first_name, last_name, nickname) holds an invisible or direction-changing character: a control, a bidi override or isolate, a zero-width character',
        ],
      ],
      [[code('invalid')], ['Any other problem']],
    ],
  });

  for (const tag of doc.tags) {
    const ops = all.filter(({ op }) => op.tags.includes(tag.name));
    if (!ops.length) continue;
    blocks.push({ kind: 'heading', level: 2, text: [tag.name], id: slug(tag.name) });
    blocks.push({ kind: 'paragraph', text: inline(tag.description) });
    for (const { path, method, op } of ops) blocks.push(...operationBlocks(doc, path, method, op));
  }
  return blocks;
}

// Markdown.

function escapeMarkdownText(text: string, inTable: boolean): string {
  const escaped = text.replace(/[\\*_[\]<>`]/g, (c) => `\\${c}`);
  return inTable ? escaped.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ') : escaped;
}

function markdownCode(text: string, inTable: boolean): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const body = inTable ? text.replace(/\|/g, '\\|') : text;
  const pad = body.startsWith('`') || body.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
}

function markdownInline(text: Inline, inTable = false): string {
  return text
    .map((part) =>
      typeof part === 'string' ? escapeMarkdownText(part, inTable) : markdownCode(part.code, inTable),
    )
    .join('');
}

function markdownBlock(block: DocBlock): string {
  switch (block.kind) {
    case 'heading':
      return `${'#'.repeat(block.level)} ${markdownInline(block.text)}`;
    case 'paragraph':
      return markdownInline(block.text);
    case 'list':
      return block.items.map((item) => `- ${markdownInline(item)}`).join('\n');
    case 'table': {
      const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
      return [
        row(block.head.map((h) => escapeMarkdownText(h, true))),
        row(block.head.map(() => '---')),
        ...block.rows.map((cells) => row(cells.map((cell) => markdownInline(cell, true) || ' '))),
      ].join('\n');
    }
  }
}

/** A readable Markdown reference of the API's OpenAPI document. Deterministic. */
export function renderMarkdown(doc: OpenApiDocument): string {
  return (
    "<!-- Generated by scripts/api-docs.ts from the routes' schemas: do not edit by hand. -->\n\n" +
    documentBlocks(doc).map(markdownBlock).join('\n\n') +
    '\n'
  );
}
