import { useLingui } from '@lingui/react/macro';
import { Modal } from '../modal.tsx';
import { useMenu, useMenuActor } from '../menu/menu-context.tsx';
import { BoardTable } from './board-table.tsx';
import { fetchTotalBoard, useLeaderboard } from './use-leaderboard.ts';

/** Spec §9: the scoreboard shows 30 rows. */
export const SCOREBOARD_ROWS = 30;

/** The leaderboard modal (spec §2): back button, title, 30 rows of the total board, fetched on every opening. */
export function ScoreboardModal() {
  const { t } = useLingui();
  const actor = useMenuActor();
  const request = useMenu((s) => s.context.boardRequest);
  const board = useLeaderboard(request, () => fetchTotalBoard(SCOREBOARD_ROWS));
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
      <BoardTable board={board} caption={t`Leaderboard`} testId="scoreboard" />
    </Modal>
  );
}
