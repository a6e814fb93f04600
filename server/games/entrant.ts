import { entryBars, type EntryBar, type EntryRules } from '../../api/entry-rules.ts';
import type { UserRow } from '../accounts/users.ts';
import type { Database } from '../db/database.ts';
import { seenCountriesOf } from './seen-country.ts';

type Tx = Pick<Database, 'query'>;

/**
 * What keeps a player out of the draws: their profile against the rules, with every country seen when their runs
 * and their share entry were saved, and `requestCountry`, where the asking request comes from.
 */
export async function playerBars(
  db: Tx,
  user: Pick<UserRow, 'id' | 'opt_in_legal' | 'birth_date' | 'country'>,
  rules: EntryRules,
  onDate: string,
  requestCountry: string | null,
): Promise<EntryBar[]> {
  const runs = await seenCountriesOf(db, user.id);
  const { rows } = await db.query<{ seen_country: string | null }>(
    `SELECT seen_country FROM share_entries WHERE user_id = $1`,
    [user.id],
  );
  return entryBars(
    {
      optInLegal: user.opt_in_legal,
      birthDate: user.birth_date,
      declaredCountry: user.country,
      seenCountries: [...runs, ...rows.map((row) => row.seen_country), requestCountry],
    },
    rules,
    onDate,
  );
}
