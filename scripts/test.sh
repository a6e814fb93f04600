#!/usr/bin/env bash
# Every test of the project, as CI runs it: system packages the tests need, type check, lint, build, then
# the three runners (vitest, server tests on PGlite and PostgreSQL, Playwright: Chromium, and Firefox and WebKit's
# smoke). Each runner
# runs even when an earlier one failed; each step prints its time as it ends; the last line totals them all.
#
#   scripts/test.sh          the default command (npm test): every test, the layout walk on its covering plan
#   scripts/test.sh --full   the same plus what the default leaves to the named commands (npm run test:full):
#                            the whole layout walk (every width, German too) and the bots' full distributions
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
start=$(date +%s)

scope=default
for arg in "$@"; do
  case $arg in
    --full) scope=full ;;
    *)
      echo "usage: scripts/test.sh [--full]" >&2
      exit 2
      ;;
  esac
done
if [ $scope = full ]; then
  # Read by playwright.config.ts (the whole layout walk) and by the bot distribution tests (their full samples).
  export TEST_SCOPE=full
fi

# System packages the tests need, from Debian's: Chromium and PostgreSQL, and the two other browser engines
# (e2e/engines.spec.ts: Firefox, WebKitGTK's WebDriver and MiniBrowser, on Xvfb with Mesa's software GL). A
# browser Playwright installed itself stands in for the system's. They install beside the first steps, which need
# none of them; the server tests wait for them.
has_playwright_browser() {
  node -e "process.exit(require('fs').existsSync(require('@playwright/test')['$1'].executablePath())?0:1)" 2>/dev/null
}
need=()
[ -x /usr/bin/chromium ] || has_playwright_browser chromium || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null || need+=(postgresql)
if ! has_playwright_browser firefox || ! has_playwright_browser webkit; then
  [ -x /usr/bin/Xvfb ] || need+=(xvfb)
  ls /usr/lib/*/dri/swrast_dri.so >/dev/null 2>&1 || need+=(libgl1-mesa-dri)
fi
has_playwright_browser firefox || [ -x /usr/bin/firefox-esr ] || need+=(firefox-esr)
has_playwright_browser webkit || [ -x /usr/bin/WebKitWebDriver ] || need+=(webkit2gtk-driver)
install_pid=
install_log=test-results/system-packages.log
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "== installing ${need[*]} from Debian's packages (beside the first steps)"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}") \
      >"$install_log" 2>&1 &
    install_pid=$!
  else
    echo "missing ${need[*]}: install them (apt-get install ${need[*]}) or run as root" >&2
    exit 1
  fi
fi
# Waits for the packages' install, if one is running; a failed one ends the test command.
packages_installed() {
  [ -n "$install_pid" ] || return 0
  local began
  began=$(date +%s)
  if ! wait "$install_pid"; then
    cat "$install_log"
    echo "could not install ${need[*]}"
    exit 1
  fi
  install_pid=
  echo "-- installing ${need[*]}: done $(($(date +%s) - start)) s after the start (waited $(($(date +%s) - began)) s for it)"
}

status=0
failed_steps=0
timings=()
failed() {
  echo "!! failed: $1"
  status=1
  failed_steps=$((failed_steps + 1))
}
# One step: its output as it comes, then its time.
step() {
  local name=$1 began
  shift
  began=$(date +%s)
  echo "== $name"
  "$@" || failed "$name"
  timings+=("$name: $(($(date +%s) - began)) s")
  echo "-- ${timings[-1]}"
}
# Steps that each keep one core busy (tsc, ESLint, Prettier) run side by side on the machine's cores: pairs of a
# name and a command line. Each one's output is printed whole when it ends, with its own time.
side_by_side() {
  local dir began names=() pids=() i n code
  dir=$(mktemp -d)
  began=$(date +%s)
  while [ $# -ge 2 ]; do
    names+=("$1")
    n=${#names[@]}
    (
      s=$(date +%s)
      bash -c "$2" >"$dir/$n.log" 2>&1
      code=$?
      echo $(($(date +%s) - s)) >"$dir/$n.time"
      exit $code
    ) &
    pids+=($!)
    shift 2
  done
  echo "== $(IFS=,; echo "${names[*]}" | sed 's/,/, /g') (side by side)"
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}"
    code=$?
    n=$((i + 1))
    cat "$dir/$n.log"
    [ $code -eq 0 ] || failed "${names[$i]}"
    timings+=("${names[$i]}: $(cat "$dir/$n.time") s")
    echo "-- ${timings[-1]}"
  done
  echo "-- side by side: $(($(date +%s) - began)) s"
  rm -rf "$dir"
}

step "generate assets" npx tsx scripts/build-assets.ts
side_by_side "type check" "npx tsc --noEmit -p ." \
  "lint" "npx eslint ." \
  "format" "npx prettier --check --log-level warn ."
step "build" npx vite build --logLevel warn
step "test build (window.__game)" npx vite build --mode e2e --outDir dist/e2e-client --logLevel warn
step "unit tests (vitest)" npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest-unit.json
packages_installed
step "server tests on PGlite and PostgreSQL" env REQUIRE_POSTGRES=1 scripts/with-postgres.sh \
  npx vitest run --config vitest.server.config.ts --reporter=default --reporter=json --outputFile.json=test-results/vitest-server.json
step "browser tests (Playwright)" npx playwright test

echo "== times ($scope)"
printf '   %s\n' "${timings[@]}"
echo "== whole test command took $(($(date +%s) - start)) s"
node scripts/test-summary.mjs --failed-steps=$failed_steps test-results/vitest-unit.json test-results/vitest-server.json test-results/playwright.json || status=1
exit $status
