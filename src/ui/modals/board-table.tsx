import { useLingui } from '@lingui/react/macro';
import type { BoardState } from './use-leaderboard.ts';

/**
 * Rows of position, name and score (spec §2), the visitor's own row marked; a friendly line when the board is
 * empty, and when it could not be read, a line that says so with a button to try again.
 */
export function BoardTable({
  board,
  caption,
  testId,
}: {
  board: BoardState;
  caption: string;
  /** The table's test id; its loading, empty and failed lines take it with `-loading`, `-empty`, `-failed`. */
  testId: string;
}) {
  const { t, i18n } = useLingui();
  if (board.status === 'loading')
    return (
      <p className="board__status" role="status" aria-busy="true" data-testid={`${testId}-loading`}>
        {t`Loading the leaderboard…`}
      </p>
    );
  if (board.status === 'failed')
    return (
      <div className="board__status board__status--failed" role="alert" data-testid={`${testId}-failed`}>
        <p>{t`The leaderboard could not be loaded. Check your connection and try again.`}</p>
        <button
          type="button"
          className="button button--ghost"
          data-testid={`${testId}-retry`}
          onClick={board.retry}
        >
          {t`Try again`}
        </button>
      </div>
    );
  if (board.rows.length === 0)
    return (
      <p className="board__status" data-testid={`${testId}-empty`}>
        {t`No scores yet. Play the three games and be the first!`}
      </p>
    );
  return (
    <table className="board" data-testid={testId}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Rank`}</th>
          <th scope="col">{t`Name`}</th>
          <th scope="col">{t`Score`}</th>
        </tr>
      </thead>
      <tbody>
        {board.rows.map((row) => {
          const own = row.position === board.ownPosition;
          return (
            <tr
              key={row.position}
              className={own ? 'board__own' : undefined}
              aria-current={own ? 'true' : undefined}
              data-own={own || undefined}
            >
              <td>{i18n.number(row.position)}</td>
              <td>
                <bdi>{row.name}</bdi>
                {own && <span className="board__you">{t`(you)`}</span>}
              </td>
              <td>{i18n.number(row.score)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
