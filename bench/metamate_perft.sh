#!/usr/bin/env bash
# Perft speed of Metamate against littletable's own chess, side by side in one run (`littletable perft`, wall time
# of the whole process). Metamate positions are the standard start after a typical setup each; chess is the
# standard start. Each pair runs `rounds` times, alternating, and the ratio is of the summed times.
# Usage: bench/metamate_perft.sh [depth (6)] [rounds (3)] [path/to/littletable]
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
depth=${1:-6}
rounds=${2:-3}
lt=${3:-$here/build/release/cli/littletable}
[ -x "$lt" ] || { echo "littletable binary not found at $lt (cmake --build --preset release --target littletable)" >&2; exit 2; }

chess="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
# Typical setups: both queens' knights as M2.1; both queens as M4; both king's pawns as M1 horizontal.
setups=(
  "knights-M2.1:rm[2.1]bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RM[2.1]BQKBNR w KQkq - 0 1"
  "queens-M4:rnbm[4]kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBM[4]KBNR w KQkq - 0 1"
  "e-pawns-M1h:rnbqkbnr/ppppm[1h]ppp/8/8/8/8/PPPPM[1h]PPP/RNBQKBNR w KQkq - 0 1"
)

now() { date +%s.%N; }
nodes_of() { grep -Eo 'Nodes searched: [0-9]+' | grep -Eo '[0-9]+$'; }
timed() { # game fen -> "nodes seconds"
  local t0 t1 n
  t0=$(now); n=$("$lt" perft --game "$1" --fen "$2" --depth "$depth" 2>/dev/null | nodes_of); t1=$(now)
  echo "$n $(echo "$t1 - $t0" | bc -l)"
}

printf '%-14s %5s %12s %10s %12s %10s %8s\n' metamate depth nodes "Mnps" "chess nodes" "Mnps" ratio
for spec in "${setups[@]}"; do
  name=${spec%%:*}; fen=${spec#*:}
  mm_s=0; ch_s=0
  for ((r = 0; r < rounds; r++)); do
    read -r mm_n t <<<"$(timed metamate "$fen")"; mm_s=$(echo "$mm_s + $t" | bc -l)
    read -r ch_n t <<<"$(timed chess "$chess")"; ch_s=$(echo "$ch_s + $t" | bc -l)
  done
  mm_rate=$(echo "$mm_n * $rounds / $mm_s / 1000000" | bc -l); ch_rate=$(echo "$ch_n * $rounds / $ch_s / 1000000" | bc -l)
  printf '%-14s %5s %12s %10.1f %12s %10.1f %8.2f\n' "$name" "$depth" "$mm_n" "$mm_rate" "$ch_n" "$ch_rate" \
    "$(echo "$mm_rate / $ch_rate" | bc -l)"
done
echo "ratio = Metamate nodes/s divided by chess nodes/s, measured alternately in this run"
