import { z } from 'zod';

export type JsonSchema = { [key: string]: unknown };

interface CheckLike {
  _zod?: { def?: { check?: string; error?: (issue: { code: 'custom'; input: unknown }) => unknown } };
}

/** The messages of a schema's .refine() checks, when they are plain strings. */
function refinementMessages(schema: unknown): string[] {
  const checks = (schema as { _zod?: { def?: { checks?: CheckLike[] } } })._zod?.def?.checks ?? [];
  const messages: string[] = [];
  for (const check of checks) {
    const def = check._zod?.def;
    if (def?.check !== 'custom' || typeof def.error !== 'function') continue;
    const answer = def.error({ code: 'custom', input: undefined });
    const message =
      typeof answer === 'string' ? answer : (answer as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) messages.push(message.replace(/\.$/, ''));
  }
  return messages;
}

/**
 * How zod's JSON Schema conversion is adjusted for the reference: a refinement (a check by code) has no JSON
 * Schema, so its message joins the description; a union's branches that JSON Schema cannot express (a
 * preprocess step) are dropped rather than shown as "any".
 */
export function describeRefinements(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  const anyOf = ctx.jsonSchema.anyOf;
  if (Array.isArray(anyOf)) ctx.jsonSchema.anyOf = anyOf.filter((s) => Object.keys(s as object).length > 0);
  const rules = refinementMessages(ctx.zodSchema);
  if (rules.length === 0) return;
  const text = rules.map((rule) => `Checked by code; when it fails: "${rule}".`).join(' ');
  const existing = ctx.jsonSchema.description;
  ctx.jsonSchema.description = typeof existing === 'string' ? `${existing}. ${text}` : text;
}

/** zod 4's JSON Schema of one schema, never throwing: what JSON Schema cannot express becomes `{}` (any). */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _schema, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: (ctx) => describeRefinements(ctx as { zodSchema: unknown; jsonSchema: JsonSchema }),
  }) as JsonSchema;
  return rest;
}
