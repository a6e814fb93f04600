import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useConsentActor } from '../../consent/consent-context.tsx';

/**
 * Non-modal: the page stays usable while it shows, at the bottom, below the header. "Accept all" and "Reject
 * all" look the same, so refusing is as easy as accepting; nothing optional runs until one is pressed.
 */
export function ConsentBanner() {
  const { t } = useLingui();
  const actor = useConsentActor();
  const titleId = useId();
  return (
    <section role="region" aria-labelledby={titleId} className="cookie-banner" data-testid="cookie-banner">
      <div className="cookie-banner__text">
        <h2 id={titleId} className="cookie-banner__title">{t`Cookies on this site`}</h2>
        <p className="cookie-banner__body">
          {t`The site needs a few cookies to work. With your permission we would also use some for analytics, marketing and sharing on social networks.`}
        </p>
      </div>
      <div className="cookie-banner__actions">
        <button
          type="button"
          className="consent-button consent-button--choice"
          onClick={() => actor.send({ type: 'consent.acceptAll' })}
        >
          {t`Accept all`}
        </button>
        <button
          type="button"
          className="consent-button consent-button--choice"
          onClick={() => actor.send({ type: 'consent.rejectAll' })}
        >
          {t`Reject all`}
        </button>
        <button
          type="button"
          className="consent-button consent-button--quiet"
          aria-haspopup="dialog"
          onClick={() => actor.send({ type: 'consent.open' })}
        >
          {t`Choose`}
        </button>
      </div>
    </section>
  );
}
