#!/usr/bin/env bash
# Load test on loopback: starts `littletable serve` on a free port with a fresh database, runs the load client
# (rooms x 2 playing sockets + spectators) for a bounded time, prints its report, stops the server.
# Usage: bench/load_test.sh [rooms] [spectators] [seconds] [think-ms] [think-spread]
#   default 2500 5000 30 1000 0.5: 10,000 sockets; each pause before a move is uniform in think-ms * [0.5, 1.5]
#   (think-spread 0: every pause equal, so rooms that started together move in lockstep: a burst test)
# LOAD_CMD_PREFIX runs server and client under a wrapper: LOAD_CMD_PREFIX='chrt -r 10' (root) schedules both ahead
# of other work on a shared machine (compilers), which otherwise queues them for milliseconds at a time.
# LOAD_SERVER_BIN runs another `littletable` build as the server (A/B against an older commit).
# LOAD_CHECK=1 fails the run on a failed connect, a refused frame or no move (the test command's smoke run).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
rooms=${1:-2500}; spectators=${2:-5000}; seconds=${3:-30}; think=${4:-1000}; spread=${5:-0.5}
lt=${LOAD_SERVER_BIN:-$here/build/release/cli/littletable}
client=${LOAD_CLIENT_BIN:-$here/build/release/bench/load_client}
ulimit -n "$(ulimit -Hn)" 2>/dev/null || ulimit -n 65536
tmp=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -rf "$tmp"' EXIT
${LOAD_CMD_PREFIX:-} ${LOAD_SERVER_PRELOAD:+env LD_PRELOAD=$LOAD_SERVER_PRELOAD} "$lt" serve --port 0 --rooms-per-minute 0 --data "$tmp/load.db" --web "$here/web/dist" > "$tmp/out" 2> "$tmp/err" &
server=$!
for _ in $(seq 100); do grep -q '^listening on' "$tmp/out" 2>/dev/null && break; sleep 0.1; done
port=$(sed -n 's|^listening on http://[^:]*:\([0-9]*\)/.*|\1|p' "$tmp/out")
[ -n "$port" ] || { echo "server did not start"; cat "$tmp/err"; exit 1; }
echo "server on port $port; $rooms rooms, $spectators spectators, ${seconds}s, think ${think} ms (spread $spread)"
cpu_ticks() { awk '{print $14 + $15}' "/proc/$server/stat"; }
before=$(cpu_ticks)
# The client shares the machine with the server: its own CPU (and its event-loop lag, in its report) say how
# much of a round trip it may have added.
TIMEFORMAT='client CPU: %U s user + %S s system over %R s'
{ time ${LOAD_CMD_PREFIX:-} "$client" --port "$port" --rooms "$rooms" --spectators "$spectators" --seconds "$seconds" \
    --think-ms "$think" --think-spread "$spread" ${LOAD_CHECK:+--check}; } 2>&1
after=$(cpu_ticks)
# CPU time is what the server itself spent (user + system), less sensitive to a busy machine than latency.
awk -v t=$((after - before)) -v hz="$(getconf CLK_TCK)" 'BEGIN {
  printf "server CPU: %.1f s over the whole run (opening the sockets included)\n", t / hz }'
echo "server RSS: $(ps -o rss= -p "$server" | awk '{printf "%.0f MiB", $1/1024}')"
