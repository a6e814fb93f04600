import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, useStandInReplays } from '../../test/server-harness.ts';
import { apiClient, expectJsonError, outboxMessages, signInCodeIn } from '../../test/api-client.ts';
import { SIGN_IN_CODE_MAX_TRIES } from '../accounts/sign-in-codes.ts';

/**
 * Signing in without a password (issue 39): the e-mail and the first name that every board shows open nothing;
 * only the code mailed to the address does, once.
 */
describe.each(DATABASE_KINDS)('sign-in codes on %s', (kind) => {
  let restoreReplays: () => void = () => {};
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    restoreReplays = useStandInReplays();
    harness = await createTestApp(kind, { mailsPerAddressPerDay: 1000 });
    api = apiClient(harness.app, harness.database.db);
  });
  afterAll(async () => {
    await harness?.close();
    restoreReplays();
  });

  const mails = () => outboxMessages(harness.config.outboxDir);
  /** Asks for a code and returns the one mailed (the mail goes out after the answer). */
  const mailedCode = async (email: string, locale?: string) => {
    const before = mails().length;
    const answer = await api.post('users/sign_in_code', { email, ...(locale ? { locale } : {}) });
    expect(answer.json()).toEqual({ success: true });
    await harness.app.backgroundIdle();
    const after = mails();
    expect(after).toHaveLength(before + 1);
    return { code: signInCodeIn(after.at(-1)!), mail: after.at(-1)! };
  };
  const login = (email: string, code: string) => api.post('users/login', { email, code });
  const runsOf = async (userId: string) =>
    Number(
      (
        await harness.database.db.query<{ n: number }>(`SELECT count(*) AS n FROM games WHERE user_id = $1`, [
          userId,
        ])
      ).rows[0]!.n,
    );

  it('without the mailed code, knowing the e-mail and first name cannot start or end a run on the account', async () => {
    const victim = await api.register({ email: 'rival@example.com', first_name: 'Rita', last_name: 'Rossi' });
    // The old passwordless sign-in is refused outright, not just unanswered.
    expectJsonError(
      await api.post('users/login', { email: 'rival@example.com', first_name: 'Rita' }),
      400,
      'invalid_input',
    );
    // Asking for a code mails it to the victim, not to the one who asked: the answer holds no token.
    const asked = await api.post('users/sign_in_code', { email: 'rival@example.com' });
    expect(asked.json()).toEqual({ success: true });
    await harness.app.backgroundIdle();
    for (const guess of ['00000000', '12345678', '99999999'])
      expectJsonError(await login('rival@example.com', guess), 401, 'bad_credentials');
    // Without a token a run is nobody's, and a run of the victim's cannot be ended by anyone else.
    const anonymous = (await api.post('games/start', { game_type: 'mouse' })).json();
    expect(anonymous.uuid).toBeTruthy();
    const own = (await api.post('games/start', { game_type: 'mouse' }, victim.token)).json();
    expectJsonError(
      await api.post('games/end', { uuid: own.uuid, score: 10, duration: 1000, game_data: {} }),
      403,
      'forbidden',
    );
    expect(await runsOf(victim.id)).toBe(1);
  });

  it('opens a full session once with the mailed code, in the player’s language, stored only as a hash', async () => {
    const player = await api.register({ email: 'coder@example.com', first_name: 'Cody', locale: 'de' });
    const { code, mail } = await mailedCode('Coder@Example.com ');
    expect(mail).toMatch(/Content-Language: de/i);
    const stored = await harness.database.db.query<{ code_hash: string }>(
      `SELECT code_hash FROM sign_in_codes WHERE user_id = $1`,
      [player.id],
    );
    expect(stored.rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored.rows)).not.toContain(code);
    // Spaces or dashes a mail client or the player adds are not part of the code.
    const opened = await login('coder@example.com', `${code.slice(0, 4)} ${code.slice(4)}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const session = opened.json();
    expect(session).toMatchObject({ success: true, scope: 'full', id: player.id });
    expect((await api.get('users/me', session.token)).json().profile.email).toBe('coder@example.com');
    const run = (await api.post('games/start', { game_type: 'keyboard' }, session.token)).json();
    expect(run.uuid).toBeTruthy();
    expect(await runsOf(player.id)).toBe(1);
    expectJsonError(await login('coder@example.com', code), 401, 'bad_credentials');
  });

  it('answers wrong, expired, used, worn-out codes and unknown e-mails alike', async () => {
    await api.register({ email: 'same@example.com', first_name: 'Sam' });
    const answers: string[] = [];
    const failure = async (email: string, code: string) => {
      const answer = await login(email, code);
      expectJsonError(answer, 401, 'bad_credentials');
      answers.push(answer.body);
    };
    // Used.
    const used = (await mailedCode('same@example.com')).code;
    expect((await login('same@example.com', used)).statusCode).toBe(200);
    await failure('same@example.com', used);
    // Wrong (its last digit changed).
    const live = (await mailedCode('same@example.com')).code;
    await failure('same@example.com', live.slice(0, 7) + String((Number(live[7]) + 1) % 10));
    // Expired.
    await harness.database.db.query(`UPDATE sign_in_codes SET expires_at = now() - interval '1 second'`);
    await failure('same@example.com', live);
    // Never asked for, and an e-mail without an account (which got no mail).
    await failure('nobody@example.com', live);
    const before = mails().length;
    expect((await api.post('users/sign_in_code', { email: 'nobody@example.com' })).json()).toEqual({
      success: true,
    });
    await harness.app.backgroundIdle();
    expect(mails()).toHaveLength(before);
    await failure('nobody@example.com', '12345678');
    // Worn out: after the allowed wrong tries the right code fails too.
    const worn = (await mailedCode('same@example.com')).code;
    const wrong = worn === '00000000' ? '11111111' : '00000000';
    for (let i = 0; i < SIGN_IN_CODE_MAX_TRIES; i++) await failure('same@example.com', wrong);
    await failure('same@example.com', worn);
    expect(new Set(answers).size).toBe(1);
  });

  it('replaces an earlier code with a new one', async () => {
    await api.register({ email: 'twice@example.com', first_name: 'Tia' });
    const first = (await mailedCode('twice@example.com')).code;
    const second = (await mailedCode('twice@example.com')).code;
    if (first !== second) expectJsonError(await login('twice@example.com', first), 401, 'bad_credentials');
    expect((await login('twice@example.com', second)).statusCode).toBe(200);
  });

  it('counts each code mail against the address’s daily cap, and answers the same past it', async () => {
    const capped = await createTestApp(kind, { mailsPerAddressPerDay: 2 });
    try {
      const client = apiClient(capped.app);
      await client.register({ email: 'cap@example.com', first_name: 'Cap' });
      for (let i = 0; i < 3; i++) {
        const answer = await client.post('users/sign_in_code', { email: 'cap@example.com' });
        expect(answer.json()).toEqual({ success: true });
      }
      await capped.app.backgroundIdle();
      expect(outboxMessages(capped.config.outboxDir)).toHaveLength(2);
    } finally {
      await capped.close();
    }
  });

  it('refuses malformed requests with the catalogue’s codes', async () => {
    expectJsonError(await api.post('users/sign_in_code', {}), 400, 'invalid_input');
    expectJsonError(await api.post('users/sign_in_code', { email: 'not an address' }), 400, 'invalid_input');
    expectJsonError(
      await api.post('users/sign_in_code', { email: 'a@example.com', locale: 'xx' }),
      400,
      'invalid_input',
    );
    expectJsonError(
      await api.post('users/login', { email: 'a@example.com', code: 'abc' }),
      400,
      'invalid_input',
    );
    expectJsonError(
      await api.post('users/login', { email: 'a@example.com', code: '1'.repeat(40) }),
      400,
      'invalid_input',
    );
    expectJsonError(
      await api.post('users/login', { email: 'a@example.com', code: '12345678', password: 'longpassword' }),
      400,
      'invalid_input',
    );
    expectJsonError(
      await api.post('users/login', { email: 'a@example.com', code: 12345678 }),
      400,
      'invalid_input',
    );
  });
});
