import type { Database } from '../db/database.ts';
import type { Awardee } from './draw-store.ts';

/**
 * The operators' CSV files (RFC 4180, UTF-8 with a byte-order mark so spreadsheet programs read the accents).
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is prefixed with an
 * apostrophe: names and e-mails are typed by players.
 */
function cell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null)[])[],
): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Winners and reserves with their contact details, prize by prize, in order. */
export function awardeesCsv(awardees: readonly Awardee[]): string {
  return csv(
    ['prize', 'role', 'order', 'user_id', 'email', 'first_name', 'last_name', 'phone', 'country', 'locale'],
    awardees.map((a) => [
      a.prize,
      a.role,
      a.order,
      a.userId,
      a.email,
      a.firstName,
      a.lastName,
      a.phone,
      a.country,
      a.locale,
    ]),
  );
}

/** The players who agreed to marketing mail (opt_in_commercial), and no one else: the brand's mailing list. */
export async function marketingOptInsCsv(db: Pick<Database, 'query'>): Promise<string> {
  const { rows } = await db.query<{
    email: string;
    first_name: string;
    last_name: string | null;
    country: string | null;
    locale: string;
    created_at: string;
  }>(
    `SELECT email, first_name, last_name, country, locale, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS created_at
     FROM users WHERE opt_in_commercial ORDER BY created_at, id`,
  );
  return csv(
    ['email', 'first_name', 'last_name', 'country', 'locale', 'signed_up'],
    rows.map((r) => [r.email, r.first_name, r.last_name, r.country, r.locale, r.created_at]),
  );
}
