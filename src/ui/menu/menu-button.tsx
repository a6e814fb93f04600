import { useLingui } from '@lingui/react/macro';
import { MAIN_MENU_ID } from './main-menu.tsx';
import { useMenu, useMenuActor } from './menu-context.tsx';

/** The header's menu button (spec §2); the header leaves it out in game mode. */
export function MenuButton() {
  const { t } = useLingui();
  const actor = useMenuActor();
  const open = useMenu((s) => s.matches({ menu: 'open' }));
  return (
    <button
      type="button"
      className="icon-button menu-button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? MAIN_MENU_ID : undefined}
      aria-label={t`Menu`}
      data-testid="menu-button"
      onClick={() => actor.send({ type: 'menu.toggle' })}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
