import { useLingui } from '@lingui/react/macro';
import { PlayGame } from '../ui/brand-name.tsx';
import type { GameId } from '../../api/site-routes.ts';
import { WORLDS, worldText } from '../content/worlds.ts';
import { Link } from '../routing/link.tsx';
import { useSite } from '../site/site-context.tsx';
import { useAppServices } from '../site/app-services.tsx';

/**
 * The texts of a focused device, one group per scroll section (spec §2: only the active section's group
 * shows): its world's title and subtitle, then its three claims with their taglines, the last one leading on to
 * the product world and its game.
 */
export function HomeFocusOverlay({
  product,
  section,
  state,
}: {
  product: GameId;
  section: number;
  state: string;
}) {
  const { t, i18n } = useLingui();
  const { homeFocus } = useAppServices();
  const locale = useSite((s) => s.context.route.locale);
  const world = WORLDS[product];
  const groups = [
    { eyebrow: i18n._(world.product), title: i18n._(world.title), text: i18n._(world.subtitle) },
    {
      eyebrow: i18n._(world.taglines[0]),
      title: worldText(i18n, world.claims[0]),
      text: i18n._(world.intro),
    },
    { eyebrow: i18n._(world.taglines[1]), title: worldText(i18n, world.claims[1]), text: null },
    { eyebrow: i18n._(world.taglines[2]), title: worldText(i18n, world.claims[2]), text: null },
  ];
  return (
    <div className="home-focus" data-state={state}>
      <div className="home-focus__veil" aria-hidden="true" />
      {groups.map((group, i) => (
        <section
          key={i}
          className="home-focus__panel"
          data-section={i}
          hidden={i !== section}
          aria-hidden={i !== section}
        >
          <p className="eyebrow">{group.eyebrow}</p>
          {/* The page's heading in focus mode: the home's own is hidden with the hero. */}
          <h1 className="home-focus__title">{group.title}</h1>
          {group.text && <p className="home-focus__text">{group.text}</p>}
          {i === groups.length - 1 && (
            <div className="home-focus__actions">
              <Link to={{ name: 'product', locale, game: product }} className="button button--primary">
                {i18n._(world.title)}
              </Link>
              <Link to={{ name: 'game', locale, game: product }} className="button button--ghost">
                <PlayGame game={product} />
              </Link>
            </div>
          )}
        </section>
      ))}
      <button
        type="button"
        className="button button--ghost home-focus__close"
        onClick={() => homeFocus.send({ type: 'home.leave' })}
      >
        {t`Close`}
      </button>
    </div>
  );
}
