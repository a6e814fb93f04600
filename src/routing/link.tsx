import type { AnchorHTMLAttributes, FocusEvent, MouseEvent, ReactNode } from 'react';
import type { SiteRoute } from '../../api/site-routes.ts';
import { useSiteActor } from '../site/site-context.tsx';
import { useRoutePrefetch } from './link-prefetch.ts';
import { hrefFor } from './router.ts';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: SiteRoute;
  children: ReactNode;
};

/**
 * A real link (works with a middle click, a new tab, no script) that navigates in place when it can, and
 * prefetches its route's chunk when it comes into view or is pointed at (spec §7).
 */
export function Link({ to, onClick, onMouseEnter, onFocus, children, ...rest }: LinkProps) {
  const actor = useSiteActor();
  const { ref, prefetchNow } = useRoutePrefetch(to);
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    actor.send({ type: 'nav.go', route: to });
  };
  return (
    <a
      ref={ref}
      href={hrefFor(to)}
      onClick={handle}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        prefetchNow?.();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        prefetchNow?.();
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
