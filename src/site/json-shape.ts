/**
 * Small checks of JSON read back from the visitor's own cookies, before the first paint. Written out rather than
 * with zod: even zod's mini build adds about 13 KB gzip to the first script for two records of a few fields
 * (docs/decisions.md). The API's answers are still checked with the API's zod schemas.
 */
export type Shape<T> = (value: unknown) => value is T;

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString: Shape<string> = (value): value is string => typeof value === 'string';

export const isNonEmptyString: Shape<string> = (value): value is string =>
  isString(value) && value.length > 0;

export const isFiniteNumber: Shape<number> = (value): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid: Shape<string> = (value): value is string => isString(value) && UUID.test(value);

export const oneOf =
  <T extends string>(options: readonly T[]): Shape<T> =>
  (value): value is T =>
    (options as readonly unknown[]).includes(value);

export const orNull =
  <T>(shape: Shape<T>): Shape<T | null> =>
  (value): value is T | null =>
    value === null || shape(value);

/** An object whose listed fields each pass their check; other fields are kept as they are. */
export const hasFields =
  <T>(fields: { [K in keyof T]-?: Shape<T[K]> }): Shape<T> =>
  (value): value is T =>
    isObject(value) && Object.entries(fields).every(([key, shape]) => (shape as Shape<unknown>)(value[key]));

/** JSON.parse of a cookie value that may be mangled: undefined when it is not JSON. */
export function parseCookieJson(raw: string): unknown {
  try {
    return JSON.parse(decodeURIComponent(raw)) as unknown;
  } catch {
    return undefined;
  }
}
