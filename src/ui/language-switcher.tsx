import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LOCALES, localeByCode } from '../../api/locales.ts';
import { withLocale } from '../../api/site-routes.ts';
import { useLocaleSwitch } from '../i18n/use-locale-switch.ts';
import { hrefFor } from '../routing/router.ts';
import { useSite } from '../site/site-context.tsx';
import { Modal } from './modal.tsx';

/** Spec §2/§4: the header's language button opens a modal of the languages; switching keeps the page. */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const route = useSite((s) => s.context.route);
  const [open, setOpen] = useState(false);
  const { choose, failed } = useLocaleSwitch();
  const current = localeByCode(route.locale);

  return (
    <>
      <button
        type="button"
        className="chip language-button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t`Language: ${current.name}. Change language`}
        data-testid="language-button"
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        <span className="language-button__name">{current.name}</span>
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
                    setOpen(false);
                    void choose(locale.code);
                  }}
                >
                  <span className="locale-grid__name">{locale.name}</span>
                  <span className="locale-grid__code">{locale.code.toUpperCase()}</span>
                </a>
              </li>
            ))}
          </ul>
        </Modal>
      )}
    </>
  );
}
