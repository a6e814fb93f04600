import { useEffect, useState } from 'react';
import { beatLine, type BeatLine } from '../../../api/beat-share.ts';
import { siteApi } from '../../api/site-api.ts';
import { pageLoading } from '../../routing/page-loading.ts';

export type BeatPercent = { status: 'loading' } | { status: 'ready'; beat: BeatLine | null };

/**
 * How `total` compares with the other players on the total board (GET game_types/total/estimated_position, which
 * leaves a signed-in player's own entry out), asked again when the total changes: the share beaten, or 'first'
 * when nobody else is on it (api/beat-share.ts). Null when the API cannot tell (the line is then left out, the
 * screen still works). The page's `data` loading step ends with the first answer.
 */
export function useBeatPercent(total: number, ready: boolean): BeatPercent {
  const [state, setState] = useState<BeatPercent>({ status: 'loading' });
  useEffect(() => {
    if (!ready) return;
    let live = true;
    siteApi()
      .then((api) => api.estimatedPosition('total', total))
      .then(
        (answer) => beatLine(answer.beat_percent, answer.challengers),
        (error: unknown) => {
          console.warn('the comparison with other players is unavailable:', error);
          return null;
        },
      )
      .then((beat) => {
        if (!live) return;
        setState({ status: 'ready', beat });
        pageLoading.step('data');
      });
    return () => {
      live = false;
    };
  }, [total, ready]);
  return state;
}
