import { useEffect, useId, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LocaleCode } from '../../api/locales.ts';
import { ApiRequestError } from '../api/api-request-error.ts';
import { siteApi } from '../api/site-api.ts';
import { Link } from '../routing/link.tsx';
import '../styles/legal.css';

type Status = 'validating' | 'validated' | 'invalid' | 'failed';

/**
 * The validation mail's link lands here (/{locale}/validate-email?token=…): the page confirms the address as it
 * opens and says how that went. Opening it twice is harmless (StrictMode does, and so do mail clients that
 * preview links): the server answers the same each time.
 */
export function ValidateEmailScreen({ locale }: { locale: LocaleCode }) {
  const { t } = useLingui();
  const token = useMemo(() => new URLSearchParams(location.search).get('token') ?? '', []);
  const [status, setStatus] = useState<Status>(token ? 'validating' : 'invalid');
  const [attempt, setAttempt] = useState(0);
  const titleId = useId();

  useEffect(() => {
    if (!token) return;
    let live = true;
    setStatus('validating');
    siteApi()
      .then((api) => api.validateEmail(token))
      .then(
        () => live && setStatus('validated'),
        (error: unknown) => {
          if (!live) return;
          // The server gives one answer for every wrong or expired token; anything else (offline, a 5xx) may pass.
          const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
          setStatus(refused && error.status !== 429 ? 'invalid' : 'failed');
        },
      );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  return (
    <main
      className="screen validate-email"
      data-screen="validate-email"
      data-status={status}
      aria-labelledby={titleId}
    >
      <div className="validate-email__panel" role="status">
        <span className="validate-email__mark" aria-hidden="true">
          {status === 'validated' ? '✓' : status === 'validating' ? '…' : '!'}
        </span>
        {status === 'validating' && <h1 id={titleId}>{t`Confirming your e-mail address…`}</h1>}
        {status === 'validated' && (
          <>
            <h1 id={titleId}>{t`Your e-mail address is confirmed`}</h1>
            <p>{t`Thank you. We can now reach you about your scores and the prize draw.`}</p>
          </>
        )}
        {status === 'invalid' && (
          <>
            <h1 id={titleId}>{t`This link is invalid or has expired`}</h1>
            <p>{t`Confirmation links work for 48 hours. Please ask for a new confirmation e-mail and open the link it contains.`}</p>
          </>
        )}
        {status === 'failed' && (
          <>
            <h1 id={titleId}>{t`Your e-mail address could not be confirmed right now`}</h1>
            <p>{t`The server could not be reached. Check your connection and try again.`}</p>
            <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
              {t`Try again`}
            </button>
          </>
        )}
      </div>
      <Link to={{ name: 'home', locale }} className="button button--ghost">
        {t`Back to home`}
      </Link>
    </main>
  );
}
