import { createContext, useContext, type ReactNode } from 'react';
import type { QualityStore } from '../engine/quality-store.ts';
import type { StageStore } from '../scenes/stage-store.ts';
import type { HomeFocus } from './home-focus.ts';

/**
 * The app's long-lived services besides the site and sound actors, made once at the composition root
 * (main.tsx, or a test) and handed down, so no module holds them: the stage store (runs claim their world),
 * the rendering quality, and the home page's focus machine. The Babylon tree is rendered by another React
 * renderer that does not see these contexts: the stage passes them on as props.
 */
export interface AppServices {
  stage: StageStore;
  quality: QualityStore;
  homeFocus: HomeFocus;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices must be used inside <AppServicesProvider>');
  return services;
}
