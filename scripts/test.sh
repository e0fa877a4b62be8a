#!/usr/bin/env bash
# Runs the test suite against real PostgreSQL, Redis and embedded ClickHouse, installing or
# starting whatever is missing. Each run uses its own databases and prefixes and drops them.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/ensure.sh
ensure_postgres
ensure_redis
ensure_node_modules
exec npx mocha "$@"
