import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { readDailyCounts } from '../server/analytics/counters.ts';
import { funnelRows, funnelSvg, funnelTable } from '../server/analytics/funnel.ts';
import { readConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { runMain } from './run-main.ts';

const HELP = `The first-party analytics funnel (page views → game starts → game ends → saves → shares), per day and in
total, with each step's conversion from the one before; and the total as a chart.

  npm run report                     print the table, write the chart to DATA_DIR/report/funnel.svg
  npm run report -- --out <file>     write the chart there instead

Uses the server's configuration: DATABASE_URL (PostgreSQL), or else the PGlite folder DATA_DIR (default ./data).
A PGlite data folder cannot be opened while the server runs on it: stop the server first, or use PostgreSQL.`;

async function main(args: string[]): Promise<number> {
  if (
    args[0] === 'help' ||
    args[0] === '--help' ||
    (args.length > 0 && (args[0] !== '--out' || args.length !== 2))
  ) {
    console.log(HELP);
    return args[0] === 'help' || args[0] === '--help' ? 0 : 2;
  }
  const config = readConfig();
  const out = args[1] ? resolve(args[1]) : join(config.dataDir, 'report', 'funnel.svg');
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const days = await readDailyCounts(db);
    const rows = funnelRows(days);
    if (days.length === 0) console.log('No analytics events counted yet.\n');
    console.log(funnelTable(rows));
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, funnelSvg(rows.at(-1)!, days.length));
    console.log(`\nChart: ${out}`);
    return 0;
  } finally {
    await db.close();
  }
}

runMain(main);
