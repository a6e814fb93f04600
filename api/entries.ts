import { z } from 'zod';
import { ENTRY_BARS } from './entry-rules.ts';
import { LOCALE_CODES } from './locales.ts';
import { SHARE_NETWORK_IDS } from './share-networks.ts';

/**
 * The signed-in player's standing with the prize draws (GET /users/me/entry) and the share prize's entries
 * (POST /prizes/share_entries): the server judges (api/entry-rules.ts), the site states what it answers.
 */

/** How a score was shared: a network's share address, the copied link, or the system share sheet. */
export const SHARE_ENTRY_NETWORKS = [...SHARE_NETWORK_IDS, 'copy', 'system'] as const;
export type ShareEntryNetwork = (typeof SHARE_ENTRY_NETWORKS)[number];

export const EntryBarSchema = z
  .enum(ENTRY_BARS)
  .describe(
    'no_legal_consent: the rules are not accepted; no_birth_date: no birth date on the profile; under_age: younger than the minimum age today; no_country: no country declared and none seen; excluded_country: the declared country or one seen is excluded',
  );

export const ShareEntryBody = z.strictObject({
  network: z.enum(SHARE_ENTRY_NETWORKS).describe('How the score was shared'),
  locale: z
    .enum(LOCALE_CODES as [string, ...string[]])
    .describe("The page's language: it sets the prize's amount the player was promised"),
});

export const ShareEntryAnswer = z.object({
  success: z.literal(true),
  already: z
    .boolean()
    .describe('The player had already entered: the first share is kept, this one adds nothing'),
  first_shared_at: z.iso.datetime({ offset: true }).describe('When the entry was recorded'),
  entered: z.boolean().describe('Whether the entry counts in the draw now: recorded and no bar'),
  bars: z.array(EntryBarSchema).describe('What keeps the player out of the draw today (empty: nothing)'),
});

export const EntryAnswer = z.object({
  success: z.literal(true),
  eligible: z.boolean().describe('No bar keeps the player out'),
  bars: z.array(EntryBarSchema).describe('What keeps the player out of the draws today, in this order'),
  minimum_age: z.number().int().describe('The minimum age to enter'),
  excluded_countries: z.array(z.string()).describe('ISO 3166-1 alpha-2 codes of the excluded countries'),
  share_entry: z
    .object({ first_shared_at: z.iso.datetime({ offset: true }) })
    .nullable()
    .describe("The player's share-prize entry, null before their first share in the window"),
});
