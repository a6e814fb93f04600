import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  bytesToBase64,
  decryptPayload,
  encryptPayload,
  importPayloadKey,
} from './payload-crypto.ts';

const KEY_16 = Buffer.alloc(16, 7).toString('base64');
const KEY_32 = Buffer.from(Array.from({ length: 32 }, (_, i) => i)).toString('base64');
const TEXT = '{"score":42,"name":"Zoë 🎮"}';

describe('payload encryption', () => {
  it('round-trips with 16- and 32-byte keys, including empty and multi-byte text', async () => {
    for (const raw of [KEY_16, KEY_32]) {
      const key = await importPayloadKey(raw);
      for (const text of [TEXT, '', 'x'.repeat(100_000)]) {
        expect(await decryptPayload(key, await encryptPayload(key, text))).toBe(text);
      }
    }
  });

  it('refuses keys that are not 16 or 32 bytes', async () => {
    for (const bad of [
      '',
      Buffer.alloc(15).toString('base64'),
      Buffer.alloc(24).toString('base64'),
      Buffer.alloc(33).toString('base64'),
      'not base64 !!',
    ]) {
      await expect(importPayloadKey(bad)).rejects.toThrow('AES key must be 16 or 32 bytes');
    }
  });

  it('prepends a fresh 12-byte iv: same text encrypts differently, length is 12 + text + 16', async () => {
    const key = await importPayloadKey(KEY_32);
    const a = await encryptPayload(key, TEXT);
    const b = await encryptPayload(key, TEXT);
    expect(a).not.toBe(b);
    const textBytes = new TextEncoder().encode(TEXT).length;
    const bytesA = Buffer.from(a, 'base64');
    const bytesB = Buffer.from(b, 'base64');
    expect(bytesA.length).toBe(12 + textBytes + 16);
    expect(bytesA.subarray(0, 12).equals(bytesB.subarray(0, 12))).toBe(false);
    expect(a).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
  });

  it('fails with one error when any byte is tampered with, or the input is not a payload', async () => {
    const key = await importPayloadKey(KEY_16);
    const sealed = Buffer.from(await encryptPayload(key, 'short text'), 'base64');
    for (let i = 0; i < sealed.length; i++) {
      const tampered = Buffer.from(sealed);
      tampered[i] = (tampered[i] ?? 0) ^ 0x01;
      await expect(decryptPayload(key, tampered.toString('base64'))).rejects.toThrow(
        'Cannot decrypt payload',
      );
    }
    await expect(
      decryptPayload(key, sealed.subarray(0, sealed.length - 1).toString('base64')),
    ).rejects.toThrow('Cannot decrypt payload');
    for (const junk of ['', '%%%', Buffer.alloc(27).toString('base64')]) {
      await expect(decryptPayload(key, junk)).rejects.toThrow('Cannot decrypt payload');
    }
    const otherKey = await importPayloadKey(Buffer.alloc(16, 8).toString('base64'));
    await expect(decryptPayload(otherKey, sealed.toString('base64'))).rejects.toThrow(
      'Cannot decrypt payload',
    );
  });

  it('interoperates with node:crypto aes-256-gcm in both directions', async () => {
    const key = await importPayloadKey(KEY_32);
    const rawKey = Buffer.from(KEY_32, 'base64');

    const sealed = Buffer.from(await encryptPayload(key, TEXT), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', rawKey, sealed.subarray(0, 12));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const plain = Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]);
    expect(plain.toString('utf8')).toBe(TEXT);

    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', rawKey, iv);
    const body = Buffer.concat([cipher.update(TEXT, 'utf8'), cipher.final()]);
    const fromNode = Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
    expect(await decryptPayload(key, fromNode)).toBe(TEXT);
  });

  it('base64 helpers agree with Node for every byte value and large inputs', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const large = new Uint8Array(randomBytes(100_003));
    for (const bytes of [new Uint8Array(0), all, large]) {
      const encoded = bytesToBase64(bytes);
      expect(encoded).toBe(Buffer.from(bytes).toString('base64'));
      expect(base64ToBytes(encoded)).toEqual(bytes);
    }
  });
});
