import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { ScoreboardItem } from '../../../api/scoreboards.ts';
import { MAX_LIMIT, type BOARD_IDS } from '../../../api/scoreboard-limits.ts';
import { siteApi } from '../../api/site-api.ts';

export type BoardId = (typeof BOARD_IDS)[number];
export type BoardRow = z.infer<typeof ScoreboardItem>;
export type BoardState =
  | { status: 'loading' }
  /** `ownPosition`: the signed-in visitor's place, when the rows hold it. */
  | { status: 'ready'; rows: readonly BoardRow[]; ownPosition?: number | null }
  /** The board could not be read: said so, with `retry` to ask again (an empty board is 'ready' with no rows). */
  | { status: 'failed'; retry: () => void };
export type BoardPage = { rows: readonly BoardRow[]; ownPosition: number | null };

/** The total board's first `limit` rows, in the visitor's segment when there is one (spec §7, §9). */
export async function fetchTotalBoard(
  limit: number,
  segment: 'DE' | null = null,
): Promise<readonly BoardRow[]> {
  const board = await (await siteApi()).scoreboard('total', { limit, ...(segment ? { segment } : {}) });
  return board.items;
}

/**
 * `rows` places of a board for the scoreboard modal. Signed in, the page around the visitor: the API answers 50
 * places above them onwards (spec §9, offset_to_user), and `rows` of those, centred on their own row, are kept.
 * The DE segment is the total board's only (the per-game boards have none).
 */
export async function fetchBoardPage(
  board: BoardId,
  rows: number,
  { segment, signedIn }: { segment: 'DE' | null; signedIn: boolean },
): Promise<BoardPage> {
  const api = await siteApi();
  const segmentQuery = board === 'total' && segment ? { segment } : {};
  if (signedIn) {
    const page = await api.scoreboard(board, { offsetToUser: true, limit: MAX_LIMIT, ...segmentQuery });
    const own = page.items.findIndex((row) => row.position === page.user_position);
    if (own >= 0) {
      const from = Math.max(0, Math.min(own - Math.floor(rows / 2), page.items.length - rows));
      return { rows: page.items.slice(from, from + rows), ownPosition: page.user_position };
    }
  }
  const page = await api.scoreboard(board, { limit: rows, ...segmentQuery });
  return { rows: page.items, ownPosition: null };
}

/**
 * Board rows from `load`, fetched again whenever `request` changes (the menu machine counts the scoreboard's
 * openings; the prizes modal asks again when the visitor's segment is known) or the visitor retries a failed
 * read. A failure is not an empty board (docs/decisions.md, "A failed leaderboard says so"): it is its own state.
 */
export function useLeaderboard(
  request: unknown,
  load: () => Promise<readonly BoardRow[] | BoardPage>,
): BoardState {
  const [state, setState] = useState<BoardState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The loader is read when a request is made; a new function identity alone is not a new request.
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loader.current().then(
      (answer) =>
        live &&
        setState(
          'rows' in answer
            ? { status: 'ready', rows: answer.rows, ownPosition: answer.ownPosition }
            : { status: 'ready', rows: answer },
        ),
      (error: unknown) => {
        console.warn('leaderboard unavailable:', error);
        if (live) setState({ status: 'failed', retry: () => setAttempt((n) => n + 1) });
      },
    );
    return () => {
      live = false;
    };
  }, [request, attempt]);
  return state;
}
