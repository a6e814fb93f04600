import { Plural, Trans } from '@lingui/react/macro';
import { nextTierFor, tierFor } from '../../../api/competition.ts';
import { BUILT_ASSETS } from '../../engine/built-assets.ts';

/** The prize tier the total reaches (spec §9: 1200 / 3600 / 7000) and how far the next one is. */
export function PrizeTierLine({ total }: { total: number }) {
  const reached = tierFor(total);
  const next = nextTierFor(total);
  const badge = reached ? BUILT_ASSETS[`image/tier-${reached.tier}`] : undefined;
  const level = reached?.tier;
  const nextLevel = next?.tier.tier;
  const missing = next?.missing ?? 0;
  return (
    <div className="score-tier" data-testid="prize-tier" data-tier={reached?.tier ?? 0}>
      {badge && (
        <img
          className="score-tier__badge"
          src={new URL(badge.url, document.baseURI).toString()}
          alt=""
          width={56}
          height={56}
        />
      )}
      <p>
        {reached ? <Trans>Prize tier {level} reached.</Trans> : <Trans>No prize tier reached yet.</Trans>}{' '}
        {next ? (
          <Plural
            value={missing}
            one={`# more point for tier ${nextLevel}.`}
            other={`# more points for tier ${nextLevel}.`}
          />
        ) : (
          <Trans>That is the top tier.</Trans>
        )}
      </p>
    </div>
  );
}
