/**
 * Test builds only (vite --mode e2e): a page opened with #fail-screen throws while rendering its first screen,
 * so the e2e tests can prove the screen boundary and the error page. The probe stays armed until the boundary
 * has caught its error (React renders a failed tree once more before giving up), then the site works again.
 * Imported under that mode alone, so the production bundle does not contain it.
 */
export const FAIL_SCREEN_HASH = '#fail-screen';

let armed = location.hash === FAIL_SCREEN_HASH;

export const renderFailureProbe = {
  throwIfArmed(): void {
    if (armed) throw new Error('Screen failure requested by the test build (#fail-screen)');
  },
  disarm(): void {
    armed = false;
  },
};
