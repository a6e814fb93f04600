import { useLingui } from '@lingui/react/macro';
import { PlayGame } from '../ui/brand-name.tsx';
import { GAME_CYCLE } from '../../api/game-cycle.ts';
import { nextUnplayed, totalScore } from '../../machines/game-progress.ts';
import { GAME_NAMES } from '../content/brand.ts';
import { Link } from '../routing/link.tsx';
import { useSite } from '../site/site-context.tsx';
import { GameIcon, TrophyIcon } from '../ui/game-icon.tsx';
import { SaveScoreButton } from '../ui/save-score/save-score-button.tsx';

/** The final score: per game a trophy (gold once played), the name and the formatted score; the total. */
export function MyScoreScreen() {
  const { t, i18n } = useLingui();
  const locale = useSite((s) => s.context.route.locale);
  const games = useSite((s) => s.context.games);
  const format = (n: number) => i18n.number(n);
  const next = nextUnplayed(games, 'keyboard');
  return (
    <main className="screen screen--score" data-screen="my-score">
      <h1>{t`Your score`}</h1>
      <ul className="score-list" role="list">
        {GAME_CYCLE.map((game) => (
          <li key={game} className="score-list__row" data-played={games[game].played || undefined}>
            <TrophyIcon gold={games[game].played} />
            <GameIcon game={game} size={22} />
            <span className="score-list__name" lang="en">
              {GAME_NAMES[game]}
            </span>
            <span className="score-list__value">{games[game].played ? format(games[game].score) : '—'}</span>
            {games[game].held && (
              <span className="score-list__note">{t`Held for review: this score counts once we have checked the run.`}</span>
            )}
          </li>
        ))}
      </ul>
      <p className="score-total">
        <span>{t`Total`}</span> <strong>{format(totalScore(games))}</strong>
      </p>
      <SaveScoreButton />
      {next && (
        <Link to={{ name: 'product', locale, game: next }} className="button button--primary">
          <PlayGame game={next} />
        </Link>
      )}
    </main>
  );
}
