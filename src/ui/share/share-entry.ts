import type { ShareEntryNetwork } from '../../../api/entries.ts';
import type { EntryBar } from '../../../api/entry-rules.ts';
import { ApiRequestError } from '../../api/api-request-error.ts';
import { siteApi } from '../../api/site-api.ts';

/** What became of a signed-in player's share, as the server answered (POST prizes/share_entries). */
export type ShareEntryOutcome =
  | { status: 'entered' }
  | { status: 'already' }
  | { status: 'barred'; bars: readonly EntryBar[] }
  | { status: 'closed' }
  | { status: 'failed' };

/** What the wallet-code popup says about the share: also before the answer, and for a visitor not signed in. */
export type ShareEntryState = ShareEntryOutcome | { status: 'pending' } | { status: 'signed-out' };

export type EnterShareDraw = (network: ShareEntryNetwork, locale: string) => Promise<ShareEntryOutcome>;

/** Records the signed-in player's share for the share prize and says whether it counts. */
export const enterShareDraw: EnterShareDraw = async (network, locale) => {
  try {
    const answer = await (await siteApi()).enterShareDraw(network, locale);
    if (!answer.entered) return { status: 'barred', bars: answer.bars };
    return { status: answer.already ? 'already' : 'entered' };
  } catch (error) {
    // 409: the draw closed (or has not opened) since the page last looked.
    if (error instanceof ApiRequestError && error.status === 409) return { status: 'closed' };
    console.warn('the share could not be entered in the draw:', error);
    return { status: 'failed' };
  }
};
