import { describe, expect, it } from 'vitest';
import { hashPassword, NO_ACCOUNT_HASH, verifyPassword } from './passwords.ts';

describe('password checks', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('wrong horse', stored)).toBe(false);
  });

  it('refuses every password when no usable hash is stored', async () => {
    for (const stored of [null, '', 'garbage', 'scrypt$1$2', 'bcrypt$1$2$3$c2FsdA==$aGFzaA=='])
      expect(await verifyPassword('anything', stored)).toBe(false);
  });

  it('checks an unknown account at the cost of a real one: the stand-in hash has the current parameters', async () => {
    const parameters = (stored: string) => stored.split('$').slice(0, 4);
    expect(parameters(NO_ACCOUNT_HASH)).toEqual(parameters(await hashPassword('x')));
  });
});
