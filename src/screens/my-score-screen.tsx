import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PlayGame } from '../ui/brand-name.tsx';
import { GAME_CYCLE } from '../../api/game-cycle.ts';
import { skillsOf } from '../../api/skills.ts';
import { nextUnplayed, totalScore } from '../../machines/game-progress.ts';
import { GAME_NAMES } from '../content/brand.ts';
import { Link } from '../routing/link.tsx';
import { useSite } from '../site/site-context.tsx';
import { GameIcon, TrophyIcon } from '../ui/game-icon.tsx';
import { useMenuActor } from '../ui/menu/menu-context.tsx';
import { useCompetition } from '../competition/competition-context.tsx';
import { drawEntryOf, type DrawEntry } from './score/draw-entry.ts';
import { SkillsChart } from './score/skills-chart.tsx';
import { SKILL_CAPS } from './score/skill-caps.ts';
import { PrizeTierLine } from './score/prize-tier-line.tsx';
import { useBeatPercent } from './score/use-beat-percent.ts';
import { SaveScoreButton } from '../ui/save-score/save-score-button.tsx';
import { ShareModal } from '../ui/share/share-modal.tsx';
import { enterShareDraw } from '../ui/share/share-entry.ts';
import { useProfile, useSignedIn } from '../session/session-context.tsx';
import { useEntryStanding } from './score/entry-bars.ts';
import { EligibilityLines } from './score/eligibility-lines.tsx';
import '../styles/score.css';

const DRAW_ENTRY: Record<DrawEntry | 'checking', MessageDescriptor> = {
  checking: msg`Checking whether your score can enter the prize draw…`,
  excluded: msg`The prize draw does not run in your country. Your score still counts on the leaderboard.`,
  upcoming: msg`The prize draw has not opened yet. Your score still counts on the leaderboard.`,
  closed: msg`The prize draw has closed. Your score still counts on the leaderboard.`,
  incomplete: msg`Play all three games to enter the prize draw.`,
  'outside-window': msg`Some of your games were played before the prize draw opened: play them again to enter.`,
  'under-review': msg`One of your games is being checked: your score enters the prize draw once it is cleared.`,
  'save-to-enter': msg`Save your score to enter the prize draw.`,
  barred: msg`Your score cannot enter the prize draw:`,
  entered: msg`Your score is saved: you are in the prize draw.`,
};

/**
 * The final score (spec §1, §2): per game a trophy (gold once played), the name and the verified score; the
 * total, how many challengers it beats, the prize tier, the five skills, where the visitor stands with the draw,
 * and save, try again, scoreboard and share.
 */
export function MyScoreScreen() {
  const { t, i18n } = useLingui();
  const locale = useSite((s) => s.context.route.locale);
  const games = useSite((s) => s.context.games);
  const ready = useSite((s) => s.context.progressReady);
  const saved = useSite((s) => s.context.savedGameId !== null);
  const phase = useCompetition((s) => s.context.phase);
  const excluded = useCompetition((s) => s.context.excluded);
  const window = useCompetition((s) => s.context.window);
  const menu = useMenuActor();
  const profile = useProfile();
  const [sharing, setSharing] = useState(false);
  const total = totalScore(games);
  const beat = useBeatPercent(total, ready);
  const format = (n: number) => i18n.number(n);
  const next = nextUnplayed(games, 'keyboard');
  const played = GAME_CYCLE.some((game) => games[game].played);
  const signedIn = useSignedIn();
  // The server judges the signed-in player against the rules; asked again once the profile changes.
  const standing = useEntryStanding(signedIn, profile);
  const barred = standing.status === 'ready' && standing.bars.length > 0;
  const judged = drawEntryOf({ games, phase, excluded, window, saved, barred });
  const entry = judged === 'entered' && standing.status === 'loading' ? 'checking' : judged;
  // Where the draw cannot take the visitor anyway (closed, their country), the rules need not be listed.
  const listRules = judged !== 'excluded' && judged !== 'closed';
  const skills = skillsOf(
    {
      mouse: games.mouse.played ? games.mouse : null,
      headset: games.headset.played ? games.headset : null,
      keyboard: games.keyboard.played ? games.keyboard : null,
    },
    total,
    SKILL_CAPS,
  );

  if (!ready)
    return (
      <main className="screen screen--score" data-screen="my-score" aria-busy="true">
        <h1>{t`Your score`}</h1>
        <p role="status">{t`Loading your scores…`}</p>
      </main>
    );

  const comparison = beat.status === 'ready' ? beat.beat : null;
  const percentText = comparison?.kind === 'beat' ? format(comparison.percent) : '';
  return (
    <main className="screen screen--score" data-screen="my-score" data-total={total}>
      <h1>{t`Your score`}</h1>
      <div className="score-layout">
        <div className="score-layout__main">
          <ul className="score-list" role="list">
            {GAME_CYCLE.map((game) => (
              <li
                key={game}
                className="score-list__row"
                data-game={game}
                data-played={games[game].played || undefined}
              >
                <TrophyIcon gold={games[game].played} />
                <GameIcon game={game} size={22} />
                <span className="score-list__name" lang="en">
                  {GAME_NAMES[game]}
                </span>
                <span className="score-list__value">
                  {games[game].played ? format(games[game].score) : '—'}
                </span>
                {games[game].held && (
                  <span className="score-list__note">{t`Held for review: this score counts once we have checked the run.`}</span>
                )}
              </li>
            ))}
          </ul>
          <p className="score-total">
            <span>{t`Total`}</span> <strong data-testid="score-total">{format(total)}</strong>
          </p>
          {played && comparison !== null && (
            <p
              className="score-beat"
              data-testid="beat-percent"
              data-value={comparison.kind === 'beat' ? comparison.percent : 'first'}
            >
              {comparison.kind === 'first'
                ? t`You're the first on the leaderboard`
                : t`You beat ${percentText}% of the challengers`}
            </p>
          )}
          <PrizeTierLine total={total} />
          <div className="score-draw" data-testid="draw-entry" data-entry={entry}>
            <p>{i18n._(DRAW_ENTRY[entry])}</p>
            {listRules && <EligibilityLines standing={standing} />}
          </div>
          <div className="score-actions">
            {played && <SaveScoreButton />}
            {next && (
              <Link to={{ name: 'product', locale, game: next }} className="button button--primary">
                <PlayGame game={next} />
              </Link>
            )}
            <Link
              to={{ name: 'game', locale, game: 'mouse' }}
              className="button button--ghost"
              data-testid="try-again"
            >
              {t`Try again`}
            </Link>
            <button
              type="button"
              className="button button--ghost"
              data-testid="open-scoreboard"
              onClick={() => menu.send({ type: 'modal.open', modal: 'scoreboard' })}
            >
              {t`Scoreboard`}
            </button>
            {played && (
              <button
                type="button"
                className="button button--ghost"
                data-testid="open-share"
                onClick={() => setSharing(true)}
              >
                {t`Share`}
              </button>
            )}
          </div>
          {sharing && (
            <ShareModal
              open
              onClose={() => setSharing(false)}
              score={total}
              beat={comparison}
              // Signed in, the link opens the player's share page; before a save, the site's home.
              slug={profile?.public_slug ?? null}
              // A signed-in player's share of their own score enters the share prize's draw.
              enterDraw={signedIn ? enterShareDraw : undefined}
            />
          )}
        </div>
        {played && <SkillsChart skills={skills} />}
      </div>
    </main>
  );
}
