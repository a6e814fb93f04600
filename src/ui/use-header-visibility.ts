import { useEffect, useState } from 'react';

/** Spec §2: the header hides after scrolling down more than 20 px and returns on scroll up; 'not on top' from 10 px. */
export const HEADER_HIDE_PX = 20;
export const HEADER_TOP_PX = 10;

export function useHeaderVisibility(): { hidden: boolean; notOnTop: boolean } {
  const [state, setState] = useState({ hidden: false, notOnTop: false });
  useEffect(() => {
    let lastY = window.scrollY;
    let anchorY = lastY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < lastY) anchorY = y;
      const hidden = y > lastY && y - anchorY > HEADER_HIDE_PX;
      lastY = y;
      setState((prev) => {
        const next = {
          hidden: y < lastY ? false : hidden || (prev.hidden && y >= anchorY),
          notOnTop: y >= HEADER_TOP_PX,
        };
        return next.hidden === prev.hidden && next.notOnTop === prev.notOnTop ? prev : next;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return state;
}
