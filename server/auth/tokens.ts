import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a bearer token or a reset link: 256 bits, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as their SHA-256, so the database never holds a usable token. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export const TOKEN_LIFETIME_DAYS = 30;
export const RESET_LIFETIME_MINUTES = 30;
