import { useLingui } from '@lingui/react/macro';
import { Link } from '../routing/link.tsx';
import { useSite } from '../site/site-context.tsx';

export function NotFoundScreen() {
  const { t } = useLingui();
  const locale = useSite((s) => s.context.route.locale);
  return (
    <main className="screen screen--error" data-screen="not-found">
      <p className="error-status">404</p>
      <h1>{t`This page could not be found`}</h1>
      <Link to={{ name: 'home', locale }} className="button button--primary">
        {t`Back to home`}
      </Link>
    </main>
  );
}

/** The generic error page: the status (default 500); the error's own message is not for visitors. */
export function ErrorScreen() {
  const { t } = useLingui();
  const locale = useSite((s) => s.context.route.locale);
  const error = useSite((s) => s.context.error);
  return (
    <main className="screen screen--error" data-screen="error">
      <p className="error-status">{error?.status ?? 500}</p>
      <h1>{t`Something went wrong`}</h1>
      <Link to={{ name: 'home', locale }} className="button button--primary">
        {t`Back to home`}
      </Link>
    </main>
  );
}
