#!/usr/bin/env bash
# The strength tables of docs/levels.md for a game of more than two seats (issue 36), through `littletable match`
# over every seat order:
#   reference  level 8 against three copies of the reference player (paranoid search on material alone) at the
#              same time a move;
#   levels     levels 8, 6, 4 and 2 together (levels 1-7 play by node budgets, level 8 by time).
# Usage: bench/nplayer_strength.sh fourplayer|martian4 reference|levels
# Environment: GAMES (240), MOVETIME ms a move (1000: level 8's most), CONCURRENCY (1), MOVE_LIMIT plies (200),
# NODES (unset; a node budget a move instead of the time, for a quick check), LITTLETABLE_BIN, OUT (var/strength).
set -euo pipefail
cd "$(dirname "$0")/.."

variant=${1:?usage: $0 fourplayer|martian4 reference|levels}
table=${2:?usage: $0 fourplayer|martian4 reference|levels}
bin=${LITTLETABLE_BIN:-build/release/cli/littletable}
out=${OUT:-var/strength}
mkdir -p "$out"

case "$table" in
  reference)
    engines=(--engine name=L8 level=8
             --engine name=PM1 player=paranoid-material --engine name=PM2 player=paranoid-material
             --engine name=PM3 player=paranoid-material) ;;
  levels)
    engines=(--engine name=L8 level=8 --engine name=L6 level=6 --engine name=L4 level=4 --engine name=L2 level=2) ;;
  *) echo "unknown table '$table' (reference or levels)" >&2; exit 2 ;;
esac

limit=(--movetime "${MOVETIME:-1000}" --timemargin 1000)
if [ -n "${NODES:-}" ]; then limit=(--nodes "$NODES"); fi
log="$out/$variant-$table.log"
"$bin" match --variant "$variant" "${engines[@]}" --games "${GAMES:-240}" "${limit[@]}" \
  --concurrency "${CONCURRENCY:-1}" --option "moveLimit=${MOVE_LIMIT:-200}" --pgn "$out/$variant-$table.pgn4" | tee "$log"
