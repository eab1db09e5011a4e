#!/usr/bin/env bash
# A PostgreSQL server of littletable's own, on loopback: its data folder, its port, its password.
#   scripts/postgres.sh start DIR PORT   initialises DIR on first use, starts the server, prints its URL
#   scripts/postgres.sh stop DIR         stops it
# Debian's postgresql package provides the binaries. PostgreSQL refuses to run as root: as root the server runs
# as the `postgres` user, which then owns DIR; when that user cannot reach DIR's folder (a private home), the
# data lives under /var/tmp/littletable-postgres and DIR is a link to it. The password (openssl rand) is in
# DIR.password, mode 600. The server listens on TCP only (no Unix socket: a long DIR would not fit its path).
set -euo pipefail

command=${1:-}
dir=${2:-}
port=${3:-55432}
if [ -z "$command" ] || [ -z "$dir" ]; then
  echo "usage: scripts/postgres.sh start|stop DIR [PORT]" >&2
  exit 2
fi
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ]; then
  echo "postgres.sh: PostgreSQL is not installed (scripts/setup.sh installs it)" >&2
  exit 1
fi
mkdir -p "$(dirname "$dir")"
dir=$(cd "$(dirname "$dir")" && pwd)/$(basename "$dir")

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if [ "$(id -u)" -eq 0 ] && [ ! -L "$dir" ] && ! runuser -u postgres -- test -x "$(dirname "$dir")"; then
  [ "$command" = start ] || exit 0 # nothing was ever started there
  shared=/var/tmp/littletable-postgres
  mkdir -p "$shared" && chmod 755 "$shared"
  real=$shared/$(printf '%s' "$dir" | sha256sum | cut -c1-16)
  rm -rf "$real" && mkdir -p "$real"
  ln -sfn "$real" "$dir"
fi
[ -L "$dir" ] && dir=$(readlink -f "$dir")

case "$command" in
  start)
    if [ ! -f "$dir/PG_VERSION" ]; then
      umask 077
      openssl rand -hex 24 > "$dir.password"
      mkdir -p "$dir"
      if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir" "$dir.password"; fi
      as_owner "$bin/initdb" -D "$dir" -U littletable --pwfile="$dir.password" --auth=scram-sha-256 \
        -E UTF8 --locale=C.UTF-8 >"$dir.init.log" 2>&1 || { cat "$dir.init.log" >&2; exit 1; }
    fi
    if ! as_owner "$bin/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
      as_owner "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t 60 start \
        -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories= -c max_connections=200" >/dev/null \
        || { tail -n 20 "$dir/server.log" >&2; exit 1; }
    fi
    password=$(cat "$dir.password")
    export PGPASSWORD=$password
    if ! "$bin/psql" -h 127.0.0.1 -p "$port" -U littletable -d postgres -tAc \
        "SELECT 1 FROM pg_database WHERE datname = 'littletable'" | grep -q 1; then
      "$bin/createdb" -h 127.0.0.1 -p "$port" -U littletable littletable
    fi
    echo "postgresql://littletable:$password@127.0.0.1:$port/littletable"
    ;;
  stop)
    if [ -f "$dir/PG_VERSION" ]; then as_owner "$bin/pg_ctl" -D "$dir" -m fast -w stop >/dev/null 2>&1 || true; fi
    ;;
  *)
    echo "usage: scripts/postgres.sh start|stop DIR [PORT]" >&2
    exit 2
    ;;
esac
