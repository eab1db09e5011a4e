#!/usr/bin/env bash
# A Redis server of littletable's own, on loopback: its folder, its port, its password (no persistence: Redis
# only carries searches and frames between processes; the games are in the database).
#   scripts/redis.sh start DIR PORT   starts it (once), prints its URL
#   scripts/redis.sh stop DIR         stops it
# Debian's redis-server package provides the binary. The password (openssl rand) is in DIR/redis.conf, mode 600.
set -euo pipefail

command=${1:-}
dir=${2:-}
port=${3:-56379}
if [ -z "$command" ] || [ -z "$dir" ]; then
  echo "usage: scripts/redis.sh start|stop DIR [PORT]" >&2
  exit 2
fi
if ! command -v redis-server >/dev/null; then
  echo "redis.sh: redis-server is not installed (scripts/setup.sh installs it)" >&2
  exit 1
fi
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
conf=$dir/redis.conf

case "$command" in
  start)
    if [ ! -f "$conf" ]; then
      umask 077
      password=$(openssl rand -hex 24)
      cat > "$conf" <<CONF
bind 127.0.0.1
port $port
requirepass $password
save ""
appendonly no
daemonize yes
dir $dir
pidfile $dir/redis.pid
logfile $dir/redis.log
CONF
    fi
    password=$(sed -n 's/^requirepass //p' "$conf")
    port=$(sed -n 's/^port //p' "$conf")
    if ! REDISCLI_AUTH=$password redis-cli -p "$port" ping >/dev/null 2>&1; then
      redis-server "$conf"
      for _ in $(seq 50); do
        REDISCLI_AUTH=$password redis-cli -p "$port" ping >/dev/null 2>&1 && break
        sleep 0.1
      done
    fi
    REDISCLI_AUTH=$password redis-cli -p "$port" ping >/dev/null || { tail -n 20 "$dir/redis.log" >&2; exit 1; }
    echo "redis://:$password@127.0.0.1:$port"
    ;;
  stop)
    if [ -f "$conf" ]; then
      password=$(sed -n 's/^requirepass //p' "$conf")
      port=$(sed -n 's/^port //p' "$conf")
      REDISCLI_AUTH=$password redis-cli -p "$port" shutdown nosave >/dev/null 2>&1 || true
    fi
    ;;
  *)
    echo "usage: scripts/redis.sh start|stop DIR [PORT]" >&2
    exit 2
    ;;
esac
