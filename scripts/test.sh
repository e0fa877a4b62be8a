#!/usr/bin/env bash
# Runs the test suite against real PostgreSQL, Redis and embedded ClickHouse, installing or
# starting whatever is missing. Each run uses its own databases and prefixes and drops them.
#
#   --warehouse   the tests reach ClickHouse over HTTP, through a `warehouse` process started
#                 here (CLICKHOUSE_URL=http://service:…@127.0.0.1:<port>), as a deployment of
#                 several processes does (docs/scaling.md).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/ensure.sh
ensure_prerequisites
ensure_chromium

if [ "${1:-}" = --warehouse ]; then
  shift
  port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  dir=$(mktemp -d -t aff-warehouse-XXXXXX)
  export WAREHOUSE_PASSWORD="test-$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')"
  export CLICKHOUSE_ANALYST_PASSWORD="analyst-$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')"
  WAREHOUSE_PORT=$port CLICKHOUSE_PATH=$dir LOG_LEVEL=warn node --import tsx scripts/warehouse.ts >/dev/null &
  warehouse=$!
  trap 'kill "$warehouse" 2>/dev/null; wait "$warehouse" 2>/dev/null; rm -rf "$dir"' EXIT
  for _ in $(seq 1 60); do curl -fs "http://127.0.0.1:$port/ping" >/dev/null && break; sleep 0.5; done
  curl -fs "http://127.0.0.1:$port/ping" >/dev/null || { echo "The warehouse did not start on port $port" >&2; exit 1; }
  export CLICKHOUSE_URL="http://service:$WAREHOUSE_PASSWORD@127.0.0.1:$port"
  log "Tests reach ClickHouse through the warehouse on 127.0.0.1:$port"
fi

# Without a file or folder among the arguments, the whole suite runs.
for arg in "$@"; do
  case "$arg" in test/*) npx mocha "$@"; exit ;; esac
done
npx mocha "$@" 'test/**/*.test.ts'
