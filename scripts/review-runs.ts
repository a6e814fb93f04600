import { readConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { decideFlaggedRun, listFlaggedRuns, replayViewerUrl } from '../server/games/review.ts';
import { runMain } from './run-main.ts';

const HELP = `Review runs whose inputs look programmed (docs/decisions.md, "Judging the inputs").

  npm run review-runs -- list           the flagged runs: uuid, game, player, score, why, the measures, and
                                        the run's address in the replay viewer (PUBLIC_ORIGIN, BASE_PATH;
                                        the viewer asks for OPERATOR_TOKEN)
  npm run review-runs -- clear <uuid>   count the run: its chain total and its player's boards are updated
  npm run review-runs -- reject <uuid>  keep the run off the boards and the prize path for good

Uses the server's configuration: DATABASE_URL (PostgreSQL), or else the PGlite folder DATA_DIR (default ./data).
A PGlite data folder cannot be opened while the server runs on it: stop the server first, or use PostgreSQL.`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function main(args: string[]): Promise<number> {
  const [command, uuid] = args;
  const decision = command === 'clear' ? 'cleared' : command === 'reject' ? 'rejected' : null;
  if (command !== 'list' && !(decision && uuid && UUID.test(uuid) && args.length === 2)) {
    console.log(HELP);
    return command === 'help' || command === '--help' || command === undefined ? 0 : 2;
  }
  const config = readConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    if (!decision) {
      const runs = await listFlaggedRuns(db);
      if (runs.length === 0) console.log('No run is waiting for review.');
      for (const run of runs)
        console.log(
          [
            `${run.uuid}  ${run.game_type}  score ${run.score}  ${Math.round(run.duration_ms / 1000)} s  ended ${run.ended_at}`,
            `  player: ${run.user_id ?? 'anonymous'}`,
            `  why: ${run.review_measures?.suspicions.join('; ') ?? '-'}`,
            `  measures: ${JSON.stringify(run.review_measures?.measures ?? {})}`,
            `  replay: ${replayViewerUrl(config, run.uuid)}`,
          ].join('\n'),
        );
      return 0;
    }
    if (!(await decideFlaggedRun(db, uuid!, decision))) {
      console.error(`No flagged run has the uuid ${uuid}.`);
      return 1;
    }
    console.log(
      decision === 'cleared'
        ? `Cleared ${uuid}: its score now counts on the boards.`
        : `Rejected ${uuid}: its score stays off the boards.`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

runMain(main);
