import { useEffect, useState } from 'react';
import { siteApi } from '../../api/site-api.ts';
import { pageLoading } from '../../routing/page-loading.ts';

export type BeatPercent = { status: 'loading' } | { status: 'ready'; percent: number | null };

/**
 * The share of players on the total board that `total` beats (GET game_types/total/estimated_position), asked
 * again when the total changes; null when the API cannot tell (the line is then left out, the screen still works).
 * The page's `data` loading step ends with the first answer.
 */
export function useBeatPercent(total: number, ready: boolean): BeatPercent {
  const [state, setState] = useState<BeatPercent>({ status: 'loading' });
  useEffect(() => {
    if (!ready) return;
    let live = true;
    siteApi()
      .then((api) => api.estimatedPosition('total', total))
      .then(
        (answer) => answer.beat_percent,
        (error: unknown) => {
          console.warn('the comparison with other players is unavailable:', error);
          return null;
        },
      )
      .then((percent) => {
        if (!live) return;
        setState({ status: 'ready', percent });
        pageLoading.step('data');
      });
    return () => {
      live = false;
    };
  }, [total, ready]);
  return state;
}
