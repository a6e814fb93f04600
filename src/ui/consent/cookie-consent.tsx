import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { useSelector } from '@xstate/react';
import { useConsentActor } from '../../consent/consent-context.tsx';
import { ConsentBanner } from './consent-banner.tsx';
import { useEarlyBanner } from './early-consent.ts';

// The settings dialog opens on request only: it comes in a chunk of its own, after the first paint.
const ConsentSettings = lazy(() =>
  import('./consent-settings.tsx').then((m) => ({ default: m.ConsentSettings })),
);
import './consent.css';

/**
 * The cookie banner while the visitor has not chosen, and the settings dialog whenever it is open (from the
 * banner's "Choose", or from "Cookie settings" anywhere: `useConsentActor().send({ type: 'consent.open' })`).
 * It replaces the banner the server wrote into the HTML (server/consent-banner-html.ts).
 */
export function CookieConsent() {
  const actor = useConsentActor();
  const earlyBanner = useEarlyBanner(actor);
  const undecided = useSelector(actor, (s) => s.matches('undecided'));
  const settings = useSelector(
    actor,
    (s) => s.matches({ undecided: 'settings' }) || s.matches({ decided: 'settings' }),
  );
  return (
    <>
      {/* In the body, beside the loader, not in the app's stacking context under it: the banner is the first
          visit's first text, and it is read and pressed while the 3D still loads (see consent.css). */}
      {undecided && !earlyBanner && createPortal(<ConsentBanner />, document.body)}
      {settings && (
        <Suspense fallback={null}>
          <ConsentSettings />
        </Suspense>
      )}
    </>
  );
}
