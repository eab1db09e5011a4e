#!/usr/bin/env bash
# Thousands of short games through the three-node cluster behind HAProxy (scripts/cluster.sh in a folder and
# ports of its own; idle rooms leave memory after IDLE_MS): each node's resident memory every 1,000 games, at the
# end and after the idle time (bench/room_memory.mjs: Fool's mate, then both players leave).
# Usage: bench/cluster_soak.sh [games (6000)] [idle-ms (2000)] [concurrency (20)]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
games=${1:-6000}; idle=${2:-2000}; concurrency=${3:-20}
tmp=$(mktemp -d -p "$here/build" cluster-soak-XXXX)
chmod 755 "$tmp"
# Ports below the ephemeral range (32768 and up), where clients' sockets would collide.
export CLUSTER_DIR=$tmp CLUSTER_PORT=$((20000 + RANDOM % 4000)) CLUSTER_BASE_PORT=$((25000 + RANDOM % 5000))
export CLUSTER_NODE_ARGS="--rooms-per-minute 0 --room-idle-ms $idle"
trap '"$here/scripts/cluster.sh" stop >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
"$here/scripts/cluster.sh" start >/dev/null
pids=$(cat "$tmp"/node1.pid "$tmp"/node2.pid "$tmp"/node3.pid | paste -sd,)
echo "machine: $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1), $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "-- $games games through HAProxy, $concurrency at once, rooms idle ${idle} ms leave memory"
node --experimental-websocket --no-warnings "$here/bench/room_memory.mjs" --port "$CLUSTER_PORT" --server-pid "$pids" \
  --games "$games" --concurrency "$concurrency" --every 1000
wait_s=$(echo "2 * $idle / 1000 + 2" | bc)
sleep "$wait_s"
echo "after $wait_s s idle: nodes' RSS $(for p in $(tr , ' ' <<<"$pids"); do awk '/VmRSS/ {printf "%.1f MiB ", $2 / 1024}' "/proc/$p/status"; done)"
