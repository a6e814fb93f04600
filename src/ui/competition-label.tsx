import { useLingui } from '@lingui/react/macro';
import { localeByCode } from '../../api/locales.ts';
import { useCompetition } from '../competition/competition-context.tsx';
import { formatCompetitionDay } from '../competition/competition-dates.ts';
import { useSite } from '../site/site-context.tsx';
import '../styles/competition.css';

/**
 * The header's competition label (spec §2): when the prize draw opens, until when it is open, or when it closed;
 * in a country where the draw does not run, a neutral line with no promise of a prize. Nothing while the window
 * and the country are still being asked for.
 */
export function CompetitionLabel({ className }: { className?: string }) {
  const { t } = useLingui();
  const locale = useSite((s) => s.context.route.locale);
  const phase = useCompetition((s) => s.context.phase);
  const excluded = useCompetition((s) => s.context.excluded);
  const window = useCompetition((s) => s.context.window);
  if (!phase) return null;
  const iso = localeByCode(locale).iso;
  let text: string;
  if (excluded) text = t`Leaderboard challenge: no prize draw in your country`;
  else if (phase === 'upcoming') {
    const date = formatCompetitionDay('start', window, iso);
    text = t`Prize draw opens on ${date}`;
  } else if (phase === 'open') {
    const date = formatCompetitionDay('end', window, iso);
    text = t`Prize draw open until ${date}`;
  } else {
    const date = formatCompetitionDay('end', window, iso);
    text = t`Prize draw closed on ${date}`;
  }
  return (
    <p
      className={className ? `competition-label ${className}` : 'competition-label'}
      data-testid="competition-label"
      data-phase={phase}
      data-active={(phase === 'open' && !excluded) || undefined}
      data-excluded={excluded || undefined}
    >
      {text}
    </p>
  );
}
