#!/usr/bin/env bash
# The leaderboard API benchmark on PGlite and on a throwaway PostgreSQL in one go (npm run bench:api):
# scripts/with-postgres.sh starts the server and exports TEST_DATABASE_URL; --expose-gc steadies the heap figures.
# Set BENCH_DATABASE_URL to an admin URL of another PostgreSQL to run `node --expose-gc --import tsx
# scripts/bench-api.ts` against it directly instead.
set -euo pipefail
cd "$(dirname "$0")/.."
exec scripts/with-postgres.sh node --expose-gc --import tsx scripts/bench-api.ts "$@"
