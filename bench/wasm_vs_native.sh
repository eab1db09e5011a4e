#!/usr/bin/env bash
# The browser's engine module against the native build, side by side in one run (issue 31; docs/wasm.md):
# - speed: the module in a Web Worker of headless Chromium (Debian's /usr/bin/chromium, playwright-core from
#   web/node_modules, a page served by bench/wasm/browser_bench.mjs on 127.0.0.1) and `littletable engine-api`,
#   alternately, `rounds` times: the `bench` request's search nodes/s (chess, Metamachy) and `perft` nodes/s from
#   each game's start; medians and the ratio module/native, by the clock and per CPU second (the worker's thread,
#   the native process: the figure a loaded machine disturbs least). Equal node counts: the same search ran.
#   Goal: search at least 50 % of native.
# - size: the module's two files gzipped (gzip -9); goal at most 1 MB.
# - first legal move: cold loads of a bare page (a new browser context each): navigation start → worker created →
#   module compiled → the `new` reply with the start's legal moves; medians.
# The module and the binary are copied first, so that a rebuild during the run (a shared checkout) changes nothing.
# The load average is printed with each part: on a shared machine only the ratios of one run compare.
# Usage: bench/wasm_vs_native.sh [rounds (5)] [cold loads (7)]
#   WASM_BENCH='chess:11,metamachy:7' WASM_PERFT='chess:6,metamachy:4,fourplayer:5,martian:7' (game:depth lists);
#   WASM_MODULE_DIR (default build/wasm/wasm), LITTLETABLE_BIN (default build/release/cli/littletable);
#   LITTLETABLE_ATTACKS=magic makes the native build index its slider tables by magics as the module does (the
#   native build picks PEXT where the CPU has a fast one).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
rounds=${1:-5}
loads=${2:-7}
module=${WASM_MODULE_DIR:-$here/build/wasm/wasm}
lt=${LITTLETABLE_BIN:-$here/build/release/cli/littletable}
for f in "$module/littletable-engine.js" "$module/littletable-engine.wasm"; do
  [ -f "$f" ] || { echo "no $f: build the module with scripts/build.sh wasm" >&2; exit 2; }
done
[ -x "$lt" ] || { echo "no littletable binary at $lt (scripts/build.sh)" >&2; exit 2; }
[ -d "$here/web/node_modules/playwright-core" ] || { echo "no playwright-core in web/node_modules (scripts/setup.sh)" >&2; exit 2; }
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || { echo "no Chromium at ${CHROMIUM_PATH:-/usr/bin/chromium} (apt-get install chromium)" >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
. "$here/bench/wasm/snapshot_module.sh"
snapshot_module "$tmp"
cp -p "$lt" "$tmp/littletable"
load() { echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min) on $(nproc) cores"; }

echo "machine: $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1), $(nproc) cores; $("${CHROMIUM_PATH:-/usr/bin/chromium}" --version 2>/dev/null || true); node $(node --version)"
echo "module: $module ($(date -r "$module/littletable-engine.wasm" '+%F %T')); native: $lt ($(date -r "$lt" '+%F %T'))"
echo
echo "== size of the module =="
js=$(wc -c <"$tmp/littletable-engine.js"); wasm=$(wc -c <"$tmp/littletable-engine.wasm")
gjs=$(gzip -9 -c "$tmp/littletable-engine.js" | wc -c); gwasm=$(gzip -9 -c "$tmp/littletable-engine.wasm" | wc -c)
printf '%-24s %10s %14s\n' file bytes "gzip -9 bytes"
printf '%-24s %10d %14d\n' littletable-engine.wasm "$wasm" "$gwasm" littletable-engine.js "$js" "$gjs" total $((wasm + js)) $((gwasm + gjs))
awk -v g=$((gwasm + gjs)) 'BEGIN { printf "gzipped: %.2f MB (goal: at most 1 MB): %s\n", g / 1e6, g <= 1e6 ? "met" : "NOT MET" }'
echo
echo "== search and perft speed, module (Chromium, Web Worker) against native =="
load
node "$here/bench/wasm/browser_bench.mjs" speed --rounds "$rounds" --module-dir "$tmp" --native "$tmp/littletable" \
  --bench "${WASM_BENCH:-chess:11,metamachy:7}" --perft "${WASM_PERFT:-chess:6,metamachy:4,fourplayer:5,martian:7}"
load
echo
echo "== page load to the first legal move, cold =="
load
node "$here/bench/wasm/browser_bench.mjs" load --loads "$loads" --module-dir "$tmp"
load
