#!/usr/bin/env bash
# One room's writes waiting on PostgreSQL, and every other room: two `littletable serve` builds side by side in one
# run, each on a fresh schema of one PostgreSQL server. The load client plays ROOMS rooms of two sockets each (hello,
# move, ack), measures for SECONDS, then a connection of its own holds the first room's rows locked (its room and
# games rows, SELECT ... FOR UPDATE) for 2 s, STALLS times: that room's moves wait. The report gives the other
# rooms' move round trip (sent -> its ack and event back), p50 and p99, before and while the rows are locked.
# Usage: bench/storage_stall.sh BEFORE_BIN [AFTER_BIN] [ROOMS] [SECONDS] [STALLS] [THINK_MS]
#   AFTER_BIN defaults to this build's littletable; 50 rooms, 10 s, 5 stalls of 2 s, 100 ms between moves.
# The PostgreSQL server is the one STALL_POSTGRES names (a URL), else one of its own (scripts/postgres.sh,
# build/postgres-stall, port STALL_PG_PORT or 55490), stopped at the end. LOAD_CMD_PREFIX runs the servers and the
# client under a wrapper, as in bench/load_test.sh ('chrt -r 10' on a shared machine, as root). STALL_SYNC_OFF=1
# gives the servers' connections synchronous_commit=off: a shared disk's fsyncs then no longer decide the tails.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
before=${1:?usage: bench/storage_stall.sh BEFORE_BIN [AFTER_BIN] [ROOMS] [SECONDS] [STALLS] [THINK_MS]}
after=${2:-$here/build/release/cli/littletable}
rooms=${3:-50}; seconds=${4:-10}; stalls=${5:-5}; think=${6:-100}
client=${LOAD_CLIENT_BIN:-$here/build/release/bench/load_client}
tmp=$(mktemp -d)
server=
own_pg=
cleanup() {
  [ -n "$server" ] && { kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; }
  [ -n "$own_pg" ] && "$here/scripts/postgres.sh" stop "$own_pg" >/dev/null 2>&1
  rm -rf "$tmp"
}
trap cleanup EXIT
if [ -n "${STALL_POSTGRES:-}" ]; then
  pg=$STALL_POSTGRES
else
  own_pg=$here/build/postgres-stall
  pg=$("$here/scripts/postgres.sh" start "$own_pg" "${STALL_PG_PORT:-55490}")
fi
psql_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)/psql
sep=$([[ $pg == *\?* ]] && echo '&' || echo '?')

# Runs build $2 (labelled $1) on a schema of its own; its figures go to $tmp/$1.
run() {
  local label=$1 bin=$2 schema
  schema=stall_${label}_$$
  "$psql_bin" -q "$pg" -c "CREATE SCHEMA $schema" >/dev/null
  local url="${pg}${sep}options=-csearch_path%3D${schema}${STALL_SYNC_OFF:+%20-csynchronous_commit%3Doff}"
  ${LOAD_CMD_PREFIX:-} "$bin" serve --port 0 --rooms-per-minute 0 --data "$url" --web "$here/web/dist" >"$tmp/$label.out" 2>"$tmp/$label.err" &
  server=$!
  for _ in $(seq 100); do grep -q '^listening on' "$tmp/$label.out" 2>/dev/null && break; sleep 0.1; done
  local port
  port=$(sed -n 's|^listening on http://[^:]*:\([0-9]*\)/.*|\1|p' "$tmp/$label.out")
  [ -n "$port" ] || { echo "$label: the server did not start"; cat "$tmp/$label.err"; exit 1; }
  echo "== $label: $bin"
  ${LOAD_CMD_PREFIX:-} "$client" --port "$port" --rooms "$rooms" --seconds "$seconds" --think-ms "$think" --stall-url "$url" \
    --stalls "$stalls" | tee "$tmp/$label"
  kill "$server"; wait "$server" 2>/dev/null || true; server=
  "$psql_bin" -q "$pg" -c "SET client_min_messages = warning; DROP SCHEMA $schema CASCADE" >/dev/null
}
run before "$before"
run after "$after"

# p50 and p99 of a report line: "... p50 X ms, p99 Y ms ..."
figures() { sed -n "s/^$2.*p50 \([0-9.]*\) ms, p99 \([0-9.]*\) ms.*/\1 \2/p" "$tmp/$1"; }
locked_max() { sed -n 's/^the locked room meanwhile: max \([0-9.]*\) ms.*/\1/p' "$tmp/$1"; }
echo
echo "== a move's round trip in the other $((rooms - 1)) rooms (ms), one room's rows locked ${stalls} x 2 s"
printf '%-8s %12s %12s %14s %14s %18s\n' build "unloaded p50" "unloaded p99" "locked p50" "locked p99" "locked room max"
for label in before after; do
  read -r up50 up99 <<<"$(figures "$label" 'other rooms, unloaded')"
  read -r lp50 lp99 <<<"$(figures "$label" 'other rooms, while')"
  printf '%-8s %12s %12s %14s %14s %18s\n' "$label" "$up50" "$up99" "$lp50" "$lp99" "$(locked_max "$label")"
done
