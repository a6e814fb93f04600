import { useEffect, useState } from 'react';
import type { EntryBar } from '../../../api/entry-rules.ts';
import { siteApi } from '../../api/site-api.ts';

export type EntryStanding =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'ready'; bars: readonly EntryBar[] }
  | { status: 'unknown' };

/**
 * What keeps the visitor out of the draws, as the server judges it (GET users/me/entry): the page never decides
 * this alone. Asked again when `key` changes (the profile was saved, the player signed in). A failed call leaves
 * the standing unknown, and the screen then says nothing it cannot back.
 */
export function useEntryStanding(signedIn: boolean, key: unknown): EntryStanding {
  const [state, setState] = useState<EntryStanding>(
    signedIn ? { status: 'loading' } : { status: 'signed-out' },
  );
  useEffect(() => {
    if (!signedIn) {
      setState({ status: 'signed-out' });
      return;
    }
    let live = true;
    // A standing already known stays on screen while it is asked again (the profile was just saved).
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    siteApi()
      .then((api) => api.myEntry())
      .then(
        (answer) => live && setState({ status: 'ready', bars: answer.bars }),
        (error: unknown) => {
          console.warn('the draw entry standing is unavailable:', error);
          if (live) setState({ status: 'unknown' });
        },
      );
    return () => {
      live = false;
    };
  }, [signedIn, key]);
  return state;
}
