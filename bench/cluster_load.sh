#!/usr/bin/env bash
# The load client (bench/load_client) against one node, then against the three-node cluster through HAProxy
# (scripts/cluster.sh, its own folder and ports), with the same rooms, spectators, time and think time: sockets
# held, moves per second, move round trip p50/p99, and the CPU time of the servers. On one 2-core machine the
# cluster's three nodes, HAProxy, PostgreSQL, Redis and the client share the same cores: the ratio says what the
# extra hops cost, not what three machines would hold.
# Usage: bench/cluster_load.sh [rooms (500)] [spectators (1000)] [seconds (20)] [think-ms (1000)]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
rooms=${1:-500}; spectators=${2:-1000}; seconds=${3:-20}; think=${4:-1000}
client=$here/build/release/bench/load_client
[ -x "$client" ] || { echo "no $client: cmake --build --preset release --target load_client" >&2; exit 2; }
ulimit -n "$(ulimit -Hn)" 2>/dev/null || ulimit -n 65536
tmp=$(mktemp -d -p "$here/build" cluster-load-XXXX)
chmod 755 "$tmp"
# Ports below the ephemeral range (32768 and up), where clients' sockets would collide.
export CLUSTER_DIR=$tmp CLUSTER_PORT=$((20000 + RANDOM % 4000)) CLUSTER_BASE_PORT=$((25000 + RANDOM % 5000))
export CLUSTER_NODE_ARGS="--rooms-per-minute 0"
trap '"$here/scripts/cluster.sh" stop >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
load() { echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min) on $(nproc) cores"; }
cpu_of() { for p in "$@"; do awk '{print $14 + $15}' "/proc/$p/stat"; done | paste -sd+ | bc; }

echo "machine: $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1), $(nproc) cores"
echo "== one node (bench/load_test.sh) =="
load
"$here/bench/load_test.sh" "$rooms" "$spectators" "$seconds" "$think" | grep -E '^(sockets|moves|move round|server|client)'
echo "== three nodes behind HAProxy (scripts/cluster.sh) =="
"$here/scripts/cluster.sh" start >/dev/null
pids=$(cat "$tmp"/node?.pid "$tmp"/haproxy.pid)
load
before=$(cpu_of $pids)
"$client" --port "$CLUSTER_PORT" --rooms "$rooms" --spectators "$spectators" --seconds "$seconds" --think-ms "$think" \
  | grep -E '^(sockets|moves|move round|client)'
after=$(cpu_of $pids)
echo "servers' CPU (3 nodes + HAProxy): $(echo "($after - $before) / $(getconf CLK_TCK)" | bc -l | xargs printf '%.1f') s over the whole run"
for i in 1 2 3; do
  echo "node$i RSS: $(ps -o rss= -p "$(cat "$tmp/node$i.pid")" | awk '{printf "%.0f MiB", $1/1024}')"
done
load
