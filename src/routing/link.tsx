import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import type { SiteRoute } from '../../api/site-routes.ts';
import { useSiteActor } from '../site/site-context.tsx';
import { hrefFor } from './router.ts';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: SiteRoute;
  children: ReactNode;
};

/** A real link (works with a middle click, a new tab, no script) that navigates in place when it can. */
export function Link({ to, onClick, children, ...rest }: LinkProps) {
  const actor = useSiteActor();
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
    <a href={hrefFor(to)} onClick={handle} {...rest}>
      {children}
    </a>
  );
}
