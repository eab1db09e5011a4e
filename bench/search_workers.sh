#!/usr/bin/env bash
# Computer moves per second of one node, searching itself and with its searches on `littletable worker`s
# (issue 33). For each configuration, a fresh `littletable serve` (loopback, fresh database) and ROOMS players
# at once, each a scripted socket of build/release/bench/load_client --cpu-level against a CPU seat at LEVEL,
# answering each computer move at once: computer moves per second, and the wait from the player's move to the
# computer's reply (p50/p90/max).
#   alone      the node's own pool, one search thread (--cpu-threads 1)
#   1 worker   --redis, one worker process with one search thread
#   2 workers  --redis, two worker processes with one search thread each
# A Redis of the bench's own (scripts/redis.sh) carries the jobs. On a 2-core machine the node, the client and
# the workers share the cores: the figures say what a worker adds there, not what one more machine would.
# Usage: bench/search_workers.sh [rooms (8)] [level (3)] [seconds (30)]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
rooms=${1:-8}; level=${2:-3}; seconds=${3:-30}
lt=${LITTLETABLE_BIN:-$here/build/release/cli/littletable}
client=$here/build/release/bench/load_client
[ -x "$lt" ] || { echo "no littletable binary at $lt (scripts/build.sh)" >&2; exit 2; }
[ -x "$client" ] || { echo "no $client: cmake --build --preset release --target load_client" >&2; exit 2; }
ulimit -n "$(ulimit -Hn)" 2>/dev/null || ulimit -n 65536

tmp=$(mktemp -d)
pids=()
stop_all() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; wait "$p" 2>/dev/null || true; done; pids=(); }
trap 'stop_all; "$here/scripts/redis.sh" stop "$tmp/redis"; rm -rf "$tmp"' EXIT
cp -p "$lt" "$tmp/littletable" # others may rebuild the binary during the run
redis=$("$here/scripts/redis.sh" start "$tmp/redis" "$((20000 + RANDOM % 20000))")

load() { echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min) on $(nproc) cores"; }
run() { # name workers [--redis]
  local name=$1 workers=$2; shift 2
  for i in $(seq "$workers"); do
    "$tmp/littletable" worker --redis "$redis" --threads 1 --name "bench-$i" >"$tmp/worker$i" 2>&1 &
    pids+=($!)
  done
  "$tmp/littletable" serve --port 0 --rooms-per-minute 0 --cpu-threads 1 --data "$tmp/db-$RANDOM.sqlite" "$@" \
    >"$tmp/out" 2>"$tmp/err" &
  pids+=($!)
  for _ in $(seq 100); do grep -q '^listening on' "$tmp/out" 2>/dev/null && break; sleep 0.1; done
  local port
  port=$(sed -n 's|^listening on http://[^:]*:\([0-9]*\)/.*|\1|p' "$tmp/out")
  [ -n "$port" ] || { echo "server did not start"; cat "$tmp/err"; exit 1; }
  sleep 2 # the workers' first heartbeats
  echo "-- $name: $rooms player(s) at once against CPU seats at level $level, ${seconds} s"
  load
  "$client" --port "$port" --rooms "$rooms" --seconds "$seconds" --think-ms 0 --cpu-level "$level" | grep -E '^computer'
  stop_all
}

echo "machine: $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1), $(nproc) cores"
run "alone" 0
run "1 worker" 1 --redis "$redis"
run "2 workers" 2 --redis "$redis"
load
