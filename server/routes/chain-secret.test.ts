import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, useStandInReplays } from '../../test/server-harness.ts';
import { apiClient, expectJsonError, outboxMessages, signInCodeIn } from '../../test/api-client.ts';

/**
 * An anonymous chain is claimed only by the browser that played it (issue 39): games/end hands that browser a
 * secret when the chain starts, and a run's uuid or the chain's uuid alone claims nothing.
 */
describe.each(DATABASE_KINDS)('chain secrets on %s', (kind) => {
  let restoreReplays: () => void = () => {};
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  /** The browser that plays. */
  let player: ReturnType<typeof apiClient>;
  /** Someone who learnt the run's uuid (from a share link, a replay page, a log). */
  let thief: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    restoreReplays = useStandInReplays();
    harness = await createTestApp(kind, { mailsPerAddressPerDay: 1000 });
    player = apiClient(harness.app, harness.database.db);
    thief = apiClient(harness.app, harness.database.db);
  });
  afterAll(async () => {
    await harness?.close();
    restoreReplays();
  });

  /** Two anonymous runs chained by the player's browser: the run uuids, the chain and its secret. */
  const anonymousChain = async () => {
    const first = await player.play('mouse', 400);
    const second = await player.play('keyboard', 600, { previous: first.uuid });
    expect(second.end.statusCode, second.end.body).toBe(200);
    const chain = second.end.json().accumulator_uuid as string;
    return { first: first.uuid, second: second.uuid, chain, secret: player.chainSecretOf(chain)! };
  };
  const ownerOf = async (chain: string) =>
    (
      await harness.database.db.query<{ user_id: string | null }>(
        `SELECT user_id FROM accumulators WHERE uuid = $1`,
        [chain],
      )
    ).rows[0]?.user_id ?? null;
  const secretColumn = async (chain: string) =>
    (
      await harness.database.db.query<{ secret_hash: string | null }>(
        `SELECT secret_hash FROM accumulators WHERE uuid = $1`,
        [chain],
      )
    ).rows[0]?.secret_hash ?? null;

  it('hands a secret to the browser that starts an anonymous chain, once, and keeps only its hash', async () => {
    const first = await player.play('mouse', 400);
    const answer = first.end.json();
    expect(answer.chain_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await secretColumn(answer.accumulator_uuid)).toMatch(/^[0-9a-f]{64}$/);
    expect(await secretColumn(answer.accumulator_uuid)).not.toContain(answer.chain_secret);
    const next = await player.play('keyboard', 500, { previous: first.uuid });
    expect(next.end.json()).toMatchObject({ accumulator_uuid: answer.accumulator_uuid, total: 900 });
    expect(next.end.json().chain_secret).toBeUndefined();
    expect(JSON.stringify((await player.get(`games/${first.uuid}`)).json())).not.toContain(
      answer.chain_secret,
    );
    // A signed-in player's chain is theirs from the start: no secret to hand out.
    const { token } = await player.register({ email: 'signed@example.com', first_name: 'Sig' });
    const signed = await player.play('mouse', 300, { token });
    expect(signed.end.json().chain_secret).toBeUndefined();
  });

  it('a run uuid or the chain’s uuid alone claims nothing, and answers as an unknown chain', async () => {
    const { first, second, chain } = await anonymousChain();
    const unknown = randomUUID();
    const { token } = await thief.register({
      email: 'thief@example.com',
      first_name: 'Tom',
      password: 'longpassword',
    });
    const sameAsUnknown = async (
      claim: (id: string, secret?: string) => ReturnType<typeof thief.post>,
      id: string,
      secret?: string,
    ) => {
      const attempt = await claim(id, secret);
      const baseline = await claim(unknown, secret);
      expectJsonError(attempt, baseline.statusCode, baseline.json().error);
      expect(attempt.json().message).toBe(baseline.json().message);
    };
    const wrong = 'A'.repeat(43);
    for (const secret of [undefined, wrong, '']) {
      const extra = secret === undefined ? {} : { chain_secret: secret };
      await sameAsUnknown((id) => thief.patch(`games/${id}`, extra, token), chain);
      await sameAsUnknown((id) => thief.patch(`games/${id}`, extra, token), second);
      await sameAsUnknown(
        (id) =>
          thief.post('users/login', {
            email: 'thief@example.com',
            password: 'longpassword',
            accumulator_uuid: id,
            ...extra,
          }),
        chain,
      );
      await sameAsUnknown(
        async (id) =>
          thief.post('users', {
            email: `t${Math.random()}@example.com`,
            first_name: 'Tom',
            opt_in_legal: true,
            recaptcha: await thief.captcha(),
            accumulator_uuid: id,
            ...extra,
          }),
        chain,
      );
      // Continuing the chain as a signed-in thief, or anonymously, is refused like an unknown previous run.
      await sameAsUnknown(
        async (id) =>
          (await thief.play('headset', 50, { previous: id, token, chainSecret: secret ?? null })).end,
        first,
      );
      await sameAsUnknown(
        async (id) => (await thief.play('headset', 50, { previous: id, chainSecret: secret ?? null })).end,
        first,
      );
    }
    expect(await ownerOf(chain)).toBeNull();
    expect((await player.get(`games/${second}`)).json().accumulator_uuid).toBe(chain);
    const total = (
      await harness.database.db.query<{ total: number }>(`SELECT total FROM accumulators WHERE uuid = $1`, [
        chain,
      ])
    ).rows[0]!.total;
    expect(Number(total)).toBe(1000);
  });

  it('the right secret continues and saves the chain; once saved, it is refused to another account', async () => {
    const { second, chain, secret } = await anonymousChain();
    const third = await player.play('headset', 100, { previous: second });
    expect(third.end.json()).toMatchObject({ accumulator_uuid: chain, total: 1100 });
    const owner = await player.register({
      email: 'owner@example.com',
      first_name: 'Olga',
      last_name: 'Ivanova',
      accumulator_uuid: chain,
      chain_secret: secret,
    });
    expect(await ownerOf(chain)).toBe(owner.id);
    const board = (await player.get('scoreboards/total')).json();
    expect(board.items).toContainEqual({ position: expect.any(Number), name: 'Olga I.', score: 1100 });
    // The owner saves it again without the secret (it is theirs); another account with the secret is told no.
    expect((await player.patch(`games/${chain}`, {}, owner.token)).statusCode).toBe(200);
    const other = await thief.register({ email: 'late@example.com', first_name: 'Lia' });
    expectJsonError(
      await thief.patch(`games/${chain}`, { chain_secret: secret }, other.token),
      403,
      'forbidden',
    );
  });

  it('saves the chain with a sign-in code and its secret, and a PATCH by run uuid with the secret', async () => {
    const account = await player.register({ email: 'code@example.com', first_name: 'Coco' });
    const a = await anonymousChain();
    await player.post('users/sign_in_code', { email: 'code@example.com' });
    await harness.app.backgroundIdle();
    const code = signInCodeIn(outboxMessages(harness.config.outboxDir).at(-1)!);
    const signedIn = await player.post('users/login', {
      email: 'code@example.com',
      code,
      accumulator_uuid: a.chain,
      chain_secret: a.secret,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await ownerOf(a.chain)).toBe(account.id);
    const b = await anonymousChain();
    const saved = await player.patch(`games/${b.first}`, { chain_secret: b.secret }, account.token);
    expect(saved.json()).toMatchObject({ success: true, accumulator_uuid: b.chain });
    expect(await ownerOf(b.chain)).toBe(account.id);
  });
});
