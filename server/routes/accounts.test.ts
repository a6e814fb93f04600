import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useStandInReplays, DATABASE_KINDS } from '../../test/server-harness.ts';
import { apiClient, expectJsonError, linkIn, outboxMessages } from '../../test/api-client.ts';

describe.each(DATABASE_KINDS)('accounts API on %s', (kind) => {
  let restoreReplays: () => void = () => {};
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    restoreReplays = useStandInReplays();
    harness = await createTestApp(kind);
    api = apiClient(harness.app, harness.database.db);
  });
  afterAll(async () => {
    await harness?.close();
    restoreReplays();
  });

  it('registers with the captcha, e-mail and first name; a passwordless token may not read personal data', async () => {
    const { token, scope, public_slug } = await api.register({
      email: ' Ana@Example.com ',
      first_name: 'Ana',
      last_name: 'Moreau',
      country: 'de',
    });
    expect(scope).toBe('play');
    expect(public_slug).toMatch(/^[A-Za-z0-9_-]{6,}$/);
    expectJsonError(await api.get('users/me', token), 403, 'password_required');
    expect((await api.get('users/me/share', token)).json()).toEqual({ success: true, slug: public_slug });
  });

  it('gives a password account full rights, and its profile with the DE segment from the country', async () => {
    const { token, scope } = await api.register({
      email: 'ben@example.com',
      first_name: 'Ben',
      password: 'correct horse',
      country: 'DE',
      opt_in_commercial: 'true',
    });
    expect(scope).toBe('full');
    const me = (await api.get('users/me', token)).json();
    expect(me.profile).toMatchObject({
      email: 'ben@example.com',
      first_name: 'Ben',
      country: 'DE',
      segment: 'DE',
      opt_in_legal: true,
      opt_in_commercial: true,
    });
    expect(JSON.stringify(me)).not.toContain('password');
  });

  it('names every missing or invalid field with the catalogue’s codes and changes nothing', async () => {
    const missing = expectJsonError(await api.post('users', {}), 400, 'invalid_input') as unknown as {
      fields: Record<string, { code: string }>;
    };
    expect(missing.fields.email?.code).toBe('required');
    expect(missing.fields.first_name?.code).toBe('required');
    expect(missing.fields.recaptcha?.code).toBe('required');
    expect(missing.fields.opt_in_legal?.code).toBe('required');
    const bad = (
      await api.post('users', {
        email: 'not-an-email',
        first_name: 'X',
        recaptcha: 'x',
        opt_in_legal: false,
        birth_date: '2031-02-30',
      })
    ).json();
    expect(bad.fields.email.code).toBe('invalid_email');
    expect(bad.fields.opt_in_legal.code).toBe('optin');
    expect(bad.fields.birth_date.code).toBe('invalid_date');
    const { rows } = await harness.database.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE email_normalized = 'not-an-email'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses a country outside the site’s list (api/countries.ts) at registration and in the profile', async () => {
    const refused = expectJsonError(
      await api.post('users', {
        email: 'zed@example.com',
        first_name: 'Zed',
        recaptcha: await api.captcha(),
        opt_in_legal: true,
        country: 'ZZ',
      }),
      400,
      'invalid_input',
    ) as unknown as { fields: Record<string, { code: string }> };
    expect(refused.fields.country?.code).toBe('invalid');
    const { token } = await api.register({
      email: 'kosovo@example.com',
      first_name: 'Arta',
      password: 'correct horse',
      country: 'xk',
    });
    expect((await api.get('users/me', token)).json().profile.country).toBe('XK');
    expectJsonError(await api.put('users/me', { country: 'ZZ' }, token), 400, 'invalid_input');
  });

  it('refuses a wrong, reused or missing captcha', async () => {
    expectJsonError(
      await api.post('users', {
        email: 'c@example.com',
        first_name: 'C',
        opt_in_legal: true,
        recaptcha: 'bm90IGpzb24=',
      }),
      400,
      'captcha_failed',
    );
    const solved = await api.captcha();
    expect(
      (
        await api.post('users', {
          email: 'c@example.com',
          first_name: 'C',
          opt_in_legal: true,
          recaptcha: solved,
        })
      ).statusCode,
    ).toBe(200);
    expectJsonError(
      await api.post('users', {
        email: 'c2@example.com',
        first_name: 'C',
        opt_in_legal: true,
        recaptcha: solved,
      }),
      400,
      'captcha_failed',
    );
  });

  it('answers an existing e-mail with another surname with the duplicate_email error, case and spaces ignored', async () => {
    await api.register({ email: 'dup@example.com', first_name: 'Dana', last_name: 'Smith' });
    const other = expectJsonError(
      await api.post('users', {
        email: ' DUP@example.com',
        first_name: 'Dana',
        last_name: 'Jones',
        opt_in_legal: true,
        recaptcha: await api.captcha(),
      }),
      409,
      'duplicate_email',
    );
    expect(other.message).toBe('This e-mail address already exists with a different surname');
    expectJsonError(
      await api.post('users', {
        email: 'dup@example.com',
        first_name: 'Dana',
        last_name: 'smith',
        opt_in_legal: true,
        recaptcha: await api.captcha(),
      }),
      409,
      'email_exists',
    );
  });

  it('accepts URL-encoded and multipart forms as well as JSON', async () => {
    const form = await api.post(
      'users',
      {
        email: 'form@example.com',
        first_name: 'Fay',
        opt_in_legal: 'on',
        recaptcha: await api.captcha(),
        age: '30',
      },
      undefined,
      true,
    );
    expect(form.statusCode).toBe(200);
    const boundary = 'XyZ123';
    const fields = {
      email: 'multi@example.com',
      first_name: 'Mo',
      opt_in_legal: '1',
      recaptcha: await api.captcha(),
    };
    const payload =
      Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    const multi = await harness.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(multi.statusCode, multi.body).toBe(200);
  });

  it('logs in with the password, refuses the first name as a credential, and logs out for good', async () => {
    await api.register({ email: 'lee@example.com', first_name: 'Lee', password: 'longpassword' });
    expectJsonError(
      await api.post('users/login', { email: 'lee@example.com', password: 'wrongpassword' }),
      401,
      'bad_credentials',
    );
    // The old passwordless shape (e-mail and first name, both public enough) is refused outright.
    const old = expectJsonError(
      await api.post('users/login', { email: 'lee@example.com', first_name: 'Lee' }),
      400,
      'invalid_input',
    ) as unknown as { fields: Record<string, { message: string }> };
    expect(old.fields.first_name?.message).toMatch(/no longer signs in/);
    expectJsonError(await api.post('users/login', { email: 'lee@example.com' }), 400, 'invalid_input');
    const full = (
      await api.post('users/login', { email: 'LEE@example.com', password: 'longpassword' })
    ).json();
    expect(full.scope).toBe('full');
    expect((await api.get('users/me', full.token)).statusCode).toBe(200);
    expect((await api.post('users/logout', undefined, full.token)).statusCode).toBe(200);
    expectJsonError(await api.get('users/me', full.token), 401, 'unauthorized');
    expectJsonError(await api.get('users/me', 'garbage token'), 401, 'unauthorized');
  });

  it('updates the profile with a full token only, and validates it', async () => {
    const { token } = await api.register({
      email: 'up@example.com',
      first_name: 'Uma',
      password: 'longpassword',
    });
    const updated = (await api.put('users/me', { nickname: 'UmaGG', country: 'fr' }, token)).json();
    expect(updated.profile).toMatchObject({ nickname: 'UmaGG', country: 'FR', segment: null });
    expectJsonError(
      await api.put('users/me', { avatar_url: 'javascript:alert(1)' }, token),
      400,
      'invalid_input',
    );
  });

  it('sends a reset mail with a single-use link that works once, and says nothing about unknown e-mails', async () => {
    await api.register({
      email: 'reset@example.com',
      first_name: 'Rita',
      password: 'oldpassword',
      locale: 'de',
    });
    const before = outboxMessages(harness.config.outboxDir).length;
    expect((await api.post('users/reset_password', { email: 'nobody@example.com' })).json()).toEqual({
      success: true,
    });
    await harness.app.backgroundIdle();
    expect(outboxMessages(harness.config.outboxDir)).toHaveLength(before);
    expect(
      (
        await api.post('users/reset_password', {
          email: 'reset@example.com',
          redirect_url: 'https://evil.example.net/steal',
        })
      ).json(),
    ).toEqual({ success: true });
    // The mail goes out after the answer, so that the answer's time tells nothing.
    await harness.app.backgroundIdle();
    const mails = outboxMessages(harness.config.outboxDir);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toMatch(/Content-Language: de/i);
    const link = new URL(linkIn(mail));
    expect(link.origin + link.pathname).toBe('https://play.example.com/reset-password/');
    const token = link.searchParams.get('token')!;
    const first = await api.put('users/reset_password', {
      password: 'brand new password',
      reset_token: token,
    });
    expect(first.statusCode).toBe(200);
    expectJsonError(
      await api.put('users/reset_password', { password: 'another password', reset_token: token }),
      400,
      'invalid_reset_token',
    );
    expect(
      (await api.post('users/login', { email: 'reset@example.com', password: 'brand new password' }))
        .statusCode,
    ).toBe(200);
    expectJsonError(
      await api.post('users/login', { email: 'reset@example.com', password: 'oldpassword' }),
      401,
      'bad_credentials',
    );
  });

  it('refuses an expired reset link', async () => {
    await api.register({ email: 'late@example.com', first_name: 'Lou', password: 'oldpassword' });
    await api.post('users/reset_password', { email: 'late@example.com' });
    await harness.app.backgroundIdle();
    const token = new URL(linkIn(outboxMessages(harness.config.outboxDir).at(-1)!)).searchParams.get(
      'token',
    )!;
    await harness.database.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 minute'`);
    expectJsonError(
      await api.put('users/reset_password', { password: 'brand new password', reset_token: token }),
      400,
      'invalid_reset_token',
    );
  });

  it('erases an account: personal data gone, off every board, runs only in anonymous totals', async () => {
    const { token, id } = await api.register({
      email: 'gone@example.com',
      first_name: 'Gus',
      password: 'longpassword',
    });
    const run = await api.play('mouse', 900, { token });
    expect(run.end.statusCode).toBe(200);
    expect(
      (await api.get('scoreboards/mouse')).json().items.some((i: { name: string }) => i.name === 'Gus'),
    ).toBe(true);
    expectJsonError(await api.delete('users/me', { password: 'wrong' }, token), 401, 'bad_credentials');
    expect((await api.delete('users/me', { password: 'longpassword' }, token)).statusCode).toBe(200);
    expect(
      (await api.get('scoreboards/mouse')).json().items.some((i: { name: string }) => i.name === 'Gus'),
    ).toBe(false);
    const { rows } = await harness.database.db.query(`SELECT count(*)::int AS n FROM users WHERE id = $1`, [
      id,
    ]);
    expect(rows[0]).toEqual({ n: 0 });
    const game = (
      await harness.database.db.query<{ user_id: string | null; score: number }>(
        `SELECT user_id, score FROM games WHERE uuid = $1`,
        [run.uuid],
      )
    ).rows[0]!;
    expect(game).toEqual({ user_id: null, score: 900 });
  });

  it('mails only to the player’s own address, and knows no other templates', async () => {
    const { token } = await api.register({ email: 'mail@example.com', first_name: 'Mia' });
    const before = outboxMessages(harness.config.outboxDir).length;
    expect((await api.post('messages/welcome/send', { to: 'victim@example.net' }, token)).json()).toEqual({
      success: true,
      code: 200,
    });
    const mail = outboxMessages(harness.config.outboxDir).at(-1)!;
    expect(outboxMessages(harness.config.outboxDir)).toHaveLength(before + 1);
    expect(mail).toMatch(/^To: mail@example\.com/m);
    expect(mail).not.toContain('victim@example.net');
    expectJsonError(await api.post('messages/reset_password/send', {}, token), 404, 'not_found');
    expectJsonError(await api.post('messages/welcome/send', {}), 401, 'unauthorized');
    expect((await api.post('messages/validation/send', {}, token)).statusCode).toBe(200);
  });
});
