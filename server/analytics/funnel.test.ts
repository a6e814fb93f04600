import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../../test/server-harness.ts';
import { countEvents, readDailyCounts } from './counters.ts';
import { funnelRows, funnelSvg, funnelTable } from './funnel.ts';

describe.each(DATABASE_KINDS)('the analytics report on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const insert = (day: string, event: string, game: string, count: number) =>
      database.db.query(`INSERT INTO analytics_daily (day, event, game, count) VALUES ($1, $2, $3, $4)`, [
        day,
        event,
        game,
        count,
      ]);
    // Two days; game events split by game, which the report adds up.
    await insert('2022-07-07', 'page_view', '', 150);
    await insert('2022-07-07', 'page_view', 'mouse', 50);
    await insert('2022-07-07', 'game_start', 'mouse', 60);
    await insert('2022-07-07', 'game_start', 'keyboard', 20);
    await insert('2022-07-07', 'game_end', 'mouse', 40);
    await insert('2022-07-07', 'save', '', 10);
    await insert('2022-07-07', 'share', 'mouse', 5);
    await insert('2022-07-08', 'page_view', '', 100);
    await insert('2022-07-08', 'game_start', 'headset', 25);
  });
  afterAll(async () => database?.drop());

  it('adds up each day across games, oldest day first', async () => {
    expect(await readDailyCounts(database.db)).toEqual([
      { day: '2022-07-07', counts: { page_view: 200, game_start: 80, game_end: 40, save: 10, share: 5 } },
      { day: '2022-07-08', counts: { page_view: 100, game_start: 25, game_end: 0, save: 0, share: 0 } },
    ]);
  });

  it('gives each step its conversion from the one before, per day and in total', async () => {
    const rows = funnelRows(await readDailyCounts(database.db));
    expect(rows.map((r) => r.label)).toEqual(['2022-07-07', '2022-07-08', 'Total']);
    expect(rows[0]!.conversions).toEqual([null, 0.4, 0.5, 0.25, 0.5]);
    // A step after one with nothing has no conversion.
    expect(rows[1]!.conversions).toEqual([null, 0.25, 0, null, null]);
    expect(rows[2]!.counts).toEqual([300, 105, 40, 10, 5]);
    expect(rows[2]!.conversions).toEqual([null, 0.35, 40 / 105, 0.25, 0.5]);
    expect(funnelTable(rows).split('\n')).toEqual([
      'Day         Page views  Game starts   Game ends       Saves     Shares',
      '----------  ----------  -----------  ----------  ----------  ---------',
      '2022-07-07         200   80 (40.0%)  40 (50.0%)  10 (25.0%)  5 (50.0%)',
      '2022-07-08         100   25 (25.0%)    0 (0.0%)       0 (–)      0 (–)',
      '----------  ----------  -----------  ----------  ----------  ---------',
      'Total              300  105 (35.0%)  40 (38.1%)  10 (25.0%)  5 (50.0%)',
    ]);
  });

  it('draws the total funnel with bars in proportion to the page views', async () => {
    const rows = funnelRows(await readDailyCounts(database.db));
    const svg = funnelSvg(rows.at(-1)!, 2);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const widths = [...svg.matchAll(/<rect x="130" y="\d+" width="(\d+)"/g)].map((m) => Number(m[1]));
    expect(widths).toEqual([440, 154, 59, 15, 7]);
    expect(svg).toContain('Funnel, 2 days');
    expect(svg).toContain('105 (35.0% of previous)');
  });

  it('counts a batch the route accepted into today’s row', async () => {
    await countEvents(database.db, [{ type: 'share' }, { type: 'share' }, { type: 'save' }]);
    const today = (await readDailyCounts(database.db)).at(-1)!;
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(today.counts).toMatchObject({ share: 2, save: 1 });
  });
});
