import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { GameId } from '../../api/site-routes.ts';
import { RELATED_PRODUCTS, WHERE_TO_BUY_HREF, productHref } from '../content/related-products.ts';
import { SMALL_BACKGROUND_MEDIA, WORLD_BACKGROUNDS } from '../../assets/manifest.ts';
import { WORLDS, worldText } from '../content/worlds.ts';
import { resolveAsset } from '../engine/asset-index.ts';
import { BUILT_ASSETS } from '../engine/built-assets.ts';
import { prefersLowResolution } from '../engine/resolution.ts';
import { PRODUCT_SCROLL_RESET_MS } from '../routing/router.ts';
import { useSiteActor } from '../site/site-context.tsx';
import { GameIcon } from '../ui/game-icon.tsx';
import '../styles/product.css';

/** How recent a downward gesture must be for reaching the page's end to count as "scroll to play". */
const GESTURE_WINDOW_MS = 1000;
/** A finger must travel this far up for a swipe to count. */
const SWIPE_PX = 24;
const SCROLL_KEYS = new Set(['ArrowDown', 'PageDown', 'End', ' ', 'Spacebar']);

/**
 * A product world: header title and subtitle, intro, the three selling points, related products, where to buy,
 * and the prompt to play. Scrolling (or swiping up) to the end of the page opens the game's intro too; the
 * button stays for keyboards and screen readers. The scroll reset on arrival (spec §2, 500 ms) is the router's.
 */
export function ProductScreen({ game }: { game: GameId }) {
  const { t, i18n } = useLingui();
  const actor = useSiteActor();
  const world = WORLDS[game];
  const related = RELATED_PRODUCTS[game];
  const sentinel = useRef<HTMLDivElement>(null);
  const ids = useId();
  const newTab = t`(opens in a new tab)`;

  const { settled, atEnd } = useScrollToPlay(sentinel, game, () => {
    window.scrollTo({ top: 0 });
    actor.send({ type: 'ui.toIntro' });
  });

  return (
    <main
      className="screen screen--product product"
      data-screen="product"
      data-game={game}
      // For tests and tools: whether the arrival is over (the scroll reset done, gestures count) and whether the
      // end of the page is in view, as the scroll-to-play logic sees them.
      data-arrival={settled ? 'settled' : 'pending'}
      data-at-end={atEnd || undefined}
    >
      <WorldBackdrop game={game} />
      <div className="product-story">
        {/* Where the stage draws the device (issue 40): beside the text, above it on phones. Empty without WebGL,
            where the world's picture stays. */}
        <div
          className="product-model-slot"
          data-product-slot
          aria-hidden="true"
          data-testid="product-model-slot"
        />
        <header className="product-hero">
          <p className="product-hero__eyebrow">
            <GameIcon game={game} size={28} className="product-hero__icon" />
            <span>{i18n._(world.product)}</span>
          </p>
          <h1 className="product-hero__title">{i18n._(world.title)}</h1>
          <p className="product-hero__subtitle">{i18n._(world.subtitle)}</p>
          <p className="product-hero__intro">{i18n._(world.intro)}</p>
          <p className="product-hero__actions">
            <a
              className="button product-button"
              href={WHERE_TO_BUY_HREF}
              target="_blank"
              rel="noopener"
              data-testid="where-to-buy"
            >
              {t`Where to buy`}
              <span className="visually-hidden"> {newTab}</span>
              <OutboundIcon />
            </a>
          </p>
        </header>

        <section className="product-section product-features" aria-labelledby={`${ids}-features`}>
          <h2 id={`${ids}-features`} className="product-section__title">
            {t`Key features`}
          </h2>
          <ul className="product-features__list" role="list">
            {world.claims.map((claim, i) => (
              <li key={i} className="feature" data-product-claim={i}>
                <span className="feature__index" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3 className="feature__title">{i18n._(world.taglines[i]!)}</h3>
                <p className="feature__claim" data-testid="claim">
                  {worldText(i18n, claim)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <ProductLeader />

      <section className="product-section product-related" aria-labelledby={`${ids}-related`}>
        <h2 id={`${ids}-related`} className="product-section__title">
          {t`Complete your setup`}
        </h2>
        <ul className="product-related__list" role="list" data-count={related.length}>
          {related.map((product) => (
            <li key={product.slug}>
              <a
                className="related-card"
                href={productHref(product)}
                target="_blank"
                rel="noopener"
                data-testid="related-product"
              >
                <span className="related-card__name" lang="en">
                  {product.name}
                </span>
                <span className="visually-hidden"> {newTab}</span>
                <OutboundIcon />
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="product-play" aria-labelledby={`${ids}-play`}>
        <h2 id={`${ids}-play`} className="product-play__title">
          {i18n._(world.playPrompt)}
        </h2>
        <button
          type="button"
          className="button button--primary product-play__button"
          data-testid="play-prompt"
          onClick={() => actor.send({ type: 'ui.toIntro' })}
        >
          {t`Scroll or tap to play`}
        </button>
        <svg className="product-play__cue" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <div ref={sentinel} className="product-play__end" data-testid="play-sentinel" />
      </section>
    </main>
  );
}

/** The world's background picture, decorative: the low-resolution file on small screens and phones. */
function WorldBackdrop({ game }: { game: GameId }) {
  const [lowRes] = useState(() => prefersLowResolution());
  const background = WORLD_BACKGROUNDS[game];
  const full = resolveAsset(BUILT_ASSETS, background.image, lowRes, true);
  const small = resolveAsset(BUILT_ASSETS, background.image, true, true);
  return (
    <>
      <div className="product-backdrop" data-mirrored={background.mirrored || undefined} aria-hidden="true">
        <picture>
          <source media={SMALL_BACKGROUND_MEDIA} srcSet={small.url} />
          <img
            className="product-backdrop__image"
            src={full.url}
            alt=""
            width={Number(full.meta?.width ?? 1920)}
            height={Number(full.meta?.height ?? 1080)}
            decoding="async"
            data-testid="product-background"
          />
        </picture>
      </div>
      <div className="product-shade" aria-hidden="true" />
    </>
  );
}

/**
 * The pointer from the claim in view to the part of the device it speaks of: drawn by the product scene, which
 * sets its ends each frame (src/scenes/product/product-page.ts); hidden until then, and without WebGL.
 */
function ProductLeader() {
  return (
    <svg className="product-leader" data-product-leader aria-hidden="true" focusable="false">
      <line className="product-leader__line" x1="0" y1="0" x2="0" y2="0" />
      <circle className="product-leader__dot" cx="0" cy="0" r="7" />
    </svg>
  );
}

function OutboundIcon() {
  return (
    <svg className="outbound-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M7 17 17 7M9 7h8v8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Reaching the end of the page by scrolling down (wheel, touch swipe up, scroll keys) calls `play`; so does a
 * further downward gesture once the end is in view (a page too short to scroll). Only the visitor's own
 * gestures count: the page loading at its end, the router's scroll reset, or focus moving to a link near the
 * end never start the game. Gestures during the first moments after arrival are ignored, while the scroll
 * position of the previous page may still be waiting for its reset: the arrival is settled once the router's
 * reset (started with the route, before this screen's effects) has run and a little more.
 *
 * Returns what it sees, for the screen to show as data attributes: whether this page's arrival is settled and
 * whether the end of the page is in view.
 */
function useScrollToPlay(
  sentinel: RefObject<HTMLElement | null>,
  game: GameId,
  play: () => void,
): { settled: boolean; atEnd: boolean } {
  const playRef = useRef(play);
  useEffect(() => {
    playRef.current = play;
  });
  // Keyed by the page's game, so that a new product page starts unsettled without a reset in an effect.
  const [settledFor, setSettledFor] = useState<GameId | null>(null);
  const [endFor, setEndFor] = useState<{ game: GameId; inView: boolean } | null>(null);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    let settled = false;
    const settle = setTimeout(() => {
      settled = true;
      setSettledFor(game);
    }, PRODUCT_SCROLL_RESET_MS + 100);
    let atEnd = false;
    let lastGesture = Number.NEGATIVE_INFINITY;
    let touchY: number | null = null;
    let done = false;

    const go = () => {
      if (done) return;
      done = true;
      playRef.current();
    };
    const gesture = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('dialog')) return;
      if (!settled) return;
      const now = performance.now();
      lastGesture = now;
      if (atEnd) go();
    };
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY > 0) gesture(event);
    };
    const onTouchStart = (event: TouchEvent) => {
      touchY = event.touches[0]?.clientY ?? null;
    };
    const onTouchMove = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY;
      if (touchY === null || y === undefined) return;
      if (touchY - y > SWIPE_PX) {
        touchY = y;
        gesture(event);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!SCROLL_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
      const el = event.target instanceof Element ? event.target : null;
      if (el?.closest('input, textarea, select, [contenteditable]')) return;
      // Space activates a focused button or link instead of scrolling; Shift+Space scrolls up.
      if ((event.key === ' ' || event.key === 'Spacebar') && (event.shiftKey || el?.closest('button, a')))
        return;
      gesture(event);
    };
    const observer = new IntersectionObserver((entries) => {
      atEnd = entries.some((entry) => entry.isIntersecting);
      if (atEnd && performance.now() - lastGesture < GESTURE_WINDOW_MS) go();
      setEndFor({ game, inView: atEnd });
    });
    observer.observe(target);
    window.addEventListener('wheel', onWheel, { passive: true });
    window.addEventListener('touchstart', onTouchStart, { passive: true });
    window.addEventListener('touchmove', onTouchMove, { passive: true });
    window.addEventListener('keydown', onKeyDown);
    return () => {
      clearTimeout(settle);
      observer.disconnect();
      window.removeEventListener('wheel', onWheel);
      window.removeEventListener('touchstart', onTouchStart);
      window.removeEventListener('touchmove', onTouchMove);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [sentinel, game]);

  return { settled: settledFor === game, atEnd: endFor?.game === game && endFor.inView };
}
