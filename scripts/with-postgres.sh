#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server on loopback, reachable through TEST_DATABASE_URL,
# and always stops and removes it afterwards. Uses Debian's postgresql package (installed by scripts/test.sh).
set -euo pipefail

bindir=""
for candidate in /usr/lib/postgresql/*/bin; do [ -x "$candidate/initdb" ] && bindir="$candidate"; done
if [ -z "$bindir" ] && command -v initdb >/dev/null; then bindir="$(dirname "$(command -v initdb)")"; fi
if [ -z "$bindir" ]; then
  echo "with-postgres: no PostgreSQL server found (apt-get install postgresql)" >&2
  exit 1
fi

port="${PGTEST_PORT:-$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}"
dir="$(mktemp -d /tmp/gear-pg.XXXXXX)"
chmod 755 "$dir"
# PostgreSQL refuses to run as root; as root, the cluster belongs to the postgres system user.
as_pg=()
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  as_pg=(runuser -u postgres --)
fi

cleanup() {
  "${as_pg[@]}" "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

"${as_pg[@]}" "$bindir/initdb" -D "$dir/data" -U gear --auth=trust --encoding=UTF8 --no-sync >"$dir/initdb.log" 2>&1 \
  || { cat "$dir/initdb.log" >&2; exit 1; }
"${as_pg[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://gear@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2
"$@"
