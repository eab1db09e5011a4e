#!/usr/bin/env bash
# Memory of one node over a soak of many short games (bench/room_memory.mjs: Fool's mate, then both players
# leave), with idle rooms leaving memory after IDLE_MS and, for comparison in the same run, with rooms kept
# (--room-idle-ms 86400000, as before issue 33). Each run: a fresh `littletable serve` (loopback, fresh SQLite
# database), its resident memory every 500 games, at the end, and after waiting twice IDLE_MS.
# Usage: bench/room_memory.sh [games (2000)] [idle-ms (2000)] [concurrency (20)]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
games=${1:-2000}; idle=${2:-2000}; concurrency=${3:-20}
lt=${LITTLETABLE_BIN:-$here/build/release/cli/littletable}
[ -x "$lt" ] || { echo "no littletable binary at $lt (scripts/build.sh)" >&2; exit 2; }
tmp=$(mktemp -d)
server=
stop_server() { if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; server=; fi; }
trap 'stop_server; rm -rf "$tmp"' EXIT
cp -p "$lt" "$tmp/littletable"

run() { # room-idle-ms
  "$tmp/littletable" serve --port 0 --rooms-per-minute 0 --data "$tmp/db-$RANDOM.sqlite" --room-idle-ms "$1" \
    >"$tmp/out" 2>"$tmp/err" &
  server=$!
  for _ in $(seq 100); do grep -q '^listening on' "$tmp/out" 2>/dev/null && break; sleep 0.1; done
  local port
  port=$(sed -n 's|^listening on http://[^:]*:\([0-9]*\)/.*|\1|p' "$tmp/out")
  [ -n "$port" ] || { echo "server did not start"; cat "$tmp/err"; exit 1; }
  echo "-- --room-idle-ms $1: $games games, $concurrency at once; server RSS at start" \
    "$(awk '/VmRSS/ {printf "%.1f MiB", $2 / 1024}' "/proc/$server/status")"
  node --experimental-websocket --no-warnings "$here/bench/room_memory.mjs" --port "$port" --server-pid "$server" \
    --games "$games" --concurrency "$concurrency" --every 500
  sleep "$(echo "2 * $idle / 1000 + 1" | bc)"
  echo "after $(echo "2 * $idle / 1000 + 1" | bc) s idle: server RSS $(awk '/VmRSS/ {printf "%.1f MiB", $2 / 1024}' "/proc/$server/status")"
  stop_server
}

echo "machine: $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1), $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"
run "$idle"
run 86400000
