import { createActor, type Actor } from 'xstate';
import { consentMachine, type ConsentChoice, type ConsentMachine } from '../../machines/consent.ts';
import type { SiteMachine } from '../../machines/site.ts';
import type { RunningAnalytics } from '../analytics/analytics-runtime.ts';
import { basePath } from '../routing/base-path.ts';
import { parseConsentCookie, serializeConsentCookie } from '../../api/consent-cookie.ts';

/**
 * The site's consent: the consent machine with what it decides wired to the page. The choice is read from and
 * written to the cookie_consent cookie (path: the site's base path); analytics is imported only once allowed,
 * and stopped when the visitor withdraws (a third-party tag then needs a fresh page, so the page reloads).
 * Marketing and social sharing are recorded for the features that will honour them; nothing runs for them yet.
 */
export interface ConsentSystemOptions {
  /** The analytics chunk; a test hands in a fake. */
  loadAnalytics?: () => Promise<{ startAnalytics(site: Actor<SiteMachine>): RunningAnalytics }>;
  reload?: () => void;
  now?: () => number;
}

export function createConsentSystem(
  site: Actor<SiteMachine>,
  {
    loadAnalytics = () => import('../analytics/analytics-runtime.ts'),
    reload = () => location.reload(),
    now = Date.now,
  }: ConsentSystemOptions = {},
): Actor<ConsentMachine> {
  let wanted = false;
  let running: RunningAnalytics | null = null;

  const applyAnalytics = (allowed: boolean) => {
    if (allowed === wanted) return;
    wanted = allowed;
    if (allowed) {
      void loadAnalytics().then(
        (runtime) => {
          // Withdrawn while the chunk was on its way: never start.
          if (wanted && !running) running = runtime.startAnalytics(site);
        },
        (error: unknown) => console.warn('Analytics could not be loaded', error),
      );
      return;
    }
    const stopped = running?.stop();
    running = null;
    if (stopped?.reloadNeeded) reload();
  };

  const actor = createActor(
    consentMachine.provide({
      actions: {
        persistChoice: (_, choice: ConsentChoice) => {
          const secure = location.protocol === 'https:';
          document.cookie = serializeConsentCookie({ choice, at: now() }, { path: basePath(), secure });
        },
        applyChoice: (_, choice: ConsentChoice) => applyAnalytics(choice.analytics),
      },
    }),
    { input: { stored: parseConsentCookie(document.cookie)?.choice ?? null } },
  );
  actor.start();
  return actor;
}
