import { useLingui } from '@lingui/react/macro';
import { GAME_CYCLE } from '../../../api/game-cycle.ts';
import { totalScore } from '../../../machines/game-progress.ts';
import { GAME_NAMES, SLOGAN } from '../../content/brand.ts';
import { WORLDS } from '../../content/worlds.ts';
import { Link } from '../../routing/link.tsx';
import { useSite } from '../../site/site-context.tsx';
import { GameIcon, TrophyIcon } from '../game-icon.tsx';
import { Modal } from '../modal.tsx';
import { LanguageSelect } from './language-select.tsx';
import { MenuFooter } from './menu-footer.tsx';
import { useMenuActor } from './menu-context.tsx';
import { ShareSite } from './share-site.tsx';
import { useScrollLock } from './use-scroll-lock.ts';

export const MAIN_MENU_ID = 'main-menu';

/**
 * The full-screen main menu (spec §2): the three product worlds, the score so far with the Winners button, share,
 * the language and the footer. It is a modal dialog, so focus stays in it and Escape closes it.
 */
export function MainMenu() {
  const { t, i18n } = useLingui();
  const actor = useMenuActor();
  const locale = useSite((s) => s.context.route.locale);
  const games = useSite((s) => s.context.games);
  useScrollLock();
  const close = () => actor.send({ type: 'menu.close' });

  return (
    <Modal title={t`Menu`} onClose={close} variant="fullscreen" id={MAIN_MENU_ID} testId="main-menu">
      <div className="main-menu">
        <nav className="main-menu__worlds" aria-label={t`Product worlds`}>
          <ul role="list">
            {GAME_CYCLE.map((game) => (
              <li key={game}>
                <Link to={{ name: 'product', locale, game }} className="main-menu__world" data-game={game}>
                  <GameIcon game={game} size={40} />
                  <span className="main-menu__product">{i18n._(WORLDS[game].product)}</span>
                  <span className="main-menu__game" lang="en">
                    {GAME_NAMES[game]}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section className="main-menu__score" aria-labelledby="main-menu-score">
          <h3 id="main-menu-score">{t`Your score`}</h3>
          <ul className="score-list" role="list">
            {GAME_CYCLE.map((game) => (
              <li key={game} className="score-list__row" data-played={games[game].played || undefined}>
                <TrophyIcon gold={games[game].played} />
                <span className="score-list__name" lang="en">
                  {GAME_NAMES[game]}
                </span>
                <span className="score-list__value">
                  {games[game].played ? i18n.number(games[game].score) : t`not played yet`}
                </span>
              </li>
            ))}
          </ul>
          <p className="score-total">
            <span>{t`Total`}</span> <strong>{i18n.number(totalScore(games))}</strong>
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => actor.send({ type: 'modal.open', modal: 'prizes' })}
            aria-haspopup="dialog"
          >
            {t`Winners`}
          </button>
        </section>

        <section className="main-menu__more" aria-label={t`Share and language`}>
          <ShareSite />
          <LanguageSelect />
        </section>

        <MenuFooter brand={SLOGAN} />
      </div>
    </Modal>
  );
}
