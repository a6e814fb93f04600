import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../../test/server-harness.ts';
import { loadMigrations, migrate, schemaVersion } from './migrate.ts';

describe.each(DATABASE_KINDS)('migrations on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('applies every migration once, in order, and records the version', async () => {
    database = await createTestDatabase(kind);
    expect(await schemaVersion(database.db)).toBe(loadMigrations().at(-1)!.version);
    expect(await migrate(database.db)).toEqual([]);
    const { rows } = await database.db.query<{ key: string }>('SELECT key FROM app_meta');
    expect(rows.map((r) => r.key)).toEqual(['installed_at']);
  });

  it('rolls back a failing migration completely', async () => {
    database = await createTestDatabase(kind);
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    writeFileSync(
      join(dir, '0900_half_done.sql'),
      'CREATE TABLE half_done (id int); SELECT no_such_function();',
    );
    await expect(migrate(database.db, [...loadMigrations(), ...loadMigrations(dir)])).rejects.toThrow();
    const { rows } = await database.db.query(`SELECT to_regclass('half_done') AS t`);
    expect(rows[0]).toEqual({ t: null });
    expect(await schemaVersion(database.db)).toBe(loadMigrations().at(-1)!.version);
  });

  it('refuses a badly named migration file with a clear error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    writeFileSync(join(dir, 'add-users.sql'), 'SELECT 1');
    expect(() => loadMigrations(dir)).toThrow(/0001_name\.sql/);
  });
});
