import { useLingui } from '@lingui/react/macro';
import { SLOGAN } from '../../content/brand.ts';
import { hrefFor } from '../../routing/router.ts';
import { useSite } from '../../site/site-context.tsx';
import { useCopyConfirmation } from './use-copy-confirmation.ts';

/**
 * The menu's share: the system share sheet where the browser has one, otherwise the link is copied with the
 * spec's two-second confirmation. It shares the home page in the visitor's language (a score is shared from the
 * final-score screen).
 */
export function ShareSite() {
  const { t } = useLingui();
  const locale = useSite((s) => s.context.route.locale);
  const { copy, copied, failed } = useCopyConfirmation();
  const url = new URL(hrefFor({ name: 'home', locale }), document.baseURI).toString();
  const share = async () => {
    const data = { title: SLOGAN, text: t`Three worlds, three games: can you top the leaderboard?`, url };
    if (typeof navigator.share === 'function' && navigator.canShare?.(data) !== false) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy(url);
  };
  return (
    <div className="share-site">
      <button type="button" className="button button--ghost" onClick={() => void share()}>
        {t`Share the game`}
      </button>
      <span role="status" className="share-site__status">
        {copied
          ? t`Link copied`
          : failed
            ? t`The link could not be copied. Copy it from the address bar.`
            : ''}
      </span>
    </div>
  );
}
