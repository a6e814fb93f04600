import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LOCALES, type LocaleCode } from '../../api/locales.ts';
import { withLocale } from '../../api/site-routes.ts';
import { storeLocaleCookie } from '../i18n/document-locale.ts';
import { loadCatalog } from '../i18n/i18n.ts';
import { hrefFor } from '../routing/router.ts';
import { useSite, useSiteActor } from '../site/site-context.tsx';
import { Modal } from './modal.tsx';

/** Spec §2/§4: a modal of locale codes; switching keeps the page, stores the cookie, loads that catalog. */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const actor = useSiteActor();
  const route = useSite((s) => s.context.route);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  const choose = async (code: LocaleCode) => {
    setOpen(false);
    if (code === route.locale) return;
    try {
      await loadCatalog(code);
      setFailed(false);
    } catch (error) {
      console.warn('Could not find lang file for locale', code, error);
      setFailed(true);
      return;
    }
    storeLocaleCookie(code);
    actor.send({ type: 'nav.go', route: withLocale(actor.getSnapshot().context.route, code) });
  };

  return (
    <>
      <button
        type="button"
        className="chip"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t`Language: ${route.locale.toUpperCase()}. Change language`}
        data-testid="language-button"
      >
        {route.locale.toUpperCase()}
      </button>
      {failed && (
        <span role="alert" className="visually-hidden">
          {t`This language could not be loaded. Please try again.`}
        </span>
      )}
      {open && (
        <Modal title={t`Choose your language`} onClose={() => setOpen(false)}>
          <ul className="locale-grid" role="list">
            {LOCALES.map((locale) => (
              <li key={locale.code}>
                <a
                  href={hrefFor(withLocale(route, locale.code))}
                  hrefLang={locale.iso}
                  lang={locale.iso}
                  dir={locale.dir}
                  aria-current={locale.code === route.locale ? 'true' : undefined}
                  className="locale-grid__item"
                  data-locale={locale.code}
                  onClick={(event) => {
                    event.preventDefault();
                    void choose(locale.code);
                  }}
                >
                  <span className="locale-grid__code">{locale.code.toUpperCase()}</span>
                  <span className="locale-grid__name">{locale.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </Modal>
      )}
    </>
  );
}
