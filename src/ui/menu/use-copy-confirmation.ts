import { useEffect, useRef, useState } from 'react';

/** Spec §9: 'Link copied' shows for 2 s after a copy. */
export const COPY_CONFIRMATION_MS = 2000;

/**
 * Copies text to the clipboard; `copied` is true for two seconds after a success, `failed` after a refusal. The
 * promise says whether the copy worked.
 */
export function useCopyConfirmation(): {
  copy: (text: string) => Promise<boolean>;
  copied: boolean;
  failed: boolean;
} {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string) => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
      return true;
    } catch {
      setState('failed');
      return false;
    }
  };
  return { copy, copied: state === 'copied', failed: state === 'failed' };
}
