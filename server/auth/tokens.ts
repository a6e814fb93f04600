import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random secret for a bearer token or a reset link: 256 bits, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as their SHA-256, so the database never holds a usable token. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The form `newSecret` gives: 32 bytes in base64url, 43 characters. */
export function isSecretShaped(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** Compares two secret hashes in time that does not depend on where they differ. */
export function sameSecretHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

export const TOKEN_LIFETIME_DAYS = 30;
export const RESET_LIFETIME_MINUTES = 30;
/** A validation link only confirms the address (it logs nobody in), so it may wait in a mailbox for two days. */
export const VALIDATION_LIFETIME_HOURS = 48;
