/**
 * Testing Library waits a second by default for what a test awaits (`findBy…`, `waitFor`). On a busy machine (CI's
 * two cores while browsers run) a screen's first render with its lazy chunks can take longer: the tests wait on
 * what the page shows, for up to five seconds, rather than fail on a slow second. Node-only test files skip it.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
