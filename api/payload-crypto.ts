/**
 * Optional AES-GCM payload encryption (spec: "Payloads may be encrypted with AES-GCM (12-byte random iv
 * prepended, base64 result)").
 *
 * Wire format: base64( iv (12 random bytes) || ciphertext || tag (16 bytes) ), standard alphabet with
 * padding. The key is shared out of band as base64 of 16 (AES-128) or 32 (AES-256) raw bytes.
 *
 * Only Web Crypto, TextEncoder/TextDecoder and btoa/atob are used, so the same code runs in the browser,
 * in vitest and in the server.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_SIZE_ERROR = 'AES key must be 16 or 32 bytes';
const DECRYPT_ERROR = 'Cannot decrypt payload';

// btoa takes a "binary string"; spreading a large array into fromCharCode would overflow the stack.
const BASE64_CHUNK = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += BASE64_CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + BASE64_CHUNK));
  }
  return btoa(binary);
}

/** Throws on text that is not base64 (atob's own error). */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function importPayloadKey(rawKeyBase64: string): Promise<CryptoKey> {
  let raw: Uint8Array<ArrayBuffer>;
  try {
    raw = base64ToBytes(rawKeyBase64);
  } catch {
    throw new Error(KEY_SIZE_ERROR);
  }
  // AES-192 is left out on purpose: some browsers' Web Crypto refuse it.
  if (raw.length !== 16 && raw.length !== 32) throw new Error(KEY_SIZE_ERROR);
  // Not extractable: nothing here needs the key bytes back, and a leaked CryptoKey then cannot leak them.
  return globalThis.crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

export async function encryptPayload(key: CryptoKey, plaintext: string): Promise<string> {
  // A fresh random iv per message: reusing one with the same key breaks GCM's confidentiality and integrity.
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await globalThis.crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, tagLength: TAG_BYTES * 8 },
      key,
      new TextEncoder().encode(plaintext),
    ),
  );
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv, 0);
  out.set(sealed, IV_BYTES);
  return bytesToBase64(out);
}

/** One error for every failure, so a caller cannot be used as an oracle telling bad base64 from a bad tag. */
export async function decryptPayload(key: CryptoKey, base64: string): Promise<string> {
  try {
    const bytes = base64ToBytes(base64);
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error(DECRYPT_ERROR);
    const plain = await globalThis.crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), tagLength: TAG_BYTES * 8 },
      key,
      bytes.subarray(IV_BYTES),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new Error(DECRYPT_ERROR);
  }
}
