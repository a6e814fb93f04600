import { useSelector } from '@xstate/react';
import { useConsentActor } from '../../consent/consent-context.tsx';
import { ConsentBanner } from './consent-banner.tsx';
import { ConsentSettings } from './consent-settings.tsx';
import './consent.css';

/**
 * The cookie banner while the visitor has not chosen, and the settings dialog whenever it is open (from the
 * banner's "Choose", or from "Cookie settings" anywhere: `useConsentActor().send({ type: 'consent.open' })`).
 */
export function CookieConsent() {
  const actor = useConsentActor();
  const undecided = useSelector(actor, (s) => s.matches('undecided'));
  const settings = useSelector(
    actor,
    (s) => s.matches({ undecided: 'settings' }) || s.matches({ decided: 'settings' }),
  );
  return (
    <>
      {undecided && <ConsentBanner />}
      {settings && <ConsentSettings />}
    </>
  );
}
