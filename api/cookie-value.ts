/**
 * A cookie's raw value from a `Cookie` request header (the format a page reads too), or null; the first one wins,
 * as browsers send the most specific path first. Each cookie's own module decodes and checks what it holds.
 */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    return part.slice(eq + 1).trim();
  }
  return null;
}
