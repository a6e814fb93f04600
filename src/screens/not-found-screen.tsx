import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '../routing/link.tsx';
import { useSite, useSiteActor } from '../site/site-context.tsx';
import '../styles/errors.css';

/** Moves focus to the page's heading when it appears, so a screen reader announces where the visitor landed. */
function useFocusOnArrival() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return heading;
}

export function NotFoundScreen() {
  const { t } = useLingui();
  const locale = useSite((s) => s.context.route.locale);
  const heading = useFocusOnArrival();
  return (
    <main className="screen screen--error" data-screen="not-found">
      <p className="error-status">404</p>
      <h1 ref={heading} tabIndex={-1}>{t`This page could not be found`}</h1>
      <p className="error-lead">{t`The address may be mistyped, or the page has moved.`}</p>
      <Link to={{ name: 'home', locale }} className="button button--primary">
        {t`Back to home`}
      </Link>
    </main>
  );
}

/**
 * The generic error page (spec §8): the status (default 500), a message a visitor can act on, the technical
 * message folded away for support, a way to try the page again and a way home.
 */
export function ErrorScreen() {
  const { t } = useLingui();
  const actor = useSiteActor();
  const route = useSite((s) => s.context.route);
  const error = useSite((s) => s.context.error);
  const heading = useFocusOnArrival();
  const status = error?.status ?? 500;
  const notFound = status === 404;
  return (
    <main className="screen screen--error" data-screen="error" data-status={status}>
      <p className="error-status">{status}</p>
      <h1 ref={heading} tabIndex={-1}>
        {notFound ? t`This page could not be found` : t`Something went wrong`}
      </h1>
      {!notFound && (
        <p className="error-lead">{t`This page could not be shown. Please try again in a moment.`}</p>
      )}
      {error?.message && (
        <details className="error-details">
          <summary>{t`Technical details`}</summary>
          <p className="error-message" dir="ltr">
            {error.message}
          </p>
        </details>
      )}
      <div className="error-actions">
        {!notFound && (
          <button
            type="button"
            className="button button--ghost"
            // Going to the same address again leaves the error state and shows the page afresh.
            onClick={() => actor.send({ type: 'nav.go', route })}
          >
            {t`Try again`}
          </button>
        )}
        <Link to={{ name: 'home', locale: route.locale }} className="button button--primary">
          {t`Back to home`}
        </Link>
      </div>
    </main>
  );
}
