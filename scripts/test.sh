#!/usr/bin/env bash
# Every test of the project, as CI runs it: system packages the tests need, type check, lint, build, then
# the three runners (vitest, server tests on PGlite and PostgreSQL, Playwright in Chromium). Each runner
# runs even when an earlier one failed; the last line totals them all.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
start=$(date +%s)

need=()
[ -x /usr/bin/chromium ] || node -e "process.exit(require('fs').existsSync(require('@playwright/test').chromium.executablePath())?0:1)" 2>/dev/null || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null || need+=(postgresql)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "== installing ${need[*]} from Debian's packages"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null \
      || { echo "could not install ${need[*]}"; exit 1; }
  else
    echo "missing ${need[*]}: install them (apt-get install ${need[*]}) or run as root" >&2
    exit 1
  fi
fi

status=0
failed_steps=0
step() { echo "== $1"; shift; "$@" || { echo "!! failed: $*"; status=1; failed_steps=$((failed_steps + 1)); }; }

step "generate assets" npx tsx scripts/build-assets.ts
step "type check" npx tsc --noEmit -p .
step "lint" npx eslint .
step "format" npx prettier --check --log-level warn .
step "build" npx vite build --logLevel warn
step "test build (window.__game)" npx vite build --mode e2e --outDir dist/e2e-client --logLevel warn
step "unit tests (vitest)" npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest-unit.json
step "server tests on PGlite and PostgreSQL" env REQUIRE_POSTGRES=1 scripts/with-postgres.sh \
  npx vitest run --config vitest.server.config.ts --reporter=default --reporter=json --outputFile.json=test-results/vitest-server.json
step "browser tests (Playwright)" npx playwright test

echo "== whole test command took $(( $(date +%s) - start )) s"
node scripts/test-summary.mjs --failed-steps=$failed_steps test-results/vitest-unit.json test-results/vitest-server.json test-results/playwright.json || status=1
exit $status
