import { useLingui } from '@lingui/react/macro';
import { localeByCode } from '../../../api/locales.ts';
import { LEGAL_PAGE_IDS } from '../../../api/site-routes.ts';
import { LEGAL_PAGES } from '../../content/legal-pages.ts';
import { Link } from '../../routing/link.tsx';
import { termsPdfLocale } from '../../../api/terms-languages.ts';
import { termsPdfPath } from '../../content/terms-pdf.ts';
import { useSite } from '../../site/site-context.tsx';
import { useConsentActor } from '../../consent/consent-context.tsx';
import { useMenuActor } from './menu-context.tsx';
import { useCompetition } from '../../competition/competition-context.tsx';
import { copyrightYears } from '../../competition/competition-dates.ts';

/**
 * The menu's footer (spec §2): copyright, cookie settings, credits, the three legal pages and the terms and
 * conditions of the prize draw.
 */
export function MenuFooter({ brand }: { brand: string }) {
  const { t, i18n } = useLingui();
  const actor = useMenuActor();
  const consent = useConsentActor();
  const locale = useSite((s) => s.context.route.locale);
  const pdfLocale = termsPdfLocale(locale);
  // Spec §9: the campaign's year, from the competition's configured window.
  const years = useCompetition((s) => copyrightYears(s.context.window));
  return (
    <footer className="main-menu__footer">
      <p>
        <span data-testid="copyright">© {years}</span> <span lang="en">{brand}</span>
      </p>
      <ul role="list">
        <li>
          <button
            type="button"
            className="link-button"
            aria-haspopup="dialog"
            data-testid="cookie-settings-button"
            onClick={() => consent.send({ type: 'consent.open' })}
          >
            {t`Cookie settings`}
          </button>
        </li>
        <li>
          <button
            type="button"
            className="link-button"
            aria-haspopup="dialog"
            data-testid="credits-button"
            onClick={() => actor.send({ type: 'credits.open' })}
          >
            {t`Credits`}
          </button>
        </li>
        {LEGAL_PAGE_IDS.map((page) => (
          <li key={page}>
            <Link to={{ name: 'page', locale, page }}>{i18n._(LEGAL_PAGES[page].title)}</Link>
          </li>
        ))}
        <li>
          <a
            href={termsPdfPath(locale)}
            hrefLang={localeByCode(pdfLocale).iso}
            type="application/pdf"
            target="_blank"
            rel="noopener"
            data-testid="terms-pdf"
          >
            {pdfLocale === locale ? t`Terms and conditions (PDF)` : t`Terms and conditions (PDF, in English)`}
          </a>
        </li>
      </ul>
    </footer>
  );
}
