import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS } from '../../test/server-harness.ts';
import { apiClient, expectJsonError, linkIn, outboxMessages } from '../../test/api-client.ts';

/**
 * A password change ends everything the old password could still do: an older reset link once still worked after
 * a reset, and a change through PUT users/me left a thief's other session alive.
 */
describe.each(DATABASE_KINDS)('a password change on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    harness = await createTestApp(kind);
    api = apiClient(harness.app, harness.database.db);
  });
  afterAll(async () => harness?.close());

  const requestResetLink = async (email: string) => {
    expect((await api.post('users/reset_password', { email })).statusCode).toBe(200);
    await harness.app.backgroundIdle();
    return new URL(linkIn(outboxMessages(harness.config.outboxDir).at(-1)!)).searchParams.get('token')!;
  };
  const login = (email: string, password: string) => api.post('users/login', { email, password });

  it('by a reset link ends every session and every other outstanding link', async () => {
    const email = 'reset-all@example.com';
    const { token: session } = await api.register({ email, first_name: 'Ria', password: 'first password' });
    const older = await requestResetLink(email);
    const newer = await requestResetLink(email);
    const done = await api.put('users/reset_password', { password: 'second password', reset_token: newer });
    expect(done.statusCode, done.body).toBe(200);
    expectJsonError(await api.get('users/me', session), 401, 'unauthorized');
    expectJsonError(
      await api.put('users/reset_password', { password: 'third password', reset_token: older }),
      400,
      'invalid_reset_token',
    );
    expect((await api.get('users/me', done.json().token)).statusCode).toBe(200);
    expect((await login(email, 'second password')).statusCode).toBe(200);
  });

  it('answers a truncated, mangled or hostile reset token exactly as an unknown one', async () => {
    const email = 'mangled@example.com';
    await api.register({ email, first_name: 'Mo', password: 'first password' });
    const token = await requestResetLink(email);
    for (const bad of [
      token.slice(0, 5),
      'x',
      `${token}'; DROP TABLE users; --`,
      '<script>',
      token.toUpperCase(),
    ]) {
      expectJsonError(
        await api.put('users/reset_password', { password: 'second password', reset_token: bad }),
        400,
        'invalid_reset_token',
      );
    }
    // Longer than any link the server sends: refused before any lookup, as invalid input on that field.
    const tooLong = await api.put('users/reset_password', {
      password: 'second password',
      reset_token: 'a'.repeat(201),
    });
    expectJsonError(tooLong, 400, 'invalid_input');
    expect(Object.keys(tooLong.json().fields)).toEqual(['reset_token']);
    // None of it spent the real link.
    expect(
      (await api.put('users/reset_password', { password: 'second password', reset_token: token })).statusCode,
    ).toBe(200);
  });

  it('through PUT users/me keeps the session that made it and ends every other one and every link', async () => {
    const email = 'change@example.com';
    const { token: mine } = await api.register({ email, first_name: 'Cy', password: 'first password' });
    const other = (await login(email, 'first password')).json().token as string;
    const pending = await requestResetLink(email);
    const changed = await api.put('users/me', { password: 'second password' }, mine);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await api.get('users/me', mine)).statusCode).toBe(200);
    expectJsonError(await api.get('users/me', other), 401, 'unauthorized');
    expectJsonError(
      await api.put('users/reset_password', { password: 'thief password', reset_token: pending }),
      400,
      'invalid_reset_token',
    );
    expect((await login(email, 'second password')).statusCode).toBe(200);
  });

  it('leaves other sessions alone when PUT users/me changes no password', async () => {
    const email = 'nochange@example.com';
    const { token: mine } = await api.register({ email, first_name: 'Nia', password: 'first password' });
    const other = (await login(email, 'first password')).json().token as string;
    expect((await api.put('users/me', { nickname: 'Nia99' }, mine)).statusCode).toBe(200);
    expect((await api.get('users/me', other)).statusCode).toBe(200);
  });
});
