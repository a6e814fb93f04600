import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ANALYTICS_BATCH, MAX_ANALYTICS_BODY_BYTES, parseSiteAnalytics } from '../../api/analytics.ts';
import { createTestApp, DATABASE_KINDS } from '../../test/server-harness.ts';

describe.each(DATABASE_KINDS)('POST analytics/events on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => harness?.close());

  const send = (payload: string, contentType = 'application/json', remoteAddress = '203.0.113.9') =>
    harness.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': contentType },
      payload,
      remoteAddress,
    });
  const sendJson = (body: unknown) => send(JSON.stringify(body));

  /** Every counter, as "event/game=count" (game '-' for none), sorted. */
  const counters = async () => {
    const { rows } = await harness.database.db.query<{ event: string; game: string; count: string | number }>(
      `SELECT event, game, count FROM analytics_daily WHERE day = (now() AT TIME ZONE 'UTC')::date`,
    );
    return rows.map((r) => `${r.event}/${r.game || '-'}=${Number(r.count)}`).sort();
  };
  const wipe = () => harness.database.db.query('DELETE FROM analytics_daily');

  it('adds each event to its daily counter, and later batches to the same counters', async () => {
    await wipe();
    const first = await sendJson({
      events: [
        { type: 'page_view' },
        { type: 'page_view' },
        { type: 'game_start', game: 'mouse' },
        { type: 'game_end', game: 'mouse' },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, counted: 4 });
    await sendJson({ events: [{ type: 'page_view' }, { type: 'game_start', game: 'keyboard' }] });
    await sendJson({ events: [{ type: 'save' }, { type: 'share', game: 'headset' }] });
    expect(await counters()).toEqual([
      'game_end/mouse=1',
      'game_start/keyboard=1',
      'game_start/mouse=1',
      'page_view/-=3',
      'save/-=1',
      'share/headset=1',
    ]);
  });

  it('reads a beacon: JSON sent as text/plain', async () => {
    await wipe();
    const answer = await send(
      JSON.stringify({ events: [{ type: 'page_view' }] }),
      'text/plain;charset=UTF-8',
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await counters()).toEqual(['page_view/-=1']);
  });

  it('keeps nothing about the caller: the table holds a day, an event, a game and a count', async () => {
    const { rows } = await harness.database.db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'analytics_daily' ORDER BY column_name`,
    );
    expect(rows.map((r) => r.column_name)).toEqual(['count', 'day', 'event', 'game']);
  });

  describe('hostile input: refused whole, with a 4xx in the API error shape, counting nothing', () => {
    const cases: Array<[string, string, string?]> = [
      ['an unknown type', JSON.stringify({ events: [{ type: 'page_view' }, { type: 'purchase' }] })],
      ['an unknown game', JSON.stringify({ events: [{ type: 'game_start', game: 'chess' }] })],
      ['a number for a type', JSON.stringify({ events: [{ type: 1 }] })],
      ['events as an object', JSON.stringify({ events: { 0: { type: 'save' } } })],
      ['events as a string', JSON.stringify({ events: '[{"type":"save"}]' })],
      ['a bare array', JSON.stringify([{ type: 'save' }])],
      ['no events', JSON.stringify({ events: [] })],
      ['no body fields', JSON.stringify({})],
      ['null', 'null'],
      ['an extra key on an event', JSON.stringify({ events: [{ type: 'save', ip: '1.2.3.4' }] })],
      ['an extra key beside events', JSON.stringify({ events: [{ type: 'save' }], user: 'x' })],
      ['__proto__ beside events', '{"events":[{"type":"save"}],"__proto__":{"polluted":true}}'],
      ['__proto__ on an event', '{"events":[{"type":"save","__proto__":{"polluted":true}}]}'],
      [
        'constructor.prototype on an event',
        '{"events":[{"type":"save","constructor":{"prototype":{"polluted":true}}}]}',
      ],
      ['__proto__ as a type', JSON.stringify({ events: [{ type: '__proto__' }] })],
      ['toString as a type', JSON.stringify({ events: [{ type: 'toString' }] })],
      ['a NUL in a type', JSON.stringify({ events: [{ type: 'save\u0000' }] })],
      ['malformed JSON', '{"events": ['],
      ['malformed JSON as text/plain', '{"events": [', 'text/plain'],
      ['a form', 'events=%5B%7B%22type%22%3A%22save%22%7D%5D', 'application/x-www-form-urlencoded'],
      ['XML', '<events><type>save</type></events>', 'application/xml'],
      [
        `${MAX_ANALYTICS_BATCH + 1} events`,
        JSON.stringify({ events: Array(MAX_ANALYTICS_BATCH + 1).fill({ type: 'save' }) }),
      ],
      ['1000 events', JSON.stringify({ events: Array(1000).fill({ type: 'save' }) })],
      [
        '1000 events as text/plain',
        JSON.stringify({ events: Array(1000).fill({ type: 'save' }) }),
        'text/plain',
      ],
      [
        'an oversized body',
        JSON.stringify({ events: [{ type: 'save', game: 'x'.repeat(MAX_ANALYTICS_BODY_BYTES) }] }),
      ],
    ];
    it.each(cases)('%s', async (_name, payload, contentType) => {
      await wipe();
      const answer = await send(payload, contentType);
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      const body = answer.json() as { error: unknown; message: unknown };
      expect(typeof body.error).toBe('string');
      expect(typeof body.message).toBe('string');
      expect(await counters()).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('names the unknown type and the allowed ones', async () => {
      const answer = await sendJson({ events: [{ type: 'page_view' }, { type: 'purchase' }] });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        error: 'invalid_input',
        fields: {
          'events.1.type': {
            code: 'invalid',
            message: 'type must be one of page_view, game_start, game_end, save, share',
          },
        },
      });
    });

    it('says why a batch is too long, and a body too large is 413', async () => {
      const long = await sendJson({ events: Array(MAX_ANALYTICS_BATCH + 1).fill({ type: 'save' }) });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ fields: { events: { message: 'at most 50 events per request' } } });
      const thousand = await sendJson({ events: Array(1000).fill({ type: 'save' }) });
      expect(thousand.statusCode).toBe(413);
    });
  });
});

describe('POST analytics/events rate limit', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    harness = await createTestApp('pglite', { analyticsPerIpPerMinute: 3 });
  });
  afterAll(async () => harness?.close());

  it('counts its own requests per address, apart from other writes', async () => {
    const post = (remoteAddress: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        payload: { events: [{ type: 'page_view' }] },
        remoteAddress,
      });
    for (let i = 0; i < 3; i++) expect((await post('198.51.100.1')).statusCode).toBe(200);
    const refused = await post('198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own count; the refused request counted nothing.
    expect((await post('198.51.100.2')).statusCode).toBe(200);
    const { rows } = await harness.database.db.query<{ count: string | number }>(
      `SELECT count FROM analytics_daily WHERE event = 'page_view'`,
    );
    expect(Number(rows[0]!.count)).toBe(4);
  });
});

describe('the analytics tag setting', () => {
  it('tells the pages about the tag and admits its origin in the policy; without it, neither', async () => {
    const withTag = await createTestApp('pglite', {
      analyticsTagUrl: 'https://stats.example.org/tag.js?id=1</script>',
    });
    try {
      const page = await withTag.app.inject({ method: 'GET', url: '/en' });
      const element = /<script type="application\/json" id="analytics-config">(.*?)<\/script>/.exec(
        page.body,
      );
      expect(parseSiteAnalytics(element?.[1])).toEqual({
        tagUrl: 'https://stats.example.org/tag.js?id=1</script>',
      });
      expect(page.headers['content-security-policy']).toMatch(
        /script-src 'self'(?: 'sha256-[A-Za-z0-9+/=]+')* https:\/\/stats\.example\.org;/,
      );
    } finally {
      await withTag.close();
    }
    const without = await createTestApp('pglite');
    try {
      const page = await without.app.inject({ method: 'GET', url: '/en' });
      expect(page.body).not.toContain('analytics-config');
      expect(page.headers['content-security-policy']).not.toContain('https:');
    } finally {
      await without.close();
    }
  });
});
