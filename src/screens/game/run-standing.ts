import { useEffect, useState } from 'react';
import type { GameId } from '../../../api/site-routes.ts';
import { siteApi } from '../../api/site-api.ts';

/**
 * Where a verified score stands on its game's board (GET game_types/{game}/estimated_position): its place among
 * the other players, how many they are, and (signed in: the token goes with the call) the player's best on that
 * board, the server's record. A failure is its own state: the end screen then leaves the place out.
 */
export type RunStanding =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; position: number; challengers: number; ownBest: number | null };

export function useRunStanding(game: GameId, score: number, skip: boolean): RunStanding {
  const [state, setState] = useState<RunStanding>({ status: 'loading' });
  useEffect(() => {
    if (skip) return;
    let live = true;
    setState({ status: 'loading' });
    siteApi()
      .then((api) => api.estimatedPosition(game, score))
      .then(
        (answer): RunStanding => ({
          status: 'ready',
          position: answer.position,
          challengers: answer.challengers,
          ownBest: answer.own_best,
        }),
        (error: unknown): RunStanding => {
          console.warn('the place on the board is unavailable:', error);
          return { status: 'failed' };
        },
      )
      .then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [game, score, skip]);
  return state;
}
