import { useEffect, useState } from 'react';

/** Spec §2: the header hides after scrolling down more than 20 px and returns on scroll up; 'not on top' from 10 px. */
export const HEADER_HIDE_PX = 20;
export const HEADER_TOP_PX = 10;

export function useHeaderVisibility(): { hidden: boolean; notOnTop: boolean } {
  const [state, setState] = useState({ hidden: false, notOnTop: false });
  useEffect(() => {
    let lastY = window.scrollY;
    // Where the current downward scroll began: the header hides once the page moved 20 px past it.
    let downFrom = lastY;
    let hidden = false;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < lastY) {
        downFrom = y;
        hidden = false;
      } else if (y - downFrom > HEADER_HIDE_PX) {
        hidden = true;
      }
      lastY = y;
      const notOnTop = y >= HEADER_TOP_PX;
      setState((prev) =>
        prev.hidden === hidden && prev.notOnTop === notOnTop ? prev : { hidden, notOnTop },
      );
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return state;
}
