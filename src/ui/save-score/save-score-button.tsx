import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { siteApi } from '../../api/site-api.ts';
import { lastRunUuid } from '../../play/run-api.ts';
import { useSiteActor } from '../../site/site-context.tsx';
import { SaveScoreDialog } from './save-score-dialog.tsx';

/**
 * "Save my score" for the final score screen: finds the chain of this device's last run (GET games/{run}) and
 * opens the dialog on it; once saved, the site machine learns the saved run (spec §4: the next start resets).
 */
export function SaveScoreButton() {
  const { t } = useLingui();
  const site = useSiteActor();
  const [chain, setChain] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [saved, setSaved] = useState(false);
  const open = async () => {
    const run = lastRunUuid();
    const accumulator = run ? (await (await siteApi()).game(run).catch(() => null))?.accumulator_uuid : null;
    if (accumulator) setChain(accumulator);
    else setMissing(true);
  };
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        data-testid="save-score"
        onClick={() => void open()}
      >
        {t`Save my score`}
      </button>
      {missing && <p role="status">{t`Play a game first: there is no score to save yet.`}</p>}
      {saved && (
        <p role="status" data-testid="score-saved">
          {t`Your score is saved.`}
        </p>
      )}
      {chain && (
        <SaveScoreDialog
          open
          accumulatorUuid={chain}
          onClose={() => setChain(null)}
          onSaved={(gameId) => {
            site.send({ type: 'score.saved', gameId });
            setChain(null);
            setSaved(true);
          }}
        />
      )}
    </>
  );
}
