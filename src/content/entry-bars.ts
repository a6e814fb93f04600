import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EntryBar } from '../../api/entry-rules.ts';

/**
 * What the page says for each rule that keeps a signed-in player out of the draws (api/entry-rules.ts), kindly:
 * the rule, and what they can still do. `age` is the configured minimum age, already written in the language.
 */
export function entryBarMessage(bar: EntryBar, age: string): MessageDescriptor {
  switch (bar) {
    case 'no_legal_consent':
      return msg`To enter the prize draw, accept the rules and the terms and conditions in your profile.`;
    case 'no_birth_date':
      return msg`The prize draw needs your date of birth: add it to your profile to take part.`;
    case 'under_age':
      return msg`The prize draw is open to players aged ${age} or over. You can still play and climb the leaderboard.`;
    case 'no_country':
      return msg`We could not tell which country you play from: add your country to your profile to enter the prize draw.`;
    case 'excluded_country':
      return msg`The prize draw does not run in the country in your profile or the one you are playing from. Your score still counts on the leaderboard.`;
  }
}

/** The rules a player can meet by completing their profile: the line offers to open it. */
export const PROFILE_BARS: ReadonlySet<EntryBar> = new Set([
  'no_legal_consent',
  'no_birth_date',
  'no_country',
]);
