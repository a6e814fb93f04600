import { useEffect } from 'react';

/**
 * Locks the page's scroll while the component is mounted (spec §2: the open menu locks page scroll). A modal
 * <dialog> keeps focus in, but a wheel over it still scrolls the page behind unless the root stops scrolling; the
 * scrollbar's width is kept as padding so nothing behind shifts sideways.
 */
export function useScrollLock(): void {
  useEffect(() => {
    const root = document.documentElement;
    const gap = window.innerWidth - root.clientWidth;
    const previous = { overflow: root.style.overflow, paddingInlineEnd: root.style.paddingInlineEnd };
    root.style.overflow = 'hidden';
    if (gap > 0) root.style.paddingInlineEnd = `${gap}px`;
    root.dataset.scrollLocked = '';
    return () => {
      root.style.overflow = previous.overflow;
      root.style.paddingInlineEnd = previous.paddingInlineEnd;
      delete root.dataset.scrollLocked;
    };
  }, []);
}
