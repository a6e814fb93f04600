import { useEffect, useLayoutEffect, useState } from 'react';
import type { Actor } from 'xstate';
import { EARLY_CONSENT_BANNER_ID, EARLY_CONSENT_EVENTS } from '../../../api/first-paint-ids.ts';
import type { ConsentEvent, ConsentMachine } from '../../../machines/consent.ts';
import { whenFirstPainted } from '../../boot/first-paint.ts';

type EarlyEvent = Extract<ConsentEvent, { type: (typeof EARLY_CONSENT_EVENTS)[number] }>;

/**
 * Takes the cookie banner the server painted with the page's first frame out of the page and returns what the
 * visitor pressed on it before the site had started (kept by the HTML's script as `data-chosen`), or null.
 * Anything else written there is ignored.
 */
export function takeEarlyConsent(doc: Document = document): EarlyEvent | null {
  const banner = doc.getElementById(EARLY_CONSENT_BANNER_ID);
  if (!banner) return null;
  const chosen = banner.getAttribute('data-chosen');
  banner.remove();
  const type = EARLY_CONSENT_EVENTS.find((event) => event === chosen);
  return type ? { type } : null;
}

/**
 * Whether the server's banner still stands in for the page's own. It stays until the browser has reported the
 * page's first contentful paint: Chromium forgets a paint of text whose element leaves the page before that
 * frame's presentation time is known, and this banner is the largest text of a first visit. It then leaves in
 * the commit that shows the page's banner (no frame without one, none with two), and what was pressed on it is
 * done.
 */
export function useEarlyBanner(actor: Actor<ConsentMachine>): boolean {
  const [early, setEarly] = useState(() => document.getElementById(EARLY_CONSENT_BANNER_ID) !== null);
  useEffect(() => {
    if (!early) return;
    let live = true;
    void whenFirstPainted().then(() => {
      if (live) setEarly(false);
    });
    return () => {
      live = false;
    };
  }, [early]);
  useLayoutEffect(() => {
    if (early) return;
    const pressed = takeEarlyConsent();
    if (pressed) actor.send(pressed);
  }, [early, actor]);
  return early;
}
