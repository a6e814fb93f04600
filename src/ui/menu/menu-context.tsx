import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { menuMachine, type MenuMachine } from '../../../machines/menu.ts';
import { sitePath } from '../../../api/site-routes.ts';
import type { SiteMachine } from '../../../machines/site.ts';

/**
 * The overlays' actor (main menu, current modal, credits), made at the composition root like the site's, and
 * told of every route change so that navigating closes them all (spec §4).
 */
export function createMenuSystem(site: Actor<SiteMachine>): Actor<MenuMachine> {
  const actor = createActor(menuMachine);
  actor.start();
  let path = sitePath(site.getSnapshot().context.route);
  site.subscribe((snapshot) => {
    const next = sitePath(snapshot.context.route);
    if (next === path) return;
    path = next;
    actor.send({ type: 'route.changed' });
  });
  return actor;
}

const MenuActorContext = createContext<Actor<MenuMachine> | null>(null);

export function MenuActorProvider({ actor, children }: { actor: Actor<MenuMachine>; children: ReactNode }) {
  return <MenuActorContext.Provider value={actor}>{children}</MenuActorContext.Provider>;
}

export function useMenuActor(): Actor<MenuMachine> {
  const actor = useContext(MenuActorContext);
  if (!actor) throw new Error('useMenuActor must be used inside <MenuActorProvider>');
  return actor;
}

export function useMenu<T>(selector: (snapshot: SnapshotFrom<MenuMachine>) => T): T {
  return useSelector(useMenuActor(), selector);
}
