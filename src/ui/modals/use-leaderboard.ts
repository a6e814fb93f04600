import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { ScoreboardItem } from '../../../api/scoreboards.ts';
import { siteApi } from '../../api/site-api.ts';

export type BoardRow = z.infer<typeof ScoreboardItem>;
export type BoardState = { status: 'loading' } | { status: 'ready'; rows: readonly BoardRow[] };

/** The total board's first `limit` rows, in the visitor's segment when there is one (spec §7, §9). */
export async function fetchTotalBoard(
  limit: number,
  segment: 'DE' | null = null,
): Promise<readonly BoardRow[]> {
  const board = await (await siteApi()).scoreboard('total', { limit, ...(segment ? { segment } : {}) });
  return board.items;
}

/**
 * Board rows from `load`, fetched again whenever `request` changes (the menu machine counts the scoreboard's
 * openings; the prizes modal asks again when the visitor's segment is known). Spec §8: an empty or failed board
 * is an empty list.
 */
export function useLeaderboard(request: unknown, load: () => Promise<readonly BoardRow[]>): BoardState {
  const [state, setState] = useState<BoardState>({ status: 'loading' });
  // The loader is read when a request is made; a new function identity alone is not a new request.
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loader.current().then(
      (rows) => live && setState({ status: 'ready', rows }),
      (error: unknown) => {
        console.warn('leaderboard unavailable:', error);
        if (live) setState({ status: 'ready', rows: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [request]);
  return state;
}
