import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SITE_NAME } from '../../api/site-name.ts';
import type { SiteRoute } from '../../api/site-routes.ts';
import { GAME_NAMES } from '../content/brand.ts';
import { WORLDS } from '../content/worlds.ts';
import { LEGAL_TITLES } from '../content/legal-titles.ts';
import { basePath } from '../routing/base-path.ts';
import { useSite } from '../site/site-context.tsx';
import { applyDocumentDirection } from './document-locale.ts';

/** Keeps <html lang/dir>, the title and the head tags in step with the current route and language. */
export function useDocumentLocale(): void {
  const route = useSite((s) => s.context.route);
  const { t, i18n } = useLingui();
  useEffect(() => {
    applyDocumentDirection(route);
    // The head tags (alternates, canonical, descriptions) matter to crawlers and link previews, which read the
    // server's HTML; in the page they follow a navigation, in a chunk of their own after the first paint.
    const ctx = { origin: location.origin, basePath: basePath() };
    void import('./document-head-tags.ts').then(({ applyHeadTags }) => applyHeadTags(route, ctx));
    const page = (r: SiteRoute): string | null => {
      switch (r.name) {
        case 'home':
          return null;
        case 'product':
          return i18n._(WORLDS[r.game].title);
        case 'game':
          return `${GAME_NAMES[r.game]} · ${t`How to play`}`;
        case 'my-score':
          return t`Your score`;
        case 'share':
          return t`Can you beat this score?`;
        case 'reset-password':
          return t`Choose a new password`;
        case 'page':
          return i18n._(LEGAL_TITLES[r.page]);
        case 'validate-email':
          return t`Confirm your e-mail address`;
        case 'replay':
          return t`Replay of a run`;
        case 'not-found':
          return t`This page could not be found`;
      }
    };
    const title = page(route);
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
    document.getElementById('loader')?.setAttribute('aria-label', t`Loading`);
  }, [route, t, i18n]);
}
