#!/usr/bin/env bash
# Runs the test suite against real PostgreSQL, Redis and embedded ClickHouse, installing or
# starting whatever is missing. Each run uses its own databases and prefixes and drops them.
#
#   --warehouse   the tests reach ClickHouse over HTTP, through a `warehouse` process started
#                 here (CLICKHOUSE_URL=http://service:…@127.0.0.1:<port>), as a deployment of
#                 several processes does (docs/scaling.md).
#   --pgbouncer   every PostgreSQL pool of the tests goes through a local PgBouncer in
#                 transaction mode (scripts/pgbouncer.sh; PG_TRANSACTION_POOLING=1).
#
# The whole suite (no test file or folder given) runs once directly, then runs the
# PostgreSQL-heavy tests (PG_THROUGH_POOLER below) once more through PgBouncer.
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

if [ "${1:-}" = --pgbouncer ]; then
  shift
  port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  pgb_dir=$(mktemp -d -t aff-pgbouncer-XXXXXX)
  trap 'bash scripts/pgbouncer.sh stop "$pgb_dir"; rm -rf "$pgb_dir"' EXIT
  bash scripts/pgbouncer.sh start "$port" "$pgb_dir"
  export TEST_PGBOUNCER_PORT=$port
  log "Tests reach PostgreSQL through PgBouncer (transaction mode) on 127.0.0.1:$port"
fi

# The tests whose work is mostly PostgreSQL's: transactions, locks, deadlines, the ledger.
PG_THROUGH_POOLER=(
  test/orders
  test/ledger
  test/payouts
  test/payout-runs
  test/commission-rules
  test/coupons
  test/currencies
  test/settings
  test/affiliates
)

# Without a file or folder among the arguments, the whole suite runs.
for arg in "$@"; do
  case "$arg" in test/*) npx mocha "$@"; exit ;; esac
done
npx mocha "$@" 'test/**/*.test.ts'
if [ -z "${TEST_PGBOUNCER_PORT:-}" ]; then
  log "The PostgreSQL-heavy tests again, through PgBouncer in transaction mode"
  bash scripts/test.sh --pgbouncer "$@" "${PG_THROUGH_POOLER[@]}"
fi
