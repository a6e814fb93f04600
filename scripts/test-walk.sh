#!/usr/bin/env bash
# npm run test:walk: the whole layout walk (e2e/layout-plan.ts), every state of LAYOUT_LOCALES (en, ar, de and jp
# unless set; `all` for the 18) at every phone and desktop size; the default test command walks a covering part
# of it. Builds the assets and the test build first, then prints the walk's time. Arguments go to Playwright.
set -uo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
npm run build -- --logLevel warn && npx vite build --mode e2e --outDir dist/e2e-client --logLevel warn || exit 1
echo "-- builds: $(($(date +%s) - start)) s"
TEST_SCOPE=full npx playwright test e2e/layout.spec.ts --project=game "$@"
status=$?
echo "== the whole layout walk took $(($(date +%s) - start)) s"
exit $status
