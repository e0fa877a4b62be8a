#!/usr/bin/env bash
# Starts the whole service on this machine: API, workers and scheduler in one process on the
# embedded ClickHouse, migrations applied, a demo business created and its credentials printed.
# `bash scripts/up.sh --seed` also loads 30 days of demo data through the ingestion path.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/ensure.sh
ensure_prerequisites
# The service itself, not npm, gets the signals: SIGTERM to this script's process reaches node.
UV_THREADPOOL_SIZE=${UV_THREADPOOL_SIZE:-16} NODE_OPTIONS=--max-semi-space-size=64 exec node --import tsx scripts/start.ts "$@"
