import { useId, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { CONSENT_CATEGORIES, type ConsentCategory } from '../../../machines/consent.ts';
import { useConsentActor } from '../../consent/consent-context.tsx';
import { NECESSARY_COOKIES, OPTIONAL_CATEGORIES, lifetimeMessage } from '../../content/cookies.ts';
import { Modal } from '../modal.tsx';

/** The cookie policy's own words for each category, so the dialog and the policy never disagree. */
const CATEGORY_TEXT = Object.fromEntries(OPTIONAL_CATEGORIES.map((c) => [c.id, c])) as Record<
  ConsentCategory,
  (typeof OPTIONAL_CATEGORIES)[number]
>;

/** The cookie settings: one switch per optional category (each as the visitor left it, off at first), the
 * necessary cookies, and Save. Escape or the close button leaves without saving. */
export function ConsentSettings() {
  const { t, i18n } = useLingui();
  const actor = useConsentActor();
  const draft = useSelector(actor, (s) => s.context.draft);
  const idBase = useId();
  const save = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'consent.save' });
  };
  return (
    <Modal title={t`Cookie settings`} onClose={() => actor.send({ type: 'consent.close' })}>
      <form className="consent-settings" onSubmit={save} data-testid="cookie-settings">
        <p className="consent-settings__intro">
          {t`Choose which optional cookies you allow. Each stays off until you turn it on.`}
        </p>
        <ul className="consent-categories" role="list">
          {CONSENT_CATEGORIES.map((category) => {
            const id = `${idBase}-${category}`;
            return (
              <li key={category} className="consent-category">
                <div className="consent-category__head">
                  <label htmlFor={id} className="consent-category__name">
                    {i18n._(CATEGORY_TEXT[category].name)}
                  </label>
                  {CATEGORY_TEXT[category].recommended && (
                    <span className="consent-tag">{t`Recommended`}</span>
                  )}
                  <input
                    id={id}
                    type="checkbox"
                    role="switch"
                    className="consent-switch"
                    checked={draft[category]}
                    aria-describedby={`${id}-description`}
                    onChange={(event) =>
                      actor.send({ type: 'consent.set', category, on: event.currentTarget.checked })
                    }
                  />
                </div>
                <p id={`${id}-description`} className="consent-category__description">
                  {i18n._(CATEGORY_TEXT[category].description)}
                </p>
              </li>
            );
          })}
        </ul>
        <h3 className="consent-settings__subtitle">{t`Necessary cookies`}</h3>
        <p className="consent-settings__note">{t`Always on: the site cannot work without them.`}</p>
        {/* Explicit roles: on narrow screens the rows are laid out as grids, and some browsers then drop a
            table's implicit semantics. */}
        <table className="consent-cookies" role="table">
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">{t`Name`}</th>
              <th scope="col" role="columnheader">{t`Purpose`}</th>
              <th scope="col" role="columnheader">{t`Lifetime`}</th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {NECESSARY_COOKIES.map((cookie) => (
              <tr key={cookie.name} role="row">
                <th scope="row" role="rowheader" dir="ltr" className="consent-cookies__name">
                  <code>{cookie.name}</code>
                </th>
                <td role="cell" className="consent-cookies__purpose">
                  {i18n._(cookie.purpose)}
                </td>
                <td role="cell" className="consent-cookies__lifetime">
                  {i18n._(lifetimeMessage(cookie.lifetime))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="consent-settings__actions">
          <button type="submit" className="consent-button consent-button--choice">
            {t`Save`}
          </button>
        </div>
      </form>
    </Modal>
  );
}
