import { Trans, useLingui } from '@lingui/react/macro';
import { GAME_CYCLE } from '../../api/game-cycle.ts';
import { nextUnplayed } from '../../machines/game-progress.ts';
import { GAME_NAMES, SLOGAN } from '../content/brand.ts';
import { WORLDS } from '../content/worlds.ts';
import { Link } from '../routing/link.tsx';
import { useSite, useSiteActor } from '../site/site-context.tsx';
import { GameIcon } from '../ui/game-icon.tsx';
import { useSelector } from '@xstate/react';
import { useAppServices } from '../site/app-services.tsx';
import { HomeFocusOverlay } from './home-focus-overlay.tsx';

/** Home: the showcase's DOM layer — three product tiles and the start button (the 3D totem sits behind). */
export function HomeScreen() {
  const { t, i18n } = useLingui();
  const actor = useSiteActor();
  const locale = useSite((s) => s.context.route.locale);
  const games = useSite((s) => s.context.games);
  // Spec: the mouse world is the default focus; after that, the first unplayed world.
  const startWith = games.mouse.played ? (nextUnplayed(games, 'mouse') ?? 'mouse') : 'mouse';
  const { homeFocus } = useAppServices();
  const focus = useSelector(
    homeFocus.actor,
    (s) => ({
      state: String(s.value),
      product: s.context.product,
      section: s.context.section,
    }),
    (a, b) => a.state === b.state && a.product === b.product && a.section === b.section,
  );
  const inFocus = focus.state !== 'unfocused';

  return (
    <main
      className={`screen screen--home${inFocus ? ' screen--home-focused' : ''}`}
      data-screen="home"
      data-focus={focus.state}
      data-product={focus.product}
      data-section={focus.section}
    >
      {inFocus && <HomeFocusOverlay product={focus.product} section={focus.section} state={focus.state} />}
      <section className="hero" hidden={inFocus}>
        {/* The chosen device's taglines as text on narrow screens, where the 3D draws them too small to read (the
            3D keeps them on wide screens). The tiles carry the same words for assistive technology. */}
        <p className="hero__taglines" data-game={focus.product} key={focus.product} aria-hidden="true">
          {WORLDS[focus.product].taglines.map((line, i) => (
            <span key={i}>{i18n._(line)}</span>
          ))}
        </p>
        <p className="eyebrow">{t`Three worlds. Three games. One leaderboard.`}</p>
        <h1 className="hero__title" lang="en">
          {SLOGAN}
        </h1>
        <p className="hero__lead">
          <Trans>
            Explore our mouse, headset and keyboard, beat a skill game in each world and win gaming gear.
          </Trans>
        </p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => actor.send({ type: 'ui.openWorld', game: startWith })}
        >
          {t`Start`}
        </button>
      </section>
      <ul className="tiles" role="list" aria-label={t`The three product worlds`} hidden={inFocus}>
        {GAME_CYCLE.map((game) => (
          <li
            key={game}
            className="tile"
            data-game={game}
            // Pointing at a tile, or reaching it with the keyboard, turns the showcase to its device (spec §4:
            // choosing a product) and lights that device up.
            onPointerEnter={() => {
              homeFocus.send({ type: 'home.choose', product: game });
              homeFocus.highlight('tile', game);
            }}
            onPointerLeave={() => homeFocus.highlight('tile', null)}
            onFocus={() => {
              homeFocus.send({ type: 'home.choose', product: game });
              homeFocus.highlight('tile', game);
            }}
            onBlur={() => homeFocus.highlight('tile', null)}
          >
            <Link to={{ name: 'product', locale, game }} className="tile__link">
              <GameIcon game={game} size={40} className="tile__icon" />
              <span className="tile__product">{i18n._(WORLDS[game].product)}</span>
              <span className="tile__game" lang="en">
                {GAME_NAMES[game]}
              </span>
              <span className="tile__taglines">
                {WORLDS[game].taglines.map((line) => i18n._(line)).join(' · ')}
              </span>
              {games[game].played && <span className="tile__badge">{t`Played`}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
