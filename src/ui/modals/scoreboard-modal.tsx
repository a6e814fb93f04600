import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Modal } from '../modal.tsx';
import { useMenu, useMenuActor } from '../menu/menu-context.tsx';
import { useCompetition } from '../../competition/competition-context.tsx';
import { useSignedIn } from '../../session/session-context.tsx';
import { BoardTable } from './board-table.tsx';
import { BoardTabs } from './board-tabs.tsx';
import { fetchBoardPage, useLeaderboard, type BoardId } from './use-leaderboard.ts';

/** Spec §9: the scoreboard shows 30 rows. */
export const SCOREBOARD_ROWS = 30;

/**
 * The leaderboard modal (spec §2): back button, title, a tab per board (the total and each game), 30 rows
 * fetched on every opening and every tab change. Signed in, the rows around the visitor with their own row
 * marked; from Germany, the DE board of the total (spec §4).
 */
export function ScoreboardModal() {
  const { t } = useLingui();
  const signedIn = useSignedIn();
  const actor = useMenuActor();
  const request = useMenu((s) => s.context.boardRequest);
  const segment = useCompetition((s) => s.context.segment);
  const [tab, setTab] = useState<BoardId>('total');
  const board = useLeaderboard([request, tab, segment, signedIn].join(), () =>
    fetchBoardPage(tab, SCOREBOARD_ROWS, { segment, signedIn }),
  );
  const close = () => actor.send({ type: 'modal.close' });
  return (
    <Modal
      title={t`Leaderboard`}
      onClose={close}
      testId="scoreboard-modal"
      before={
        <button type="button" className="icon-button" onClick={close} aria-label={t`Back`}>
          <svg className="flip-rtl" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      }
    >
      <BoardTabs selected={tab} onSelect={setTab} panelId="scoreboard-panel" />
      <div id="scoreboard-panel" role="tabpanel" aria-labelledby={`board-tab-${tab}`} data-board={tab}>
        <BoardTable board={board} caption={t`Leaderboard`} testId="scoreboard" />
      </div>
    </Modal>
  );
}
