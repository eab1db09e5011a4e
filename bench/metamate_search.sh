#!/usr/bin/env bash
# Search speed of Metamate against chess, side by side in one run: `littletable bench DEPTH --game G` for each game,
# alternating, `rounds` times; nodes/s from the summed node counts and times the bench prints (its own clock, the
# search only). The node counts are each game's bench signature (they differ: other positions, other trees).
# Usage: bench/metamate_search.sh [depth (10)] [rounds (3)] [path/to/littletable]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
depth=${1:-10}
rounds=${2:-3}
lt=${3:-$here/build/release/cli/littletable}
[ -x "$lt" ] || { echo "littletable binary not found at $lt (cmake --build --preset release --target littletable)" >&2; exit 2; }

bench() { # game -> "nodes milliseconds"
  "$lt" bench "$depth" --game "$1" 2>/dev/null |
    awk -F': ' '/^Nodes searched/ {n = $2} /^Total time/ {t = $2} END {print n, t}'
}

declare -A nodes=([chess]=0 [metamate]=0) ms=([chess]=0 [metamate]=0)
for ((r = 0; r < rounds; r++)); do
  for game in metamate chess; do
    read -r n t <<<"$(bench "$game")"
    nodes[$game]=$n
    ms[$game]=$((ms[$game] + t))
  done
done
printf '%-9s %5s %12s %10s\n' game depth nodes "knps"
for game in metamate chess; do
  printf '%-9s %5s %12s %10.0f\n' "$game" "$depth" "${nodes[$game]}" "$(echo "${nodes[$game]} * $rounds / ${ms[$game]}" | bc -l)"
done
printf 'ratio (Metamate nodes/s divided by chess nodes/s, alternating in this run): %.2f\n' \
  "$(echo "(${nodes[metamate]} / ${ms[metamate]}) / (${nodes[chess]} / ${ms[chess]})" | bc -l)"
