import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, standInGameData, useStandInReplays } from '../../test/server-harness.ts';
import { apiClient as injectClient } from '../../test/api-client.ts';
import { ApiRequestError, createApiClient } from './client.ts';

/** The browser client against the real server over HTTP: the shared schemas accept every real answer. */
describe('browser API client', () => {
  let restoreReplays: () => void = () => {};
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let baseUrl: string;
  beforeAll(async () => {
    restoreReplays = useStandInReplays();
    harness = await createTestApp('pglite');
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    const address = harness.app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
    // A fresh PGlite database with its migrations takes seconds, many more on a busy machine.
  }, 60_000);
  afterAll(async () => {
    await harness?.close();
    restoreReplays();
  });

  it('plays, saves and reads boards through the typed calls', async () => {
    let token: string | null = null;
    const api = createApiClient({ baseUrl, token: () => token });
    const started = await api.startGame('mouse');
    await harness.database.db.query(
      `UPDATE games SET started_at = now() - interval '1 minute' WHERE uuid = $1`,
      [started.uuid],
    );
    const ended = await api.endGame({
      uuid: started.uuid,
      score: 321,
      duration: 40_000,
      game_data: standInGameData(321, 40_000),
    });
    expect(ended).toMatchObject({ score: 321, total: 321, verification: 'replay' });
    const registered = await api.register({
      email: 'client@example.com',
      first_name: 'Cli',
      opt_in_legal: true,
      recaptcha: await injectClient(harness.app).captcha(),
    });
    token = registered.token;
    // The anonymous chain is saved only with the secret its first run's end handed this browser.
    expect(ended.chain_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(api.saveGame(ended.accumulator_uuid)).rejects.toMatchObject({ status: 404 });
    expect((await api.saveGame(ended.accumulator_uuid, ended.chain_secret)).accumulator_uuid).toBe(
      ended.accumulator_uuid,
    );
    const board = await api.scoreboard('total', { limit: 30 });
    expect(board.items).toEqual([{ position: 1, name: 'Cli', score: 321 }]);
    expect(await api.estimatedPosition('total', 400)).toEqual({
      success: true,
      position: 1,
      // Cli asks: their own entry is no challenger, so the score would be the first on the board.
      beat_percent: 0,
      total: 1,
      challengers: 0,
      own_best: 321,
    });
    expect((await api.share()).slug).toBe(registered.public_slug);
    expect((await api.publicUser(registered.public_slug)).scores.total).toBe(321);
    expect((await api.frontendData()).current_game).toBe('keyboard');
    expect(await api.prizeWinners()).toMatchObject({ drawn: false, leaderboard: [] });
  });

  it("reads the competition's window and the visitor's country", async () => {
    const api = createApiClient({ baseUrl });
    expect((await api.frontendData()).competition).toMatchObject({ start: '2022-07-07', end: '2022-07-28' });
    expect(await api.country()).toMatchObject({ success: true, segment: expect.anything() });
  });

  it('turns error answers into ApiRequestError with the code and field details', async () => {
    const api = createApiClient({ baseUrl });
    const error = await api.login({ email: 'nope' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(400);
    expect((error as ApiRequestError).body.fields?.email?.code).toBe('invalid_email');
  });
});
