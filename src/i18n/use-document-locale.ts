import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SITE_NAME } from '../../api/head-tags.ts';
import { basePath } from '../routing/base-path.ts';
import { useSite } from '../site/site-context.tsx';
import { applyDocumentLocale } from './document-locale.ts';

/** Keeps <html lang/dir>, the title and the head tags in step with the current route and language. */
export function useDocumentLocale(): void {
  const route = useSite((s) => s.context.route);
  const { t } = useLingui();
  useEffect(() => {
    applyDocumentLocale(route, { origin: location.origin, basePath: basePath() });
    document.title =
      route.name === 'not-found' ? `${t`This page could not be found`} · ${SITE_NAME}` : SITE_NAME;
    document.getElementById('loader')?.setAttribute('aria-label', t`Loading`);
  }, [route, t]);
}
