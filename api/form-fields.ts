import { z } from 'zod';

/**
 * Bodies arrive as JSON, URL-encoded or multipart forms (spec §7); in forms every value is a string. These
 * fields accept both shapes and normalise them, so one schema serves every encoding.
 */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const formBoolean = z.preprocess((value) => {
  if (value === true || value === 'true' || value === '1' || value === 'on') return true;
  if (value === false || value === 'false' || value === '0' || value === 'off') return false;
  return emptyToUndefined(value);
}, z.boolean());

export const formInt = (min: number, max: number) =>
  z.preprocess((value) => {
    const v = emptyToUndefined(value);
    return typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v;
  }, z.number().int().min(min).max(max));

export const trimmed = (max: number) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.string().min(1).max(max));

export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
