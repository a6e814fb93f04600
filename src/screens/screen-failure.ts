import { isChunkLoadError } from '../boot/chunk-reload.ts';

/** What a screen's failure tells the site machine: an HTTP-like status (default 500) and the technical message. */
export interface ScreenFailure {
  status: number;
  message: string;
}

/** An error that carries its own status (a failed page-data request) keeps it; anything else is a 500. */
export function screenFailure(error: unknown): ScreenFailure {
  const carried = (error as { status?: unknown } | null)?.status;
  const status =
    typeof carried === 'number' && Number.isInteger(carried) && carried >= 400 && carried <= 599
      ? carried
      : 500;
  const message = error instanceof Error ? error.message : String(error);
  return { status, message: message || 'Unknown error' };
}

/** A chunk that could not be fetched reloads the page once (a new deploy); within the guard it is an error. */
export type FailureHandling = 'reload' | 'error-page';

export function handleScreenError(error: unknown, reload: () => boolean): FailureHandling {
  return isChunkLoadError(error) && reload() ? 'reload' : 'error-page';
}
