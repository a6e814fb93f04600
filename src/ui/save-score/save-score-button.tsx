import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSite, useSiteActor } from '../../site/site-context.tsx';
import { SaveScoreDialog } from './save-score-dialog.tsx';

/**
 * "Save my score" for the final score screen: opens the dialog on the journey's chain (the accumulator games/end
 * answered); once saved, the site machine learns the saved run (spec §4: the next start resets the journey).
 */
export function SaveScoreButton() {
  const { t } = useLingui();
  const site = useSiteActor();
  const chain = useSite((s) => s.context.accumulatorUuid);
  const saved = useSite((s) => s.context.savedGameId !== null);
  const [open, setOpen] = useState(false);
  if (saved)
    return (
      <p className="score-saved" role="status" data-testid="score-saved">
        {t`Your score is saved.`}
      </p>
    );
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        data-testid="save-score"
        disabled={!chain}
        onClick={() => setOpen(true)}
      >
        {t`Save my score`}
      </button>
      {open && chain && (
        <SaveScoreDialog
          open
          accumulatorUuid={chain}
          onClose={() => setOpen(false)}
          onSaved={(gameId) => {
            site.send({ type: 'score.saved', gameId });
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
