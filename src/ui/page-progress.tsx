import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { pageLoading as sitePageLoading, type PageLoading } from '../routing/page-loading.ts';
import '../styles/page-progress.css';

/** At 0 % a sliver still shows that something started. */
const MIN_VISIBLE = 4;

/**
 * The thin bar at the top while a page loads after a navigation (spec §2). Fixed over the page, so it never
 * moves the layout; its width animates unless the visitor prefers reduced motion.
 */
export function PageProgress({ loading = sitePageLoading }: { loading?: PageLoading }) {
  const { t } = useLingui();
  const { visible, percent } = useSyncExternalStore(loading.subscribe, loading.getSnapshot);
  if (!visible) return null;
  return (
    <div
      className="page-progress"
      role="progressbar"
      // A status outside the page's landmarks, like the first loader (index.html): a live region, which is what
      // it is. Its value is an attribute, so nothing is read out as it moves.
      aria-live="polite"
      aria-label={t`Loading the page`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-done={percent === 100 || undefined}
    >
      <div
        className="page-progress__bar"
        style={{ transform: `scaleX(${Math.max(percent, MIN_VISIBLE) / 100})` }}
      />
    </div>
  );
}
