import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/server-harness.ts';
import { Boards, writeBoardEntry } from './boards.ts';

const user = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A write by another process: straight SQL, with no local announcement. */
async function externalWrite(database: TestDatabase, userId: string, score: number) {
  await database.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ version: string }>(
      `UPDATE boards SET version = version + 1 WHERE id = 'mouse' RETURNING version`,
    );
    await tx.query(
      `INSERT INTO board_entries (board, user_id, score, name, version) VALUES ('mouse', $1, $2, 'ext', $3)`,
      [userId, score, rows[0]!.version],
    );
  });
}

describe('board freshness', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => database?.drop());

  it('shows this process’s own writes at once, and other processes’ writes after the freshness window', async () => {
    const boards = new Boards(database.db, { freshMs: 60 });
    expect((await boards.page('mouse', 0, 10)).total).toBe(0);
    await database.db.transaction((tx) => writeBoardEntry(tx, 'mouse', user(1), 500, 'local'));
    expect((await boards.page('mouse', 0, 10)).rows.map((r) => r.name)).toEqual(['local']);
    await externalWrite(database, user(2), 900);
    expect((await boards.page('mouse', 0, 10)).total).toBe(1);
    await new Promise((r) => setTimeout(r, 80));
    expect((await boards.page('mouse', 0, 10)).rows.map((r) => r.name)).toEqual(['ext', 'local']);
    boards.close();
  });

  it('with a window of 0 reads the database every time', async () => {
    const boards = new Boards(database.db, { freshMs: 0 });
    const before = (await boards.page('mouse', 0, 10)).total;
    await externalWrite(database, user(3), 100);
    expect((await boards.page('mouse', 0, 10)).total).toBe(before + 1);
    boards.close();
  });

  it('does not announce a write whose transaction rolled back', async () => {
    const boards = new Boards(database.db, { freshMs: 10_000 });
    const before = (await boards.page('mouse', 0, 10)).total;
    await expect(
      database.db.transaction(async (tx) => {
        await writeBoardEntry(tx, 'mouse', user(4), 50, 'ghost');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await boards.page('mouse', 0, 10)).total).toBe(before);
    boards.close();
  });
});
