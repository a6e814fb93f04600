import { useEffect } from 'react';

/** Fades the HTML loader out once the site leaves its loading state, then takes it out of the page. */
export function useLoaderOverlay(loading: boolean): void {
  useEffect(() => {
    const loader = document.getElementById('loader');
    if (!loader || loading) return;
    loader.dataset.state = 'done';
    const hide = () => loader.setAttribute('hidden', '');
    const timer = setTimeout(hide, 700);
    return () => clearTimeout(timer);
  }, [loading]);
}
