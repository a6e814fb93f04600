import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { windowBounds, type CompetitionWindow } from '../../api/competition.ts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../../test/server-harness.ts';
import { createMailer } from '../mail/mailer.ts';
import { mailText } from '../mail/templates.ts';
import { MAIL_MESSAGES } from '../mail/messages.ts';
import { awardeesCsv, marketingOptInsCsv } from './draw-csv.ts';
import { claimDeadline, mailAwardees } from './draw-mail.ts';
import { verifyRecord, type SealedRules } from './draw-record.ts';
import {
  awardees,
  commitDraw,
  currentStandings,
  decideCandidate,
  DrawRefused,
  excludePlayer,
  performDraw,
  publishDraw,
  publishedWinners,
  readDraw,
  sealDraw,
} from './draw-store.ts';

const WINDOW: CompetitionWindow = { start: '2026-03-01', end: '2026-03-10', timeZone: 'Europe/Paris' };
const { opens: OPENS, closes: CLOSES } = windowBounds(WINDOW);
const DAY = 86_400_000;
const RULES: SealedRules = {
  minimumAge: 18,
  excludedCountries: ['IT', 'PL', 'TH', 'RU', 'TR'],
  sharePrizes: 1,
};

type Db = TestDatabase['db'];

interface UserFields {
  email: string;
  country?: string | null;
  optIn?: boolean;
  nickname?: string;
  lastName?: string;
  birthDate?: string | null;
  locale?: string;
  marketing?: boolean;
}

async function addUser(db: Db, fields: UserFields): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO users (id, email, email_normalized, first_name, last_name, nickname, country, opt_in_legal,
       public_slug, birth_date, locale, opt_in_commercial)
     VALUES ($1, $2, $2, 'Alex', $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      fields.email,
      fields.lastName ?? null,
      fields.nickname ?? null,
      fields.country === undefined ? 'FR' : fields.country,
      fields.optIn ?? true,
      `slug-${id}`,
      fields.birthDate === undefined ? '1990-01-01' : fields.birthDate,
      fields.locale ?? 'en',
      fields.marketing ?? false,
    ],
  );
  return id;
}

/** Three runs of one chain, each 30 s, starting `at` (Unix ms); returns their uuids. */
async function addChain(
  db: Db,
  userId: string | null,
  scores: [number, number, number],
  at: number,
  fields: { review?: string | null; seenCountry?: string | null } = {},
): Promise<string[]> {
  const chain = randomUUID();
  const games = ['mouse', 'headset', 'keyboard'];
  const uuids: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const start = at + i * 60_000;
    const uuid = randomUUID();
    uuids.push(uuid);
    await db.query(
      `INSERT INTO games (uuid, game_type, user_id, started_at, ended_at, score, accumulator_uuid, seed, review,
         seen_country)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8, $9)`,
      [
        uuid,
        games[i],
        userId,
        new Date(start).toISOString(),
        new Date(start + 30_000).toISOString(),
        scores[i],
        chain,
        i === 2 ? (fields.review ?? null) : null,
        fields.seenCountry === undefined ? 'FR' : fields.seenCountry,
      ],
    );
  }
  return uuids;
}

async function addShare(
  db: Db,
  userId: string,
  at: number,
  seenCountry: string | null = 'FR',
): Promise<void> {
  await db.query(
    `INSERT INTO share_entries (user_id, first_shared_at, network, seen_country, locale) VALUES ($1, $2, 'x', $3, 'en')`,
    [userId, new Date(at).toISOString(), seenCountry],
  );
}

async function watch(db: Db, operator: string, runs: readonly string[]): Promise<void> {
  for (const run of runs)
    await db.query(`INSERT INTO operator_run_views (run_uuid, operator) VALUES ($1, $2)`, [run, operator]);
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => {
      expect(error).toBeInstanceOf(DrawRefused);
      return (error as Error).message;
    },
  );

describe.each(DATABASE_KINDS)('the draw on %s', (kind) => {
  let database: TestDatabase;
  let outbox: string;
  const people: Record<string, string> = {};
  const chains: Record<string, string[]> = {};
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    outbox = await mkdtemp(join(tmpdir(), 'draw-outbox-'));
  });
  afterAll(async () => {
    await database?.drop();
    await rm(outbox, { recursive: true, force: true });
  });

  it('commits only before the window opens, and once', async () => {
    const { db } = database;
    expect(await refusal(performDraw(db, WINDOW, CLOSES + 1))).toMatch(/must be committed/);
    expect(await refusal(commitDraw(db, WINDOW, OPENS))).toMatch(/window has opened/);
    const { seedHash } = await commitDraw(db, WINDOW, OPENS - DAY);
    expect(seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await refusal(commitDraw(db, WINDOW, OPENS - DAY))).toMatch(/already committed/);
    expect(await readDraw(db)).toMatchObject({
      seedHash,
      seed: null,
      sealedAt: null,
      drawnAt: null,
      winners: null,
    });
    expect(await publishedWinners(db)).toBeNull();
  });

  it('seals only after the window closes, leaving out minors, no country, excluded countries declared or seen', async () => {
    const { db } = database;
    expect(await refusal(sealDraw(db, WINDOW, RULES, CLOSES))).toMatch(
      /window closes at 2026-03-10T22:59:59.999Z/,
    );
    expect(await refusal(sealDraw(db, { ...WINDOW, end: '2026-03-11' }, RULES, CLOSES + 2 * DAY))).toMatch(
      /commitment was made for 2026-03-01 to 2026-03-10/,
    );
    people.top = await addUser(db, { email: 'johnny@gmail.com', nickname: 'Johnny', locale: 'de' });
    chains.top = await addChain(db, people.top, [3000, 2500, 2000], OPENS + DAY);
    people.second = await addUser(db, {
      email: 'maria.rossi@example.co.uk',
      lastName: 'Rossi',
      locale: 'ar',
    });
    chains.second = await addChain(db, people.second, [2000, 1500, 1000], OPENS + DAY);
    // A rejected run is left out alone: this player's other chain still enters.
    people.rejected = await addUser(db, { email: 'kept@example.com', marketing: true });
    await addChain(db, people.rejected, [3000, 3000, 3000], OPENS + DAY, { review: 'rejected' });
    chains.rejected = await addChain(db, people.rejected, [500, 500, 500], OPENS + 2 * DAY);
    people.bot = await addUser(db, { email: 'bot@example.com' });
    chains.bot = await addChain(db, people.bot, [2000, 2000, 2000], OPENS + DAY, { review: 'flagged' });
    const out = {
      minor: await addUser(db, { email: 'minor@example.com', birthDate: '2010-06-01' }),
      noBirthDate: await addUser(db, { email: 'nobd@example.com', birthDate: null }),
      noCountry: await addUser(db, { email: 'nowhere@example.com', country: null }),
      seenInItaly: await addUser(db, { email: 'seen@example.com', country: 'DE' }),
      declaredItaly: await addUser(db, { email: 'it@example.com', country: 'IT' }),
      excluded: await addUser(db, { email: 'staff@example.com' }),
    };
    for (const [name, id] of Object.entries(out))
      await addChain(db, id, [3000, 3000, 3000], OPENS + DAY, {
        seenCountry: name === 'noCountry' ? null : name === 'seenInItaly' ? 'IT' : 'FR',
      });
    await excludePlayer(
      db,
      { userId: out.excluded, reason: 'works for the brand', operator: 'ana' },
      CLOSES - DAY,
    );
    await addChain(db, null, [3000, 3000, 3000], OPENS + DAY);
    // Shares: two eligible sharers, one geolocated in an excluded country, one a minor.
    people.sharer = await addUser(db, { email: 'sharer@example.com', locale: 'tr' });
    await addShare(db, people.sharer, OPENS + 3 * DAY);
    await addShare(db, people.top, OPENS + 4 * DAY);
    await addShare(db, out.minor, OPENS + 3 * DAY);
    const seenPl = await addUser(db, { email: 'pl@example.com' });
    await addShare(db, seenPl, OPENS + 3 * DAY, 'PL');

    const record = await sealDraw(db, WINDOW, RULES, CLOSES + 1);
    expect(record.entries!.map((e) => e.userId)).toEqual([
      people.top,
      people.bot,
      people.second,
      people.rejected,
    ]);
    expect(record.entries![0]!.runs.sort()).toEqual([...chains.top!].sort());
    expect(record.shareEntries!.map((e) => e.userId).sort()).toEqual([people.sharer, people.top].sort());
    expect(record.boardHash).toMatch(/^[0-9a-f]{64}$/);
    expect(record.seed).toBeNull();
    expect(record.winners).toBeNull();
    expect(await refusal(sealDraw(db, WINDOW, RULES, CLOSES + 2))).toMatch(/already sealed/);
  });

  it('draws provisional winners and reserves: nothing is public, and nothing publishes before a human look', async () => {
    const { db } = database;
    expect(await refusal(performDraw(db, WINDOW, CLOSES))).toMatch(/not after the seal/);
    const record = await performDraw(db, WINDOW, CLOSES + 10);
    expect(record.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(record.winners!.tiers.map((t) => [t.tier, t.winners])).toEqual([
      [3, [people.top]],
      [2, expect.arrayContaining([people.second, people.bot])],
      [1, [people.rejected]],
    ]);
    expect(record.winners!.share.winners).toHaveLength(1);
    expect(await publishedWinners(db)).toBeNull();
    expect(await refusal(publishDraw(db, CLOSES + 20))).toMatch(/winner\(s\) not cleared yet/);
    expect(await refusal(performDraw(db, WINDOW, CLOSES + 30))).toMatch(/already run/);
  });

  it('clears an entry only for an operator who watched its runs, and moves a reserve up on a rejection', async () => {
    const { db } = database;
    const clear = (userId: string, operator = 'ana', basis: 'entry' | 'share' = 'entry') =>
      decideCandidate(
        db,
        { userId, basis, decision: 'cleared', reason: 'watched: a person', operator },
        CLOSES + 100,
      );
    expect(await refusal(clear(people.top!))).toMatch(/ana has not watched these runs/);
    await watch(db, 'bo', chains.top!);
    expect(await refusal(clear(people.top!))).toMatch(/ana has not watched/);
    await watch(db, 'ana', chains.top!);
    expect(await clear(people.top!)).toMatchObject({
      decision: 'cleared',
      operator: 'ana',
      runs: chains.top,
    });
    expect(await refusal(clear(people.top!))).toMatch(/already been decided/);
    expect(
      await refusal(
        decideCandidate(
          db,
          { userId: people.top!, basis: 'entry', decision: 'rejected', reason: ' ', operator: 'ana' },
          CLOSES + 100,
        ),
      ),
    ).toMatch(/needs a reason/);
    expect(await refusal(clear(randomUUID()))).toMatch(/no prize candidate/);
    // The bot's runs watched and rejected: it leaves tier 2 and its leaderboard place.
    await watch(db, 'ana', chains.bot!);
    await decideCandidate(
      db,
      {
        userId: people.bot!,
        basis: 'entry',
        decision: 'rejected',
        reason: 'identical press offsets',
        operator: 'ana',
      },
      CLOSES + 110,
    );
    for (const who of ['second', 'rejected'] as const) {
      await watch(db, 'ana', chains[who]!);
      await clear(people[who]!);
    }
    const { standings } = await currentStandings(db);
    const of = (prize: string) => standings.find((s) => s.prize === prize)!;
    expect(of('tier-2').winners.map((c) => c.userId)).toEqual([people.second]);
    expect(of('tier-2').passedOver).toEqual([{ userId: people.bot, status: 'rejected' }]);
    expect(of('leaderboard').winners.map((c) => c.userId)).toEqual([
      people.top,
      people.second,
      people.rejected,
    ]);
    const shareWinner = of('share').winners[0]!.userId;
    expect(await refusal(publishDraw(db, CLOSES + 200))).toMatch(new RegExp(`share ${shareWinner}`));
    await clear(shareWinner, 'ana', 'share');
  });

  it('publishes once every winner is cleared, tells each winner and reserve in their language, and verifies', async () => {
    const { db } = database;
    const { record, awardees: told } = await publishDraw(db, CLOSES + 300);
    expect(record.publishedAt).not.toBeNull();
    expect(await publishedWinners(db)).toEqual({
      tiers: [
        { tier: 3, winners: ['jo***@gm***.com'] },
        { tier: 2, winners: ['ma***@ex***.uk'] },
        { tier: 1, winners: ['ke***@ex***.com'] },
      ],
      leaderboard: [
        { position: 1, name: 'Johnny' },
        { position: 2, name: 'Alex R.' },
        { position: 3, name: 'Alex' },
      ],
    });
    const mailer = createMailer({ outboxDir: outbox, from: 'Draw <draw@example.com>' });
    const deadline = claimDeadline(record.publishedAt!, WINDOW.timeZone);
    expect(deadline).toBe('2026-03-25');
    const outcomes = await mailAwardees(mailer, told, deadline);
    expect(outcomes.every((o) => !o.error)).toBe(true);
    const files = await readdir(outbox);
    expect(files).toHaveLength(told.length);
    const mails = await Promise.all(files.map((f) => readFile(join(outbox, f), 'utf8')));
    const toTop = mails.filter((m) => m.includes('To: johnny@gmail.com'));
    // Winner of tier 3 and of place 1, reserve for the share prize: three mails, in German.
    expect(toTop).toHaveLength(3);
    for (const mail of toTop) expect(mail).toMatch(/Content-Language: de/);
    const arabic = mails.find((m) => m.includes('To: maria.rossi@example.co.uk'))!;
    expect(arabic).toMatch(/Content-Language: ar/);
    expect(told.filter((a) => a.role === 'reserve').length).toBeGreaterThan(0);
    expect(mailText('de', MAIL_MESSAGES.draw_winner.subject)).not.toBe(
      mailText('en', MAIL_MESSAGES.draw_winner.subject),
    );

    const stored = await readDraw(db);
    const anchors = {
      seedHash: stored!.seedHash,
      boardHash: stored!.boardHash!,
      shareHash: stored!.shareHash!,
    };
    expect(verifyRecord(JSON.parse(JSON.stringify(stored)), anchors)).toEqual({ ok: true, problems: [] });
    const unwatched = structuredClone(stored!);
    unwatched.decisions = unwatched.decisions.filter((d) => d.userId !== people.top);
    expect(verifyRecord(unwatched).problems).toContain(
      'The published standings are not what the decisions give',
    );
    expect(await refusal(publishDraw(db, CLOSES + 400))).toMatch(/already published/);
    expect(
      await refusal(
        excludePlayer(db, { userId: people.top!, reason: 'late', operator: 'ana' }, CLOSES + 400),
      ),
    ).toMatch(/published/);
  });

  it('exports winners and reserves with their contacts, and the marketing opt-ins alone', async () => {
    const { db } = database;
    const { standings } = await currentStandings(db);
    const winners = awardeesCsv(await awardees(db, standings));
    expect(
      winners.startsWith(
        '\uFEFFprize,role,order,user_id,email,first_name,last_name,phone,country,locale\r\n',
      ),
    ).toBe(true);
    expect(winners).toContain(`tier-3,winner,1,${people.top},johnny@gmail.com,Alex,,,FR,de`);
    const optIns = await marketingOptInsCsv(db);
    expect(optIns.split('\r\n').filter(Boolean)).toEqual([
      '\uFEFFemail,first_name,last_name,country,locale,signed_up',
      expect.stringMatching(/^kept@example\.com,Alex,,FR,en,\d{4}-\d{2}-\d{2}$/),
    ]);
  });
});
