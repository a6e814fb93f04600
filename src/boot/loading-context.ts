import { createContext, useContext } from 'react';
import type { LoadingProgress } from './loading-progress.ts';

export const LoadingContext = createContext<LoadingProgress | null>(null);

export function useLoadingProgress(): LoadingProgress {
  const progress = useContext(LoadingContext);
  if (!progress) throw new Error('useLoadingProgress needs <LoadingContext.Provider>');
  return progress;
}
