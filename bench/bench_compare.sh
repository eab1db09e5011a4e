#!/usr/bin/env bash
# Search speed of two littletable binaries side by side in one run (a change measured against main's binary):
# `littletable bench DEPTH` of each, alternating which goes first, `rounds` times. Two figures per binary: the
# nodes/s the bench prints (its own clock, the searches only) and nodes per second of the whole process (start,
# table clearing and all, by this script's clock), each the median over the rounds, and the ratio of the second
# binary's medians to the first's. The node counts are the bench signatures: equal when the change keeps the search.
# Usage: bench/bench_compare.sh BINARY_A BINARY_B [depth (12)] [rounds (6)]
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: bench/bench_compare.sh BINARY_A BINARY_B [depth] [rounds]" >&2; exit 2; }
a=$1
b=$2
depth=${3:-12}
rounds=${4:-6}
for bin in "$a" "$b"; do
  [ -x "$bin" ] || { echo "not an executable: $bin" >&2; exit 2; }
done

declare -A reported=() whole=() nodes=()
run() { # binary -> appends "nodes/s" of the bench's report and of the whole process
  local start end out n nps
  start=$(date +%s.%N)
  out=$("$1" bench "$depth" 2>/dev/null)
  end=$(date +%s.%N)
  n=$(sed -n 's/^Nodes searched *: *//p' <<<"$out")
  nps=$(sed -n 's/^Nodes\/second *: *//p' <<<"$out")
  [ -n "$n" ] && [ -n "$nps" ] || { echo "no bench report from $1" >&2; exit 1; }
  nodes[$1]="${nodes[$1]:-} $n"
  reported[$1]="${reported[$1]:-} $nps"
  whole[$1]="${whole[$1]:-} $(echo "$n / ($end - $start)" | bc -l)"
}
median() { tr ' ' '\n' | sed '/^$/d' | sort -g | awk '{v[NR] = $1} END {printf "%.3f\n", (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }

for ((r = 0; r < rounds; r++)); do
  if ((r % 2 == 0)); then run "$a"; run "$b"; else run "$b"; run "$a"; fi
done
printf '%-40s %12s %16s %16s\n' binary "nodes" "bench nodes/s" "process nodes/s"
for bin in "$a" "$b"; do
  printf '%-40s %12s %16.0f %16.0f\n' "$bin" "$(tr ' ' '\n' <<<"${nodes[$bin]}" | sed '/^$/d' | sort -u | paste -sd/)" \
    "$(median <<<"${reported[$bin]}")" "$(median <<<"${whole[$bin]}")"
done
printf 'ratio B/A of the medians (depth %s, %s rounds, alternating): bench %.3f, whole process %.3f\n' "$depth" "$rounds" \
  "$(echo "$(median <<<"${reported[$b]}") / $(median <<<"${reported[$a]}")" | bc -l)" \
  "$(echo "$(median <<<"${whole[$b]}") / $(median <<<"${whole[$a]}")" | bc -l)"
