import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { LEADERBOARD_PRIZE_PLACES, PRIZE_TIERS, PRIZES_MODAL_ROWS } from '../../../api/competition.ts';
import { localeByCode } from '../../../api/locales.ts';
import type { WinnersAnswer } from '../../../api/prizes.ts';
import { siteApi } from '../../api/site-api.ts';
import { BoardTable } from '../modals/board-table.tsx';
import { fetchTotalBoard, useLeaderboard, type BoardRow } from '../modals/use-leaderboard.ts';
import { useCompetition, useDrawFigures } from '../../competition/competition-context.tsx';
import { competitionZoneName, formatCompetitionDay } from '../../competition/competition-dates.ts';
import { PRIZE_NAMES } from '../../content/prizes.ts';
import { BUILT_ASSETS } from '../../engine/built-assets.ts';
import { useSite } from '../../site/site-context.tsx';
import { formatSharePrize } from '../share/share-prize.ts';
import '../../styles/competition.css';
import { numberFormat } from '../../../api/locale-format.ts';

/** The prizes modal's title (the modal renders it; this panel is its body). */
export const PRIZES_TITLE = msg`Prizes`;

/** The prizes modal's leaderboard: the top of the total board, in the visitor's segment (spec §7, §9). */
export function fetchPrizesLeaderboard(segment: 'DE' | null): Promise<readonly BoardRow[]> {
  return fetchTotalBoard(PRIZES_MODAL_ROWS, segment);
}

export type PrizeWinners = z.infer<typeof WinnersAnswer>;

/** The draw's masked winners (GET prizes/winners). */
export async function fetchPrizeWinners(): Promise<PrizeWinners> {
  return (await siteApi()).prizeWinners();
}

/**
 * The winners, asked for once the window has closed (none exist before); null while asking, or when the call
 * failed (nothing is said then rather than a "not drawn yet" that may be wrong).
 */
function useWinners(closed: boolean, load: () => Promise<PrizeWinners>): PrizeWinners | null {
  const [winners, setWinners] = useState<PrizeWinners | null>(null);
  // The loader is read when the panel asks; a new function identity alone is not a new request.
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    if (!closed) return;
    let live = true;
    loader.current().then(
      (answer) => live && setWinners(answer),
      (error: unknown) => console.warn('prize winners unavailable:', error),
    );
    return () => {
      live = false;
    };
  }, [closed]);
  return winners;
}

/** The generated badge of a tier, addressed under the page's base. */
function badgeUrl(tier: number): string | null {
  const asset = BUILT_ASSETS[`image/tier-${tier}`];
  return asset ? new URL(asset.url, document.baseURI).toString() : null;
}

/**
 * The prizes modal's body (spec §2 "prizes (title, dates, tiers)", §9): the draw's dates, each tier's score,
 * winners and prize, the leaderboard and share prizes, and the leaderboard's top rows. While the draw is not
 * active the wording says so (it will open, it has closed); in a country where it does not run, no prize is
 * offered at all and only the leaderboard is shown.
 */
export function PrizesPanel({
  loadLeaderboard = fetchPrizesLeaderboard,
  loadWinners = fetchPrizeWinners,
}: {
  /** The leaderboard's rows (the API by default; tests pass their own). */
  loadLeaderboard?: (segment: 'DE' | null) => Promise<readonly BoardRow[]>;
  /** The draw's masked winners, asked for once the window has closed (the API by default). */
  loadWinners?: () => Promise<PrizeWinners>;
}) {
  const { t, i18n } = useLingui();
  const locale = useSite((s) => s.context.route.locale);
  const phase = useCompetition((s) => s.context.phase);
  const excluded = useCompetition((s) => s.context.excluded);
  const window = useCompetition((s) => s.context.window);
  const iso = localeByCode(locale).iso;
  const number = numberFormat(iso);
  // The zone is stated once, on its own line, rather than after each date.
  const start = formatCompetitionDay('start', window, iso, { zone: 'omit' });
  const end = formatCompetitionDay('end', window, iso, { zone: 'omit' });
  const zone = competitionZoneName(window, iso);
  const closed = phase === 'closed';
  const winners = useWinners(closed && !excluded, loadWinners);
  const drawn = winners?.drawn ? winners : null;
  const places = LEADERBOARD_PRIZE_PLACES;
  const shareAmount = formatSharePrize(locale);
  // The configured count (SHARE_PRIZE_WINNERS), as the server states it.
  const shareWinners = useDrawFigures().sharePrizeWinners;

  return (
    <div className="prizes-panel" data-testid="prizes-panel" data-phase={phase ?? 'loading'}>
      {excluded ? (
        <p className="prizes-panel__lead" data-testid="prizes-dates">
          {t`The prize draw does not run in your country. You can still play every game and climb the leaderboard.`}
        </p>
      ) : (
        <>
          <p className="prizes-panel__lead" data-testid="prizes-dates">
            {closed
              ? t`The prize draw ran from ${start} to ${end}.`
              : t`The prize draw runs from ${start} to ${end}.`}
          </p>
          <p className="prizes-panel__zone" data-testid="prizes-zone">
            {t`The draw ends at 23:59 on its last day. Dates and times are in ${zone}.`}
          </p>
          <p>
            {phase === 'open'
              ? t`Play all three games: your total score enters the draw of the highest tier it reaches.`
              : closed
                ? t`Each tier's prizes were drawn among the players whose total reached it.`
                : t`Once the draw opens, play all three games: your total score enters the draw of the highest tier it reaches.`}
          </p>
          {winners && !winners.drawn && (
            <p data-testid="prizes-winners-pending">{t`The winners will be listed here once the draw has taken place.`}</p>
          )}
          <ul className="prizes-panel__tiers" role="list">
            {PRIZE_TIERS.map((tier) => {
              const badge = badgeUrl(tier.tier);
              const minimum = number.format(tier.minScore);
              const n = tier.winners;
              const level = tier.tier;
              return (
                <li key={tier.tier} className="prize-tier" data-tier={tier.tier}>
                  {badge && <img className="prize-tier__badge" src={badge} alt="" width={64} height={64} />}
                  <div>
                    <h3 className="prize-tier__title">{t`Tier ${level}`}</h3>
                    <p className="prize-tier__score">{t`${minimum} points or more in total`}</p>
                    <p className="prize-tier__prize">
                      {i18n._(PRIZE_NAMES[tier.prize])}
                      {' · '}
                      {closed ? (
                        <Plural value={n} one="# winner drawn" other="# winners drawn" />
                      ) : (
                        <Plural value={n} one="# winner" other="# winners" />
                      )}
                    </p>
                    {drawn && (
                      <TierWinners winners={drawn.tiers.find((w) => w.tier === tier.tier)?.winners ?? []} />
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          <p>
            {closed ? (
              <Plural
                value={places}
                one="The player at the top of the leaderboard also won a prize."
                other="The top # players on the leaderboard also won prizes."
              />
            ) : (
              <Plural
                value={places}
                one="The player at the top of the leaderboard also wins a prize."
                other="The top # players on the leaderboard also win prizes."
              />
            )}
          </p>
          {drawn && drawn.leaderboard.length > 0 && (
            <ol className="prizes-panel__winners" data-testid="prizes-leaderboard-winners">
              {drawn.leaderboard.map((w) => (
                <li key={w.position} value={w.position}>
                  <bdi>{w.name}</bdi>
                </li>
              ))}
            </ol>
          )}
          <p data-testid="prizes-share">
            {closed ? (
              <Plural
                value={shareWinners}
                one={`# game-platform wallet code worth ${shareAmount} was drawn among the signed-in players who shared their score during the competition, with a reserve.`}
                other={`# game-platform wallet codes worth ${shareAmount} each were drawn among the signed-in players who shared their score during the competition, each with a reserve.`}
              />
            ) : (
              <Plural
                value={shareWinners}
                one={`# game-platform wallet code worth ${shareAmount} is drawn among the signed-in players who share their score during the competition, with a reserve.`}
                other={`# game-platform wallet codes worth ${shareAmount} each are drawn among the signed-in players who share their score during the competition, each with a reserve.`}
              />
            )}
          </p>
        </>
      )}
      <PrizesLeaderboard load={loadLeaderboard} />
    </div>
  );
}

/** A tier's drawn winners, masked e-mails (written left to right whatever the page's direction). */
function TierWinners({ winners }: { winners: readonly string[] }) {
  const { t } = useLingui();
  if (winners.length === 0)
    return <p className="prize-tier__winners">{t`No entry reached this tier, so no winner was drawn.`}</p>;
  return (
    <ul className="prize-tier__winners" aria-label={t`Winners`}>
      {winners.map((email, i) => (
        <li key={i} dir="ltr">
          {email}
        </li>
      ))}
    </ul>
  );
}

function PrizesLeaderboard({ load }: { load: (segment: 'DE' | null) => Promise<readonly BoardRow[]> }) {
  const { t } = useLingui();
  const segment = useCompetition((s) => s.context.segment);
  // The modal shows its 25 rows whatever a loader hands back.
  const board = useLeaderboard(segment, () => load(segment).then((rows) => rows.slice(0, PRIZES_MODAL_ROWS)));
  const count = PRIZES_MODAL_ROWS;
  const title = t`Leaderboard: top ${count}`;
  return (
    <section className="prizes-panel__board" aria-labelledby="prizes-board-title">
      <h3 id="prizes-board-title">{title}</h3>
      <BoardTable board={board} caption={title} testId="prizes-board" />
    </section>
  );
}
