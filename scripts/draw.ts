import { readFileSync } from 'node:fs';
import { readConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import type { DrawRecord } from '../server/draw/draw-record.ts';
import { verifyRecord } from '../server/draw/draw-record.ts';
import { commitDraw, DrawRefused, performDraw, readDraw } from '../server/draw/draw-store.ts';
import { runMain } from './run-main.ts';

const HELP = `The prize draw (docs/decisions.md, "The prize draw").

  npm run draw -- commit          before the window opens: keep a random seed and print its SHA-256 to publish
  npm run draw -- run             after the window closes: snapshot the entries, draw the winners, print the record
  npm run draw -- show [--json]   the record (the seed only once drawn); --json prints all of it, entries included
  npm run draw -- verify <file|1> recompute the draw from a record (a file saved from show --json, or the stored one)

Uses the server's configuration: COMPETITION_START, COMPETITION_END, COMPETITION_TIME_ZONE, and DATABASE_URL
(PostgreSQL) or else the PGlite folder DATA_DIR (default ./data), which cannot be opened while the server runs.`;

function summary(record: DrawRecord): string {
  const lines = [
    `Draw ${record.id} for ${record.window.start} to ${record.window.end} (${record.window.timeZone})`,
    `  committed ${record.committedAt}, seed SHA-256 ${record.seedHash}`,
  ];
  if (!record.drawnAt || !record.winners) return [...lines, '  not drawn yet'].join('\n');
  lines.push(
    `  drawn ${record.drawnAt}, seed ${record.seed}`,
    `  ${record.entriesCount} entries, board SHA-256 ${record.boardHash}`,
  );
  for (const tier of record.winners.tiers)
    lines.push(
      `  tier ${tier.tier} (${tier.prize}), ${tier.entrants} entrants: winners ${tier.winners.join(', ') || '-'}; reserves ${tier.reserves.join(', ') || '-'}`,
    );
  lines.push(`  leaderboard prizes:${record.winners.leaderboard.length === 0 ? ' -' : ''}`);
  for (const w of record.winners.leaderboard) lines.push(`    ${w.position}. ${w.userId} (${w.total})`);
  return lines.join('\n');
}

async function main(args: string[]): Promise<number> {
  const [command, argument] = args;
  const known =
    (command === 'commit' && args.length === 1) ||
    (command === 'run' && args.length === 1) ||
    (command === 'show' && (args.length === 1 || (args.length === 2 && argument === '--json'))) ||
    (command === 'verify' && args.length === 2);
  if (!known) {
    console.log(HELP);
    return command === 'help' || command === '--help' || command === undefined ? 0 : 2;
  }
  // A record file is checked without any database: anyone holding the published record can run this.
  if (command === 'verify' && !/^\d+$/.test(argument!))
    return report(JSON.parse(readFileSync(argument!, 'utf8')) as DrawRecord);
  const config = readConfig();
  const window = {
    start: config.competitionStart,
    end: config.competitionEnd,
    timeZone: config.competitionTimeZone,
  };
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    if (command === 'commit') {
      const { seedHash, windowOpen } = await commitDraw(db, window, Date.now());
      console.log(`Committed. Publish this SHA-256 of the seed before the draw:\n${seedHash}`);
      if (windowOpen)
        console.warn('Note: the window is already open; a commitment is best published before.');
      return 0;
    }
    if (command === 'run') {
      const record = await performDraw(db, window, Date.now());
      console.log(summary(record));
      return 0;
    }
    const record = await readDraw(db, command === 'verify' ? Number(argument) : 1);
    if (!record) {
      console.error('No draw is recorded: commit one first (npm run draw -- commit).');
      return 1;
    }
    if (command === 'verify') return report(record);
    console.log(argument === '--json' ? JSON.stringify(record, null, 2) : summary(record));
    return 0;
  } catch (error) {
    if (error instanceof DrawRefused) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

function report(record: DrawRecord): number {
  const verdict = verifyRecord(record);
  if (verdict.ok) {
    console.log(`Verified: drawn again from its ${record.entriesCount} entries and seed, the winners match.`);
    return 0;
  }
  for (const problem of verdict.problems) console.error(problem);
  return 1;
}

runMain(main);
