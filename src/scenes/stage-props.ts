import type { GameId } from '../../api/site-routes.ts';

/**
 * What the stage hands the loading smoke and home's showcase, wherever they are drawn: in the stage's worker
 * (offscreen/offscreen-stage.tsx) or by the page's own engine (page-stage.tsx).
 */
export interface SmokeAndHomeProps {
  /** Low-resolution textures (phones, data savers, weak GPUs); read when home's scene mounts. */
  lowRes: boolean;
  reducedMotion: boolean;
  /** Each device's taglines, translated. */
  taglines: Readonly<Record<GameId, readonly string[]>>;
  rtl: boolean;
  /** The stage's element: `data-showcase-ready` goes on it (e2e tests wait on it). */
  marker: { readonly current: HTMLElement | null };
  /** The smoke's first frame: the loader's last part. */
  onFirstFrame(): void;
  onHomeProgress(loaded: number, total: number): void;
  onHomeLoaded(): void;
  onHomeFailed(error: Error): void;
}
