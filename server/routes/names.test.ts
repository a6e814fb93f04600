import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, expectJsonError } from '../../test/api-client.ts';
import { createTestApp, DATABASE_KINDS } from '../../test/server-harness.ts';
import { insertUser } from '../accounts/users.ts';

/** Names other visitors see cannot deceive (api/display-name.ts): refused with a field code, or normalised. */
describe.each(DATABASE_KINDS)('player names on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    harness = await createTestApp(kind);
    api = apiClient(harness.app, harness.database.db);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const usersWith = async (email: string) =>
    (
      await harness.database.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM users WHERE email_normalized = $1`,
        [email],
      )
    ).rows[0]!.n;

  it.each([
    ['a right-to-left override', 'first_name', 'Max\u202eretsuM'],
    ['a zero-width joiner', 'first_name', 'Ma\u200dx'],
    ['an isolate', 'last_name', '\u2067Mustermann\u2069'],
    ['a zero-width space', 'nickname', 'top\u200bplayer'],
  ])(
    'refuses a registration whose name holds %s, names the field, and stores nothing',
    async (_, field, name) => {
      const email = `hidden-${field}@example.com`;
      const answer = expectJsonError(
        await api.post('users', {
          email,
          first_name: 'Max',
          [field]: name,
          recaptcha: await api.captcha(),
          opt_in_legal: true,
        }),
        400,
        'invalid_input',
      ) as unknown as { fields: Record<string, { code: string; message: string }> };
      expect(answer.fields[field]).toEqual({
        code: 'invisible_characters',
        message: 'Names cannot contain invisible or direction-changing characters',
      });
      expect(await usersWith(email)).toBe(0);
    },
  );

  it('refuses the same characters in a profile change and keeps the name as it was', async () => {
    const { token } = await api.register({
      email: 'kim@example.com',
      first_name: 'Kim',
      password: 'correct horse',
    });
    const refused = expectJsonError(
      await api.put('users/me', { nickname: 'Kim\u202e', first_name: '\u2066Kim' }, token),
      400,
      'invalid_input',
    ) as unknown as { fields: Record<string, { code: string }> };
    expect(refused.fields.nickname?.code).toBe('invisible_characters');
    expect(refused.fields.first_name?.code).toBe('invisible_characters');
    const me = (await api.get('users/me', token)).json();
    expect(me.profile).toMatchObject({ first_name: 'Kim', nickname: null });
  });

  it('stores names NFKC-normalised: full-width Ｍａｘ is Max on the account and on its public page', async () => {
    const { token, public_slug } = await api.register({
      email: 'max@example.com',
      first_name: 'Ｍａｘ',
      last_name: 'ｍüller',
      password: 'correct horse',
    });
    expect((await api.get('users/me', token)).json().profile).toMatchObject({
      first_name: 'Max',
      last_name: 'müller',
    });
    expect((await api.get(`users/${public_slug}`)).json().name).toBe('Max M.');
  });

  it('counts a name’s length in graphemes: 40 emoji families are a 40-character nickname, 41 are too long', async () => {
    const { token } = await api.register({
      email: 'fam@example.com',
      first_name: 'Fam',
      password: 'correct horse',
    });
    const family = '👨‍👩‍👧‍👦';
    expect((await api.put('users/me', { nickname: family.repeat(40) }, token)).statusCode).toBe(200);
    const tooLong = expectJsonError(
      await api.put('users/me', { nickname: family.repeat(41) }, token),
      400,
      'invalid_input',
    ) as unknown as { fields: Record<string, { code: string }> };
    expect(tooLong.fields.nickname?.code).toBe('too_long');
    // A Devanagari cluster is one character too: 80 of them make a valid first name.
    expect((await api.put('users/me', { first_name: 'क्षि'.repeat(80) }, token)).statusCode).toBe(200);
  });

  it('shows a name stored before these rules without its hidden characters', async () => {
    const user = await insertUser(harness.database.db, {
      email: 'legacy@example.com',
      first_name: '\u202eAda\u200b',
      last_name: '\u2067Lovelace',
      opt_in_legal: true,
      password_hash: null,
    });
    expect((await api.get(`users/${user.public_slug}`)).json().name).toBe('Ada L.');
  });
});
