#!/usr/bin/env bash
# What a drawOffer/drawDecline flood in one room with 50 spectators does to every other room (issue 33): the load
# client's move round trip in ROOMS other rooms, on a fresh `littletable serve` each time, with no flood, with
# the flood and the per-socket limits off (--frames-per-second 0 --hellos-per-minute 0, as before), and with the
# flood and the default limits. Also the frames the flood got the server to send.
# Usage: bench/flood.sh [rooms (500)] [seconds (15)] [spectators (50)]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
rooms=${1:-500}; seconds=${2:-15}; spectators=${3:-50}
lt=${LITTLETABLE_BIN:-$here/build/release/cli/littletable}
client=$here/build/release/bench/load_client
[ -x "$client" ] || { echo "no $client: cmake --build --preset release --target load_client" >&2; exit 2; }
ulimit -n "$(ulimit -Hn)" 2>/dev/null || ulimit -n 65536
tmp=$(mktemp -d)
server=
stop_server() { if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; server=; fi; }
trap 'stop_server; rm -rf "$tmp"' EXIT
cp -p "$lt" "$tmp/littletable"

run() { # name flood(0/1) serve-args...
  local name=$1 flood=$2; shift 2
  "$tmp/littletable" serve --port 0 --rooms-per-minute 0 --data "$tmp/db-$RANDOM.sqlite" "$@" >"$tmp/out" 2>"$tmp/err" &
  server=$!
  for _ in $(seq 100); do grep -q '^listening on' "$tmp/out" 2>/dev/null && break; sleep 0.1; done
  local port
  port=$(sed -n 's|^listening on http://[^:]*:\([0-9]*\)/.*|\1|p' "$tmp/out")
  echo "-- $name; load $(cut -d' ' -f1-3 /proc/loadavg)"
  if [ "$flood" = 1 ]; then
    (sleep 2; node --experimental-websocket --no-warnings "$here/bench/flood.mjs" --port "$port" \
      --spectators "$spectators" --seconds "$((seconds - 2))") &
    flooder=$!
  fi
  "$client" --port "$port" --rooms "$rooms" --seconds "$seconds" --think-ms 1000 | grep -E '^(moves|move round)'
  if [ "$flood" = 1 ]; then wait "$flooder" || true; fi
  stop_server
}

echo "machine: $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1), $(nproc) cores; $rooms rooms, ${seconds} s"
run "no flood" 0
run "flood, no per-socket limits" 1 --frames-per-second 0 --hellos-per-minute 0
run "flood, default per-socket limits" 1
