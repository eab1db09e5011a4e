#!/usr/bin/env bash
# littletable on several nodes on this machine, on loopback only: PostgreSQL (scripts/postgres.sh), Redis
# (scripts/redis.sh), three `littletable serve` nodes sharing rooms, two `littletable worker`s for the CPU
# seats' searches, and HAProxy in front (deploy/haproxy.cfg).
#   scripts/cluster.sh start   builds nothing: uses build/release/cli/littletable and web/dist; prints the URL
#   scripts/cluster.sh stop
#   scripts/cluster.sh status  the processes and their pids
# CLUSTER_DIR (var/cluster) holds the data, secrets, logs and pids; CLUSTER_PORT (8090) is the balancer's port;
# CLUSTER_BASE_PORT (18090) the first of the nodes' ports (three), PostgreSQL's and Redis's (+10, +11);
# CLUSTER_NODE_ARGS more `serve` options for every node (a bench lifts the per-address limits with it).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
command=${1:-}
dir=${CLUSTER_DIR:-$here/var/cluster}
port=${CLUSTER_PORT:-8090}
base=${CLUSTER_BASE_PORT:-18090}
lt=${LITTLETABLE_BIN:-$here/build/release/cli/littletable}
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)

pid_alive() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }

start_process() { # name, command...
  local name=$1; shift
  if pid_alive "$dir/$name.pid"; then return; fi
  "$@" >"$dir/$name.out" 2>"$dir/$name.log" &
  echo $! >"$dir/$name.pid"
}

wait_listening() { # name
  for _ in $(seq 100); do grep -q '^listening on' "$dir/$1.out" 2>/dev/null && return; sleep 0.1; done
  echo "cluster.sh: $1 did not start:" >&2
  tail -n 20 "$dir/$1.log" >&2
  exit 1
}

case "$command" in
  start)
    [ -x "$lt" ] || { echo "cluster.sh: no $lt (scripts/build.sh release)" >&2; exit 1; }
    command -v haproxy >/dev/null || { echo "cluster.sh: haproxy is not installed (scripts/setup.sh)" >&2; exit 1; }
    postgres=$("$here/scripts/postgres.sh" start "$dir/postgres" "$((base + 10))")
    redis=$("$here/scripts/redis.sh" start "$dir/redis" "$((base + 11))")
    if [ ! -s "$dir/secret" ]; then (umask 077; openssl rand -hex 32 >"$dir/secret"); fi
    for i in 1 2 3; do
      start_process "node$i" "$lt" serve --host 127.0.0.1 --port "$((base + i))" --data "$postgres" --redis "$redis" \
        --cluster-secret-file "$dir/secret" --trusted-proxy 127.0.0.1 --web "$here/web/dist" --cpu-threads 1 \
        ${CLUSTER_NODE_ARGS:-}
    done
    for i in 1 2 3; do wait_listening "node$i"; done
    for i in 1 2; do
      start_process "worker$i" "$lt" worker --redis "$redis" --threads 1 --name "worker$i"
    done
    if ! pid_alive "$dir/haproxy.pid"; then
      LT_BALANCER_ADDRESS=127.0.0.1 LT_BALANCER_PORT=$port LT_NODE1_PORT=$((base + 1)) LT_NODE2_PORT=$((base + 2)) \
        LT_NODE3_PORT=$((base + 3)) haproxy -f "$here/deploy/haproxy.cfg" -D -p "$dir/haproxy.pid" 2>"$dir/haproxy.log" ||
        { echo "cluster.sh: haproxy did not start:" >&2; cat "$dir/haproxy.log" >&2; exit 1; }
    fi
    for _ in $(seq 50); do curl -sf "http://127.0.0.1:$port/api/games" >/dev/null && break; sleep 0.1; done
    curl -sf "http://127.0.0.1:$port/api/games" >/dev/null || { echo "cluster.sh: the balancer does not answer" >&2; exit 1; }
    echo "cluster on http://127.0.0.1:$port/ (nodes on ports $((base + 1))-$((base + 3)), data and logs in $dir)"
    ;;
  stop)
    for name in haproxy worker1 worker2 node1 node2 node3; do
      if pid_alive "$dir/$name.pid"; then kill "$(cat "$dir/$name.pid")" 2>/dev/null || true; fi
    done
    for name in haproxy worker1 worker2 node1 node2 node3; do
      for _ in $(seq 50); do pid_alive "$dir/$name.pid" || break; sleep 0.1; done
      rm -f "$dir/$name.pid"
    done
    "$here/scripts/redis.sh" stop "$dir/redis"
    "$here/scripts/postgres.sh" stop "$dir/postgres"
    ;;
  status)
    for name in haproxy node1 node2 node3 worker1 worker2; do
      if pid_alive "$dir/$name.pid"; then echo "$name: running (pid $(cat "$dir/$name.pid"))"; else echo "$name: stopped"; fi
    done
    ;;
  *)
    echo "usage: scripts/cluster.sh start|stop|status" >&2
    exit 2
    ;;
esac
