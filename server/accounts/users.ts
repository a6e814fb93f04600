import { randomBytes, randomUUID } from 'node:crypto';
import { cleanName, graphemes } from '../../api/display-name.ts';
import type { Profile } from '../../api/users.ts';
import type { Database } from '../db/database.ts';

/** The users table: creation, look-ups and the names shown on public boards. */
export type UserRow = Profile & { password_hash: string | null };

const COLUMNS = `id, email, first_name, last_name, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, title, country, segment,
  nickname, avatar, avatar_url, phone, zip_code, age, opt_in_legal, opt_in_commercial, public_slug, locale, password_hash`;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Spec §3: the segment is DE only for Germany. */
export function segmentFor(country: string | null | undefined): string | null {
  return country?.toUpperCase() === 'DE' ? 'DE' : null;
}

/**
 * What boards show: the nickname, or the first name and the initial of the last name — never the full name.
 * Names typed here were checked on the way in (api/display-name.ts); cleaning them again keeps a name stored
 * before those rules, or given by a social provider, from hiding text or turning the board's line around.
 */
export function publicName(user: Pick<Profile, 'nickname' | 'first_name' | 'last_name'>): string {
  const nickname = user.nickname ? cleanName(user.nickname, 40) : '';
  if (nickname) return nickname;
  const first = cleanName(user.first_name, 80);
  // The initial is the last name's first grapheme: a letter with its accents, never half a surrogate pair.
  const initial = graphemes(cleanName(user.last_name ?? '', 80))[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

export function toProfile(row: UserRow): Profile {
  const { password_hash: _hidden, ...profile } = row;
  return { ...profile, age: profile.age === null ? null : Number(profile.age) };
}

type Queryable = Pick<Database, 'query'>;

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE email_normalized = $1`, [
    normaliseEmail(email),
  ]);
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findUserBySlug(db: Queryable, slug: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE public_slug = $1`, [slug]);
  return rows[0] ?? null;
}

export const EDITABLE_FIELDS = [
  'first_name',
  'last_name',
  'birth_date',
  'title',
  'country',
  'nickname',
  'avatar',
  'avatar_url',
  'phone',
  'zip_code',
  'age',
  'opt_in_legal',
  'opt_in_commercial',
  'locale',
] as const;
export type EditableFields = Partial<Record<(typeof EDITABLE_FIELDS)[number], unknown>>;

export async function insertUser(
  db: Queryable,
  fields: EditableFields & { email: string; first_name: string; password_hash: string | null },
): Promise<UserRow> {
  const id = randomUUID();
  const slug = randomBytes(9).toString('base64url');
  const columns = ['id', 'email', 'email_normalized', 'public_slug', 'password_hash', 'segment'];
  const values: unknown[] = [
    id,
    fields.email.trim(),
    normaliseEmail(fields.email),
    slug,
    fields.password_hash,
    segmentFor(fields.country as string | undefined),
  ];
  for (const name of EDITABLE_FIELDS) {
    if (fields[name] === undefined) continue;
    columns.push(name);
    values.push(fields[name]);
  }
  const placeholders = values.map((_, i) => `$${i + 1}`).join(', ');
  await db.query(`INSERT INTO users (${columns.join(', ')}) VALUES (${placeholders})`, values);
  return (await findUserById(db, id))!;
}

export async function updateUser(
  db: Queryable,
  id: string,
  fields: EditableFields & { password_hash?: string },
): Promise<UserRow> {
  const sets: string[] = ['updated_at = now()'];
  const values: unknown[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    values.push(value);
    sets.push(`${name} = $${values.length}`);
    if (name === 'country') {
      values.push(segmentFor(value as string));
      sets.push(`segment = $${values.length}`);
    }
  }
  values.push(id);
  await db.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $${values.length}`, values);
  return (await findUserById(db, id))!;
}
