import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { entryBarMessage, PROFILE_BARS } from '../../content/entry-bars.ts';
import { useDrawFigures } from '../../competition/competition-context.tsx';
import { AccountMenu } from '../../ui/account/account-button.tsx';
import type { EntryStanding } from './entry-bars.ts';

/**
 * The final score's eligibility lines (issue 39): which rule keeps the visitor out of the draw, as the server
 * judged it, each with what they can still do (a rule their profile can meet opens it). Not signed in, the one
 * rule is that: only players with an account enter. Nothing while the server's answer is awaited or unknown.
 */
export function EligibilityLines({ standing }: { standing: EntryStanding }) {
  const { t, i18n } = useLingui();
  const figures = useDrawFigures();
  const [profileOpen, setProfileOpen] = useState(false);
  const age = i18n.number(figures.minimumAge);
  // The profile stays open while the standing is asked again after a save.
  const profile = profileOpen && <AccountMenu initialView="profile" onClose={() => setProfileOpen(false)} />;
  if (standing.status === 'signed-out')
    return (
      <ul className="score-eligibility" data-testid="draw-eligibility" role="list">
        <li data-bar="signed_out">{t`You are not signed in: only players with an account can enter the prize draw.`}</li>
      </ul>
    );
  if (standing.status !== 'ready' || standing.bars.length === 0) return profile || null;
  const offerProfile = standing.bars.some((bar) => PROFILE_BARS.has(bar));
  return (
    <>
      <ul className="score-eligibility" data-testid="draw-eligibility" role="list">
        {standing.bars.map((bar) => (
          <li key={bar} data-bar={bar}>
            {i18n._(entryBarMessage(bar, age))}
          </li>
        ))}
      </ul>
      {offerProfile && (
        <button
          type="button"
          className="button button--ghost"
          data-testid="complete-profile"
          onClick={() => setProfileOpen(true)}
        >
          {t`Complete your profile`}
        </button>
      )}
      {profile}
    </>
  );
}
