import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, useStandInReplays } from '../../test/server-harness.ts';
import { apiClient, expectJsonError, outboxMessages } from '../../test/api-client.ts';

/**
 * A play token once made the server mail the account's address 120 characters of the caller's text
 * (`rank_text`): mails now say only what the server computed, and no address gets more than its daily cap.
 */
describe.each(DATABASE_KINDS)('what mails say, and how many, on %s', (kind) => {
  let restoreReplays: () => void = () => {};
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    restoreReplays = useStandInReplays();
    harness = await createTestApp(kind, { mailsPerAddressPerDay: 3 });
    api = apiClient(harness.app, harness.database.db);
  });
  afterAll(async () => {
    await harness?.close();
    restoreReplays();
  });
  const lastMail = () => outboxMessages(harness.config.outboxDir).at(-1)!;

  it('carries the place the server computed, never text from the request', async () => {
    const { token } = await api.register({ email: 'ranked@example.com', first_name: 'Rae' });
    expect((await api.play('mouse', 900, { token })).end.statusCode).toBe(200);
    const sent = await api.post(
      'messages/score_saved/send',
      { rank_text: 'Your account is locked: log in at https://evil.example.net', locale: 'en' },
      token,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(lastMail()).not.toContain('evil.example.net');
    expect(lastMail()).toContain('You are now number 1 on the overall leaderboard.');
  });

  it('stops at the daily cap per address with 429, and sends the reset mail no further', async () => {
    const email = 'capped@example.com';
    const { token } = await api.register({ email, first_name: 'Cap' });
    const mailsTo = () => outboxMessages(harness.config.outboxDir).filter((m) => m.includes(`To: ${email}`));
    for (let i = 0; i < 3; i++)
      expect((await api.post('messages/welcome/send', {}, token)).statusCode).toBe(200);
    const over = await api.post('messages/welcome/send', {}, token);
    expectJsonError(over, 429, 'rate_limited');
    expectJsonError(await api.post('messages/validation/send', {}, token), 429, 'rate_limited');
    // The reset answer is the same for every e-mail; past the cap no mail goes out.
    expect((await api.post('users/reset_password', { email })).statusCode).toBe(200);
    await harness.app.backgroundIdle();
    expect(mailsTo()).toHaveLength(3);
    // Another address has its own cap.
    const other = await api.register({ email: 'other@example.com', first_name: 'Oth' });
    expect((await api.post('messages/welcome/send', {}, other.token)).statusCode).toBe(200);
  });
});
