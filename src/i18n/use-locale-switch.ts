import { useState } from 'react';
import type { LocaleCode } from '../../api/locales.ts';
import { withLocale } from '../../api/site-routes.ts';
import { useSiteActor } from '../site/site-context.tsx';
import { storeLocaleCookie } from './document-locale.ts';
import { loadCatalog } from './i18n.ts';
import { switchLocale } from './locale-switch.ts';

/** The locale switch for the header's switcher and the menu's select: same page, new language. */
export function useLocaleSwitch(): { choose: (code: LocaleCode) => Promise<void>; failed: boolean } {
  const actor = useSiteActor();
  const [failed, setFailed] = useState(false);
  const choose = async (code: LocaleCode) => {
    const result = await switchLocale(actor.getSnapshot().context.route.locale, code, {
      loadCatalog,
      storeCookie: storeLocaleCookie,
      navigate: (to) =>
        actor.send({ type: 'nav.go', route: withLocale(actor.getSnapshot().context.route, to) }),
    });
    setFailed(result.outcome === 'failed');
  };
  return { choose, failed };
}
