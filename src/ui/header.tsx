import { useLingui } from '@lingui/react/macro';
import { GAME_CYCLE } from '../../api/game-cycle.ts';
import { GAME_NAMES, SLOGAN } from '../content/brand.ts';
import { Link } from '../routing/link.tsx';
import { useSite } from '../site/site-context.tsx';
import { CompetitionLabel } from './competition-label.tsx';
import { GameIcon } from './game-icon.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SoundToggle } from './sound-toggle.tsx';
import { useHeaderVisibility } from './use-header-visibility.ts';
import { MenuButton } from './menu/menu-button.tsx';
import { AccountButton } from './account/account-button.tsx';

/**
 * Sticky header (spec §2): logo home, the three games' progress (done/current from the route), slogan and
 * subtitle, the signed-in player's account, language, sound and the menu button (left out while a game is being played).
 */
export function Header() {
  const { t } = useLingui();
  const locale = useSite((s) => s.context.route.locale);
  const current = useSite((s) => {
    const r = s.context.route;
    return r.name === 'game' || r.name === 'product' ? r.game : null;
  });
  const games = useSite((s) => s.context.games);
  const inGame = useSite((s) => s.matches({ game: 'play' }));
  const { hidden, notOnTop } = useHeaderVisibility();

  return (
    <header
      className="site-header"
      data-hidden={hidden || undefined}
      data-not-on-top={notOnTop || undefined}
      data-game-mode={inGame || undefined}
    >
      <Link to={{ name: 'home', locale }} className="site-header__logo" aria-label={t`Home`}>
        <svg viewBox="0 0 64 64" width="36" height="36" aria-hidden="true">
          <path d="M32 4 58 19v26L32 60 6 45V19Z" fill="none" stroke="currentColor" strokeWidth="4" />
          <path
            d="M20 40V24l12-7 12 7v6H32v-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
            strokeLinejoin="round"
          />
        </svg>
      </Link>
      <div className="site-header__slogan">
        <span className="site-header__title">{SLOGAN}</span>
        <span className="site-header__subtitle">{t`Three worlds. Three games. One leaderboard.`}</span>
        <CompetitionLabel className="site-header__competition" />
      </div>
      <nav aria-label={t`Your progress`} className="progress-icons">
        <ol role="list">
          {GAME_CYCLE.map((game) => {
            const done = games[game].played;
            const isCurrent = current === game;
            const status = done ? t`played` : isCurrent ? t`current` : t`not played yet`;
            return (
              <li key={game} data-done={done || undefined} data-current={isCurrent || undefined}>
                <Link
                  to={{ name: 'product', locale, game }}
                  aria-current={isCurrent ? 'step' : undefined}
                  aria-label={`${GAME_NAMES[game]}: ${status}`}
                >
                  <GameIcon game={game} size={22} />
                </Link>
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="site-header__controls">
        <AccountButton />
        <LanguageSwitcher />
        <SoundToggle />
        {!inGame && <MenuButton />}
      </div>
    </header>
  );
}
