# Shared by scripts/up.sh and scripts/test.sh: installs or starts what a fresh machine lacks.
# Debian's packages for PostgreSQL and Redis; npm ci for node_modules.

log() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

apt_install() {
  log "Installing $* from Debian's packages"
  as_root apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

ensure_postgres() {
  if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then return; fi
  command -v pg_ctlcluster >/dev/null 2>&1 || apt_install postgresql
  local version
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  log "Starting PostgreSQL $version"
  as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && return; sleep 1; done
  echo "PostgreSQL did not start on 127.0.0.1:5432" >&2
  exit 1
}

ensure_redis() {
  if redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then return; fi
  command -v redis-server >/dev/null 2>&1 || apt_install redis-server
  log "Starting Redis"
  as_root mkdir -p /var/lib/redis /var/log/redis
  # AOF in a data folder, fsynced every second: a restart loses no queued click, event or job.
  as_root redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" \
    --appendonly yes --appendfsync everysec --dir /var/lib/redis --logfile /var/log/redis/ci.log
  for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && return; sleep 1; done
  echo "Redis did not start on 127.0.0.1:6379" >&2
  exit 1
}

ensure_node_modules() {
  # npm ci when node_modules is missing or older than the lock file. Optional dependencies
  # are required: the embedded ClickHouse engine ships in one.
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    log "Installing dependencies (npm ci)"
    npm ci --include=optional --no-audit --no-fund
  fi
}

# The browser tests drive Debian's chromium (test/helpers/browser.ts); none of them may skip.
ensure_chromium() {
  [ -x /usr/bin/chromium ] || apt_install chromium
}

# What both scripts need: PostgreSQL and Redis running, node_modules installed.
ensure_prerequisites() {
  ensure_postgres
  ensure_redis
  ensure_node_modules
}

# Debian's PgBouncer, for running through a transaction pooler (docs/scaling.md).
ensure_pgbouncer() {
  [ -x /usr/sbin/pgbouncer ] || apt_install pgbouncer
}
