import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { windowBounds, type CompetitionWindow } from '../../api/competition.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../../test/server-harness.ts';
import { verifyRecord } from './draw-record.ts';
import { commitDraw, DrawRefused, performDraw, publishedWinners, readDraw } from './draw-store.ts';

const WINDOW: CompetitionWindow = { start: '2026-03-01', end: '2026-03-10', timeZone: 'Europe/Paris' };
const { opens: OPENS, closes: CLOSES } = windowBounds(WINDOW);
const DAY = 86_400_000;

type Db = TestDatabase['db'];

async function addUser(
  db: Db,
  fields: { email: string; country?: string | null; optIn?: boolean; nickname?: string; lastName?: string },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO users (id, email, email_normalized, first_name, last_name, nickname, country, opt_in_legal, public_slug)
     VALUES ($1, $2, $2, 'Alex', $3, $4, $5, $6, $7)`,
    [
      id,
      fields.email,
      fields.lastName ?? null,
      fields.nickname ?? null,
      fields.country ?? 'FR',
      fields.optIn ?? true,
      `slug-${id}`,
    ],
  );
  return id;
}

/** Three runs of one chain, each 30 s, starting `at` (Unix ms); `review` on the keyboard run. */
async function addChain(
  db: Db,
  userId: string | null,
  scores: [number, number, number],
  at: number,
  review: string | null = null,
): Promise<void> {
  const chain = randomUUID();
  const games = ['mouse', 'headset', 'keyboard'];
  for (let i = 0; i < 3; i += 1) {
    const start = at + i * 60_000;
    await db.query(
      `INSERT INTO games (uuid, game_type, user_id, started_at, ended_at, score, accumulator_uuid, seed, review)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8)`,
      [
        randomUUID(),
        games[i],
        userId,
        new Date(start).toISOString(),
        new Date(start + 30_000).toISOString(),
        scores[i],
        chain,
        i === 2 ? review : null,
      ],
    );
  }
}

describe.each(DATABASE_KINDS)('the draw on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database?.drop());

  it('refuses to run before a commitment, commits once before the window closes, and never twice', async () => {
    const { db } = database;
    await expect(performDraw(db, WINDOW, CLOSES + 1)).rejects.toThrow(/must be committed/);
    await expect(commitDraw(db, WINDOW, CLOSES + 1)).rejects.toThrow(/window has closed/);
    const { seedHash, windowOpen } = await commitDraw(db, WINDOW, OPENS - DAY);
    expect(seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(windowOpen).toBe(false);
    await expect(commitDraw(db, WINDOW, OPENS - DAY)).rejects.toThrow(/already committed/);
    const record = await readDraw(db);
    expect(record).toMatchObject({ seedHash, seed: null, drawnAt: null, winners: null });
    expect(await publishedWinners(db)).toBeNull();
  });

  it('refuses the draw while the window is open, for another window, and while a run waits for review', async () => {
    const { db } = database;
    const error = await performDraw(db, WINDOW, CLOSES).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DrawRefused);
    expect((error as Error).message).toMatch(/window closes at 2026-03-10T22:59:59.999Z/);
    await expect(performDraw(db, { ...WINDOW, end: '2026-03-11' }, CLOSES + DAY * 2)).rejects.toThrow(
      /commitment was made for 2026-03-01 to 2026-03-10/,
    );
    const pending = await addUser(db, { email: 'pending@example.com' });
    await addChain(db, pending, [3000, 3000, 3000], OPENS + DAY, 'flagged');
    await expect(performDraw(db, WINDOW, CLOSES + 1)).rejects.toThrow(/1 run\(s\) of the window still wait/);
    await db.query(`UPDATE games SET review = 'rejected' WHERE user_id = $1 AND review = 'flagged'`, [
      pending,
    ]);
  });

  it('draws from the eligible entries, stores a record that verifies, and publishes masked winners', async () => {
    const { db } = database;
    const winner = await addUser(db, { email: 'johnny@gmail.com', nickname: 'Johnny' });
    await addChain(db, winner, [3000, 2500, 2000], OPENS + DAY);
    const second = await addUser(db, { email: 'maria.rossi@example.co.uk', lastName: 'Rossi' });
    await addChain(db, second, [1000, 1000, 2000], OPENS + 2 * DAY);
    // Out: an excluded country, no consent, a chain ending after the close, an incomplete chain, anonymous runs.
    const italian = await addUser(db, { email: 'it@example.com', country: 'IT' });
    await addChain(db, italian, [3000, 3000, 3000], OPENS + DAY);
    const noConsent = await addUser(db, { email: 'nc@example.com', optIn: false });
    await addChain(db, noConsent, [3000, 3000, 3000], OPENS + DAY);
    const late = await addUser(db, { email: 'late@example.com' });
    await addChain(db, late, [3000, 3000, 3000], CLOSES - 90_000);
    const incomplete = await addUser(db, { email: 'half@example.com' });
    await addChain(db, incomplete, [3000, 3000, 3000], OPENS + DAY);
    await db.query(`DELETE FROM games WHERE user_id = $1 AND game_type = 'keyboard'`, [incomplete]);
    await addChain(db, null, [3000, 3000, 3000], OPENS + DAY);

    const record = await performDraw(db, WINDOW, CLOSES + 1);
    expect(record.entries!.map((e) => e.userId)).toEqual([winner, second]);
    expect(record.entriesCount).toBe(2);
    expect(record.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(record.winners!.tiers.map((t) => [t.tier, t.winners])).toEqual([
      [3, [winner]],
      [2, [second]],
      [1, []],
    ]);
    expect(record.winners!.leaderboard).toEqual([
      { position: 1, userId: winner, total: 7500 },
      { position: 2, userId: second, total: 4000 },
    ]);
    expect(await publishedWinners(db)).toEqual({
      tiers: [
        { tier: 3, winners: ['jo***@gm***.com'] },
        { tier: 2, winners: ['ma***@ex***.uk'] },
        { tier: 1, winners: [] },
      ],
      leaderboard: [
        { position: 1, name: 'Johnny' },
        { position: 2, name: 'Alex R.' },
      ],
    });
    await expect(performDraw(db, WINDOW, CLOSES + 2)).rejects.toThrow(/already run/);
  });

  it('re-running the draw from its stored record gives the same winners', async () => {
    const stored = await readDraw(database.db);
    expect(stored!.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyRecord(JSON.parse(JSON.stringify(stored)))).toEqual({ ok: true, problems: [] });
    const tampered = structuredClone(stored!);
    tampered.winners!.tiers[1]!.winners = [tampered.entries![0]!.userId];
    expect(verifyRecord(tampered).ok).toBe(false);
  });
});
