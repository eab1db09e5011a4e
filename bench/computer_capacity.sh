#!/usr/bin/env bash
# The server's capacity for games against the computer, before and after the engine moved into the browser
# (issue 31; docs/wasm.md). Every part on a fresh `littletable serve` (loopback, fresh database, its default CPU
# workers: cores - 1, at least 1, unless CAPACITY_CPU_THREADS says otherwise).
# - Before (games against the computer as server rooms): for each ROOMS:LEVEL:SECONDS, ROOMS players at once, each
#   in a room of one human seat (a scripted socket of build/release/bench/load_client --cpu-level) and one CPU seat
#   at LEVEL; the player answers each computer move at once with a random legal move. For each computer move, the
#   wait from the player's move to the computer's reply (p50/p90/max), computer moves per second, and the server's
#   CPU time (user + system) over the run.
# - After (games against the computer in the browser): one real cold load of the client (/play/chess, level 8) in
#   headless Chromium lists the requests a player makes (the page, the module, the service worker's precache);
#   N players then make those requests at once (bench/wasm/page_loads.mjs): the server's CPU time and bytes for N
#   page + module loads. Then the wait for the computer's moves in one browser (the module in a Web Worker, as in
#   bench/wasm_vs_native.sh), with the requests the server got meanwhile: none, so that wait is the same for any N.
# Usage: bench/computer_capacity.sh [before specs ("1:8:40 8:8:60 100:1:30")] [after players ("1 8 100")]
#   CAPACITY_AFTER_LEVEL (8), CAPACITY_AFTER_MOVES (12); LITTLETABLE_BIN, WASM_MODULE_DIR as bench/wasm_vs_native.sh.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
before_specs=${1:-1:8:40 8:8:60 100:1:30}
after_players=${2:-1 8 100}
after_level=${CAPACITY_AFTER_LEVEL:-8}
after_moves=${CAPACITY_AFTER_MOVES:-12}
lt=${LITTLETABLE_BIN:-$here/build/release/cli/littletable}
client=$here/build/release/bench/load_client
module=${WASM_MODULE_DIR:-$here/build/wasm/wasm}
[ -x "$lt" ] || { echo "no littletable binary at $lt (scripts/build.sh)" >&2; exit 2; }
"$client" --help 2>/dev/null | grep -q -- --cpu-level ||
  { echo "$client has no --cpu-level: cmake --build --preset release --target load_client" >&2; exit 2; }
[ -f "$here/web/dist/index.html" ] || { echo "no web/dist/index.html: build the client (scripts/web.sh)" >&2; exit 2; }
[ -f "$module/littletable-engine.wasm" ] || { echo "no module in $module: scripts/build.sh wasm" >&2; exit 2; }
ulimit -n "$(ulimit -Hn)" 2>/dev/null || ulimit -n 65536

tmp=$(mktemp -d)
server=
stop_server() { if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; server=; fi; }
trap 'stop_server; rm -rf "$tmp"' EXIT
# Snapshots: others may rebuild the binary, the client (web/dist) or the module during the run.
cp -p "$lt" "$tmp/littletable"
cp -r "$here/web/dist" "$tmp/web"
. "$here/bench/wasm/snapshot_module.sh"
mkdir "$tmp/module" && snapshot_module "$tmp/module"
load() { echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min) on $(nproc) cores"; }
start_server() { # -> $server, $port
  "$tmp/littletable" serve --port 0 --rooms-per-minute 0 --data "$tmp/db-$RANDOM.sqlite" --web "$tmp/web" \
    ${CAPACITY_CPU_THREADS:+--cpu-threads "$CAPACITY_CPU_THREADS"} >"$tmp/out" 2>"$tmp/err" &
  server=$!
  for _ in $(seq 100); do grep -q '^listening on' "$tmp/out" 2>/dev/null && break; sleep 0.1; done
  port=$(sed -n 's|^listening on http://[^:]*:\([0-9]*\)/.*|\1|p' "$tmp/out")
  [ -n "$port" ] || { echo "server did not start"; cat "$tmp/err"; exit 1; }
}
cpu_ticks() { awk '{print $14 + $15}' "/proc/$server/stat"; }

echo "machine: $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1), $(nproc) cores; server CPU workers:" \
  "${CAPACITY_CPU_THREADS:-default (cores - 1, at least 1) = $(($(nproc) > 1 ? $(nproc) - 1 : 1))}"
echo
echo "== before: games against the computer as server rooms (the server searches every computer move) =="
for spec in $before_specs; do
  IFS=: read -r rooms level seconds <<<"$spec"
  start_server
  echo "-- $rooms player(s) at once, each against a CPU seat at level $level, ${seconds} s"
  load
  t0=$(cpu_ticks); w0=$(date +%s.%N)
  out=$("$client" --port "$port" --rooms "$rooms" --seconds "$seconds" --think-ms 0 --cpu-level "$level")
  t1=$(cpu_ticks); w1=$(date +%s.%N)
  grep -E '^(sockets|computer|client)' <<<"$out"
  moves=$(sed -n 's/^computer moves (level [0-9]*) \([0-9]*\) in.*/\1/p' <<<"$out")
  awk -v t=$((t1 - t0)) -v hz="$(getconf CLK_TCK)" -v w="$(echo "$w1 - $w0" | bc -l)" -v m="${moves:-0}" 'BEGIN {
    printf "server CPU: %.1f s over %.1f s (room creation and sockets included): %.2f cores busy, %.0f ms per measured computer move\n",
      t / hz, w, t / hz / w, (m > 0 ? 1000 * t / hz / m : 0) }'
  load
  stop_server
done
echo
echo "== after: games against the computer in the browser (the server only serves the files) =="
start_server
load
app=$(node "$here/bench/wasm/browser_bench.mjs" app --module-dir "$tmp/module" --json \
  --url "http://127.0.0.1:$port/play/chess?level=$after_level&seat=0")
grep -v '^JSON ' <<<"$app"
paths=$(sed -n 's/^JSON //p' <<<"$app" | node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s).requests.join(",")))')
for n in $after_players; do
  load
  node "$here/bench/wasm/page_loads.mjs" --port "$port" --server-pid "$server" --players "$n" --paths "$paths"
done
load
stop_server
echo
load
node "$here/bench/wasm/browser_bench.mjs" play --level "$after_level" --moves "$after_moves" --module-dir "$tmp/module"
load
echo "Once its page is loaded, a player's game against the computer sends no request to the server: the wait for a"
echo "computer move is the player's own device searching, the same whether 1, 8 or 10,000 players play at once; the"
echo "server's cost is the page and module load above, once per player (a returning player's service worker has them)."
