#!/usr/bin/env bash
# Runs the test suite against real PostgreSQL, Redis and embedded ClickHouse, installing or
# starting whatever is missing. Each run uses its own databases and prefixes and drops them.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/ensure.sh
ensure_prerequisites
ensure_chromium
# Without a file or folder among the arguments, the whole suite runs.
for arg in "$@"; do
  case "$arg" in test/*) exec npx mocha "$@" ;; esac
done
exec npx mocha "$@" 'test/**/*.test.ts'
