import { useRef, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BOARD_IDS } from '../../../api/scoreboard-limits.ts';
import { GAME_NAMES } from '../../content/brand.ts';
import type { BoardId } from './use-leaderboard.ts';

/**
 * The scoreboard's tabs: the total and one per game (WAI-ARIA tabs: one tab stop, arrows move and select, Home
 * and End jump; in right-to-left pages the arrows follow the reading direction).
 */
export function BoardTabs({
  selected,
  onSelect,
  panelId,
}: {
  selected: BoardId;
  onSelect: (board: BoardId) => void;
  panelId: string;
}) {
  const { t } = useLingui();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const label = (board: BoardId) => (board === 'total' ? t`Total` : GAME_NAMES[board]);
  const move = (event: KeyboardEvent, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const last = BOARD_IDS.length - 1;
    const to =
      event.key === forward
        ? (index + 1) % BOARD_IDS.length
        : event.key === back
          ? (index + last) % BOARD_IDS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    onSelect(BOARD_IDS[to]!);
    tabs.current[to]?.focus();
  };
  return (
    <div className="board-tabs" role="tablist" aria-label={t`Leaderboards`}>
      {BOARD_IDS.map((board, index) => (
        <button
          key={board}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`board-tab-${board}`}
          className="board-tabs__tab"
          aria-selected={board === selected}
          aria-controls={panelId}
          tabIndex={board === selected ? 0 : -1}
          lang={board === 'total' ? undefined : 'en'}
          onClick={() => onSelect(board)}
          onKeyDown={(event) => move(event, index)}
        >
          {label(board)}
        </button>
      ))}
    </div>
  );
}
