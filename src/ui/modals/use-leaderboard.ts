import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { ScoreboardItem } from '../../../api/scoreboards.ts';
import { siteApi } from '../../api/site-api.ts';

export type BoardRow = z.infer<typeof ScoreboardItem>;
export type BoardState = { status: 'loading' } | { status: 'ready'; rows: BoardRow[] };

/**
 * The total board's first `limit` rows, fetched again whenever `request` changes (the menu machine counts the
 * scoreboard's openings). Spec §8: an empty or failed board is an empty list.
 */
export function useLeaderboard(limit: number, request: number): BoardState {
  const [state, setState] = useState<BoardState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    siteApi()
      .then((api) => api.scoreboard('total', { limit }))
      .then(
        (answer) => live && setState({ status: 'ready', rows: answer.items }),
        (error: unknown) => {
          console.warn('leaderboard unavailable:', error);
          if (live) setState({ status: 'ready', rows: [] });
        },
      );
    return () => {
      live = false;
    };
  }, [limit, request]);
  return state;
}
