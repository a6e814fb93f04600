import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readConfig, type ServerConfig } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { awardeesCsv, marketingOptInsCsv } from '../server/draw/draw-csv.ts';
import { claimDeadline, mailAwardees } from '../server/draw/draw-mail.ts';
import { verifyRecord, type DrawRecord, type PublishedAnchors } from '../server/draw/draw-record.ts';
import type { Standing } from '../server/draw/draw-review.ts';
import {
  awardees,
  commitDraw,
  currentStandings,
  decideCandidate,
  DrawRefused,
  excludePlayer,
  performDraw,
  publishDraw,
  readDraw,
  sealDraw,
} from '../server/draw/draw-store.ts';
import { replayViewerUrl } from '../server/games/review.ts';
import { createMailer } from '../server/mail/mailer.ts';
import { runMain } from './run-main.ts';

const HELP = `The prize draw, step by step (docs/decisions.md, "The prize draw").

  npm run draw -- commit             before the window opens: keep a random seed, print its SHA-256 to publish
  npm run draw -- seal               after the window closes: fix the entries and print their hashes to publish
                                     (the seed is still secret)
  npm run draw -- run                reveal the seed and draw provisional winners and reserves for every prize
  npm run draw -- review             every prize's winners and reserves, their status, contact, runs and the
                                     runs' replay-viewer addresses
  npm run draw -- clear <user> <entry|share> --by <operator> --reason "…"
                                     clear a candidate: for an entry, after <operator> watched each of its runs
                                     in the replay viewer (signed in with their own token)
  npm run draw -- reject <user> <entry|share> --by <operator> --reason "…"
                                     reject a candidate: the next reserve moves up
  npm run draw -- exclude <user> --by <operator> --reason "…"
                                     exclude a player from the whole draw
  npm run draw -- publish            once every winner is cleared: publish the list and mail every winner and
                                     reserve in their language
  npm run draw -- mail               send the winner and reserve mails again (after a delivery failure)
  npm run draw -- export winners <file|->   winners and reserves with their contact details (CSV)
  npm run draw -- export optins <file|->    the players who agreed to marketing mail, only them (CSV)
  npm run draw -- show [--json]      the record (the seed only once drawn); --json prints all of it
  npm run draw -- verify <file|1> [--seed-hash H] [--board-hash H] [--share-hash H]
                                     recompute the draw from a record (a file saved from show --json, or the
                                     stored one), against the hashes published at the commitment and the seal

Operators (--by) are the names of OPERATOR_TOKENS ("operator" for OPERATOR_TOKEN). Uses the server's
configuration: COMPETITION_START/END/TIME_ZONE, DRAW_MINIMUM_AGE, DRAW_EXCLUDED_COUNTRIES, SHARE_PRIZE_WINNERS,
PUBLIC_ORIGIN, the mail settings, and DATABASE_URL (PostgreSQL) or else the PGlite folder DATA_DIR (default
./data), which cannot be opened while the server runs.`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX64 = /^[0-9a-f]{64}$/;

class Usage extends Error {}

function summary(record: DrawRecord): string {
  const lines = [
    `Draw ${record.id} for ${record.window.start} to ${record.window.end} (${record.window.timeZone})`,
    `  committed ${record.committedAt}, seed SHA-256 ${record.seedHash}`,
  ];
  if (!record.sealedAt) return [...lines, '  not sealed yet'].join('\n');
  lines.push(
    `  sealed ${record.sealedAt}: ${record.entriesCount} entries, board SHA-256 ${record.boardHash}`,
    `    ${record.shareEntriesCount} share entries, share SHA-256 ${record.shareHash}`,
    `    rules: ${record.rules!.minimumAge}+, excluded ${record.rules!.excludedCountries.join(' ')}, ${record.rules!.sharePrizes} wallet codes`,
  );
  if (!record.drawnAt || !record.winners) return [...lines, '  not drawn yet'].join('\n');
  lines.push(`  drawn ${record.drawnAt}, seed ${record.seed}`);
  for (const tier of record.winners.tiers)
    lines.push(`    tier ${tier.tier} (${tier.prize}): ${tier.entrants} entrants`);
  lines.push(`    share prize: ${record.winners.share.entrants} entrants`);
  lines.push(`  decisions: ${record.decisions.length}, exclusions: ${record.exclusions.length}`);
  lines.push(
    record.publishedAt ? `  published ${record.publishedAt}` : '  not published yet (npm run draw -- review)',
  );
  return lines.join('\n');
}

async function reviewText(db: Database, config: ServerConfig): Promise<string> {
  const { record, standings } = await currentStandings(db);
  const people = new Map((await awardees(db, standings)).map((a) => [a.userId, a]));
  const entries = new Map((record.entries ?? []).map((e) => [e.userId, e]));
  const lines: string[] = [];
  const describe = (standing: Standing, role: string, userId: string, status: string, i: number) => {
    const person = people.get(userId);
    const entry = entries.get(userId);
    lines.push(
      `  ${role} ${i + 1}: ${userId}  ${status}  ${person ? `${person.firstName} ${person.lastName ?? ''} <${person.email}>` : '(account erased)'}` +
        (standing.prize === 'share' ? '' : `  total ${entry?.total ?? '?'}`),
    );
    if (standing.prize !== 'share' && status === 'pending')
      for (const run of entry?.runs ?? []) lines.push(`      watch ${replayViewerUrl(config, run)}`);
  };
  for (const standing of standings) {
    lines.push(`${standing.prize} (${standing.slots} prize${standing.slots === 1 ? '' : 's'})`);
    standing.winners.forEach((c, i) => describe(standing, 'winner', c.userId, c.status, i));
    standing.reserves.forEach((c, i) => describe(standing, 'reserve', c.userId, c.status, i));
    for (const c of standing.passedOver) lines.push(`  passed over: ${c.userId} (${c.status})`);
  }
  return lines.join('\n');
}

function operatorOf(config: ServerConfig, by: string | undefined): string {
  const names = [...(config.operatorToken ? ['operator'] : []), ...config.operatorTokens.map((o) => o.name)];
  if (!by || !names.includes(by))
    throw new Usage(
      `--by must name a configured operator (${names.join(', ') || 'none: set OPERATOR_TOKENS'})`,
    );
  return by;
}

function write(target: string, text: string): void {
  if (target === '-') process.stdout.write(text);
  else {
    writeFileSync(target, text, { mode: 0o600 });
    console.log(`Written: ${target}`);
  }
}

async function tell(db: Database, config: ServerConfig, record: DrawRecord): Promise<number> {
  const list = await awardees(db, record.awarded!);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: config.outboxDir,
    from: config.mailFrom,
  });
  try {
    const outcomes = await mailAwardees(
      mailer,
      list,
      claimDeadline(record.publishedAt!, record.window.timeZone),
    );
    for (const { awardee, file, error } of outcomes)
      console.log(
        `  ${error ? 'NOT SENT' : 'mailed'} ${awardee.role} ${awardee.order} of ${awardee.prize}: ${awardee.email}` +
          (file ? ` (${file})` : '') +
          (error ? `: ${error}` : ''),
      );
    return outcomes.some((o) => o.error) ? 1 : 0;
  } finally {
    await mailer.close();
  }
}

async function main(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        by: { type: 'string' },
        reason: { type: 'string' },
        json: { type: 'boolean' },
        'seed-hash': { type: 'string' },
        'board-hash': { type: 'string' },
        'share-hash': { type: 'string' },
      },
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const { positionals, values } = parsed;
  const [command, first, second] = positionals;
  const count = positionals.length;
  const known =
    (['commit', 'seal', 'run', 'review', 'publish', 'mail', 'show'].includes(command ?? '') && count === 1) ||
    ((command === 'clear' || command === 'reject') &&
      count === 3 &&
      UUID.test(first!) &&
      (second === 'entry' || second === 'share')) ||
    (command === 'exclude' && count === 2 && UUID.test(first!)) ||
    (command === 'export' && count === 3 && (first === 'winners' || first === 'optins')) ||
    (command === 'verify' && count === 2);
  if (!known) {
    console.log(HELP);
    return command === 'help' || command === undefined ? 0 : 2;
  }
  const anchors: PublishedAnchors = {};
  for (const [flag, key] of [
    ['seed-hash', 'seedHash'],
    ['board-hash', 'boardHash'],
    ['share-hash', 'shareHash'],
  ] as const) {
    const value = values[flag];
    if (value === undefined) continue;
    if (!HEX64.test(value)) {
      console.error(`--${flag} is 64 lower-case hex digits`);
      return 2;
    }
    anchors[key] = value;
  }
  // A record file is checked without any database: anyone holding the published record can run this.
  if (command === 'verify' && !/^\d+$/.test(first!))
    return report(JSON.parse(readFileSync(first!, 'utf8')) as DrawRecord, anchors);
  const config = readConfig();
  const window = {
    start: config.competitionStart,
    end: config.competitionEnd,
    timeZone: config.competitionTimeZone,
  };
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    switch (command) {
      case 'commit': {
        const { seedHash } = await commitDraw(db, window, Date.now());
        console.log(`Committed. Publish this SHA-256 of the seed before the window opens:\n${seedHash}`);
        return 0;
      }
      case 'seal': {
        const record = await sealDraw(
          db,
          window,
          {
            ...config.entryRules,
            excludedCountries: [...config.entryRules.excludedCountries],
            sharePrizes: config.sharePrizeWinners,
          },
          Date.now(),
        );
        console.log(summary(record));
        console.log(
          `Publish these hashes now, before the draw is run:\n  board ${record.boardHash}\n  share ${record.shareHash}`,
        );
        return 0;
      }
      case 'run': {
        const record = await performDraw(db, window, Date.now());
        console.log(summary(record));
        console.log(`\n${await reviewText(db, config)}`);
        return 0;
      }
      case 'review':
        console.log(await reviewText(db, config));
        return 0;
      case 'clear':
      case 'reject': {
        const decision = await decideCandidate(
          db,
          {
            userId: first!,
            basis: second as 'entry' | 'share',
            decision: command === 'clear' ? 'cleared' : 'rejected',
            reason: values.reason ?? '',
            operator: operatorOf(config, values.by),
          },
          Date.now(),
        );
        console.log(
          `Recorded: ${decision.decision} ${decision.userId}'s ${decision.basis} (${decision.operator}, ${decision.at}).`,
        );
        return 0;
      }
      case 'exclude':
        await excludePlayer(
          db,
          {
            userId: first!,
            reason: values.reason ?? '',
            operator: operatorOf(config, values.by),
          },
          Date.now(),
        );
        console.log(`Excluded ${first} from the draw.`);
        return 0;
      case 'publish': {
        const { record } = await publishDraw(db, Date.now());
        console.log(`Published ${record.publishedAt}. Telling the winners and reserves:`);
        return tell(db, config, record);
      }
      case 'mail': {
        const record = await readDraw(db);
        if (!record?.publishedAt)
          throw new DrawRefused('The result is not published yet (npm run draw -- publish).');
        return tell(db, config, record);
      }
      case 'export': {
        if (first === 'optins') write(second!, await marketingOptInsCsv(db));
        else {
          const { standings } = await currentStandings(db);
          write(second!, awardeesCsv(await awardees(db, standings)));
        }
        return 0;
      }
    }
    const record = await readDraw(db, command === 'verify' ? Number(first) : 1);
    if (!record) {
      console.error('No draw is recorded: commit one first (npm run draw -- commit).');
      return 1;
    }
    if (command === 'verify') return report(record, anchors);
    console.log(values.json ? JSON.stringify(record, null, 2) : summary(record));
    return 0;
  } catch (error) {
    if (error instanceof DrawRefused || error instanceof Usage) {
      console.error(error.message);
      return error instanceof Usage ? 2 : 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

function report(record: DrawRecord, anchors: PublishedAnchors): number {
  const verdict = verifyRecord(record, anchors);
  if (verdict.ok) {
    console.log(
      `Verified: drawn again from its ${record.entriesCount} entries, ${record.shareEntriesCount} share entries and seed, the winners match` +
        (record.publishedAt ? ', and the published standings follow from the recorded decisions.' : '.'),
    );
    return 0;
  }
  for (const problem of verdict.problems) console.error(problem);
  return 1;
}

runMain(main);
