import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LOCALES, isLocaleCode } from '../../../api/locales.ts';
import { useLocaleSwitch } from '../../i18n/use-locale-switch.ts';
import { useSite } from '../../site/site-context.tsx';

/** The menu's language select: each language in its own name; choosing one keeps the page. */
export function LanguageSelect() {
  const { t } = useLingui();
  const id = useId();
  const locale = useSite((s) => s.context.route.locale);
  const { choose, failed } = useLocaleSwitch();
  return (
    <div className="field language-select">
      <label htmlFor={id}>{t`Language`}</label>
      <select
        id={id}
        value={locale}
        data-testid="menu-language"
        onChange={(event) => {
          if (isLocaleCode(event.target.value)) void choose(event.target.value);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l.code} value={l.code} lang={l.iso}>
            {l.name}
          </option>
        ))}
      </select>
      {failed && <p role="alert">{t`This language could not be loaded. Please try again.`}</p>}
    </div>
  );
}
