#!/usr/bin/env bash
# Perft speed of littletable against Debian's Stockfish (`go perft`, one thread), side by side in one run.
# Both are timed the same way: wall time of the whole process (start-up included) for one perft.
# Usage: bench/perft_vs_stockfish.sh [path/to/littletable]      (default build/release/cli/littletable)
# Positions: start position depth 6 and 7, Kiwipete depth 5 and 6 (data/perft/README.md).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
lt=${1:-$here/build/release/cli/littletable}
sf=$(command -v stockfish || echo /usr/games/stockfish)
[ -x "$lt" ] || { echo "littletable binary not found at $lt (build with: cmake --preset release && cmake --build --preset release)" >&2; exit 2; }
[ -x "$sf" ] || { echo "stockfish not found (apt-get install stockfish)" >&2; exit 2; }

start="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
kiwipete="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

now() { date +%s.%N; }
nodes_of() { grep -Eo 'Nodes searched: [0-9]+' | grep -Eo '[0-9]+$'; }

run_lt() { "$lt" perft --game chess --fen "$1" --depth "$2" 2>/dev/null | nodes_of; }
run_sf() { printf 'setoption name Threads value 1\nposition fen %s\ngo perft %s\nquit\n' "$1" "$2" | "$sf" | nodes_of; }

printf '%-10s %5s %14s %12s %12s %8s\n' position depth nodes "lt Mnps" "sf Mnps" ratio
total_lt=0; total_sf=0
for spec in "start:$start:6" "start:$start:7" "kiwipete:$kiwipete:5" "kiwipete:$kiwipete:6"; do
  name=${spec%%:*}; rest=${spec#*:}; fen=${rest%:*}; depth=${rest##*:}
  t0=$(now); n_lt=$(run_lt "$fen" "$depth"); t1=$(now)
  n_sf=$(run_sf "$fen" "$depth"); t2=$(now)
  if [ "$n_lt" != "$n_sf" ]; then echo "node counts differ on $name depth $depth: littletable $n_lt, stockfish $n_sf" >&2; exit 1; fi
  lt_s=$(echo "$t1 - $t0" | bc -l); sf_s=$(echo "$t2 - $t1" | bc -l)
  total_lt=$(echo "$total_lt + $lt_s" | bc -l); total_sf=$(echo "$total_sf + $sf_s" | bc -l)
  printf '%-10s %5s %14s %12.1f %12.1f %8.2f\n' "$name" "$depth" "$n_lt" \
    "$(echo "$n_lt / $lt_s / 1000000" | bc -l)" "$(echo "$n_sf / $sf_s / 1000000" | bc -l)" "$(echo "$sf_s / $lt_s" | bc -l)"
done
printf 'overall speed ratio littletable/stockfish (total time): %.2f\n' "$(echo "$total_sf / $total_lt" | bc -l)"
