import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { windowBounds } from '../../api/competition.ts';
import { DrawStepsAnswer, WinnersAnswer } from '../../api/prizes.ts';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, DATABASE_KINDS } from '../../test/server-harness.ts';
import { commitDraw, decideCandidate, performDraw, publishDraw, sealDraw } from '../draw/draw-store.ts';

const RULES = { minimumAge: 18, excludedCountries: ['IT'], sharePrizes: 1 };

describe.each(DATABASE_KINDS)('GET prizes/winners on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof apiClient>;
  const window = { start: '2026-03-01', end: '2026-03-10', timeZone: 'UTC' };
  const { opens, closes } = windowBounds(window);

  beforeAll(async () => {
    harness = await createTestApp(kind, {
      competitionStart: window.start,
      competitionEnd: window.end,
      competitionTimeZone: window.timeZone,
    });
    api = apiClient(harness.app);
  });
  afterAll(async () => harness?.close());

  it('answers empty lists for every tier before the draw, cacheable for a short while', async () => {
    const response = await api.get('prizes/winners');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(WinnersAnswer.parse(response.json())).toEqual({
      success: true,
      drawn: false,
      tiers: [
        { tier: 3, winners: [] },
        { tier: 2, winners: [] },
        { tier: 1, winners: [] },
      ],
      leaderboard: [],
    });
    // Committed but not drawn: still nothing.
    expect(DrawStepsAnswer.parse((await api.get('prizes/draw')).json())).toMatchObject({
      committed: false,
      seed_hash: null,
    });
    const { seedHash } = await commitDraw(harness.database.db, window, opens - 1000);
    expect((await api.get('prizes/winners')).json().drawn).toBe(false);
    expect(DrawStepsAnswer.parse((await api.get('prizes/draw')).json())).toMatchObject({
      committed: true,
      seed_hash: seedHash,
      sealed_at: null,
      seed: null,
    });
  });

  it('answers the masked e-mails per tier and the board names once drawn, never the address or the id', async () => {
    const { db } = harness.database;
    const id = randomUUID();
    await db.query(
      `INSERT INTO users (id, email, email_normalized, first_name, last_name, country, opt_in_legal, public_slug,
         birth_date)
       VALUES ($1, 'Katherine.Lee@Example.org', 'katherine.lee@example.org', 'Katherine', 'Lee', 'GB', true, $2,
         '1990-02-03')`,
      [id, `slug-${id}`],
    );
    const chain = randomUUID();
    const runs = [randomUUID(), randomUUID(), randomUUID()];
    for (const [i, game] of ['mouse', 'headset', 'keyboard'].entries())
      await db.query(
        `INSERT INTO games (uuid, game_type, user_id, started_at, ended_at, score, accumulator_uuid, seed, seen_country)
         VALUES ($1, $2, $3, $4, $5, 500, $6, 1, 'GB')`,
        [
          runs[i],
          game,
          id,
          new Date(opens + 60_000 * (i + 1)).toISOString(),
          new Date(opens + 60_000 * (i + 1) + 30_000).toISOString(),
          chain,
        ],
      );
    const sealed = await sealDraw(db, window, RULES, closes + 1);
    let steps = DrawStepsAnswer.parse((await api.get('prizes/draw')).json());
    expect(steps).toMatchObject({
      committed: true,
      board_hash: sealed.boardHash,
      entries_count: 1,
      seed: null,
    });
    await performDraw(db, window, closes + 2);
    // Drawn, not yet cleared by anyone: nothing is public.
    expect((await api.get('prizes/winners')).json().drawn).toBe(false);
    for (const run of runs)
      await db.query(`INSERT INTO operator_run_views (run_uuid, operator) VALUES ($1, 'operator')`, [run]);
    await decideCandidate(
      db,
      { userId: id, basis: 'entry', decision: 'cleared', reason: 'watched', operator: 'operator' },
      closes + 3,
    );
    await publishDraw(db, closes + 4);
    steps = DrawStepsAnswer.parse((await api.get('prizes/draw')).json());
    expect(steps.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(steps.published_at).not.toBeNull();
    const response = await api.get('prizes/winners');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      drawn: true,
      tiers: [
        { tier: 3, winners: [] },
        { tier: 2, winners: [] },
        { tier: 1, winners: ['Ka***@Ex***.org'] },
      ],
      leaderboard: [{ position: 1, name: 'Katherine L.' }],
    });
    expect(response.body).not.toMatch(/Katherine\.Lee|Example\.org|lee@/i);
    expect(response.body).not.toContain(id);
  });

  it('takes no input: a query string changes nothing', async () => {
    const plain = (await api.get('prizes/winners')).json();
    expect((await api.get('prizes/winners?drawn=false&tier=9')).json()).toEqual(plain);
    const steps = (await api.get('prizes/draw')).json();
    expect((await api.get('prizes/draw?seed=1&x=%00')).statusCode).toBe(400);
    expect((await api.get('prizes/draw?seed=1')).json()).toEqual(steps);
  });
});
