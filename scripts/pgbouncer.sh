#!/usr/bin/env bash
# A local PgBouncer in transaction mode in front of PostgreSQL on 127.0.0.1:5432, for tests and
# trials (docs/scaling.md, "PgBouncer"); installs Debian's pgbouncer when missing.
#
#   scripts/pgbouncer.sh start PORT DIR   starts it on 127.0.0.1:PORT, its files in DIR
#   scripts/pgbouncer.sh stop DIR         stops the one started with DIR
#
# Every database of the server is reachable through it under its own name
# (postgres://127.0.0.1:PORT/<database>); run the service with PG_TRANSACTION_POOLING=1.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/ensure.sh

case "${1:-}" in
start)
  port=${2:?port}
  dir=${3:?directory}
  ensure_pgbouncer
  mkdir -p "$dir"
  user=${PGUSER:-postgres}
  printf '"%s" ""\n' "$user" >"$dir/userlist.txt"
  cat >"$dir/pgbouncer.ini" <<INI
[databases]
* = host=127.0.0.1 port=5432

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir =
auth_type = trust
auth_file = $dir/userlist.txt
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 20
ignore_startup_parameters = extra_float_digits
pidfile = $dir/pgbouncer.pid
logfile = $dir/pgbouncer.log
INI
  # PgBouncer refuses to run as root: it runs as the postgres user then.
  if [ "$(id -u)" = 0 ]; then
    chown -R postgres "$dir"
    pgbouncer -d -u postgres "$dir/pgbouncer.ini"
  else
    pgbouncer -d "$dir/pgbouncer.ini"
  fi
  for _ in $(seq 1 50); do [ -s "$dir/pgbouncer.pid" ] && pg_isready -q -h 127.0.0.1 -p "$port" && exit 0; sleep 0.1; done
  echo "PgBouncer did not start on 127.0.0.1:$port (see $dir/pgbouncer.log)" >&2
  exit 1
  ;;
stop)
  dir=${2:?directory}
  [ -s "$dir/pgbouncer.pid" ] && kill "$(cat "$dir/pgbouncer.pid")" 2>/dev/null || true
  ;;
*)
  echo "usage: scripts/pgbouncer.sh start PORT DIR | stop DIR" >&2
  exit 2
  ;;
esac
