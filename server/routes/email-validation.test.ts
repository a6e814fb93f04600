import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS } from '../../test/server-harness.ts';
import { apiClient, expectJsonError, linkIn, outboxMessages } from '../../test/api-client.ts';
import { newSecret } from '../auth/tokens.ts';

/** The validation mail's link: it opens /{locale}/validate-email, whose page confirms the address. */
describe.each(DATABASE_KINDS)('e-mail validation on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    harness = await createTestApp(kind);
    api = apiClient(harness.app, harness.database.db);
  });
  afterAll(async () => {
    await harness?.close();
  });

  async function validationLink(email: string, locale?: string) {
    const { token, id } = await api.register({ email, first_name: 'Val' });
    const sent = await api.post('messages/validation/send', locale ? { locale } : {}, token);
    expect(sent.statusCode, sent.body).toBe(200);
    const link = new URL(linkIn(outboxMessages(harness.config.outboxDir).at(-1)!));
    return { link, userId: id, bearer: token };
  }

  async function validatedAt(userId: string): Promise<Date | null> {
    const { rows } = await harness.database.db.query<{ email_validated_at: Date | null }>(
      `SELECT email_validated_at FROM users WHERE id = $1`,
      [userId],
    );
    return rows[0]!.email_validated_at;
  }

  it('mails a link to the validation page in the language asked for, on the configured origin', async () => {
    const { link } = await validationLink('de@example.com', 'de');
    expect(link.origin + link.pathname).toBe(
      `${new URL(harness.config.publicOrigin!).origin}/de/validate-email`,
    );
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.searchParams.has('validate')).toBe(false);
    // The page at that address is the site's validation page, answered with 200.
    const page = await harness.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="de" dir="ltr">');
  });

  it('confirms the address once, and answers the same when the link is opened again', async () => {
    const { link, userId } = await validationLink('twice@example.com', 'fr');
    expect(link.pathname).toBe('/fr/validate-email');
    expect(await validatedAt(userId)).toBeNull();
    const token = link.searchParams.get('token')!;
    const first = await api.post('users/validate', { token });
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json() as { success: true; validated_at: string };
    expect(answer.success).toBe(true);
    expect(new Date(answer.validated_at).getTime()).toBe((await validatedAt(userId))!.getTime());
    const again = await api.post('users/validate', { token }, undefined, true);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(answer);
  });

  it('falls back to the player’s language, and the token neither logs in nor sets a password', async () => {
    const { link, bearer } = await validationLink('plain@example.com');
    expect(link.pathname).toBe('/en/validate-email');
    const token = link.searchParams.get('token')!;
    expectJsonError(
      await api.put('users/reset_password', { reset_token: token, password: 'a new password' }),
      400,
      'invalid_reset_token',
    );
    expectJsonError(await api.get('users/me', token), 401, 'unauthorized');
    expect((await api.post('users/validate', { token }, bearer)).statusCode).toBe(200);
  });

  it('gives every bad token one and the same answer, and changes nothing', async () => {
    const { link, userId } = await validationLink('bad@example.com');
    const real = link.searchParams.get('token')!;
    const expiredLink = await validationLink('expired@example.com');
    await harness.database.db.query(
      `UPDATE email_validations SET expires_at = now() - interval '1 second'
       WHERE user_id = $1`,
      [expiredLink.userId],
    );
    const bad = [
      '',
      ' ',
      'x',
      newSecret(),
      real.slice(0, -1),
      `${real}A`,
      ` ${real}`,
      // The same token with one letter's case changed.
      real.replace(/[a-z]/, (c) => c.toUpperCase()),
      "' OR 1=1 --",
      '\u202e' + real.slice(1),
      'a'.repeat(1000),
      expiredLink.link.searchParams.get('token')!,
    ];
    const answers = new Set<string>();
    for (const token of bad) {
      const response = await api.post('users/validate', { token });
      expect(response.statusCode, JSON.stringify(token)).toBe(400);
      expect(response.headers['cache-control']).toBe('no-store');
      answers.add(response.body);
    }
    expect([...answers]).toHaveLength(1);
    expect(JSON.parse([...answers][0]!)).toEqual({
      error: 'invalid_validation_token',
      message: 'This validation link is invalid or has expired: ask for a new one',
    });
    expect(await validatedAt(userId)).toBeNull();
    expect(await validatedAt(expiredLink.userId)).toBeNull();
  });

  it('refuses what is not a token string with the usual input error, and changes nothing', async () => {
    const { userId } = await validationLink('shape@example.com');
    for (const body of [{}, { token: 42 }, { token: ['a'] }, { token: { $ne: '' } }, { token: null }]) {
      expectJsonError(await api.post('users/validate', body), 400, 'invalid_input');
    }
    expectJsonError(await api.post('users/validate', { token: 'a'.repeat(1001) }), 400, 'invalid_input');
    const nul = await harness.app.inject({
      method: 'POST',
      url: '/api/users/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"token":"abc\\u0000"}',
    });
    expect(nul.statusCode).toBe(400);
    expect(await validatedAt(userId)).toBeNull();
  });

  it('forgets the player’s validation links when the account is erased', async () => {
    const { token } = await api.register({
      email: 'gone@example.com',
      first_name: 'Go',
      password: 'longpassword',
    });
    await api.post('messages/validation/send', {}, token);
    const mailed = new URL(linkIn(outboxMessages(harness.config.outboxDir).at(-1)!));
    expect((await api.delete('users/me', { password: 'longpassword' }, token)).statusCode).toBe(200);
    expectJsonError(
      await api.post('users/validate', { token: mailed.searchParams.get('token') }),
      400,
      'invalid_validation_token',
    );
  });
});
