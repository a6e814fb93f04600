/**
 * The operator token of the Playwright server that runs the test build (the `game` project): a test-only value,
 * written in the open, so e2e/replay-viewer.spec.ts can open the operators' replay viewer.
 */
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-not-for-production-0123456789';
