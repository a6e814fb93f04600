import { useLingui } from '@lingui/react/macro';
import { useMenuActor } from './menu-context.tsx';

/** Spec §9: the copyright year is the campaign's. */
export const COPYRIGHT_YEAR = 2022;

/** The menu's footer (spec §2): copyright, cookie settings, credits and the terms and conditions. */
export function MenuFooter({ brand }: { brand: string }) {
  const { t } = useLingui();
  const actor = useMenuActor();
  return (
    <footer className="main-menu__footer">
      <p>
        © {COPYRIGHT_YEAR} <span lang="en">{brand}</span>
      </p>
      <ul role="list">
        <li>
          <button
            type="button"
            className="link-button"
            aria-haspopup="dialog"
            onClick={() => actor.send({ type: 'credits.open' })}
          >
            {t`Credits`}
          </button>
        </li>
      </ul>
    </footer>
  );
}
