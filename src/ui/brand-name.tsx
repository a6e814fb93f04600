import { Trans } from '@lingui/react/macro';
import type { GameId } from '../../api/site-routes.ts';
import { GAME_NAMES } from '../content/brand.ts';

/**
 * "Play Circuit Shutdown" on a button: the game's name is English in every language, so it is marked
 * lang="en" and the buttons' upper-casing follows English rules (not Turkish "CİRCUİT").
 */
export function PlayGame({ game }: { game: GameId }) {
  const name = GAME_NAMES[game];
  // One element: inside a flex button, the space beside the name would be trimmed from a loose text run.
  return (
    <span>
      <Trans>
        Play <span lang="en">{name}</span>
      </Trans>
    </span>
  );
}
